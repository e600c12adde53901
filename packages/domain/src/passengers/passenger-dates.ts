import dayjs from 'dayjs';
import { daysInMonth, isIsoDate } from '../shared/dates.ts';
import { PASSENGER_MESSAGES as M } from './passenger.messages.ts';
import { travellerToday } from '../shared/today.ts';

/** Passengers are typed Adult or Child (SPEC 6); infants are not handled (SPEC 9). */
export type PassengerType = 'adult' | 'child';

/** An adult is older than 12 years; a child is 2 to 12 (SPEC 5 and 9). */
export const ADULT_MIN_AGE_YEARS = 12;
export const CHILD_MIN_AGE_YEARS = 2;
/** A passport expiring within this many months draws the warning (SPEC 9). */
export const PASSPORT_WARNING_MONTHS = 6;
/** The first year the date selects offer (SPEC 9); earlier birthdays are not valid dates here. */
export const EARLIEST_YEAR = 1900;

export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
}

/** The numbers of a 'YYYY-MM-DD'-shaped string, whether or not it is a real date. */
export function isoDateParts(
  value: string | null | undefined,
): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * A date from selects or text: null when it is a real calendar date, 'Please select a valid day
 * for February' for 29 February of a common year (or 30, 31 February), otherwise 'Please select a
 * valid date'. Parts that are missing make it invalid too; 'required' messages are the form's job.
 */
export function datePartsError({ year, month, day }: DateParts): string | null {
  if (year === null || month === null || day === null) return M.invalidDate;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day))
    return M.invalidDate;
  if (year < EARLIEST_YEAR || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31)
    return M.invalidDate;
  if (day > daysInMonth(year, month)) return month === 2 ? M.februaryDay : M.invalidDate;
  return null;
}

/** A strict 'YYYY-MM-DD' date (SPEC 5: 'Please select a valid date', or the February message). */
export function strictDateError(value: string | null | undefined): string | null {
  const parts = isoDateParts(value);
  if (!parts) return M.invalidDate;
  const error = datePartsError(parts);
  if (error) return error;
  return isIsoDate(value) ? null : M.invalidDate;
}

const yearsBefore = (date: string, years: number) =>
  dayjs(date).subtract(years, 'year').format('YYYY-MM-DD');

/**
 * The latest birthday of an adult on the reference date: 12 years before it. Someone whose 12th
 * birthday is the reference day is no longer a child ("after 12 years ago"), so is an adult.
 * A 29 February reference day in a common year counts from 28 February (dayjs clamps).
 */
export function latestAdultBirthday(referenceDate: string): string {
  return yearsBefore(referenceDate, ADULT_MIN_AGE_YEARS);
}

/** The latest birthday of a child on the reference date: 2 years before it ("on or before 2 years ago"). */
export function latestChildBirthday(referenceDate: string): string {
  return yearsBefore(referenceDate, CHILD_MIN_AGE_YEARS);
}

/**
 * The ticket type a birthday gives on a reference date (the departure date for a booking, today
 * for the saved list), or null for a baby under 2 or a birthday after the reference date.
 * Dates compare as 'YYYY-MM-DD' strings, which order like the dates they name.
 */
export function passengerTypeOn(birthday: string, referenceDate: string): PassengerType | null {
  if (strictDateError(birthday)) return null;
  if (birthday <= latestAdultBirthday(referenceDate)) return 'adult';
  if (birthday <= latestChildBirthday(referenceDate)) return 'child';
  return null;
}

/**
 * SPEC 5's birthday rule for a ticket type: a strict date, then adult older than 12 years, or
 * child born on or before 2 years ago and after 12 years ago, counted from the reference date.
 */
export function birthdayError(
  birthday: string,
  type: PassengerType,
  referenceDate: string,
): string | null {
  const dateError = strictDateError(birthday);
  if (dateError) return dateError;
  const actual = passengerTypeOn(birthday, referenceDate);
  if (actual === type) return null;
  return type === 'adult' ? M.adultAge : M.childAge;
}

/**
 * The passport expiry date: a real date that is not in the past (expiring today is still valid
 * today), else 'Please select the correct passport validity period'. An impossible February day
 * says so instead.
 */
export function passportExpiryError(expiry: string, today: string): string | null {
  const dateError = strictDateError(expiry);
  if (dateError === M.februaryDay) return dateError;
  if (dateError) return M.passportValidity;
  return expiry < today ? M.passportValidity : null;
}

/** The last expiry date that draws the 6-month warning, counted from today. */
export function passportWarningUntil(today: string): string {
  return dayjs(today).add(PASSPORT_WARNING_MONTHS, 'month').format('YYYY-MM-DD');
}

/** The warning (not an error) for a valid passport that expires within 6 months of today. */
export function passportExpiryWarning(expiry: string, today: string): string | null {
  if (passportExpiryError(expiry, today)) return null;
  return expiry <= passportWarningUntil(today) ? M.passportExpiresSoon : null;
}

/** Today's date as 'YYYY-MM-DD' where the browser is (the server uses todayUtc: decision 047). */
export function todayIso(now: Date = new Date()): string {
  return travellerToday(now);
}
