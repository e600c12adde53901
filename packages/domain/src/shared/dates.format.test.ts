import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, formatInstant, formatShortDate } from './dates.ts';

describe('dates written one way (decision 022)', () => {
  test('a date, with or without its local time', () => {
    expect(formatDate('2026-12-07')).toBe('Mon 7 Dec 2026');
    expect(formatDate('2026-12-07 08:30')).toBe('Mon 7 Dec 2026');
    expect(formatDateTime('2026-12-07 08:30')).toBe('Mon 7 Dec 2026, 08:30');
    expect(formatDateTime('2026-12-07T23:05:00')).toBe('Mon 7 Dec 2026, 23:05');
    expect(formatDateTime('2026-12-07')).toBe('Mon 7 Dec 2026');
    expect(formatShortDate('2026-12-07')).toBe('Mon 7 Dec');
  });

  test("a place's local time is written as it is, never moved", () => {
    // A Sydney departure at 23:30 local stays 23:30 whatever zone reads it.
    expect(formatDateTime('2027-01-31 23:30')).toBe('Sun 31 Jan 2027, 23:30');
  });

  test('an instant in the zone of the place', () => {
    expect(formatInstant('2026-12-06T22:15:00Z', 'Australia/Sydney')).toBe('Mon 7 Dec 2026, 09:15');
    expect(formatInstant('2026-12-06T22:15:00Z', 'Europe/London')).toBe('Sun 6 Dec 2026, 22:15');
  });

  test('anything else is shown as given', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatInstant('nope')).toBe('nope');
  });
});
