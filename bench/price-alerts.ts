/**
 * Price alerts: the time the scheduled job takes to re-price 10,000 active alerts.
 *
 *   npx tsx bench/price-alerts.ts                      # 10,000 alerts, about 10,000 distinct searches
 *   npx tsx bench/price-alerts.ts --alerts 10000 --distinct 2000
 *   DATABASE_URL=postgres://… npx tsx bench/price-alerts.ts   # on PostgreSQL instead of PGlite
 *
 * The whole site is built in this process (buildApp; in-memory PGlite unless DATABASE_URL names
 * a PostgreSQL database), --alerts active flight alerts are written straight into the table, all
 * due, over --distinct searches (routes between 24 cities, 14 to 300 days ahead, one-way and
 * round trip, 1 to 3 travellers, both cabins, four currencies); a tenth of them had a higher
 * price when saved, so the run also mails drops (to the outbox). Then the site's jobs run through
 * the job API (app.jobs.runDueJobs) until every alert is re-priced; each run does at most 500
 * (MAX_ALERTS_PER_RUN). Prints the total, per run and per alert, and writes
 * bench/results/price-alerts.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { manualClock } from '../apps/server/src/shared/clock.ts';
import { priceAlerts } from '../apps/server/src/modules/price-alerts/price-alerts.table.ts';
import { MAX_ALERTS_PER_RUN } from '../apps/server/src/modules/price-alerts/price-alerts.job.ts';
import type { FlightAlertSearch } from '../packages/domain/src/price-alerts/price-alert.rules.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const ALERTS = Number(arg('alerts') ?? 10_000);
const DISTINCT = Number(arg('distinct') ?? ALERTS);

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

function searches(count: number) {
  const next = random(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const seen = new Set<string>();
  const out: { search: FlightAlertSearch; currency: (typeof CURRENCIES)[number] }[] = [];
  const today = NOW.toISOString().slice(0, 10);
  while (out.length < count) {
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

const watched = searches(DISTINCT);
const rows = Array.from({ length: ALERTS }, (_, i) => {
  const { search, currency } = watched[i % watched.length]!;
  return {
    email: `bench.${i}@example.com`,
    status: 'active' as const,
    kind: 'flight',
    search,
    currency,
    dropKind: 'percent' as const,
    dropValue: 5,
    // A tenth had a much higher price when saved: their run mails a drop.
    referencePrice: i % 10 === 0 ? 10_000_000 : null,
    latestPrice: null,
    endsAfter: search.fromDate,
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
    `(${figures.database}).`,
);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results/price-alerts.json');
fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
