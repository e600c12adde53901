// `npm start`: the whole site (API and built SPA) on one port with demo content on an
// embedded database in ./data, created and migrated on first start.
import { spawn } from 'node:child_process';
import {
  ROOT,
  SERVER_MAIN,
  SERVER_NODE_ARGS,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  log,
} from './lib.mjs';

await ensureDependencies();
await ensureWebBuild();
await ensureServerBuild();

const port = process.env.PORT ?? '3000';
log(`Starting Farewise on http://localhost:${port} …`);
// The built server (apps/server/dist), not the TypeScript through a loader (decision 019).
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
