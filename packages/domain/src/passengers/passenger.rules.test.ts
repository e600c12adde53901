import { describe, expect, test } from 'vitest';
import { PASSENGER_MESSAGES } from './passenger.messages.ts';
import {
  duplicateNameIndexes,
  duplicatePassportIndexes,
  hasAnyPassengerValue,
  nameFormatError,
  passengerErrors,
  passengerFieldError,
  passengerListErrors,
  passengerWarnings,
  savedPassengerChoiceError,
  type PassengerFormValues,
  type PassengerRuleContext,
} from './passenger.rules.ts';
import { passengerFormSchema, passengerListSchema } from './passenger.schemas.ts';

const adultCtx: PassengerRuleContext = {
  type: 'adult',
  referenceDate: '2025-08-01',
  today: '2025-06-15',
};
const childCtx: PassengerRuleContext = { ...adultCtx, type: 'child' };

const ann: PassengerFormValues = {
  given_name: 'Ann',
  middle_name: '',
  surname: 'Lee',
  sex: 1,
  birthday: '1990-04-02',
  id_card_issue: 'AU',
  national_code: 'AU',
  id_card: 'PA1234567',
  id_card_time: '2030-01-31',
};
const tom: PassengerFormValues = {
  ...ann,
  given_name: 'Tom',
  birthday: '2018-03-03',
  id_card: 'PA7654321',
};

describe('the passenger form messages (SPEC 5)', () => {
  test('are spelled as SPEC spells them', () => {
    expect(PASSENGER_MESSAGES).toEqual({
      sexRequired: 'Select a Gender',
      givenNameRequired: 'Enter a valid first name',
      surnameRequired: 'Enter a valid Last/Family/Surname',
      passportCountryRequired: 'Enter a valid Passport',
      nationalityRequired: 'Enter a valid Country',
      passportNumberRequired: 'Enter a valid passportNumber',
      birthdayRequired: 'Enter a valid birthday',
      passportExpiryRequired: 'Enter a valid id_card_time',
      expireMonthRequired: 'Enter a valid expireMonth',
      expireDayRequired: 'Enter a valid expireDay',
      expireYearRequired: 'Enter a valid expireYear',
      phoneCodeRequired: 'Please select the phone code',
      phoneRequired: 'Please provide your phone number',
      nameFormat: 'Please enter the correct name format',
      duplicateName:
        'Separate bookings should be made for each passenger if two passengers have the same name.',
      duplicatePassport: 'The passport number is duplicate. Please verify and modify',
      invalidDate: 'Please select a valid date',
      adultAge: 'Age requirement for adult tickets:>12 years old',
      childAge: "Age requirement for children's tickets: 2-12 years old",
      passportValidity: 'Please select the correct passport validity period',
      passportExpiresSoon:
        'Your document is about to expire. Please ensure that your document is valid before the end of your trip',
      februaryDay: 'Please select a valid day for February',
    });
  });
});

