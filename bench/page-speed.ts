// Lighthouse (mobile profile, Debian's Chromium) against the built site; prints performance
// and accessibility per page, the median of RUNS runs (3), with LCP and TBT. The pages of issue 16
// with real content: home, a flight search's results, a hotel search's list, a hotel, a guest
// order's booking page and /searchBookings. Targets: performance >= 95 and accessibility 100.
// LHR_DIR=dir also writes each run's full Lighthouse report there (page-run.json), to read where
// the time goes.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from '../apps/server/src/config.ts';
import { serveSite } from './serve-site.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3299);

const site = await serveSite(port);

/** A call to the site in process, as the page would make it; fails the bench on a refusal. */
async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<{ data: T; orderToken?: string }> {
  const res = await site.app.inject({ method, url, payload: payload as object });
  const body = res.json() as { code: number; msg: string; data: T; orderToken?: string };
  if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
  return body;
}
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// Real content (issue 16): a real flight search, a real hotel and a real (guest) order.
const flightSearch = {
  tripType: 2,
  fromCity: 'Sydney',
  fromCityCode: 'SYD',
  toCity: 'London',
  toCityCode: 'LON',
  fromDate: day(30),
  retDate: day(37),
  adultNumber: 1,
  childNumber: 0,
  cabinPref: 'Y',
};
const found = await call<{
  uniqueKey: string;
  routings: { priceList: { uniqueStr: string; totalPriceEx: number }[] }[];
}>('POST', '/v2/ticket/ticketSearchNew', { ...flightSearch, Currency: 'AUD' });
const fare = found.data.routings[0]!.priceList[0]!;
const order = await call<string>('POST', '/v2/ticket/createOrder', {
  Currency: 'AUD',
  adultNumber: 1,
  childNumber: 0,
  data: { unique: found.data.uniqueKey, g: fare.uniqueStr },
  kind: 2,
  totalPriceEx: fare.totalPriceEx,
});
const paris = (
  await call<{ ID: string; Name: string; Type: number; CountryCode: string; city_name: string }[]>(
    'GET',
    '/v3/hotel/keyword?k=paris',
  )
).data.find((s) => s.ID.startsWith('c'))!;
const hotelSearch = {
  Destination: paris.Name,
  Type: paris.Type,
  CountryCode: paris.CountryCode,
  Country: paris.ID,
  FirstCountry: paris.city_name,
  CheckIn: day(30),
  CheckOut: day(33),
};
const hotels = await call<{ list: { HotelId: string; sk: string }[] }>('POST', '/v3/hotel/search', {
  Query: { ...hotelSearch, Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }] },
  FilterParams: { Sort: 'recommended', Page: 1, Size: 20 },
  ClientToken: 'bench',
  Currency: 'AUD',
});
const hotel = hotels.data.list[0]!;
const query = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** The pages of issue 16's table; a guest's booking page gets its order's token as a header. */
const ALL_PAGES: { page: string; headers?: Record<string, string> }[] = [
  { page: '/' },
  { page: `/flightsList?${query(flightSearch)}` },
  { page: `/hotelList?${query({ t: Date.now(), ...hotelSearch, Rooms: 2 })}` },
  { page: `/hotelDetail/${encodeURIComponent(hotel.HotelId)}?sk=${encodeURIComponent(hotel.sk)}` },
  {
    page: `/flightsBooking/${encodeURIComponent(order.data)}?paymentType=full`,
    headers: order.orderToken ? { 'x-order-token': order.orderToken } : undefined,
  },
  { page: '/searchBookings' },
];
// PAGES=/,/terms: other pages, or some of these (matched by the start of their path).
const PAGES = process.env.PAGES
  ? process.env.PAGES.split(',').map(
      (p) => ALL_PAGES.find((a) => a.page.split('?')[0]!.startsWith(p) && p !== '/') ?? { page: p },
    )
  : ALL_PAGES;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const results: {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scores: number[];
}[] = [];
try {
  for (const { page, headers } of PAGES) {
    const runs = [];
    let failedRecordings = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${site.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(headers ? { extraHeaders: headers } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      if (process.env.LHR_DIR) {
        fs.mkdirSync(process.env.LHR_DIR, { recursive: true });
        const name = `${page.split('?')[0]!.replace(/\W+/g, '_')}-${i + 1}.json`;
        fs.writeFileSync(path.join(process.env.LHR_DIR, name), JSON.stringify(lhr));
      }
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART, mostly on a fresh Chromium's
      // first run) and scores the page 0 with "Please run Lighthouse again": that run measured
      // nothing, so it is said and run again, a bounded number of times; a page that really fails
      // to load still fails.
      if (lhr.runtimeError && failedRecordings < RUNS) {
        failedRecordings++;
        console.log(`${page}: run ${i + 1} not recorded (${lhr.runtimeError.code}), run again`);
        i--;
        continue;
      }
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        failedA11y: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      });
    }
    // The median run by performance, as Lighthouse's own guidance suggests; every run's score is
    // printed too, since they move between runs.
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    const scores = runs.map((r) => r.performance);
    results.push({ page, ...median, scores });
    console.log(
      `${page.split('?')[0]!.padEnd(28)} performance ${String(median.performance).padStart(3)}  accessibility ${String(median.accessibility).padStart(3)}  LCP ${median.lcpMs} ms  TBT ${median.tbtMs} ms  CLS ${median.cls}  (runs ${scores.join(' ')})` +
        (median.failedA11y.length ? `  a11y issues: ${median.failedA11y.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
}

fs.mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(REPO_ROOT, 'bench/results/page-speed.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, results }, null, 2) +
    '\n',
);
for (const r of results)
  if (r.performance < 95 || r.accessibility < 100)
    console.log(
      `not met: ${r.page.split('?')[0]} performance ${r.performance}, accessibility ${r.accessibility}`,
    );
const home = results.find((r) => r.page === '/');
const ok = !!home && home.performance >= 95 && home.accessibility === 100;
console.log(
  ok
    ? 'PASS: home performance >= 95 and accessibility 100'
    : `FAIL: home performance ${home?.performance}, accessibility ${home?.accessibility}`,
);
process.exit(ok ? 0 : 1);
