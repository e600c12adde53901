import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import { emailError } from '../auth/auth.rules.ts';
import { isCallingCode, normaliseCallingCode } from './calling-codes.ts';

/** Messages of SPEC 5's contact form, spelled exactly as SPEC spells them. */
export const CONTACT_MESSAGES = {
  emailRequired: 'Enter a valid Email',
  emailInvalid: 'This email address appears to be incorrect.',
  codeRequired: 'Enter a valid code',
  mobileRequired: 'Enter a valid mobile',
  mobileTooShort: 'Mobile number must contain minimum 7digits after country code',
} as const;

/** Digits a mobile number needs after the country code (SPEC 5). */
export const MOBILE_MIN_DIGITS = 7;
/** E.164 allows at most 15 digits with the country code. */
export const MOBILE_MAX_DIGITS = 15;
export const EMAIL_MAX_LENGTH = 254;

/** The shared email rule of the sign-in forms: 'Enter a valid Email', then the pattern message. */
export function contactEmailError(value: string | null | undefined): string | null {
  return emailError(value);
}

/** The country calling code ('61' or '+61'): required, and one that some country uses. */
export function phoneCodeError(value: string | null | undefined): string | null {
  return isCallingCode(value) ? null : CONTACT_MESSAGES.codeRequired;
}

/** The digits of a mobile typed with spaces, dashes, dots or brackets. */
export function mobileDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Our own words for what SPEC 5 leaves open: each says which part of the number is wrong. */
export const MOBILE_MESSAGES = {
  digitsOnly: 'Use digits only in the mobile number (spaces, dashes and brackets are fine)',
  withoutCode: 'Enter the mobile number without the country code: choose the code beside it',
  tooLongForE164: `Mobile number can have at most ${MOBILE_MAX_DIGITS} digits after country code`,
} as const;

/** The mobile's length is wrong for its country code, in words that name the part to check. */
export function mobileLengthMessage(
  problem: 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH',
  callingCode: string,
  digits: number,
): string {
  const code = `+${normaliseCallingCode(callingCode)}`;
  const check = 'check the digits after the country code';
  if (problem === 'TOO_SHORT') return `Too short for a ${code} number: ${check}`;
  if (problem === 'TOO_LONG') return `Too long for a ${code} number: ${check}`;
  return `A ${code} number cannot have ${digits} digits: ${check}`;
}

let shortestMobiles: Map<string, number> | undefined;

/**
 * The fewest digits a mobile of the calling code has: libphonenumber-js's example mobile of each
 * country using the code (5 or 6 digits in Andorra, the Faroes, Greenland, New Caledonia…).
 */
function shortestMobile(callingCode: string): number {
  if (!shortestMobiles) {
    shortestMobiles = new Map();
    for (const country of getCountries()) {
      const example = mobileExamples[country];
      if (!example) continue;
      const code = getCountryCallingCode(country);
      const known = shortestMobiles.get(code);
      if (known === undefined || example.length < known) shortestMobiles.set(code, example.length);
    }
  }
  return shortestMobiles.get(normaliseCallingCode(callingCode)) ?? MOBILE_MIN_DIGITS;
}

/**
 * libphonenumber-js's length rule for the country code: undefined when the number can be one
 * of its numbers, otherwise what is wrong; null when the library has no plan for the code.
 */
function lengthProblem(digits: string, callingCode: string) {
  try {
    return validatePhoneNumberLength(digits, {
      defaultCallingCode: normaliseCallingCode(callingCode),
    });
  } catch {
    // A calling code country-codes-list knows and libphonenumber-js has no plan for.
    return null;
  }
}

/**
 * The number after the country code: required and at least 7 digits (SPEC 5's messages; fewer
 * only where the country's own numbers are that short), then libphonenumber-js's own rule for
 * the country: a number of a length that country's numbers can have (a national trunk 0 is fine: '0412 345 678' with 61 is +61 412 345 678). Whether a
 * number is assigned is not asked: the library's ranges lag behind the real ones (it refuses
 * the UK's +44 7700 900123), and a traveller must never be kept from booking by them
 * (decision 016). Each message says which part is wrong.
 */
export function mobileError(
  value: string | null | undefined,
  callingCode?: string | null,
): string | null {
  const v = (value ?? '').trim();
  if (!v) return CONTACT_MESSAGES.mobileRequired;
  if (v.startsWith('+') || v.startsWith('00')) return MOBILE_MESSAGES.withoutCode;
  if (!/^[\d\s().-]+$/.test(v)) return MOBILE_MESSAGES.digitsOnly;
  const digits = mobileDigits(v);
  const code = callingCode && isCallingCode(callingCode) ? callingCode : null;
  // SPEC 5's floor of 7 digits, except in the few places whose own mobiles are shorter.
  const floor = code ? Math.min(MOBILE_MIN_DIGITS, shortestMobile(code)) : MOBILE_MIN_DIGITS;
  if (digits.length < floor) return CONTACT_MESSAGES.mobileTooShort;
  const problem = code ? lengthProblem(digits, code) : null;
  if (problem === 'NOT_A_NUMBER' || problem === 'INVALID_COUNTRY')
    return CONTACT_MESSAGES.mobileRequired;
  if (problem && code) return mobileLengthMessage(problem, code, digits.length);
  if (digits.length > MOBILE_MAX_DIGITS) return MOBILE_MESSAGES.tooLongForE164;
  return null;
}

/** The number read for its country code, when libphonenumber-js says it can be one of its numbers. */
function possibleNumber(mobile: string, callingCode: string) {
  const phone = parsePhoneNumberFromString(mobileDigits(mobile), {
    defaultCallingCode: normaliseCallingCode(callingCode),
  });
  return phone?.isPossible() ? phone : undefined;
}

/** The number as stored: its national significant digits for the code (no trunk 0), or its digits. */
export function normaliseMobile(value: string, callingCode: string): string {
  return possibleNumber(value, callingCode)?.nationalNumber ?? mobileDigits(value);
}

/** The number in international form, '+61 412 345 678', for display; the raw input when it cannot be read. */
export function formatMobile(mobile: string, callingCode: string): string {
  return (
    possibleNumber(mobile, callingCode)?.formatInternational() ??
    `+${normaliseCallingCode(callingCode)} ${mobile}`
  );
}

export interface ContactFields {
  /** Country calling code (SPEC 3 contact postcode). */
  postcode: string;
  mobile: string;
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** Every field of the contact form at once; an empty object when it is valid. */
export function contactErrors(form: Partial<ContactFields>): ContactErrors {
  const errors: ContactErrors = {};
  const code = phoneCodeError(form.postcode);
  const mobile = mobileError(form.mobile, code ? null : form.postcode);
  const email = contactEmailError(form.email);
  if (code) errors.postcode = code;
  if (mobile) errors.mobile = mobile;
  if (email) errors.email = email;
  return errors;
}
