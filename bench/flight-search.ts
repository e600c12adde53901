/**
 * Flight search under load (issue 3): starts the whole app on a loopback port (in-memory PGlite,
 * as the default install), rotates distinct searches (city pairs, dates, cabins, travellers,
 * trip types) with 20 concurrent clients, and in the same run measures a plain Fastify route that
 * answers a string of the searches' mean response size from memory, and getCity.
 *
 *   npx tsx bench/flight-search.ts            (SEARCHES=1200 DURATION=20 CONNECTIONS=20 to change)
 *
 * The site is the production build run as `npm start` runs it (`apps/server/dist/main.js` with the
 * same Node flags, built first when the sources are newer), on an in-memory embedded database with
 * jobs off; `SOURCE=1` runs it from the TypeScript sources instead (tsx), as the server tests do.
 *
 * Phase 1 sends every distinct search once (cold: supplier, pricing and serialisation for each);
 * phase 2 keeps rotating the same searches for SECONDS (repeated searches reuse their rendered
 * result and stored offer). The first pass is a target of its own (issue 16: p95 < 150 ms,
 * >= 150 searches/s, no errors), printed as PASS or FAIL, with the CPU the site's process used a
 * new search (all its threads, and its main thread apart; Linux), which moves less with other
 * work on the machine than the latencies do. Figures go to bench/README.md.
 *
 * FIRST_SEARCHES=n instead starts the site n times and has each fresh process answer four new
 * round trips one at a time (2 adults and a child: Sydney-London, Melbourne-Tokyo, Perth-Singapore,
 * London-New York), as issue 16's "one new round trip alone" row; no Accept-Encoding, as curl.
 * FIRST_PASS_ONLY=1 stops after the first pass. SERVER_BUILD=path/main.js runs another build of
 * the server (an older commit's, to compare back to back). The site's process inherits the
 * environment, so FLIGHT_SEARCH_WORKER=false runs it without the search worker (decision 031).
 * SERVER_NODE_FLAGS='--flag …' adds Node flags to the built site's (`--cpu-prof --cpu-prof-dir=d`
 * writes a CPU profile of each of its threads when it stops); the first pass's CPU is also
 * printed by thread (decision 036), and the machine's CPU time during the pass by kind: a share
 * taken by the host (steal, a virtual machine's) means the pass ran on less than two cores.
 */
import Fastify from 'fastify';
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultRateLimits, testConfig } from '../apps/server/src/config.ts';
import { searches } from './flight-searches.ts';
import { startServer, stopServer } from './built-server.ts';
import { SERVER_MAIN, SERVER_NODE_ARGS, ensureServerBuild } from '../scripts/lib.mjs';
import { line, run } from './load-run.ts';
import { cpuByThread, machineCpu, processCpu, stealBetween, threadCpu } from './process-cpu.ts';

async function serve(args: string[]): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const [first] = (await once(lines, 'line')) as [string];
  return { child, address: (JSON.parse(first) as { address: string }).address };
}

/** Node flags added to `npm start`'s for the site's process (SERVER_NODE_FLAGS). */
const extraNodeFlags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

