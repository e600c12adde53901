import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  birthdayError,
  datePartsError,
  latestAdultBirthday,
  latestChildBirthday,
  passengerTypeOn,
  passportExpiryError,
  passportExpiryWarning,
  strictDateError,
} from './passenger-dates.ts';

const ADULT = 'Age requirement for adult tickets:>12 years old';
const CHILD = "Age requirement for children's tickets: 2-12 years old";
const day = (d: string, n: number) => dayjs(d).add(n, 'day').format('YYYY-MM-DD');

// Any day from 1960 to 2060, as 'YYYY-MM-DD'.
const isoDay = fc
  .integer({ min: 0, max: 36_500 })
  .map((n) => dayjs('1960-01-01').add(n, 'day').format('YYYY-MM-DD'));

describe('strict dates (SPEC 5)', () => {
  test('29 February exists only in leap years: every 4th year, not centuries, except every 400th', () => {
    expect(strictDateError('2024-02-29')).toBeNull();
    expect(strictDateError('2000-02-29')).toBeNull();
    expect(strictDateError('2023-02-29')).toBe('Please select a valid day for February');
    expect(strictDateError('1900-02-29')).toBe('Please select a valid day for February');
    expect(strictDateError('2100-02-29')).toBe('Please select a valid day for February');
    expect(strictDateError('2024-02-30')).toBe('Please select a valid day for February');
  });

  test('other impossible or malformed dates ask for a valid date', () => {
    for (const bad of [
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-1-1',
      '01/02/2025',
      '',
      '1899-12-31',
    ]) {
      expect(strictDateError(bad)).toBe('Please select a valid date');
    }
    expect(strictDateError('2025-12-31')).toBeNull();
  });

  test('date selects give the same answers', () => {
    expect(datePartsError({ year: 2023, month: 2, day: 29 })).toBe(
      'Please select a valid day for February',
    );
    expect(datePartsError({ year: 2024, month: 2, day: 29 })).toBeNull();
    expect(datePartsError({ year: 2024, month: 6, day: 31 })).toBe('Please select a valid date');
    expect(datePartsError({ year: null, month: 6, day: 1 })).toBe('Please select a valid date');
  });

  test('the leap-year rule agrees with the calendar for every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2400 }), (year) => {
        const calendarHas29 = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
        expect(strictDateError(`${year}-02-29`) === null).toBe(calendarHas29);
      }),
    );
  });
});

describe('ages on the reference date (SPEC 5)', () => {
  test('the 12-year boundary day: 12 years to the day is an adult, one day younger is a child', () => {
    expect(birthdayError('2013-06-15', 'adult', '2025-06-15')).toBeNull();
    expect(birthdayError('2013-06-15', 'child', '2025-06-15')).toBe(CHILD);
    expect(birthdayError('2013-06-16', 'adult', '2025-06-15')).toBe(ADULT);
    expect(birthdayError('2013-06-16', 'child', '2025-06-15')).toBeNull();
  });

  test('the 2-year boundary day: 2 years to the day is a child, one day younger is not', () => {
    expect(birthdayError('2023-06-15', 'child', '2025-06-15')).toBeNull();
    expect(birthdayError('2023-06-16', 'child', '2025-06-15')).toBe(CHILD);
    expect(passengerTypeOn('2023-06-16', '2025-06-15')).toBeNull();
  });

  test('a reference day of 29 February counts back to 29 February or, in a common year, 28 February', () => {
    expect(latestAdultBirthday('2024-02-29')).toBe('2012-02-29');
    expect(latestChildBirthday('2024-02-29')).toBe('2022-02-28');
    expect(birthdayError('2012-02-29', 'adult', '2024-02-29')).toBeNull();
    expect(birthdayError('2012-03-01', 'adult', '2024-02-29')).toBe(ADULT);
  });

  test('someone born on 29 February is still a child the day before, and an adult from 1 March', () => {
    expect(passengerTypeOn('2012-02-29', '2024-02-28')).toBe('child');
    expect(passengerTypeOn('2013-02-28', '2025-02-28')).toBe('adult');
    expect(passengerTypeOn('2012-02-29', '2024-03-01')).toBe('adult');
  });

  test('the age is counted from the reference date, not today', () => {
    // Born 2013-07-01: a child on a 2025-06-30 departure, an adult on a 2025-07-01 departure.
    expect(birthdayError('2013-07-01', 'child', '2025-06-30')).toBeNull();
    expect(birthdayError('2013-07-01', 'adult', '2025-07-01')).toBeNull();
  });

  test('a birthday that is not a real date says so before any age rule', () => {
    expect(birthdayError('2013-02-29', 'child', '2025-06-15')).toBe(
      'Please select a valid day for February',
    );
    expect(birthdayError('2013-13-01', 'adult', '2025-06-15')).toBe('Please select a valid date');
  });

  test('for any reference day, the boundary days fall on the right side', () => {
    fc.assert(
      fc.property(isoDay, (ref) => {
        const adultEdge = latestAdultBirthday(ref);
        const childEdge = latestChildBirthday(ref);
        expect(birthdayError(adultEdge, 'adult', ref)).toBeNull();
        expect(birthdayError(day(adultEdge, 1), 'adult', ref)).toBe(ADULT);
        expect(birthdayError(day(adultEdge, 1), 'child', ref)).toBeNull();
        expect(birthdayError(childEdge, 'child', ref)).toBeNull();
        expect(birthdayError(day(childEdge, 1), 'child', ref)).toBe(CHILD);
        expect(birthdayError(ref, 'adult', ref)).toBe(ADULT);
      }),
    );
  });

  test('every birthday is exactly one of adult, child or too young', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (birthday, ref) => {
        const adultOk = birthdayError(birthday, 'adult', ref) === null;
        const childOk = birthdayError(birthday, 'child', ref) === null;
        expect(adultOk && childOk).toBe(false);
        expect(passengerTypeOn(birthday, ref)).toBe(adultOk ? 'adult' : childOk ? 'child' : null);
      }),
    );
  });
});

describe('passport expiry (SPEC 5)', () => {
  const today = '2025-06-15';

  test('a date in the past or an impossible date is refused; today is still valid', () => {
    expect(passportExpiryError('2025-06-14', today)).toBe(
      'Please select the correct passport validity period',
    );
    expect(passportExpiryError('2025-06-31', today)).toBe(
      'Please select the correct passport validity period',
    );
    expect(passportExpiryError('', today)).toBe(
      'Please select the correct passport validity period',
    );
    expect(passportExpiryError('2027-02-29', today)).toBe('Please select a valid day for February');
    expect(passportExpiryError('2025-06-15', today)).toBeNull();
  });

  test('expiring within 6 months warns, without blocking', () => {
    const warning =
      'Your document is about to expire. Please ensure that your document is valid before the end of your trip';
    expect(passportExpiryWarning('2025-06-15', today)).toBe(warning);
    expect(passportExpiryWarning('2025-12-15', today)).toBe(warning);
    expect(passportExpiryWarning('2025-12-16', today)).toBeNull();
    expect(passportExpiryWarning('2025-06-14', today)).toBeNull();
  });
});