describe('one passenger (SPEC 5)', () => {
  test('a complete adult and a complete child pass', () => {
    expect(passengerErrors(ann, adultCtx)).toEqual({});
    expect(passengerErrors(tom, childCtx)).toEqual({});
  });

  test('an empty form gets every required message', () => {
    expect(passengerErrors({}, adultCtx)).toEqual({
      sex: 'Select a Gender',
      given_name: 'Enter a valid first name',
      surname: 'Enter a valid Last/Family/Surname',
      id_card_issue: 'Enter a valid Passport',
      national_code: 'Enter a valid Country',
      id_card: 'Enter a valid passportNumber',
      birthday: 'Enter a valid birthday',
      id_card_time: 'Enter a valid id_card_time',
    });
  });

  test('the flights form also needs the phone code and number', () => {
    const ctx = { ...adultCtx, withPhone: true };
    expect(passengerErrors(ann, ctx)).toEqual({
      phone_code: 'Please select the phone code',
      mobile: 'Please provide your phone number',
    });
    expect(passengerErrors({ ...ann, phone_code: '61', mobile: '412 34' }, ctx)).toEqual({
      mobile: 'Mobile number must contain minimum 7digits after country code',
    });
    expect(passengerErrors({ ...ann, phone_code: '61', mobile: '0412 345 678' }, ctx)).toEqual({});
  });

  test('expiry selects need each part', () => {
    const values = { ...ann, id_card_time: '', expireYear: '', expireMonth: null, expireDay: '' };
    expect(passengerErrors(values, adultCtx)).toEqual({
      expireYear: 'Enter a valid expireYear',
      expireMonth: 'Enter a valid expireMonth',
      expireDay: 'Enter a valid expireDay',
    });
    expect(
      passengerErrors({ ...values, expireYear: 2027, expireMonth: 2, expireDay: 29 }, adultCtx),
    ).toEqual({
      expireDay: 'Please select a valid day for February',
    });
    expect(
      passengerErrors({ ...values, expireYear: 2028, expireMonth: 2, expireDay: 29 }, adultCtx),
    ).toEqual({});
    expect(
      passengerErrors(
        { ...values, expireYear: '2025', expireMonth: '6', expireDay: '14' },
        adultCtx,
      ),
    ).toEqual({
      id_card_time: 'Please select the correct passport validity period',
    });
  });

  test('names take letters and spaces only; an empty middle name is fine', () => {
    expect(nameFormatError('Mary Ann')).toBeNull();
    expect(nameFormatError('')).toBeNull();
    for (const bad of ['Ann2', "O'Brien", 'Zoë', 'Ann-Marie', 'A'.repeat(51)]) {
      expect(nameFormatError(bad)).toBe('Please enter the correct name format');
    }
    expect(passengerErrors({ ...ann, middle_name: 'J3' }, adultCtx)).toEqual({
      middle_name: 'Please enter the correct name format',
    });
    expect(passengerErrors({ ...ann, given_name: 'Ann 2', surname: 'L33' }, adultCtx)).toEqual({
      given_name: 'Please enter the correct name format',
      surname: 'Please enter the correct name format',
    });
  });

  test('name checks wait until given name and surname are both entered', () => {
    expect(
      passengerFieldError('given_name', { ...ann, given_name: 'Ann2', surname: '' }, adultCtx),
    ).toBeNull();
    expect(
      passengerFieldError('surname', { ...ann, given_name: 'Ann2', surname: '' }, adultCtx),
    ).toBe('Enter a valid Last/Family/Surname');
  });

  test('the birthday must fit the ticket type on the reference date', () => {
    expect(passengerFieldError('birthday', { ...ann, birthday: '2018-03-03' }, adultCtx)).toBe(
      'Age requirement for adult tickets:>12 years old',
    );
    expect(passengerFieldError('birthday', { ...tom, birthday: '1990-01-01' }, childCtx)).toBe(
      "Age requirement for children's tickets: 2-12 years old",
    );
    expect(passengerFieldError('birthday', { ...ann, birthday: '1990-02-29' }, adultCtx)).toBe(
      'Please select a valid day for February',
    );
  });

  test('a passport expiring in the past is refused, within 6 months is warned about', () => {
    expect(
      passengerFieldError('id_card_time', { ...ann, id_card_time: '2025-06-01' }, adultCtx),
    ).toBe('Please select the correct passport validity period');
    expect(passengerWarnings({ ...ann, id_card_time: '2025-10-01' }, adultCtx)).toEqual({
      id_card_time:
        'Your document is about to expire. Please ensure that your document is valid before the end of your trip',
    });
    expect(passengerWarnings(ann, adultCtx)).toEqual({});
  });

  test('country codes must be real ones', () => {
    expect(passengerErrors({ ...ann, id_card_issue: 'XX', national_code: 'QQ' }, adultCtx)).toEqual(
      {
        id_card_issue: 'Enter a valid Passport',
        national_code: 'Enter a valid Country',
      },
    );
  });

  test('a passport number is 5 to 20 letters and digits', () => {
    expect(passengerFieldError('id_card', { ...ann, id_card: 'e 1234 567' }, adultCtx)).toBeNull();
    expect(passengerFieldError('id_card', { ...ann, id_card: 'AB1' }, adultCtx)).toBe(
      'Enter a valid passportNumber',
    );
    expect(passengerFieldError('id_card', { ...ann, id_card: 'AB#12345' }, adultCtx)).toBe(
      'Enter a valid passportNumber',
    );
  });
});

describe('several passengers (SPEC 5)', () => {
  test('two passengers with the same name are refused, whatever the case and spacing', () => {
    const twin = { ...tom, given_name: ' ann ', surname: 'LEE', id_card: 'PB1111111' };
    expect(duplicateNameIndexes([ann, tom, twin])).toEqual([0, 2]);
    const errors = passengerListErrors([ann, tom, twin], (i) =>
      i === 1 || i === 2 ? childCtx : adultCtx,
    );
    expect(errors[0]).toEqual({
      given_name:
        'Separate bookings should be made for each passenger if two passengers have the same name.',
    });
    expect(errors[1]).toEqual({});
    expect(errors[2]?.given_name).toBe(
      'Separate bookings should be made for each passenger if two passengers have the same name.',
    );
  });

  test('a different middle name is a different name', () => {
    expect(duplicateNameIndexes([ann, { ...ann, middle_name: 'Jo' }])).toEqual([]);
  });

  test('two passengers with one passport number are refused', () => {
    expect(duplicatePassportIndexes([ann, { ...tom, id_card: 'pa 1234567' }])).toEqual([0, 1]);
    const errors = passengerListErrors([ann, { ...tom, id_card: 'pa 1234567' }], (i) =>
      i === 0 ? adultCtx : childCtx,
    );
    expect(errors[1]).toEqual({
      id_card: 'The passport number is duplicate. Please verify and modify',
    });
  });

  test('choosing a saved passenger whose name is already used gives the duplicate-name message', () => {
    expect(savedPassengerChoiceError(ann, [tom, { ...ann, id_card: 'X' }])).toBe(
      'Separate bookings should be made for each passenger if two passengers have the same name.',
    );
    expect(savedPassengerChoiceError(ann, [tom])).toBeNull();
  });
});

describe('form schemas', () => {
  test('put each message on its field for the form resolver', () => {
    const result = passengerFormSchema(adultCtx).safeParse({ ...ann, given_name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['given_name', 'Enter a valid first name'],
    ]);
    expect(passengerFormSchema(adultCtx).safeParse(ann).success).toBe(true);
  });

  test('check a booking list across passengers', () => {
    const result = passengerListSchema(() => adultCtx).safeParse([
      ann,
      { ...ann, id_card: 'PB1111111' },
    ]);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      '0.given_name',
      '1.given_name',
    ]);
  });
});

describe('drafts keep only filled forms', () => {
  test('a form with only bookkeeping values is empty', () => {
    expect(hasAnyPassengerValue({ given_name: ' ', age_type: 0, _ID: 'x' })).toBe(false);
    expect(hasAnyPassengerValue({ surname: 'Lee' })).toBe(true);
  });
});
