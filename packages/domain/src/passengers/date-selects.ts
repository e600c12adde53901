import { daysInMonth } from '../shared/dates.ts';
import {
  ADULT_MIN_AGE_YEARS,
  CHILD_MIN_AGE_YEARS,
  EARLIEST_YEAR,
  isoDateParts,
  type DateParts,
  type PassengerType,
} from './passenger-dates.ts';

/** The default year range of the date selects (SPEC 9). */
export const DEFAULT_FIRST_YEAR = EARLIEST_YEAR;
export const DEFAULT_LAST_YEAR = 2070;

export const MONTH_OPTIONS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Years for a date select, 1900 to 2070 unless told otherwise. */
export function yearOptions({ from = DEFAULT_FIRST_YEAR, to = DEFAULT_LAST_YEAR } = {}): number[] {
  return range(from, to);
}

/**
 * Birth years for a ticket type on the reference date, newest first: an adult's from 12 years
 * before back to 1900; a child's from 2 years before back to 12 years before. The boundary years
 * hold some valid and some invalid days, so the birthday rule still runs on the full date.
 */
export function birthYearOptions(type: PassengerType, referenceDate: string): number[] {
  const year = Number(referenceDate.slice(0, 4));
  const years =
    type === 'adult'
      ? range(DEFAULT_FIRST_YEAR, year - ADULT_MIN_AGE_YEARS)
      : range(year - ADULT_MIN_AGE_YEARS, year - CHILD_MIN_AGE_YEARS);
  return years.reverse();
}

/** Passport expiry years: from the current year upward to 2070 (SPEC 9). */
export function expiryYearOptions(today: string, to = DEFAULT_LAST_YEAR): number[] {
  return range(Number(today.slice(0, 4)), to);
}

/** Days to offer for a month: its length, 29 for February of an unknown year, 31 when no month is chosen. */
export function dayOptions(year: number | null, month: number | null): number[] {
  if (month === null) return range(1, 31);
  return range(
    1,
    year === null ? (month === 2 ? 29 : daysInMonth(2000, month)) : daysInMonth(year, month),
  );
}

/**
 * SPEC 4 date selects: after the month or year changes, a day beyond the month's length is
 * cleared (31 stays when moving to a 31-day month; 29 February clears when the year becomes common).
 */
export function reconcileDay(parts: DateParts): DateParts {
  const { year, month, day } = parts;
  if (day === null || month === null) return parts;
  const last =
    year === null ? (month === 2 ? 29 : daysInMonth(2000, month)) : daysInMonth(year, month);
  return day > last ? { year, month, day: null } : parts;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' from the three selects, or '' while any is empty. The result may still be impossible. */
export function joinDateParts({ year, month, day }: DateParts): string {
  if (year === null || month === null || day === null) return '';
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The three selects of a stored 'YYYY-MM-DD' value; all empty when it isn't one. */
export function splitDateParts(value: string | null | undefined): DateParts {
  return isoDateParts(value) ?? { year: null, month: null, day: null };
}
