/**
 * Hotel search and destination suggestion under load, over HTTP with autocannon:
 *
 *   npx tsx bench/hotel-search.ts            # 50,000 and 5,000 properties, prints both and the growth
 *   npx tsx bench/hotel-search.ts --size 50000 --seconds 15
 *
 * Each size runs in its own process (the supplier is built once per process); the site runs in
 * a child of it (in-memory database, a global rate limit the bench cannot reach), so that
 * autocannon never shares the site's event loop. POST /v3/hotel/search with a rotation of 600 distinct searches
 * (cities, some countries, regions, metros, airports and districts; dates from 1 to 120 days
 * ahead and 1 to 5 nights; 1 to 3 rooms with children; filters; every sort) from 20 concurrent
 * clients: first one pass with nothing cached, then --seconds of the rotation; then
 * GET /v3/hotel/keyword with 300 distinct prefixes (20 clients, then 1). p95 comes from every
 * response's own time.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CONNECTIONS, load } from './hotel-load.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const SECONDS = Number(arg('seconds') ?? 15);

interface Figures {
  properties: number;
  cities: number;
  buildMs: number;
  search: { requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };
  keyword: { requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };
  /** One client typing: the suggestion's own latency without queueing behind 19 others. */
  keywordOne: {
    requests: number;
    rps: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
  };
  /** The first pass over the rotation: every search priced from scratch (nothing cached yet). */
  cold: { requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };
}

/** The site in a child process, so that the load generator never shares its event loop. */
async function serveSite(
  size: number,
): Promise<{ child: ChildProcess; url: string; stats: ServeStats }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', String(size)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, HOTEL_PROPERTIES: String(size) },
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const [first] = (await once(lines, 'line')) as [string];
  const { url, stats } = JSON.parse(first) as { url: string; stats: ServeStats };
  return { child, url, stats };
}

interface ServeStats {
  properties: number;
  cities: number;
  buildMs: number;
}

