import { describe, expect, test } from 'vitest';
import { loadReferenceData } from './reference-data.ts';

const data = loadReferenceData();
const codes = (list: { iata: string }[]) => list.map((a) => a.iata).sort();

describe('flight reference data', () => {
  test('holds the world’s scheduled airports, each with one code', () => {
    expect(data.airports.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(data.airports.map((a) => a.iata)).size).toBe(data.airports.length);
    for (const a of data.airports) {
      expect(a.iata, a.name).toMatch(/^[A-Z0-9]{3}$/);
      expect(Math.abs(a.lat), a.iata).toBeLessThanOrEqual(90);
      expect(Math.abs(a.lon), a.iata).toBeLessThanOrEqual(180);
      expect(data.countryName(a.countryCode), a.iata).toBeTruthy();
      expect(data.cityByCode(a.cityCode)?.airports, a.iata).toContain(a);
    }
  });

  test('every airport has a valid IANA time zone', () => {
    const invalid = data.airports.filter((a) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: a.timeZone });
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map((a) => `${a.iata} ${a.timeZone}`)).toEqual([]);
    expect(data.airportByIata('SYD')?.timeZone).toBe('Australia/Sydney');
    expect(data.airportByIata('LHR')?.timeZone).toBe('Europe/London');
    expect(data.airportByIata('JFK')?.timeZone).toBe('America/New_York');
  });

  test('metro codes group the airports of one city, main airport first', () => {
    expect(codes(data.cityByCode('LON')?.airports ?? [])).toEqual([
      'LCY',
      'LGW',
      'LHR',
      'LTN',
      'SEN',
      'STN',
    ]);
    expect(data.cityByCode('LON')?.airports[0]?.iata).toBe('LHR');
    expect(codes(data.cityByCode('NYC')?.airports ?? [])).toEqual(['EWR', 'JFK', 'LGA']);
    expect(codes(data.cityByCode('TYO')?.airports ?? [])).toEqual(['HND', 'NRT']);
    expect(data.cityByCode('PAR')?.isMetro).toBe(true);
    expect(data.airportByIata('NRT')?.cityName).toBe('Tokyo');
  });

  test('a search code resolves to the airports it stands for', () => {
    expect(codes(data.resolveCode('nyc'))).toEqual(['EWR', 'JFK', 'LGA']);
    expect(codes(data.resolveCode('JFK'))).toEqual(['JFK']);
    expect(codes(data.resolveCode('SYD'))).toEqual(['SYD']);
    expect(codes(data.resolveCode('SHA'))).toEqual(['PVG', 'SHA']);
    expect(data.resolveCode('ZZZ')).toEqual([]);
  });

  test('at least 120 current airlines, each with hubs that exist', () => {
    expect(data.airlines.length).toBeGreaterThanOrEqual(120);
    expect(new Set(data.airlines.map((a) => a.iata)).size).toBe(data.airlines.length);
    for (const airline of data.airlines) {
      expect(airline.hubs.length, airline.iata).toBeGreaterThan(0);
      for (const hub of airline.hubs) expect(data.airportByIata(hub.iata), airline.iata).toBe(hub);
      expect(['Star Alliance', 'oneworld', 'SkyTeam', 'none']).toContain(airline.alliance);
    }
    expect(data.airlineByIata('qf')).toMatchObject({
      name: 'Qantas',
      alliance: 'oneworld',
      countryCode: 'AU',
    });
    expect(data.airlineByIata('LH')?.hubs.map((h) => h.iata)).toEqual(['FRA', 'MUC']);
  });

  test('at least 60 aircraft types; codes starting 3 are Airbus and 7 Boeing', () => {
    expect(data.aircraft.length).toBeGreaterThanOrEqual(60);
    for (const type of data.aircraft) {
      if (type.code.startsWith('3')) expect(type.manufacturer, type.code).toBe('Airbus');
      if (type.code.startsWith('7')) expect(type.manufacturer, type.code).toBe('Boeing');
      expect(type.rangeKm, type.code).toBeGreaterThan(0);
    }
    expect(data.aircraftByCode('77W')).toMatchObject({
      name: 'Boeing 777-300ER',
      sizeClass: 'widebody',
    });
    expect(data.aircraftByCode('359')?.name).toBe('Airbus A350-900');
  });

  test('countries have plain English names', () => {
    expect(data.countryName('GB')).toBe('United Kingdom');
    expect(data.countryName('US')).toBe('United States');
    expect(data.countryName('CN')).toBe('China');
    expect(data.countryName('AU')).toBe('Australia');
  });
});
