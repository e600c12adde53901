import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

/**
 * On PostgreSQL (TEST_DATABASE_URL), every test file gets a database of its own, created here
 * from the run's database and dropped when the file ends, as each file gets its own PGlite.
 * Without this, one file's sweeps (hold release, hotel confirmation, slice-payment jobs) act on
 * another file's rows in the shared database, and a test sees orders change under it.
 */
const base = process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;
if (base) {
  process.env.TEST_DATABASE_BASE_URL = base;
  const url = new URL(base);
  const runDb = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${runDb}_f${randomBytes(5).toString('hex')}`.slice(0, 63);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const own = new URL(base);
  own.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = own.toString();
  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
  });
}
