import { describe, expect, test } from 'vitest';
import {
  birthYearOptions,
  dayOptions,
  expiryYearOptions,
  joinDateParts,
  reconcileDay,
  splitDateParts,
  yearOptions,
} from './date-selects.ts';

describe('date selects (SPEC 4 and 9)', () => {
  test('years run from 1900 to 2070 by default', () => {
    const years = yearOptions();
    expect(years[0]).toBe(1900);
    expect(years.at(-1)).toBe(2070);
    expect(years).toHaveLength(171);
  });

  test('birth years depend on the ticket type, newest first', () => {
    const adult = birthYearOptions('adult', '2025-06-15');
    expect(adult[0]).toBe(2013);
    expect(adult.at(-1)).toBe(1900);
    expect(birthYearOptions('child', '2025-06-15')).toEqual([
      2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013,
    ]);
  });

  test('expiry years run from the current year upward', () => {
    const years = expiryYearOptions('2025-06-15');
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2070);
  });

  test('days follow the month and the leap year', () => {
    expect(dayOptions(2024, 2)).toHaveLength(29);
    expect(dayOptions(2023, 2)).toHaveLength(28);
    expect(dayOptions(1900, 2)).toHaveLength(28);
    expect(dayOptions(2000, 2)).toHaveLength(29);
    expect(dayOptions(2025, 4)).toHaveLength(30);
    expect(dayOptions(null, 2)).toHaveLength(29);
    expect(dayOptions(null, null)).toHaveLength(31);
  });

  test('changing month or year clears a day beyond the month length', () => {
    expect(reconcileDay({ year: 2025, month: 4, day: 31 })).toEqual({
      year: 2025,
      month: 4,
      day: null,
    });
    expect(reconcileDay({ year: 2023, month: 2, day: 29 })).toEqual({
      year: 2023,
      month: 2,
      day: null,
    });
    expect(reconcileDay({ year: 2024, month: 2, day: 29 })).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(reconcileDay({ year: null, month: 2, day: 30 })).toEqual({
      year: null,
      month: 2,
      day: null,
    });
    expect(reconcileDay({ year: 2025, month: 5, day: 31 })).toEqual({
      year: 2025,
      month: 5,
      day: 31,
    });
  });

  test('selects join into and split from YYYY-MM-DD', () => {
    expect(joinDateParts({ year: 2025, month: 3, day: 7 })).toBe('2025-03-07');
    expect(joinDateParts({ year: 2025, month: null, day: 7 })).toBe('');
    expect(splitDateParts('2025-03-07')).toEqual({ year: 2025, month: 3, day: 7 });
    expect(splitDateParts('')).toEqual({ year: null, month: null, day: null });
  });
});
