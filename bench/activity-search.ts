/**
 * Activity search under load, over HTTP with autocannon:
 *
 *   npx tsx bench/activity-search.ts                 # 15 s of load after a first pass
 *   npx tsx bench/activity-search.ts --seconds 30
 *
 * The site runs in a child process (in-memory database, a global rate limit the bench cannot
 * reach), so autocannon never shares its event loop. POST /v3/vp/list with a rotation of 600
 * distinct searches (300 cities, the busiest first; a day or a range of up to a week from 1 to
 * 120 days ahead; parties with children and infants; categories, price, duration, time of day,
 * free cancellation and rating filters; every sort; pages 1 to 3; four currencies) from 20
 * concurrent clients: first one pass over the rotation, then --seconds of it. p95 comes from
 * every response's own time. Target: p95 under 50 ms. Figures go to bench/results/activity-search.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

interface RequestParams {
  method?: string;
  path?: string;
  body?: string;
}
interface AutocannonInstance extends PromiseLike<{
  requests: { average: number };
  errors: number;
  non2xx: number;
}> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers: Record<string, string>;
  requests: { setupRequest: (req: RequestParams) => RequestParams }[];
}) => AutocannonInstance;

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const SECONDS = Number(arg('seconds') ?? 15);
const CONNECTIONS = 20;
const SEARCHES = 600;
const TARGET_P95_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)
    : 0;

async function load(url: string, bodies: string[], seconds: number, amount?: number) {
  let next = 0;
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: seconds }),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: 'POST',
          path: '/v3/vp/list',
          body: bodies[next++ % bodies.length],
        }),
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status !== 200) errors++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    errors: errors + result.errors + result.non2xx,
  };
}

async function serve() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { testConfig, defaultRateLimits } = await import('../apps/server/src/config.ts');
  const app = await buildApp(
    testConfig({
      databaseUrl: undefined,
      logLevel: 'warn',
      rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000_000 },
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ url }));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function serveSite(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const [first] = (await once(lines, 'line')) as [string];
  return { child, url: (JSON.parse(first) as { url: string }).url };
}

async function main() {
  const { activitySupplier } =
    await import('../apps/server/src/suppliers/activities/activity-supplier.ts');
  const { seededRandom } = await import('../apps/server/src/suppliers/flights/seeded-random.ts');
  const { ACTIVITY_CATEGORY_IDS, ACTIVITY_SORTS, DURATION_FILTERS, TIME_OF_DAY_FILTERS } =
    await import('@farewise/domain/activities/activity.rules');
  const supplier = activitySupplier();
  const cities = supplier.popular().slice(0, 300);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const makeSearches = (seed: string, count: number) => {
    const r = seededRandom(seed);
    const seen = new Set<string>();
    const out: string[] = [];
    while (out.length < count) {
      const start = r.int(1, 120);
      const adults = r.int(1, 4);
      const filter = r.next();
      const body = JSON.stringify({
        cityId: `c${r.pick(cities).id}`,
        date: day(start),
        ...(r.chance(0.3) ? { dateTo: day(start + r.int(1, 7)) } : {}),
        adults,
        children: r.chance(0.3) ? r.int(1, 2) : 0,
        infants: r.chance(0.1) ? 1 : 0,
        ...(filter < 0.15 ? { categories: [r.pick(ACTIVITY_CATEGORY_IDS)] } : {}),
        ...(filter >= 0.15 && filter < 0.25 ? { freeCancellation: true } : {}),
        ...(filter >= 0.25 && filter < 0.35 ? { durations: [r.pick(DURATION_FILTERS).id] } : {}),
        ...(filter >= 0.35 && filter < 0.45 ? { times: [r.pick(TIME_OF_DAY_FILTERS).id] } : {}),
        ...(filter >= 0.45 && filter < 0.55 ? { minRating: 4.5 } : {}),
        ...(filter >= 0.55 && filter < 0.65 ? { priceMax: r.int(30, 150) * 100 } : {}),
        sort: r.pick(ACTIVITY_SORTS).id,
        page: r.chance(0.8) ? 1 : r.int(2, 3),
        size: 20,
        currency: r.pick(['AUD', 'USD', 'EUR', 'CNY']),
      });
      if (seen.has(body)) continue;
      seen.add(body);
      out.push(body);
    }
    return out;
  };
  const searches = makeSearches('activity-bench', SEARCHES);
  const { child, url } = await serveSite();
  await load(url, makeSearches('activity-bench-warm-up', 100), 2);
  const firstPass = await load(url, searches, SECONDS, searches.length);
  const steady = await load(url, searches, SECONDS);
  child.kill('SIGTERM');
  await once(child, 'exit');

  const figures = {
    recordedAt: new Date().toISOString(),
    cities: supplier.cities.length,
    products: supplier.productCount,
    distinctSearches: searches.length,
    connections: CONNECTIONS,
    seconds: SECONDS,
    firstPass,
    steady,
    targetP95Ms: TARGET_P95_MS,
    met: steady.p95 < TARGET_P95_MS && firstPass.p95 < TARGET_P95_MS,
  };
  const row = (name: string, f: typeof steady) =>
    `${name.padEnd(12)} ${String(f.requests).padStart(7)} req  ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p95 ${f.p95} ms  p99 ${f.p99} ms  errors ${f.errors}`;
  console.log(
    `POST /v3/vp/list, ${CONNECTIONS} clients, ${searches.length} distinct searches over ${figures.cities} cities (${figures.products} activities)`,
  );
  console.log(row('first pass', firstPass));
  console.log(row(`${SECONDS} s`, steady));
  console.log(`p95 under ${TARGET_P95_MS} ms: ${figures.met ? 'met' : 'NOT met'}`);
  const out = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'results/activity-search.json',
  );
  fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
}

if (args.includes('--serve')) await serve();
else await main();
