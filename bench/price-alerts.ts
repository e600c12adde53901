/**
 * Price alerts: the time the scheduled job takes to re-price 10,000 active alerts.
 *
 *   npx tsx bench/price-alerts.ts                      # 10,000 alerts, about 10,000 distinct searches
 *   npx tsx bench/price-alerts.ts --alerts 10000 --distinct 2000
 *   DATABASE_URL=postgres://… npx tsx bench/price-alerts.ts   # on PostgreSQL instead of PGlite
 *   npx tsx bench/price-alerts.ts --alerts 2000 --hotels 0.5  # half of them hotel alerts
 *
 * The whole site is built in this process (buildApp; in-memory PGlite unless DATABASE_URL names
 * a PostgreSQL database), --alerts active flight alerts are written straight into the table, all
 * due, over --distinct searches (routes between 24 cities, 14 to 300 days ahead, one-way and
 * round trip, 1 to 3 travellers, both cabins, four currencies); a tenth of them had a higher
 * price when saved, so the run also mails drops (to the outbox). Then the site's jobs run through
 * the job API (app.jobs.runDueJobs) until every alert is re-priced; each run does at most 500
 * (MAX_ALERTS_PER_RUN). With --hotels S, that share of the searches are hotel searches instead
 * (12 cities, 7 to 300 days ahead, 1 to 7 nights, 1 or 2 rooms of 1 to 3 adults, some children,
 * a third with free cancellation, a fifth 4 or 5 stars), priced through the hotel search.
 * Prints the total, per run and per alert, and writes bench/results/price-alerts.json
 * (price-alerts-hotels.json with --hotels).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { manualClock } from '../apps/server/src/shared/clock.ts';
import { priceAlerts } from '../apps/server/src/modules/price-alerts/price-alerts.table.ts';
import { MAX_ALERTS_PER_RUN } from '../apps/server/src/modules/price-alerts/price-alerts.job.ts';
import {
  alertEndsAfter,
  type AlertSearch,
  type FlightAlertSearch,
  type HotelAlertSearch,
} from '../packages/domain/src/price-alerts/price-alert.rules.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const ALERTS = Number(arg('alerts') ?? 10_000);
const DISTINCT = Number(arg('distinct') ?? ALERTS);
const HOTEL_SHARE = Math.min(1, Math.max(0, Number(arg('hotels') ?? 0)));
const HOTEL_CITIES = ['Sydney', 'Melbourne', 'Paris', 'London', 'Tokyo', 'New York'];
const HOTEL_CITIES_MORE = ['Rome', 'Bangkok', 'Singapore', 'Dubai', 'Berlin', 'Madrid'];

const NOW = new Date('2026-11-20T09:00:00Z');
const CITIES = ['SYD', 'MEL', 'BNE', 'PER', 'ADL', 'AKL', 'SIN', 'HKG', 'BKK', 'TYO', 'SEL', 'DXB'];
const FAR = ['LON', 'PAR', 'FRA', 'AMS', 'ROM', 'MAD', 'NYC', 'LAX', 'SFO', 'YVR', 'DEL', 'SHA'];
const CURRENCIES = ['AUD', 'USD', 'EUR', 'CNY'] as const;

/** A small seeded generator, so every run watches the same searches. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function addDays(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

type Destination = { ID: string; Name: string; Type: number; CountryCode: string };

function hotelSearch(
  next: () => number,
  destinations: Destination[],
  today: string,
): HotelAlertSearch {
  const d = destinations[Math.floor(next() * destinations.length)]!;
  const checkIn = addDays(today, 7 + Math.floor(next() * 293));
  const rooms = Array.from({ length: next() < 0.8 ? 1 : 2 }, () => ({
    adults: 1 + Math.floor(next() * 3),
    childAges: next() < 0.2 ? [2 + Math.floor(next() * 14)] : [],
  }));
  return {
    kind: 'hotel',
    destination: d.Name,
    destinationId: d.ID,
    destinationType: d.Type,
    countryCode: d.CountryCode,
    cityName: d.Name,
    checkIn,
    checkOut: addDays(checkIn, 1 + Math.floor(next() * 7)),
    rooms,
    stars: next() < 0.2 ? [4, 5] : [],
    reviewScore: null,
    freeCancellation: next() < 0.33,
    breakfast: false,
    amenities: [],
  };
}

function searches(count: number, destinations: Destination[]) {
  const next = random(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const seen = new Set<string>();
  const out: { search: AlertSearch; currency: (typeof CURRENCIES)[number] }[] = [];
  const today = NOW.toISOString().slice(0, 10);
  while (out.length < count) {
    // Mixed, so each run prices flight and hotel alerts as a live table would.
    if (HOTEL_SHARE > 0 && next() < HOTEL_SHARE) {
      const search = hotelSearch(next, destinations, today);
      const currency = pick(CURRENCIES);
      const key = JSON.stringify([search, currency]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ search, currency });
      continue;
    }
    const from = pick(CITIES);
    const to = next() < 0.5 ? pick(FAR) : pick(CITIES);
    if (from === to) continue;
    const tripType = next() < 0.5 ? 1 : 2;
    const fromDate = addDays(today, 14 + Math.floor(next() * 286));
    const search: FlightAlertSearch = {
      kind: 'flight',
      tripType,
      fromCity: '',
      fromCityCode: from,
      toCity: '',
      toCityCode: to,
      fromDate,
      retDate: tripType === 2 ? addDays(fromDate, 3 + Math.floor(next() * 18)) : null,
      adultNumber: 1 + Math.floor(next() * 3),
      childNumber: next() < 0.2 ? 1 : 0,
      cabinPref: next() < 0.15 ? 'C' : 'Y',
    };
    const currency = pick(CURRENCIES);
    const key = JSON.stringify([search, currency]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ search, currency });
  }
  return out;
}

const clock = manualClock(NOW);
const app = await buildApp(testConfig({ databaseUrl: process.env.DATABASE_URL || undefined }), {
  clock,
});
await app.ready();

/** The cities hotel alerts watch, as the destination field suggests them. */
async function hotelDestinations(): Promise<Destination[]> {
  const found: Destination[] = [];
  for (const name of [...HOTEL_CITIES, ...HOTEL_CITIES_MORE]) {
    const res = await app.inject({
      method: 'GET',
      url: `/v3/hotel/keyword?k=${encodeURIComponent(name)}`,
    });
    const list = (res.json() as { data: Destination[] }).data;
    const city = list.find((s) => s.Type === 1);
    if (city) found.push(city);
  }
  return found;
}

