import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { configFromEnv, REPO_ROOT } from '../apps/server/src/config.ts';

/** Starts the built site on a loopback port with a throwaway embedded database. */
export async function serveSite(
  port: number,
): Promise<{ url: string; app: FastifyInstance; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-bench-'));
  const app = await buildApp({
    ...configFromEnv({ MAIL_PRINT: '0', ...process.env, NODE_ENV: 'production' }),
    port,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    logLevel: 'warn',
    rateLimits: { ...configFromEnv().rateLimits, globalPerMinute: 1_000_000 },
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async stop() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
