import { expect, test } from 'vitest';
import { compareText, englishOrder } from './english-order.ts';
import { NATIONALITIES, PASSPORT_COUNTRIES } from '../passengers/countries.ts';
import { CALLING_CODES } from '../contacts/calling-codes.ts';

test('names in the order an English reader expects: accents and case do not come last', () => {
  expect(
    ['Zambia', 'Åland Islands', 'bahamas', 'Bahrain', 'Côte d’Ivoire', 'Cuba'].sort(englishOrder),
  ).toEqual(['Åland Islands', 'bahamas', 'Bahrain', 'Côte d’Ivoire', 'Cuba', 'Zambia']);
});

test('the country lists are in the same order as localeCompare in English gives', () => {
  for (const [list, name] of [
    [PASSPORT_COUNTRIES.map((c) => c.label), 'passport countries'],
    [NATIONALITIES.map((c) => c.label), 'nationalities'],
    [CALLING_CODES.map((c) => c.country), 'calling codes'],
  ] as const) {
    expect(list.length, name).toBeGreaterThan(150);
    expect([...list], name).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en')));
  }
});

test('compareText puts ISO dates and times in time order', () => {
  expect(
    ['2027-01-03T09:00', '2026-12-27T23:30', '2027-01-03T08:15', '2026-12-27'].sort(compareText),
  ).toEqual(['2026-12-27', '2026-12-27T23:30', '2027-01-03T08:15', '2027-01-03T09:00']);
});
