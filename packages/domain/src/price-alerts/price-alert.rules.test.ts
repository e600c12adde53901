import { describe, expect, test } from 'vitest';
import {
  DEFAULT_DROP,
  alertDetails,
  alertOver,
  alertSearchPath,
  cheapestComparable,
  comparableKey,
  describeDrop,
  dropError,
  dropQualifies,
  type FlightAlertSearch,
} from './price-alert.rules.ts';
import { createAlertBody } from './price-alert.schemas.ts';

const search: FlightAlertSearch = {
  kind: 'flight',
  tripType: 2,
  fromCity: 'Sydney',
  fromCityCode: 'SYD',
  toCity: 'London',
  toCityCode: 'LON',
  fromDate: '2027-01-12',
  retDate: '2027-01-20',
  adultNumber: 2,
  childNumber: 1,
  cabinPref: 'Y',
};

describe('price drops', () => {
  test('by default any drop of 5% or more is mailed, smaller ones and rises are not', () => {
    expect(DEFAULT_DROP).toEqual({ kind: 'percent', value: 5 });
    expect(dropQualifies(100_00, 95_00, DEFAULT_DROP)).toBe(true);
    expect(dropQualifies(100_00, 95_01, DEFAULT_DROP)).toBe(false);
    expect(dropQualifies(100_00, 100_00, DEFAULT_DROP)).toBe(false);
    expect(dropQualifies(100_00, 120_00, DEFAULT_DROP)).toBe(false);
  });

  test('an amount threshold counts minor units of the alert currency', () => {
    const drop = { kind: 'amount', value: 20_00 } as const;
    expect(dropQualifies(500_00, 480_00, drop)).toBe(true);
    expect(dropQualifies(500_00, 480_01, drop)).toBe(false);
  });

  test('no price before means nothing to compare', () => {
    expect(dropQualifies(0, 10, DEFAULT_DROP)).toBe(false);
  });

  test('thresholds out of range are refused with a message', () => {
    expect(dropError({ kind: 'percent', value: 0 })).toMatch(/between 1% and 90%/);
    expect(dropError({ kind: 'percent', value: 91 })).toMatch(/between 1% and 90%/);
    expect(dropError({ kind: 'percent', value: 2.5 })).toMatch(/between/);
    expect(dropError({ kind: 'amount', value: 99 })).toMatch(/at least 1.00/);
    expect(dropError({ kind: 'amount', value: 20_00 })).toBeNull();
    const parsed = createAlertBody.safeParse({
      search,
      currency: 'AUD',
      drop: { kind: 'percent', value: 95 },
    });
    expect(parsed.success).toBe(false);
  });

  test('thresholds in words use the domain money format', () => {
    expect(describeDrop({ kind: 'percent', value: 5 }, 'AUD')).toBe('a drop of 5% or more');
    expect(describeDrop({ kind: 'amount', value: 2_000_00 }, 'EUR')).toBe(
      'a drop of EUR 2,000.00 or more',
    );
  });
});

describe('comparable prices and the end of an alert', () => {
  test('the cheapest comparable price is the lowest sold price', () => {
    expect(cheapestComparable([520_00, null, 480_00, 0, 610_00])).toBe(480_00);
    expect(cheapestComparable([])).toBeNull();
    expect(cheapestComparable([null, undefined])).toBeNull();
  });

  test('searches compare by route, dates, travellers, cabin and currency, not by city names', () => {
    const key = comparableKey(search, 'AUD');
    expect(comparableKey({ ...search, fromCity: 'Sydney NSW' }, 'AUD')).toBe(key);
    expect(comparableKey({ ...search, cabinPref: 'C' }, 'AUD')).not.toBe(key);
    expect(comparableKey(search, 'EUR')).not.toBe(key);
    // A one-way search has no return date to compare.
    expect(comparableKey({ ...search, tripType: 1 }, 'AUD')).toBe(
      comparableKey({ ...search, tripType: 1, retDate: null }, 'AUD'),
    );
  });

  test('an alert ends after its departure date', () => {
    expect(alertOver(search, '2027-01-12')).toBe(false);
    expect(alertOver(search, '2027-01-13')).toBe(true);
  });

  test('the alert names its trip and opens its search', () => {
    expect(alertDetails(search)).toBe(
      'Round-trip · 12 Jan 2027 – 20 Jan 2027 · 2 adults, 1 child · Economy',
    );
    const path = alertSearchPath(search);
    expect(path.startsWith('/flightsList?')).toBe(true);
    const q = Object.fromEntries(
      path
        .split('?')[1]!
        .split('&')
        .map((pair) => pair.split('=').map(decodeURIComponent)),
    );
    expect(q).toMatchObject({
      fromCityCode: 'SYD',
      toCityCode: 'LON',
      fromDate: '2027-01-12',
      retDate: '2027-01-20',
      adultNumber: '2',
      cabinPref: 'Y',
    });
  });
});