const watched = searches(DISTINCT, HOTEL_SHARE > 0 ? await hotelDestinations() : []);
const rows = Array.from({ length: ALERTS }, (_, i) => {
  const { search, currency } = watched[i % watched.length]!;
  return {
    email: `bench.${i}@example.com`,
    status: 'active' as const,
    kind: search.kind,
    search,
    currency,
    dropKind: 'percent' as const,
    dropValue: 5,
    // A tenth had a much higher price when saved: their run mails a drop.
    referencePrice: i % 10 === 0 ? 10_000_000 : null,
    latestPrice: null,
    endsAfter: alertEndsAfter(search),
    nextCheckAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
  };
});
const insertStarted = performance.now();
for (let i = 0; i < rows.length; i += 500)
  await app.db.insert(priceAlerts).values(rows.slice(i, i + 500));
const insertMs = performance.now() - insertStarted;

const at = new Date(NOW.getTime() + 60_000);
let checked = 0;
let mailed = 0;
let runs = 0;
const perRun: number[] = [];
const started = performance.now();
while (checked < ALERTS) {
  const t = performance.now();
  const report = (await app.jobs.runDueJobs(at))['price-alerts'] as {
    checked: number;
    mailed: number;
  };
  perRun.push(performance.now() - t);
  runs++;
  console.log(
    `run ${runs}: ${report.checked} re-priced in ${Math.round(perRun[perRun.length - 1]!)} ms`,
  );
  if (report.checked === 0) break;
  checked += report.checked;
  mailed += report.mailed;
}
const totalMs = performance.now() - started;
await app.close();

const sorted = [...perRun].sort((a, b) => a - b);
const figures = {
  recordedAt: new Date().toISOString(),
  database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
  alerts: ALERTS,
  distinctSearches: watched.length,
  hotelAlerts: rows.filter((r) => r.kind === 'hotel').length,
  maxPerRun: MAX_ALERTS_PER_RUN,
  runs,
  checked,
  mailed,
  totalSeconds: Number((totalMs / 1000).toFixed(1)),
  msPerAlert: Number((totalMs / Math.max(1, checked)).toFixed(2)),
  runMs: {
    median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
  },
  insertSeconds: Number((insertMs / 1000).toFixed(1)),
};
console.log(
  `Re-priced ${checked} alerts (${watched.length} distinct searches) in ${figures.totalSeconds} s ` +
    `over ${runs} runs of at most ${MAX_ALERTS_PER_RUN}: ${figures.msPerAlert} ms an alert, ` +
    `a run ${figures.runMs.median} ms median, ${figures.runMs.max} ms at most; ${mailed} drops mailed ` +
    `(${figures.database}; ${figures.hotelAlerts} hotel alerts).`,
);
const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  HOTEL_SHARE > 0 ? 'results/price-alerts-hotels.json' : 'results/price-alerts.json',
);
fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
