/**
 * When a phone sees the first results (issue 16, decision 028): the built site's /flightsList,
 * /hotelList, a hotel and a guest's flight booking page (the real content of real-pages.ts), each
 * opened from its address in Debian's Chromium
 * at 375 px with the CPU 4x slower (as Lighthouse's mobile profile; the network is not throttled),
 * RUNS (3) fresh loads each after one warm-up load (PAGES=/hotelList,… for some). Prints the
 * medians of: the first paint, the time the first content is painted (the frame after the page's
 * first result card, the hotel's name or the booking form's amount due enters the page), the main
 * thread's blocking time before then (the part of each long task over 50 ms) and the largest
 * paint with its element.
 *
 *   npm run build -w @farewise/web && npx tsx bench/first-cards.ts
 *   WEB_DIST=/tmp/other-dist npx tsx bench/first-cards.ts     (another build, to compare)
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { realPages } from './real-pages.ts';
import { serveSite } from './serve-site.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const site = await serveSite(Number(process.env.BENCH_PORT ?? 3298));
const pages = await realPages(site.app);
// Each page and what its first screen's content is: a result card, the hotel's name, the booking
// form's amount due (the form is drawn).
const targets = [
  { name: '/flightsList', card: 'article[aria-labelledby^="flight-"]' },
  { name: '/hotelList', card: 'article[aria-labelledby^="hotel-"]' },
  { name: '/hotelDetail', card: 'main h1' },
  { name: '/flightsBooking', card: '[data-testid="booking-due-now"]' },
]
  .filter((t) => !process.env.PAGES || process.env.PAGES.split(',').includes(t.name))
  .map((t) => ({
    ...t,
    ...pages.find((p) => p.page.startsWith(`${t.name}?`) || p.page.startsWith(`${t.name}/`))!,
  }));

/** Runs in the page before its own scripts: records paints, long tasks and the first card. */
const probe = (card: string) => `(() => {
  const p = { paints: {}, lcp: null, tasks: [] };
  window.__firstCards = p;
  window.__cardPainted = new Promise((done) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(card)})) return;
      seen.disconnect();
      requestAnimationFrame(() => setTimeout(() => { p.card = performance.now(); done(); }));
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { p.paints[e.name] = e.startTime; }))
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => {
    const el = e.element;
    p.lcp = { t: e.startTime, el: el ? el.tagName.toLowerCase() + ' ' + (el.textContent || el.getAttribute('src') || '').trim().slice(0, 40) : '' };
  })).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => p.tasks.push([e.startTime, e.duration])))
    .observe({ type: 'longtask', buffered: true });
})();`;

interface Run {
  firstPaint: number;
  card: number;
  blocking: number;
  lcp: number;
  lcpElement: string;
}

async function load(
  browser: Browser,
  url: string,
  card: string,
  headers?: Record<string, string>,
): Promise<Run> {
  const context = await browser.newContext({
    ...(headers ? { extraHTTPHeaders: headers } : {}),
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: probe(card) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(site.url + url, { waitUntil: 'commit' });
    // Awaited in the page, not polled by Playwright (whose polling would run on the main thread).
    await cdp.send('Runtime.evaluate', {
      expression: 'window.__cardPainted',
      awaitPromise: true,
      timeout: 120_000,
    });
    await page.waitForTimeout(500);
    const p = (await page.evaluate('window.__firstCards')) as {
      paints: Record<string, number>;
      lcp: { t: number; el: string } | null;
      tasks: [number, number][];
      card: number;
    };
    return {
      firstPaint: p.paints['first-contentful-paint'] ?? 0,
      card: p.card,
      blocking: p.tasks
        .filter(([start]) => start < p.card)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      lcp: p.lcp?.t ?? 0,
      lcpElement: p.lcp?.el ?? '',
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const { name, page: url, card, headers } of targets) {
    await load(browser, url, card, headers); // warm-up: the server's first answer is not the page's cost
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, url, card, headers));
    const ms = (pick: (r: Run) => number) =>
      `${Math.round(median(runs.map(pick)))} ms (${runs.map((r) => Math.round(pick(r))).join(' ')})`;
    const lcpRun = runs.find((r) => r.lcp === median(runs.map((x) => x.lcp)))!;
    console.log(
      `${name.padEnd(13)} first paint ${ms((r) => r.firstPaint)}  first content painted ${ms((r) => r.card)}` +
        `  blocking before it ${ms((r) => r.blocking)}  largest paint ${ms((r) => r.lcp)}: ${lcpRun.lcpElement}`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
