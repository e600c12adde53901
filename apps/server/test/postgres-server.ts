import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server.ts';

const BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Why a PostgreSQL of the test's own cannot be started here, or undefined when it can. */
export function postgresMissing(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!fs.existsSync(path.join(BIN, tool)))
      return `Debian's PostgreSQL binaries are missing (${path.join(BIN, tool)}): install postgresql-15`;
  }
  return undefined;
}

export interface PostgresServer {
  url: string;
  /** pg_ctl stop -m fast: the server ends every connection ("terminating connection due to administrator command"). */
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  remove(): void;
}

/**
 * A PostgreSQL of one test's own, in a temp dir on a free port (never the machine's shared one
 * at 5432), so a test may stop and start it. initdb refuses root, so as root the server runs as
 * the postgres user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const missing = postgresMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(BIN, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['start', '-w', '-D', data, '-l', path.join(dir, 'log'), '-o', options]);
  const stop = () => run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      stop();
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    remove: () => {
      if (running) stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
