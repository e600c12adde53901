import { readFileSync } from 'node:fs';
import { referenceData, type ReferenceData } from '../flights/reference-data.ts';
import { greatCircleKm } from '../flights/geo.ts';
import { seededRandom } from '../flights/seeded-random.ts';
import { DISTRICT_NAMES } from './hotel-words.ts';
import { fitsWater, placeWater, type PlaceWater } from './place-water.ts';

/**
 * The hotel destinations: cities from the generated data (scripts/hotel-data/generate.ts), their
 * districts (blocks), regions grouping several cities, metropolitan areas and airports from the
 * flight data, and countries. Everything here is derived deterministically from committed files.
 */

export interface District {
  /** Suggestion id 'b{cityId}-{n}'. */
  id: string;
  name: string;
  cityIndex: number;
  lat: number;
  lon: number;
  /** Kilometres from the city centre. */
  km: number;
}

export interface HotelCity {
  index: number;
  id: string;
  name: string;
  region: string;
  countryCode: string;
  countryName: string;
  lat: number;
  lon: number;
  population: number;
  timeZone: string;
  capital: boolean;
  holiday: boolean;
  /** The sea, river or lake it lies on (real data: place-water.ts). */
  water: PlaceWater;
  districts: District[];
}

export interface CityGroup {
  /** 'g{id of its largest city}'. */
  id: string;
  name: string;
  countryCode: string;
  cityIndexes: number[];
  population: number;
}

export interface Metro {
  /** 'm{IATA city code}'. */
  id: string;
  code: string;
  name: string;
  countryCode: string;
  lat: number;
  lon: number;
  cityIndexes: number[];
  population: number;
}

export interface AirportPlace {
  /** 'a{IATA}'. */
  id: string;
  iata: string;
  name: string;
  countryCode: string;
  lat: number;
  lon: number;
  size: number;
  /** The city the airport serves ('Paris' for Charles de Gaulle and Orly). */
  cityName: string;
  /** Our cities within reach, nearest first. */
  cityIndexes: number[];
}

export interface CountryPlace {
  /** 'n{ISO code}'. */
  id: string;
  code: string;
  name: string;
  aliases: string[];
  cityIndexes: number[];
  population: number;
}

export interface Destinations {
  cities: HotelCity[];
  groups: CityGroup[];
  metros: Metro[];
  airports: AirportPlace[];
  countries: CountryPlace[];
}

/** Hotels of a metro or near an airport: our cities within this distance. */
export const METRO_RADIUS_KM = 70;
export const AIRPORT_RADIUS_KM = 45;

interface Rows {
  fields: string[];
  rows: unknown[][];
}

/** How far the districts of a city spread: wider in bigger cities (2 to 12 km). */
export function cityRadiusKm(population: number): number {
  return Math.min(12, Math.max(2, 2 + 3.3 * Math.log10(Math.max(1, population / 100_000))));
}

