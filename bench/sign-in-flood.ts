// Sign-up and sign-in floods against the site in this process, while a traveller loads site info:
// prints the CPU the flood cost, how many password hashes ran, how many requests were refused,
// and how long site info took meanwhile (issue 13, finding 2). Run: npx tsx bench/sign-in-flood.ts
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { configFromEnv } from '../apps/server/src/config.ts';
import { passwordHashing } from '../apps/server/src/modules/auth/password-hash.ts';

const FLOOD = Number(process.env.FLOOD ?? 300);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-flood-'));
const app = await buildApp({
  ...configFromEnv({ MAIL_PRINT: '0', ...process.env, NODE_ENV: 'production' }),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir,
  webDist: undefined,
  logLevel: 'error',
  runJobs: false,
  printMailCodes: false,
});
await app.ready();

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const percentile = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function flood(name: string, request: (i: number) => InjectOptions) {
  // A warm-up, so the first hash and the first query do not count.
  await app.inject({ method: 'GET', url: '/v2/static/siteInfo' });
  const hashesBefore = passwordHashing.stats().finished;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let done = false;
  const probes: number[] = [];
  const probing = (async () => {
    while (!done) {
      const t = performance.now();
      await app.inject({ method: 'GET', url: '/v2/static/siteInfo' });
      probes.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answers = await Promise.all(
    Array.from({ length: FLOOD }, (_, i) => app.inject(request(i)).then((r) => r.statusCode)),
  );
  done = true;
  await probing;
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const statuses: Record<number, number> = {};
  for (const s of answers) statuses[s] = (statuses[s] ?? 0) + 1;
  console.log(`\n${name}: ${FLOOD} requests at once`);
  console.log(`  answers                ${JSON.stringify(statuses)}`);
  console.log(`  password hashes run    ${passwordHashing.stats().finished - hashesBefore}`);
  console.log(
    `  CPU                    ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in ${wall.toFixed(1)} s`,
  );
  console.log(
    `  site info meanwhile    median ${percentile(probes, 50).toFixed(0)} ms, p95 ${percentile(probes, 95).toFixed(0)} ms, max ${Math.max(...probes).toFixed(0)} ms (${probes.length} loads)`,
  );
}

console.log(
  `Machine: ${os.availableParallelism()} cores; hashing at most ${Math.max(1, Math.floor(os.availableParallelism() / 2))} at once`,
);
await flood('Registrations with a wrong code', (i) => ({
  method: 'POST',
  url: '/v3/register',
  payload: { email: `flood${i}@example.com`, password: 'Trip2025go', code: 123456 },
  remoteAddress: address(i),
}));
await flood('Sign-ins to unknown addresses (each checks a password)', (i) => ({
  method: 'POST',
  url: '/v3/login',
  payload: { mail: `nobody${i}@example.com`, password: 'Trip2025go' },
  remoteAddress: address(i + 100_000),
}));

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
