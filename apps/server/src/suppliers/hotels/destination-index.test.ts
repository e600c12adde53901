import { describe, expect, test } from 'vitest';
import { hotelSupplier } from './hotel-supplier.ts';

const index = hotelSupplier().index;
const first = (q: string) => index.suggest(q)[0];

describe('hotel destination suggestions', () => {
  test('an empty query gives none', () => {
    expect(index.suggest('')).toEqual([]);
    expect(index.suggest('   ')).toEqual([]);
  });

  test('the city comes before its metro area, airports and districts', () => {
    expect(first('paris')).toMatchObject({
      Name: 'Paris',
      Type: 1,
      CountryCode: 'FR',
      city_name: 'Paris',
      second_display: 'Île-de-France, France',
    });
    expect(first('par')).toMatchObject({ Name: 'Paris', Type: 1 });
    expect(index.suggest('paris').map((s) => s.Type)).toContain(5);
    expect(first('lon')).toMatchObject({ Name: 'London', Type: 1, CountryCode: 'GB' });
  });

  test('a code typed in capitals finds the airport first', () => {
    expect(first('LHR')).toMatchObject({
      Type: 2,
      Name: 'London Heathrow Airport (LHR)',
      city_name: expect.any(String),
    });
  });

  test('countries, regions, districts and hotels are found by name', () => {
    expect(first('united')).toMatchObject({ Type: 3, Name: 'United States' });
    expect(first('japan')).toMatchObject({ Type: 3, CountryCode: 'JP' });
    expect(index.suggest('old town prague')[0]).toMatchObject({
      Type: 7,
      Name: 'Old Town',
      city_name: 'Prague',
    });
    const hotel = hotelSupplier().catalog.hotels[1234];
    const found = index.suggest(hotel?.name ?? '', 50).find((s) => s.ID === `h${hotel?.id}`);
    expect(found).toMatchObject({ Type: 6, Name: hotel?.name });
  });

  test('accents and case do not matter, and words inside a name count', () => {
    expect(first('zurich')).toMatchObject({ Name: 'Zürich', Type: 1 });
    expect(first('SAO PAULO')).toMatchObject({ Name: 'São Paulo' });
    expect(index.suggest('york').some((s) => s.Name === 'New York')).toBe(true);
  });

  test('districts and hotels wait for three characters', () => {
    expect(index.suggest('ol').some((s) => s.Type === 7 || s.Type === 6)).toBe(false);
  });

  test('every suggestion resolves back by its ID', () => {
    for (const q of [
      'paris',
      'LHR',
      'united',
      'old town prague',
      'london',
      'california',
      'grand',
    ]) {
      for (const s of index.suggest(q)) expect(index.byId(s.ID)).toEqual(s);
    }
  });
});
