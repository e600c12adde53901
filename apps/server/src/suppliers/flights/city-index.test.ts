import { describe, expect, test } from 'vitest';
import { buildCityIndex, foldForSearch } from './city-index.ts';
import { loadReferenceData } from './reference-data.ts';

const index = buildCityIndex(loadReferenceData());
const airportCodes = (query: string) => index.suggest(query).airportlist.map((a) => a.airportCode);
const cityCodes = (query: string) => index.suggest(query).citylist.map((c) => c.cityCode);

describe('From/To suggestions', () => {
  test('an exact airport code comes first, with its city', () => {
    const result = index.suggest('LHR');
    expect(result.airportlist[0]).toMatchObject({
      airportCode: 'LHR',
      airportName: 'London Heathrow Airport',
      cityCode: 'LON',
      cityName: 'London',
      countryCode: 'GB',
      countryName: 'United Kingdom',
    });
    expect(result.citylist[0]?.cityCode).toBe('LON');
    expect(airportCodes('lhr')[0]).toBe('LHR');
  });

  test("'lon' gives London with all its airports, Heathrow first", () => {
    const london = index.suggest('lon').citylist[0];
    expect(london?.cityCode).toBe('LON');
    expect(london?.cityName).toBe('London');
    expect(london?.children.map((a) => a.airportCode)).toEqual([
      'LHR',
      'LGW',
      'STN',
      'LTN',
      'LCY',
      'SEN',
    ]);
    expect(airportCodes('lon').slice(0, 2)).toEqual(['LHR', 'LGW']);
    // London, Ontario is another city of the same name.
    expect(cityCodes('lon')).toContain('YXU');
  });

  test("'syd' gives Sydney, Australia first", () => {
    const result = index.suggest('syd');
    expect(result.airportlist[0]?.airportCode).toBe('SYD');
    expect(result.citylist[0]).toMatchObject({
      cityCode: 'SYD',
      cityName: 'Sydney',
      countryName: 'Australia',
    });
  });

  test('a word inside a name is found by its start', () => {
    expect(airportCodes('kenn')).toContain('JFK');
    expect(airportCodes('heathrow')).toEqual(['LHR']);
    expect(airportCodes('john f')).toEqual(['JFK']);
  });

  test('a metro code gives the city and its airports', () => {
    expect(cityCodes('nyc')[0]).toBe('NYC');
    expect(airportCodes('nyc').slice(0, 3).sort()).toEqual(['EWR', 'JFK', 'LGA']);
    expect(cityCodes('new york')[0]).toBe('NYC');
  });

  test('case, accents and apostrophes do not matter', () => {
    expect(foldForSearch("Xi'an Zürich São Paulo")).toBe('xian zurich sao paulo');
    expect(cityCodes('SAO PAULO')[0]).toBe('SAO');
    expect(cityCodes('são')[0]).toBe('SAO');
    expect(airportCodes('zurich')).toContain('ZRH');
    expect(cityCodes('xian')[0]).toBe('XIY');
  });

  test('countries come with their main airports, by name or a common alias', () => {
    const australia = index.suggest('austral').countrylist[0];
    expect(australia?.countryCode).toBe('AU');
    expect(australia?.children.map((a) => a.airportCode)).toContain('SYD');
    expect(australia?.children.length).toBeLessThanOrEqual(5);
    expect(index.suggest('turkey').countrylist[0]?.countryCode).toBe('TR');
    expect(index.suggest('uk').countrylist[0]?.countryCode).toBe('GB');
  });

  test('nothing matches gives three empty lists; every list is bounded', () => {
    expect(index.suggest('zz')).toEqual({ airportlist: [], citylist: [], countrylist: [] });
    expect(index.suggest('x')).toEqual({ airportlist: [], citylist: [], countrylist: [] });
    const broad = index.suggest('ai');
    expect(broad.airportlist.length).toBe(10);
    expect(broad.citylist.length).toBeLessThanOrEqual(10);
    expect(broad.countrylist.length).toBeLessThanOrEqual(5);
  });

  test('the same query always gives the same answer', () => {
    expect(index.suggest('san')).toEqual(index.suggest('san'));
  });
});