/** A point `km` away from another on a bearing (degrees), on a flat local approximation. */
export function offsetPoint(
  lat: number,
  lon: number,
  km: number,
  bearing: number,
): { lat: number; lon: number } {
  const rad = (bearing * Math.PI) / 180;
  const dLat = (km * Math.cos(rad)) / 111.32;
  const dLon = (km * Math.sin(rad)) / (111.32 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return { lat: Math.round((lat + dLat) * 1e5) / 1e5, lon: Math.round((lon + dLon) * 1e5) / 1e5 };
}

function makeDistricts(city: Omit<HotelCity, 'districts'>): District[] {
  const random = seededRandom(`districts:${city.id}`);
  const count = Math.min(9, 3 + Math.round(Math.log10(Math.max(10, city.population / 10_000)) * 2));
  const radius = cityRadiusKm(city.population);
  const names = [...DISTRICT_NAMES.slice(0, 2)];
  // Only districts that fit the place: no 'Harbour' or 'Seafront' away from the sea.
  const rest = DISTRICT_NAMES.slice(2).filter(
    (n) => n !== 'Airport Area' && fitsWater(n, city.water),
  );
  while (names.length < count) {
    const name = random.pick(rest);
    if (!names.includes(name)) names.push(name);
  }
  return names.map((name, n) => {
    // The old town and the centre sit near the middle; the others around it.
    const km =
      n === 0 ? radius * 0.08 : n === 1 ? radius * 0.03 : radius * (0.25 + random.next() * 0.6);
    const point = offsetPoint(city.lat, city.lon, km, random.int(0, 359));
    return {
      id: `b${city.id}-${n}`,
      name,
      cityIndex: city.index,
      lat: point.lat,
      lon: point.lon,
      km,
    };
  });
}

/** Reads the committed city list and derives every other kind of destination from it. */
export function loadDestinations(reference: ReferenceData = referenceData()): Destinations {
  const table = JSON.parse(
    readFileSync(new URL('./data/cities.json', import.meta.url), 'utf8'),
  ) as Rows;
  const at = (name: string) => table.fields.indexOf(name);
  const [iId, iName, iRegion, iCountry, iLat, iLon, iPop, iTz, iCapital, iHoliday] = [
    'id',
    'name',
    'region',
    'country',
    'lat',
    'lon',
    'population',
    'tz',
    'capital',
    'holiday',
  ].map(at) as number[];
  const cities: HotelCity[] = table.rows.map((row, index) => {
    const base = {
      index,
      id: String(row[iId as number]),
      name: String(row[iName as number]),
      region: String(row[iRegion as number] ?? ''),
      countryCode: String(row[iCountry as number]),
      countryName:
        reference.countryName(String(row[iCountry as number])) ?? String(row[iCountry as number]),
      lat: Number(row[iLat as number]),
      lon: Number(row[iLon as number]),
      population: Number(row[iPop as number]),
      timeZone: String(row[iTz as number]),
      capital: row[iCapital as number] === 1,
      holiday: row[iHoliday as number] === 1,
      water: placeWater(String(row[iId as number])),
    };
    return { ...base, districts: makeDistricts(base) };
  });

  // Regions with two or more of our cities are city groups.
  const byRegion = new Map<string, number[]>();
  for (const c of cities) {
    if (!c.region) continue;
    const key = `${c.countryCode}|${c.region}`;
    byRegion.set(key, [...(byRegion.get(key) ?? []), c.index]);
  }
  const groups: CityGroup[] = [...byRegion.entries()]
    .filter(([, list]) => list.length >= 2)
    .map(([key, list]) => {
      const first = cities[list[0] as number] as HotelCity;
      return {
        id: `g${first.id}`,
        name: key.slice(key.indexOf('|') + 1),
        countryCode: first.countryCode,
        cityIndexes: list,
        population: list.reduce((sum, i) => sum + (cities[i] as HotelCity).population, 0),
      };
    });

  // Cities sorted by latitude, so a radius search looks only at a narrow band of them.
  const byLat = [...cities].sort((a, b) => a.lat - b.lat);
  const near = (point: { lat: number; lon: number }, radiusKm: number) => {
    const band = radiusKm / 111;
    let lo = 0;
    let hi = byLat.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((byLat[mid] as HotelCity).lat < point.lat - band) lo = mid + 1;
      else hi = mid;
    }
    const found: { index: number; km: number }[] = [];
    for (let i = lo; i < byLat.length && (byLat[i] as HotelCity).lat <= point.lat + band; i++) {
      const c = byLat[i] as HotelCity;
      const km = greatCircleKm(point, c);
      if (km <= radiusKm) found.push({ index: c.index, km });
    }
    return found.sort((a, b) => a.km - b.km).map((x) => x.index);
  };

  const metros: Metro[] = reference.cities
    .filter((c) => c.isMetro)
    .flatMap((c) => {
      const main = c.airports[0];
      if (!main) return [];
      const centre = {
        lat: c.airports.reduce((s, a) => s + a.lat, 0) / c.airports.length,
        lon: c.airports.reduce((s, a) => s + a.lon, 0) / c.airports.length,
      };
      const list = near(centre, METRO_RADIUS_KM);
      if (list.length === 0) return [];
      const population = list.reduce((sum, i) => sum + (cities[i] as HotelCity).population, 0);
      return [
        {
          id: `m${c.code}`,
          code: c.code,
          name: c.name,
          countryCode: c.countryCode,
          ...centre,
          cityIndexes: list,
          population,
        },
      ];
    });

  const airports: AirportPlace[] = reference.airports
    .filter((a) => a.size >= 2)
    .flatMap((a) => {
      const list = near(a, AIRPORT_RADIUS_KM);
      if (list.length === 0) return [];
      return [
        {
          id: `a${a.iata}`,
          iata: a.iata,
          name: a.name,
          cityName: a.cityName,
          countryCode: a.countryCode,
          lat: a.lat,
          lon: a.lon,
          size: a.size,
          cityIndexes: list,
        },
      ];
    });

  const byCountry = new Map<string, number[]>();
  for (const c of cities)
    byCountry.set(c.countryCode, [...(byCountry.get(c.countryCode) ?? []), c.index]);
  const countries: CountryPlace[] = [...byCountry.entries()].map(([code, list]) => {
    const country = reference.countries.find((c) => c.code === code);
    return {
      id: `n${code}`,
      code,
      name: country?.name ?? code,
      aliases: country?.aliases ?? [],
      cityIndexes: list,
      population: list.reduce((sum, i) => sum + (cities[i] as HotelCity).population, 0),
    };
  });

  return { cities, groups, metros, airports, countries };
}
