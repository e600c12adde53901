import { mobileError } from '../contacts/contact.rules.ts';
import { isCallingCode } from '../contacts/calling-codes.ts';
import { isNationality, isPassportCountry } from './countries.ts';
import { PASSENGER_MESSAGES as M } from './passenger.messages.ts';
import {
  birthdayError,
  datePartsError,
  passportExpiryError,
  passportExpiryWarning,
  type PassengerType,
} from './passenger-dates.ts';
import { joinDateParts } from './date-selects.ts';

/**
 * The passenger form as a form holds it (SPEC 3): every value may still be empty. sex is 1 male,
 * 2 female; dates are 'YYYY-MM-DD'; id_card_issue and national_code are ISO alpha-2 codes. A form
 * with expiry selects also carries expireYear, expireMonth and expireDay.
 */
export interface PassengerFormValues {
  given_name?: string | null;
  middle_name?: string | null;
  surname?: string | null;
  sex?: number | string | null;
  birthday?: string | null;
  id_card_issue?: string | null;
  national_code?: string | null;
  id_card?: string | null;
  id_card_time?: string | null;
  expireYear?: number | string | null;
  expireMonth?: number | string | null;
  expireDay?: number | string | null;
  /** Flights form only. */
  phone_code?: string | null;
  mobile?: string | null;
}

export type PassengerField = Exclude<keyof PassengerFormValues, never>;
export type PassengerErrors = Partial<Record<PassengerField, string>>;

export interface PassengerRuleContext {
  /** The ticket type the form is for. */
  type: PassengerType;
  /** The day ages are counted on: the first departure date for a booking, today for the saved list. */
  referenceDate: string;
  /** Today, 'YYYY-MM-DD': passport expiry is checked against it. */
  today: string;
  /** The flights booking form also asks for phone_code and mobile (SPEC 2.7). */
  withPhone?: boolean;
}

/** Longest name part we accept; airline systems cut names far shorter than this. */
export const NAME_MAX_LENGTH = 50;
const NAME_PATTERN = /^[A-Za-z]+(?: +[A-Za-z]+)*$/;
const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim();
const filled = (value: unknown): boolean => text(value) !== '';

function partNumber(value: unknown): number | null {
  const v = text(value);
  return /^\d+$/.test(v) ? Number(v) : null;
}

/** Names are Latin letters and spaces only, as on a passport's machine-readable line. */
export function nameFormatError(value: string | null | undefined): string | null {
  const v = text(value);
  if (!v) return null;
  return v.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(v) ? null : M.nameFormat;
}

/** 'E 1234 567' and 'e1234567' are the same passport number. */
export function normalisePassportNumber(value: string | null | undefined): string {
  return text(value).replace(/\s+/g, '').toUpperCase();
}

/** A normalised name for comparing: upper case, single spaces. Names are stored as typed, trimmed. */
export function normaliseName(value: string | null | undefined): string {
  return text(value).replace(/\s+/g, ' ').toUpperCase();
}

/** The three selects of the expiry date, when the form uses them rather than one date field. */
function usesExpirySelects(values: PassengerFormValues): boolean {
  return (
    values.expireYear !== undefined ||
    values.expireMonth !== undefined ||
    values.expireDay !== undefined
  );
}

/** The expiry date of the form: joined from its selects when it has them, else id_card_time. */
export function passportExpiryOf(values: PassengerFormValues): string {
  if (!usesExpirySelects(values)) return text(values.id_card_time);
  return joinDateParts({
    year: partNumber(values.expireYear),
    month: partNumber(values.expireMonth),
    day: partNumber(values.expireDay),
  });
}

function namesError(
  values: PassengerFormValues,
  field: 'given_name' | 'middle_name' | 'surname',
): string | null {
  // SPEC 5: name checks run once given name and surname are both entered.
  if (!filled(values.given_name) || !filled(values.surname)) return null;
  return nameFormatError(values[field]);
}

function expiryErrors(values: PassengerFormValues, today: string): PassengerErrors {
  const errors: PassengerErrors = {};
  if (usesExpirySelects(values)) {
    const year = partNumber(values.expireYear);
    const month = partNumber(values.expireMonth);
    const day = partNumber(values.expireDay);
    if (year === null) errors.expireYear = M.expireYearRequired;
    if (month === null) errors.expireMonth = M.expireMonthRequired;
    if (day === null) errors.expireDay = M.expireDayRequired;
    if (year === null || month === null || day === null) return errors;
    if (datePartsError({ year, month, day }) === M.februaryDay) {
      errors.expireDay = M.februaryDay;
      return errors;
    }
  } else if (!filled(values.id_card_time)) {
    errors.id_card_time = M.passportExpiryRequired;
    return errors;
  }
  const expiryError = passportExpiryError(passportExpiryOf(values), today);
  if (expiryError) errors.id_card_time = expiryError;
  return errors;
}

/**
 * Every rule of SPEC 5 for one passenger form, as { field: message }; empty when it is valid.
 * Required messages come first; a field's later checks run only once it has a value.
 */
