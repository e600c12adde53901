// Cold start of the server: from the process's start to its first answer (GET
// /v2/static/siteInfo answering 200), as `npm start` runs it (NODE_ENV=production, jobs on).
//
//   npx tsx bench/cold-start.ts [runs]        (default 5 runs per way)
//
// Measures each way the server can run: `tsx` (node --import tsx apps/server/src/main.ts, the
// loader compiling TypeScript at start) and `build` (node apps/server/dist/main.js, after
// `npm run build -w @farewise/server`; skipped when there is no build). Every way starts on the
// same embedded database in a temporary folder, created, migrated and seeded by one start before
// the measured ones, so each figure is a restart's cold start. Prints the median, lowest and
// highest, and writes bench/results/cold-start.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_MAIN, SERVER_NODE_ARGS } from '../scripts/lib.mjs';
import { startServer, stopServer } from './built-server.ts';

const runs = Number(process.argv[2] ?? 5);
const ways: Record<string, string[]> = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  build: [...SERVER_NODE_ARGS, SERVER_MAIN],
};

/** Milliseconds from spawn to the first 200 of siteInfo; the process is stopped after. */
async function startOnce(args: string[], dataDir: string): Promise<number> {
  const { child, readyMs } = await startServer(args, { DATA_DIR: dataDir });
  await stopServer(child);
  return readyMs;
}

const results: Record<string, { runs: number[]; median: number }> = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-cold-start-'));
try {
  console.log('preparing the database (first start: create, migrate, seed)…');
  await startOnce(ways.tsx!, dataDir);
  for (const [way, args] of Object.entries(ways)) {
    if (way === 'build' && !fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
      console.log(
        'build: no apps/server/dist/main.js (npm run build -w @farewise/server); skipped',
      );
      continue;
    }
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(Math.round(await startOnce(args, dataDir)));
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    results[way] = { runs: times, median };
    console.log(
      `${way.padEnd(6)} median ${median} ms (lowest ${sorted[0]} ms, highest ${sorted.at(-1)} ms; runs ${times.join(', ')})`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench/results/cold-start.json'),
  `${JSON.stringify({ at: new Date().toISOString(), load: os.loadavg(), results }, null, 2)}\n`,
);
