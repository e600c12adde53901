import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { textTypesOnce } from './pglite-parsers.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite and node-postgres speak the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either, so a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

/** Plain SQL for libraries that bring their own (pg-boss): one statement with $n values, or a script without. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The same database for pg-boss (the job queue, decision 019). */
  sql: SqlExecutor;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
// Any fixed number; held while migrating so parallel starts on one server do not collide.
const MIGRATION_LOCK = 724_301;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * A tarball of a migrated PGlite data directory (PGlite's dumpDataDir) for an in-memory
   * database to start from: seconds cheaper than initdb and the migrations, so tests use it.
   * The migrations still run after it, and apply whatever the tarball lacks.
   */
  template?: string;
  /** Told when the server drops an idle connection (restart, failover); the pool opens a new one. */
  onIdleError?: (err: Error) => void;
  /** Told when the server drops a connection held by a transaction or a query. */
  onHeldError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Without a listener, a connection the server terminates (restart, failover) would crash the
    // process: the pool listens only while a connection is idle, so each connection also gets a
    // listener of its own for while it is held (a transaction between statements). The statement
    // it was running, if any, fails with the error; the pool drops the connection on release.
    pool.on('error', (err) => opts.onIdleError?.(err));
    pool.on('connect', (client) => {
      client.on('error', (err) => opts.onHeldError?.(err));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      sql: { executeSql: (text, values) => pool.query(text, values) },
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) fs.mkdirSync(opts.dataDir, { recursive: true });
  const loadDataDir =
    opts.template && opts.dataDir.startsWith('memory://')
      ? new Blob([await fs.promises.readFile(opts.template)])
      : undefined;
  const client = new PGlite(opts.dataDir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const { forDrizzle, pgParsers } = textTypesOnce(client);
  const db = drizzlePglite(forDrizzle, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    sql: pgliteExecutor(client, { parsers: pgParsers }),
    async migrate() {
      await migratePglite(drizzlePglite(forDrizzle, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/** SQLSTATE classes and codes that mean the server is gone or not taking connections, not a bad statement. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether an error (or what it wraps: drizzle wraps the driver's in `cause`) says the database
 * server cannot be reached now (restarting, down, out of connections), so the caller may try again
 * later, rather than that a statement was wrong.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // Node's connect to a name with several addresses fails with each of them.
    const { errors } = e as { errors?: unknown };
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PGlite as pg-boss's database: statements with values go through the extended protocol; a
 * script (pg-boss's schema and its locked BEGIN … COMMIT blocks) through exec, answering the
 * rows of its last statement that returns any. A failed script must not leave the one shared
 * connection inside its transaction. `options` give it PGlite's own parsers (Dates for timestamps).
 */
function pgliteExecutor(client: PGlite, options: QueryOptions): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values, options);
      try {
        const results = await client.exec(text, options);
        return { rows: results.findLast((r) => r.fields.length > 0)?.rows ?? [] };
      } catch (err) {
        if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}
