// The site as the browser tests see it: the built SPA and the API on one port, a fresh
// embedded database, and mail delivered over SMTP to the test mail catcher.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { configFromEnv, REPO_ROOT } from '../../apps/server/src/config.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { E2E } from './ports.ts';
import { startSeedServer } from './seed-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-e2e-'));
const catcher = await startMailCatcher({ smtpPort: E2E.smtpPort, httpPort: E2E.mailboxPort });
const config = {
  ...configFromEnv({ ...process.env, NODE_ENV: 'test' }),
  port: E2E.sitePort,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir,
  smtpUrl: `smtp://127.0.0.1:${E2E.smtpPort}?ignoreTLS=true`,
  publicUrl: E2E.baseUrl,
  // E2E_WEB_DIST: a private build, so a run is not broken by another build of apps/web/dist.
  webDist: process.env.E2E_WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
  logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
  printMailCodes: false,
};
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
const seeder = await startSeedServer(app, E2E.seedPort);
console.log(`e2e site on ${E2E.baseUrl}, data in ${dataDir}`);

async function stop() {
  await seeder.close().catch(() => {});
  await app.close().catch(() => {});
  await catcher.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
