import {
  formatDate,
  formatDateTime as formatLocal,
  formatInstant,
} from '@farewise/domain/shared/dates';
import { formatDecimalMoney } from '@farewise/domain/money/format';

/** '2026-03-05' → 'Mar 5, 2026'; anything unparsable is shown as given. */
export function formatDay(value: string | null | undefined): string {
  return formatDate(value);
}

/** '2026-03-05 08:30' → 'Mar 5, 2026 08:30'; the time is kept as local time at the airport. */
export function formatDateTime(value: string | null | undefined): string {
  // An ISO instant (booked at) in the reader's zone; a local 'YYYY-MM-DD HH:mm' as it is.
  if (value && /(Z|[+-]\d{2}:?\d{2})$/.test(value)) return formatInstant(value);
  return formatLocal(value);
}

/** SPEC 9: prices shown to 2 decimals with the currency. */
export function formatPrice(amount: number | string | null | undefined, currency: string): string {
  const n = Number(amount);
  if (amount === null || amount === undefined || Number.isNaN(n)) return `${currency} —`;
  return formatDecimalMoney(n, currency);
}
