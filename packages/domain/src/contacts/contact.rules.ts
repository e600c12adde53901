import { parsePhoneNumberFromString } from 'libphonenumber-js';
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

/**
 * The number after the country code: required, at least 7 digits, and (when the code is known) a
 * number libphonenumber-js accepts for that code. A national trunk 0 is fine: '0412 345 678'
 * with 61 is the Australian mobile +61 412 345 678.
 */
export function mobileError(
  value: string | null | undefined,
  callingCode?: string | null,
): string | null {
  const v = (value ?? '').trim();
  if (!v) return CONTACT_MESSAGES.mobileRequired;
  if (!/^[\d\s().-]+$/.test(v)) return CONTACT_MESSAGES.mobileRequired;
  const digits = mobileDigits(v);
  if (digits.length < MOBILE_MIN_DIGITS) return CONTACT_MESSAGES.mobileTooShort;
  if (digits.length > MOBILE_MAX_DIGITS) return CONTACT_MESSAGES.mobileRequired;
  if (callingCode && isCallingCode(callingCode)) {
    const phone = parsePhoneNumberFromString(digits, {
      defaultCallingCode: normaliseCallingCode(callingCode),
    });
    if (!phone?.isValid()) return CONTACT_MESSAGES.mobileRequired;
  }
  return null;
}

/** The number as stored: its national significant digits for the code (no trunk 0), or its digits. */
export function normaliseMobile(value: string, callingCode: string): string {
  const digits = mobileDigits(value);
  const phone = parsePhoneNumberFromString(digits, {
    defaultCallingCode: normaliseCallingCode(callingCode),
  });
  return phone?.isValid() ? phone.nationalNumber : digits;
}

/** The number in international form, '+61 412 345 678', for display; the raw input when it cannot be read. */
export function formatMobile(mobile: string, callingCode: string): string {
  const phone = parsePhoneNumberFromString(mobileDigits(mobile), {
    defaultCallingCode: normaliseCallingCode(callingCode),
  });
  return phone?.isValid()
    ? phone.formatInternational()
    : `+${normaliseCallingCode(callingCode)} ${mobile}`;
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
