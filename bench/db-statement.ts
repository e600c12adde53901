/**
 * One drizzle statement on the site's PGlite (`openDatabase`, decision 038) against drizzle on a
 * PGlite of its own (drizzle's parsers sent with each statement): an insert like a flight
 * search's offer row, timed over 3,000 statements after 300 unmeasured, twice each, alternately.
 *
 *   npx tsx bench/db-statement.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase } from '../apps/server/src/db/client.ts';

const COUNT = 3_000;
const site = await openDatabase({ dataDir: 'memory://' });
const own = new PGlite();
await own.waitReady;
const plain = drizzle(own);
const TABLE = sql`create table if not exists bench_rows (id text primary key, params jsonb not null, created_at timestamptz not null)`;

async function timeInserts(db: typeof site.db | typeof plain, tag: string): Promise<number> {
  const insert = (i: number) =>
    db.execute(
      sql`insert into bench_rows values (${`${tag}-${i}-${Math.random()}`}, ${'{"from":"SYD","to":"LON"}'}, ${new Date().toISOString()})`,
    );
  for (let i = 0; i < 300; i++) await insert(i);
  const started = performance.now();
  for (let i = 0; i < COUNT; i++) await insert(300 + i);
  return ((performance.now() - started) / COUNT) * 1000;
}

await site.db.execute(TABLE);
await plain.execute(TABLE);
for (let round = 1; round <= 2; round++) {
  const ours = await timeInserts(site.db, `site${round}`);
  const theirs = await timeInserts(plain, `plain${round}`);
  console.log(
    `round ${round}: site's PGlite ${ours.toFixed(0)} us a statement, drizzle's parsers sent with each ${theirs.toFixed(0)} us`,
  );
}
await site.close();
await own.close();