async function serve(size: number) {
  process.env.HOTEL_PROPERTIES = String(size);
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { testConfig, defaultRateLimits } = await import('../apps/server/src/config.ts');
  const { hotelSupplier } = await import('../apps/server/src/suppliers/hotels/hotel-supplier.ts');
  const supplier = hotelSupplier();
  // The global limit protects the site from one address; the bench is that one address.
  const app = await buildApp(
    testConfig({
      databaseUrl: undefined,
      logLevel: 'warn',
      rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000_000 },
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { properties, cities, buildMs } = supplier.stats;
  console.log(JSON.stringify({ url, stats: { properties, cities, buildMs } }));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function runOne(size: number): Promise<Figures> {
  process.env.HOTEL_PROPERTIES = String(size);
  const { hotelSupplier } = await import('../apps/server/src/suppliers/hotels/hotel-supplier.ts');
  const { seededRandom } = await import('../apps/server/src/suppliers/flights/seeded-random.ts');
  const { HOTEL_AMENITY_CODES, HOTEL_SORTS } =
    await import('@farewise/domain/hotels/hotel-search.schemas');

  // The same deterministic supplier as the site's, for the rotation's destinations.
  const supplier = hotelSupplier();
  const { child, url, stats } = await serveSite(size);

  // 600 distinct searches, the same on every run; another seed gives the JIT warm-up searches.
  const { cities, countries, groups, metros, airports } = supplier.destinations;
  const bigCities = [...cities].sort((a, b) => b.population - a.population).slice(0, 300);
  const makeSearches = (seed: string, count: number) => {
    const r = seededRandom(seed);
    const sorts = Object.keys(HOTEL_SORTS);
    const today = new Date();
    const day = (n: number) =>
      new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const searches: { method: 'POST'; path: string; body: string }[] = [];
    const seen = new Set<string>();
    while (searches.length < count) {
      const kind = r.next();
      const id =
        kind < 0.8
          ? `c${r.pick(bigCities).id}`
          : kind < 0.84
            ? r.pick(countries).id
            : kind < 0.88
              ? r.pick(groups).id
              : kind < 0.92
                ? r.pick(metros).id
                : kind < 0.96
                  ? r.pick(airports).id
                  : r.pick(r.pick(bigCities).districts).id;
      const start = r.int(1, 120);
      const rooms = Array.from({ length: r.chance(0.7) ? 1 : r.int(2, 3) }, (_, i) => {
        const ages = r.chance(0.25) ? Array.from({ length: r.int(1, 2) }, () => r.int(1, 17)) : [];
        return { Index: i, AdultNumber: r.int(1, 3), childNumber: ages.length, ChildAge: ages };
      });
      const filter = r.next();
      const FilterParams = {
        Sort: r.pick(sorts),
        Page: r.chance(0.8) ? 1 : r.int(2, 4),
        ...(filter < 0.15 ? { Stars: [r.int(3, 5)] } : {}),
        ...(filter >= 0.15 && filter < 0.3 ? { FreeCancellation: true } : {}),
        ...(filter >= 0.3 && filter < 0.4 ? { Breakfast: true } : {}),
        ...(filter >= 0.4 && filter < 0.5 ? { ReviewScore: 8 } : {}),
        ...(filter >= 0.5 && filter < 0.6 ? { Amenities: [r.pick(HOTEL_AMENITY_CODES)] } : {}),
        ...(filter >= 0.6 && filter < 0.7 ? { PriceMax: r.int(100, 300) * 100 } : {}),
      };
      const body = JSON.stringify({
        Query: {
          Destination: 'x',
          Country: id,
          CheckIn: day(start),
          CheckOut: day(start + r.int(1, 5)),
          Rooms: rooms,
        },
        FilterParams,
        ClientToken: String(searches.length),
        Currency: r.pick(['AUD', 'USD', 'EUR', 'CNY']),
        Language: 'zh-CN',
      });
      if (seen.has(body)) continue;
      seen.add(body);
      searches.push({ method: 'POST', path: '/v3/hotel/search', body });
    }
    return searches;
  };
  const searches = makeSearches('hotel-bench', 600);

  const prefixes = new Set<string>();
  for (const c of bigCities)
    for (let n = 1; n <= Math.min(5, c.name.length) && prefixes.size < 300; n++)
      prefixes.add(c.name.slice(0, n));
  const keywords = [...prefixes].map((k) => ({
    method: 'GET' as const,
    path: `/v3/hotel/keyword?k=${encodeURIComponent(k)}`,
  }));

  await load(url, makeSearches('hotel-bench-warm-up', 100), 2); // warm up the JIT
  const cold = await load(url, searches, SECONDS, CONNECTIONS, searches.length);
  const search = await load(url, searches, SECONDS);
  const keyword = await load(url, keywords, Math.max(5, Math.round(SECONDS / 2)));
  const keywordOne = await load(url, keywords, 5, 1);
  child.kill('SIGTERM');
  await once(child, 'exit');
  return {
    properties: stats.properties,
    cities: stats.cities,
    buildMs: Math.round(stats.buildMs),
    search,
    keyword,
    keywordOne,
    cold,
  };
}

const line = (f: Figures) =>
  `${f.properties} properties in ${f.cities} cities (built in ${f.buildMs} ms)\n` +
  `  search, first pass (nothing cached): ${f.cold.requests} requests, p50 ${f.cold.p50} ms, p95 ${f.cold.p95} ms, p99 ${f.cold.p99} ms, errors ${f.cold.errors}\n` +
  `  search : ${f.search.requests} requests, ${f.search.rps}/s, p50 ${f.search.p50} ms, p95 ${f.search.p95} ms, p99 ${f.search.p99} ms, errors ${f.search.errors}\n` +
  `  keyword: ${f.keyword.requests} requests, ${f.keyword.rps}/s, p50 ${f.keyword.p50} ms, p95 ${f.keyword.p95} ms, p99 ${f.keyword.p99} ms, errors ${f.keyword.errors}\n` +
  `  keyword, 1 client: p50 ${f.keywordOne.p50} ms, p95 ${f.keywordOne.p95} ms, p99 ${f.keywordOne.p99} ms`;

const size = arg('size');
const serveSize = arg('serve');
if (serveSize) {
  await serve(Number(serveSize));
} else if (size) {
  const figures = await runOne(Number(size));
  if (args.includes('--json')) console.log(`FIGURES ${JSON.stringify(figures)}`);
  else console.log(line(figures));
} else {
  const self = fileURLToPath(import.meta.url);
  const run = (n: number): Figures => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', self, '--size', String(n), '--seconds', String(SECONDS), '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return JSON.parse(
      out
        .split('\n')
        .find((l) => l.startsWith('FIGURES '))
        ?.slice(8) ?? 'null',
    ) as Figures;
  };
  const large = run(50_000);
  const small = run(5_000);
  console.log(line(large));
  console.log(line(small));
  const growth = (a: number, b: number) => (a / Math.max(0.1, b)).toFixed(2);
  console.log(
    `p95 growth from ${small.properties} to ${large.properties} properties: search ${growth(large.search.p95, small.search.p95)}x, ` +
      `first pass ${growth(large.cold.p95, small.cold.p95)}x, keyword ${growth(large.keyword.p95, small.keyword.p95)}x`,
  );
}