export function passengerErrors(
  values: PassengerFormValues,
  ctx: PassengerRuleContext,
): PassengerErrors {
  const errors: PassengerErrors = {};
  const sex = text(values.sex);
  if (sex !== '1' && sex !== '2') errors.sex = M.sexRequired;

  if (!filled(values.given_name)) errors.given_name = M.givenNameRequired;
  if (!filled(values.surname)) errors.surname = M.surnameRequired;
  for (const field of ['given_name', 'middle_name', 'surname'] as const) {
    const error = namesError(values, field);
    if (error) errors[field] = error;
  }

  const issue = text(values.id_card_issue).toUpperCase();
  if (!issue || !isPassportCountry(issue)) errors.id_card_issue = M.passportCountryRequired;
  const nationality = text(values.national_code).toUpperCase();
  if (!nationality || !isNationality(nationality)) errors.national_code = M.nationalityRequired;
  if (!PASSPORT_NUMBER_PATTERN.test(normalisePassportNumber(values.id_card)))
    errors.id_card = M.passportNumberRequired;

  if (!filled(values.birthday)) errors.birthday = M.birthdayRequired;
  else {
    const error = birthdayError(text(values.birthday), ctx.type, ctx.referenceDate);
    if (error) errors.birthday = error;
  }

  Object.assign(errors, expiryErrors(values, ctx.today));

  if (ctx.withPhone) {
    if (!isCallingCode(values.phone_code)) errors.phone_code = M.phoneCodeRequired;
    if (!filled(values.mobile)) errors.mobile = M.phoneRequired;
    else {
      const error = mobileError(values.mobile, errors.phone_code ? null : values.phone_code);
      if (error) errors.mobile = error;
    }
  }
  return errors;
}

/** The message for one field, for forms that validate a field as it changes (SPEC 5: "required on change"). */
export function passengerFieldError(
  field: PassengerField,
  values: PassengerFormValues,
  ctx: PassengerRuleContext,
): string | null {
  return passengerErrors(values, ctx)[field] ?? null;
}

/** Warnings that do not block the form: a passport expiring within 6 months (on id_card_time). */
export function passengerWarnings(
  values: PassengerFormValues,
  ctx: Pick<PassengerRuleContext, 'today'>,
): PassengerErrors {
  const warning = passportExpiryWarning(passportExpiryOf(values), ctx.today);
  return warning ? { id_card_time: warning } : {};
}

type NamedPassenger = Pick<PassengerFormValues, 'given_name' | 'middle_name' | 'surname'>;

/** The name that must be unique across passengers, or null until given name and surname are entered. */
export function passengerNameKey(p: NamedPassenger): string | null {
  if (!filled(p.given_name) || !filled(p.surname)) return null;
  return [normaliseName(p.given_name), normaliseName(p.middle_name), normaliseName(p.surname)].join(
    '|',
  );
}

function indexesSharingKey<T>(list: readonly T[], key: (item: T) => string | null): number[] {
  const seen = new Map<string, number[]>();
  list.forEach((item, i) => {
    const k = key(item);
    if (k) seen.set(k, [...(seen.get(k) ?? []), i]);
  });
  return [...seen.values()]
    .filter((ix) => ix.length > 1)
    .flat()
    .sort((a, b) => a - b);
}

/** Positions of passengers whose full name another passenger also has (SPEC 5 duplicate name). */
export function duplicateNameIndexes(list: readonly NamedPassenger[]): number[] {
  return indexesSharingKey(list, passengerNameKey);
}

/** Positions of passengers whose passport number another passenger also has. */
export function duplicatePassportIndexes(
  list: readonly Pick<PassengerFormValues, 'id_card'>[],
): number[] {
  return indexesSharingKey(list, (p) => normalisePassportNumber(p.id_card) || null);
}

/**
 * Choosing a saved passenger whose name another passenger of the booking already has: the
 * duplicate-name message, or null. `others` are the other forms (not the one being filled).
 */
export function savedPassengerChoiceError(
  chosen: NamedPassenger,
  others: readonly NamedPassenger[],
): string | null {
  const key = passengerNameKey(chosen);
  return key && others.some((o) => passengerNameKey(o) === key) ? M.duplicateName : null;
}

/**
 * A booking's passengers: each form's own errors plus duplicate names and passport numbers
 * across them, one { field: message } per passenger in order. `contextOf(i)` gives each form's type.
 */
export function passengerListErrors(
  list: readonly PassengerFormValues[],
  contextOf: (index: number) => PassengerRuleContext,
): PassengerErrors[] {
  const all = list.map((p, i) => passengerErrors(p, contextOf(i)));
  for (const i of duplicateNameIndexes(list)) {
    const errors = all[i];
    if (errors && !errors.given_name && !errors.surname) errors.given_name = M.duplicateName;
  }
  for (const i of duplicatePassportIndexes(list)) {
    const errors = all[i];
    if (errors && !errors.id_card) errors.id_card = M.duplicatePassport;
  }
  return all;
}

// Set by the page, not typed by the traveller: they alone do not make a form worth keeping.
const BOOKKEEPING_FIELDS = new Set(['id', 'age_type', 'do_not_update']);

/** True when the form holds any value a traveller typed or chose (drafts keep only these). */
export function hasAnyPassengerValue(values: object): boolean {
  return Object.entries(values).some(
    ([key, value]) => !key.startsWith('_') && !BOOKKEEPING_FIELDS.has(key) && filled(value),
  );
}