/** The built site as `npm start` runs it, on a free port, once it answers. */
async function serveBuilt(): Promise<{ child: ChildProcess; address: string }> {
  if (!process.env.SERVER_BUILD) await ensureServerBuild();
  return startServer(
    [...SERVER_NODE_ARGS, ...extraNodeFlags, process.env.SERVER_BUILD ?? SERVER_MAIN],
    {
      DATA_DIR: 'memory://',
      RUN_JOBS: 'false',
      // A global rate limit the load cannot reach: the bench measures the search, not the 429s.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  );
}

const SEARCHES = Number(process.env.SEARCHES ?? 1_200);
const SECONDS = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

/** Issue 16's "one new round trip alone": a fresh site's first searches, one at a time. */
async function firstSearches(runs: number) {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const routes = [
    ['SYD', 'LON'],
    ['MEL', 'TYO'],
    ['PER', 'SIN'],
    ['LON', 'NYC'],
  ];
  for (let run = 0; run < runs; run++) {
    const { child, address } = await serveBuilt();
    const times: string[] = [];
    for (const [i, [from, to]] of routes.entries()) {
      const body = JSON.stringify({
        tripType: 2,
        fromCityCode: from,
        toCityCode: to,
        fromDate: day(30 + run * 7 + i),
        retDate: day(40 + run * 7 + i),
        adultNumber: 2,
        childNumber: 1,
        cabinPref: 'Y',
        Currency: 'AUD',
      });
      const started = performance.now();
      const res = await fetch(`${address}/v2/ticket/ticketSearchNew`, {
        method: 'POST',
        // As curl: no Accept-Encoding (fetch asks for gzip by default).
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${from}-${to} answered ${res.status}`);
      times.push(`${from}-${to} ${(performance.now() - started).toFixed(0)} ms`);
    }
    console.log(
      `fresh process ${run + 1}: ${times.join(', ')} (load average ${os.loadavg()[0]!.toFixed(2)})`,
    );
    await stopServer(child);
  }
}

async function main() {
  if (process.env.FIRST_SEARCHES) {
    await firstSearches(Number(process.env.FIRST_SEARCHES));
    return;
  }
  const { child: server, address } = process.env.SOURCE
    ? await serve(['serve-app'])
    : await serveBuilt();
  process.on('exit', () => server.kill('SIGKILL'));
  const bodies = searches(SEARCHES).map((b) => JSON.stringify(b));
  let cursor = 0;
  const nextSearch = () => ({ body: bodies[cursor++ % bodies.length] });

  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${bodies.length} distinct searches, ${CONNECTIONS} connections, ` +
      `site ${process.env.SOURCE ? 'from the sources (tsx)' : `built (node ${[...SERVER_NODE_ARGS, ...extraNodeFlags].join(' ')} ${process.env.SERVER_BUILD ?? SERVER_MAIN})`}` +
      (process.env.FLIGHT_SEARCH_WORKER
        ? `, FLIGHT_SEARCH_WORKER=${process.env.FLIGHT_SEARCH_WORKER}`
        : ''),
  );
  const cpuBefore = processCpu(server.pid);
  const threadsBefore = threadCpu(server.pid);
  const machineBefore = machineCpu();
  const cold = await run({
    connections: CONNECTIONS,
    url: `${address}/v2/ticket/ticketSearchNew`,
    method: 'POST',
    next: nextSearch,
    amount: bodies.length,
  });
  const cpuAfter = processCpu(server.pid);
  const machine = stealBetween(machineBefore, machineCpu());
  const byThread = cpuByThread(server.pid, threadsBefore, threadCpu(server.pid), cold.requests);
  console.log(line('search, first pass (cold)', cold));
  console.log(
    `  first pass p95 by quarter, in order: ${cold.quarterP95.map((p) => `${p.toFixed(1)} ms`).join(', ')}`,
  );
  if (cpuBefore && cpuAfter)
    console.log(
      `  site's CPU a new search: ${((cpuAfter.all - cpuBefore.all) / cold.requests).toFixed(2)} ms ` +
        `(main thread ${((cpuAfter.main - cpuBefore.main) / cold.requests).toFixed(2)} ms); ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
  if (byThread) console.log(`  by thread: ${byThread}`);
  if (machine) console.log(`  ${machine}`);
  const coldMet = cold.p95 < 150 && cold.rps >= 150 && cold.errors === 0 && cold.non2xx === 0;
  const coldLine =
    `first pass (new searches): p95 ${cold.p95.toFixed(1)} ms (target < 150), ${cold.rps.toFixed(0)} searches/s (target >= 150), ` +
    `${cold.errors + cold.non2xx} errors (target 0): ${coldMet ? 'PASS' : 'FAIL'}`;
  if (process.env.FIRST_PASS_ONLY) {
    console.log(coldLine);
    await stopServer(server);
    return;
  }
  const warm = await run({
    connections: CONNECTIONS,
    url: `${address}/v2/ticket/ticketSearchNew`,
    method: 'POST',
    next: nextSearch,
    seconds: SECONDS,
  });
  console.log(line('search, rotation', warm));

  // The same number of bytes from memory through a plain Fastify route: the ceiling of this machine.
  const headerBytes = 200;
  const plain = await serve([
    'serve-memory',
    String(Math.round(warm.bytesPerResponse) - headerBytes),
  ]);
  const memory = await run({
    connections: CONNECTIONS,
    url: `${plain.address}/memory`,
    method: 'POST',
    next: () => ({ body: '{}' }),
    seconds: SECONDS,
  });
  console.log(line('memory route, same size', memory));
  await stopServer(plain.child);

  const QUERIES = [
    'lon',
    'LHR',
    'new y',
    'tok',
    'syd',
    'par',
    'melb',
    'dubai',
    'san',
    'ch',
    'bangkok',
    'aus',
    'zz',
    'frank',
    'sin',
  ];
  let q = 0;
  const city = await run({
    connections: CONNECTIONS,
    url: address,
    next: () => ({
      path: `/v2/ticket/getCity?query=${encodeURIComponent(QUERIES[q++ % QUERIES.length]!)}`,
    }),
    seconds: Math.min(SECONDS, 10),
  });
  console.log(line('getCity', city));

  const ratio = warm.rps / memory.rps;
  console.log('');
  // Issue 16: a search nobody made yet (every search of the first pass is new).
  console.log(coldLine);
  console.log(
    `search p95 ${warm.p95.toFixed(1)} ms (target < 50): ${warm.p95 < 50 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `search throughput ${(ratio * 100).toFixed(0)}% of the memory route (target >= 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
  );
  // Issue 16 tightened getCity's p95 from the earlier 10 ms to 5 ms with 20 clients.
  console.log(
    `getCity p95 ${city.p95.toFixed(1)} ms (target < 5): ${city.p95 < 5 ? 'met' : 'NOT met'}`,
  );
  await stopServer(server);
}

// The servers run in child processes so the load generator never shares their event loop.
const role = process.argv[2];
if (role === 'serve-app') {
  // A global rate limit the load cannot reach: the bench measures the search, not the 429s.
  const app = await buildApp(
    testConfig({
      databaseUrl: undefined,
      logLevel: 'warn',
      rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000_000 },
    }),
  );
  console.log(JSON.stringify({ address: await app.listen({ port: 0, host: '127.0.0.1' }) }));
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else if (role === 'serve-memory') {
  const plain = Fastify();
  const payload = JSON.stringify({
    code: 200,
    msg: 'success',
    data: 'x'.repeat(Math.max(0, Number(process.argv[3]) - 40)),
  });
  plain.post('/memory', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(payload),
  );
  console.log(JSON.stringify({ address: await plain.listen({ port: 0, host: '127.0.0.1' }) }));
  process.on('SIGTERM', () => void plain.close().then(() => process.exit(0)));
} else {
  await main();
}
