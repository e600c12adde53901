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
// The local demo without an SMTP server prints mail (sign-in codes) to its log, saying so; a real
// server run otherwise in production must be given SMTP_URL or MAIL_PRINT, or it will not start.
const printMail =
  process.env.SMTP_URL || process.env.MAIL_PRINT || process.env.PRINT_MAIL
    ? {}
    : { MAIL_PRINT: '1' };
if (printMail.MAIL_PRINT)
  log('No SMTP_URL: mail, sign-in codes included, is printed to this log (MAIL_PRINT=1).');
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...printMail, ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
