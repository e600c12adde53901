/**
 * CPU of a new flight search (issue 16, decision 025): the bench's distinct searches
 * (`flight-searches.ts`) sent through `app.inject` by 20 concurrent callers in this process, CPU
 * time from `process.cpuUsage()` around the loop; with `PROFILE=dir` a CPU profile of the loop
 * only, to sum by function.
 *
 *   npx tsx bench/cold-search-profile.ts       (SEARCHES=600; PROFILE=/tmp/prof to profile)
 *
 * FROM=n measures (and profiles) only the searches after the first n, which run unmeasured
 * before: each measured search is still new to the process, its city pair may not be.
 *
 * WORKER=1 prices the searches in the search worker (FLIGHT_SEARCH_WORKER, decision 031): the
 * CPU a search is then the whole process's (main thread, worker and the collector's threads),
 * the main thread's printed apart.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultRateLimits, testConfig } from '../apps/server/src/config.ts';
import { searches } from './flight-searches.ts';

const COUNT = Number(process.env.SEARCHES ?? 600);
const FROM = Number(process.env.FROM ?? 0);
const CONCURRENCY = 20;

const app = await buildApp(
  testConfig({
    databaseUrl: undefined,
    logLevel: 'warn',
    rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000_000 },
    flightSearchWorker: process.env.WORKER === '1',
  }),
);
await app.ready();

/** Sends every body, CONCURRENCY at a time; answers the number that did not answer 200. */
async function sendAll(bodies: Record<string, unknown>[]): Promise<number> {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const payload = bodies[next++];
        const res = await app.inject({
          method: 'POST',
          url: '/v2/ticket/ticketSearchNew',
          payload,
        });
        if (res.statusCode !== 200) failed++;
      }
    }),
  );
  return failed;
}

/** CPU time (ms) of this process's main thread, where Linux tells it; else null. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

const all = searches(COUNT);
await sendAll(all.slice(0, FROM));
const bodies = all.slice(FROM);

const session = process.env.PROFILE ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const cpu = process.cpuUsage();
const mainCpu = mainThreadCpuMs();
const started = performance.now();
const failed = await sendAll(bodies);
const used = process.cpuUsage(cpu);
const mainUsed = mainCpu === null ? null : mainThreadCpuMs()! - mainCpu;
const wall = performance.now() - started;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  fs.mkdirSync(process.env.PROFILE!, { recursive: true });
  fs.writeFileSync(`${process.env.PROFILE}/cold-search.cpuprofile`, JSON.stringify(profile));
}
console.log(
  `${bodies.length} new searches (after ${FROM}), ${CONCURRENCY} callers: ` +
    `${((used.user + used.system) / 1000 / bodies.length).toFixed(2)} ms of CPU a search, ` +
    (mainUsed === null ? '' : `(main thread ${(mainUsed / bodies.length).toFixed(2)} ms), `) +
    `${(wall / bodies.length).toFixed(2)} ms of wall time a search, ${failed} failed`,
);
await app.close();
