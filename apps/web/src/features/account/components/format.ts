import dayjs from 'dayjs';
import { formatDecimalMoney } from '@farewise/domain/money/format';

/** '2026-03-05' → 'Mar 5, 2026'; anything unparsable is shown as given. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value.slice(0, 10));
  return d.isValid() ? d.format('MMM D, YYYY') : value;
}

/** '2026-03-05 08:30' → 'Mar 5, 2026 08:30'; the time is kept as local time at the airport. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value.replace(' ', 'T').slice(0, 16));
  return d.isValid() ? d.format('MMM D, YYYY HH:mm') : value;
}

/** SPEC 9: prices shown to 2 decimals with the currency. */
export function formatPrice(amount: number | string | null | undefined, currency: string): string {
  const n = Number(amount);
  if (amount === null || amount === undefined || Number.isNaN(n)) return `${currency} —`;
  return formatDecimalMoney(n, currency);
}
