import { describe, expect, test } from 'vitest';
import {
  earliestBookableDeparture,
  isBookableDeparture,
  isPastDepartureDate,
  TICKETING_CUTOFF_HOURS,
} from './departure-cutoff.ts';

const now = new Date('2026-11-20T09:00:00Z');
const hours = (h: number) => now.getTime() + h * 3_600_000;

describe('the ticketing cut-off (decision 039)', () => {
  test('a flight is sold until 3 hours before it leaves, not after', () => {
    expect(TICKETING_CUTOFF_HOURS).toBe(3);
    expect(earliestBookableDeparture(now)).toBe(hours(3));
    expect(isBookableDeparture(hours(3), now)).toBe(true);
    expect(isBookableDeparture(hours(2.99), now)).toBe(false);
    expect(isBookableDeparture(hours(-1), now)).toBe(false);
  });

  test('a departure date before today has passed; today has not', () => {
    expect(isPastDepartureDate('2026-11-19', '2026-11-20')).toBe(true);
    expect(isPastDepartureDate('2026-11-20', '2026-11-20')).toBe(false);
  });
});
