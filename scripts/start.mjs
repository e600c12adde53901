// `npm start`: the whole site (API and built SPA) on one port with demo content on an
// embedded database in ./data, created and migrated on first start.
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureWebBuild, log } from './lib.mjs';

await ensureDependencies();
await ensureWebBuild();

const port = process.env.PORT ?? '3000';
log(`Starting Farewise on http://localhost:${port} …`);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
