import { describe, expect, test } from 'vitest';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  validatePhoneNumberLength,
} from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import { AUTH_MESSAGES } from '../auth/auth.messages.ts';
import { CALLING_CODES, isCallingCode, normaliseCallingCode } from './calling-codes.ts';
import {
  CONTACT_MESSAGES,
  contactEmailError,
  contactErrors,
  formatMobile,
  mobileError,
  normaliseMobile,
  phoneCodeError,
} from './contact.rules.ts';
import { contactFormSchema } from './contact.schemas.ts';
import { NATIONALITIES, PASSPORT_COUNTRIES } from '../passengers/countries.ts';

describe('contact form (SPEC 5)', () => {
  test('the messages are spelled as SPEC spells them', () => {
    expect(CONTACT_MESSAGES).toEqual({
      emailRequired: 'Enter a valid Email',
      emailInvalid: 'This email address appears to be incorrect.',
      codeRequired: 'Enter a valid code',
      mobileRequired: 'Enter a valid mobile',
      mobileTooShort: 'Mobile number must contain minimum 7digits after country code',
    });
    // The email rule is the sign-in forms' rule, so its messages must be the same words.
    expect(AUTH_MESSAGES.emailRequired).toBe(CONTACT_MESSAGES.emailRequired);
    expect(AUTH_MESSAGES.emailInvalid).toBe(CONTACT_MESSAGES.emailInvalid);
  });

  test('email is required, then pattern-checked', () => {
    expect(contactEmailError('')).toBe('Enter a valid Email');
    expect(contactEmailError('ann@')).toBe('This email address appears to be incorrect.');
    expect(contactEmailError('ann@example.com')).toBeNull();
  });

  test('the country code is required and must be a real calling code', () => {
    expect(phoneCodeError('')).toBe('Enter a valid code');
    expect(phoneCodeError('999')).toBe('Enter a valid code');
    expect(phoneCodeError('+61')).toBeNull();
    expect(phoneCodeError('86')).toBeNull();
  });

  test('the mobile is required and needs at least 7 digits after the country code', () => {
    expect(mobileError('')).toBe('Enter a valid mobile');
    expect(mobileError('   ', '44')).toBe('Enter a valid mobile');
    expect(mobileError('412 34', '61')).toBe(
      'Mobile number must contain minimum 7digits after country code',
    );
    expect(mobileError('123456', '1')).toBe(
      'Mobile number must contain minimum 7digits after country code',
    );
  });

  test("the UK's +44 7700 900123 is a mobile, typed with or without the trunk 0", () => {
    expect(mobileError('7700 900123', '44')).toBeNull();
    expect(mobileError('07700 900123', '+44')).toBeNull();
    expect(
      contactErrors({ postcode: '44', mobile: '7700900123', email: 'ann@example.com' }),
    ).toEqual({});
    expect(normaliseMobile('07700 900123', '44')).toBe('7700900123');
    expect(formatMobile('7700900123', '44')).toBe('+44 7700 900123');
  });

  test('numbers of the chosen country code pass (libphonenumber-js)', () => {
    expect(mobileError('412 345 678', '61')).toBeNull();
    expect(mobileError('0412-345-678', '+61')).toBeNull();
    expect(mobileError('138 1234 5678', '86')).toBeNull();
    expect(mobileError('(201) 555-0123', '1')).toBeNull();
  });

  test('a wrong number says which part is wrong', () => {
    expect(mobileError('abc 1234567', '61')).toBe(
      'Use digits only in the mobile number (spaces, dashes and brackets are fine)',
    );
    expect(mobileError('+44 7700 900123', '44')).toBe(
      'Enter the mobile number without the country code: choose the code beside it',
    );
    expect(mobileError('555 1234', '1')).toBe(
      'Too short for a +1 number: check the digits after the country code',
    );
    expect(mobileError('7700 900123 4', '44')).toBe(
      'Too long for a +44 number: check the digits after the country code',
    );
    expect(mobileError('1234 5678 9012 3456', '7')).toMatch(/^Too long for a \+7 number/);
    // The code itself is its own field's message (SPEC 5), and the number is not judged by it.
    expect(contactErrors({ postcode: '999', mobile: '7700900123', email: 'a@b.co' })).toEqual({
      postcode: 'Enter a valid code',
    });
  });

  test('fewer than 7 digits pass only where the country’s own numbers are that short', () => {
    expect(mobileError('312 345', '376')).toBeNull(); // Andorra
    expect(mobileError('211234', '298')).toBeNull(); // the Faroe Islands
    expect(mobileError('312 345', '44')).toBe(
      'Mobile number must contain minimum 7digits after country code',
    );
  });

  test("every country's own example mobile passes, and its length rule is libphonenumber-js's", () => {
    const checked: string[] = [];
    for (const country of getCountries()) {
      const code = getCountryCallingCode(country);
      const example = getExampleNumber(country, mobileExamples);
      if (!example || !isCallingCode(code)) continue;
      checked.push(country);
      const national = example.nationalNumber;
      expect(mobileError(national, code), `${country} ${national}`).toBeNull();
      expect(mobileError(example.formatNational(), code), `${country} national`).toBeNull();
      for (const variant of [
        national.slice(0, -2),
        national.slice(0, -1),
        `${national}0`,
        `${national}00`,
      ]) {
        if (variant.length < 7 || variant.length > 15) continue;
        const libraryAccepts =
          validatePhoneNumberLength(variant, { defaultCallingCode: code }) === undefined;
        expect(mobileError(variant, code) === null, `${country} ${variant}`).toBe(libraryAccepts);
      }
    }
    expect(checked.length).toBeGreaterThan(200);
  });

  test('a stored mobile keeps its national digits, shown in international form', () => {
    expect(normaliseMobile('0412 345 678', '61')).toBe('412345678');
    expect(formatMobile('412345678', '61')).toBe('+61 412 345 678');
  });

  test('every field is checked at once', () => {
    expect(contactErrors({ postcode: '', mobile: '', email: '' })).toEqual({
      postcode: 'Enter a valid code',
      mobile: 'Enter a valid mobile',
      email: 'Enter a valid Email',
    });
    expect(
      contactErrors({ postcode: '61', mobile: '412345678', email: 'ann@example.com' }),
    ).toEqual({});
    const result = contactFormSchema.safeParse({
      postcode: '61',
      mobile: '41',
      email: 'ann@example.com',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mobile', 'Mobile number must contain minimum 7digits after country code'],
    ]);
  });
});

describe('select lists', () => {
  test('calling codes come from country-codes-list, one per country, digits only', () => {
    expect(CALLING_CODES.length).toBeGreaterThan(200);
    expect(CALLING_CODES.find((c) => c.iso === 'AU')).toMatchObject({
      country: 'Australia',
      code: '61',
    });
    expect(CALLING_CODES.every((c) => /^\d{1,4}$/.test(c.code))).toBe(true);
    expect(isCallingCode(' +44 ')).toBe(true);
    expect(normaliseCallingCode('+1')).toBe('1');
  });

  test('passport countries and nationalities are ISO alpha-2 codes with English names', () => {
    expect(PASSPORT_COUNTRIES.find((c) => c.code === 'AU')?.label).toBe('Australia');
    expect(NATIONALITIES.find((c) => c.code === 'AU')?.label).toBe('Australian');
    expect(PASSPORT_COUNTRIES.length).toBeGreaterThan(240);
    expect(NATIONALITIES.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });
});
