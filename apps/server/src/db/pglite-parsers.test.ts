import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from './client.ts';

/**
 * The site's PGlite reads drizzle's text types as text once (decision 038) instead of drizzle
 * passing its parsers with every statement: what drizzle and pg-boss get must not change.
 */
const VALUES = sql`select
  timestamptz '2026-11-28 09:30:00+00' as tz,
  timestamp '2026-11-28 09:30:00' as ts,
  date '2026-12-01' as d,
  interval '1 day 2 hours' as i,
  array[timestamptz '2026-11-28 09:30:00+00', timestamptz '2027-01-02 00:00:00+00'] as tzs,
  array[date '2026-12-01'] as ds,
  array[1.5, 2.25]::numeric[] as ns,
  12.5::numeric as n,
  '{"a":1}'::jsonb as j,
  42 as int`;
const PG_VALUES =
  "select timestamptz '2026-11-28 09:30:00+00' as tz, array[timestamptz '2026-11-28 09:30:00+00'] as tzs, " +
  "array[interval '1 day'] as ivs, array[1.5]::numeric[] as ns, date '2026-12-01' as d, $1::int as int";

/** What a drizzle `execute` answers on PGlite (the site's Db type leaves it open). */
type Rows = { rows: Record<string, unknown>[] };

let database: Database;
let plain: PGlite;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  plain = new PGlite();
  await plain.waitReady;
});
afterAll(async () => {
  await database.close();
  await plain.close();
});

describe("the site's PGlite", () => {
  test('gives drizzle the values drizzle reads from a PGlite of its own', async () => {
    const expected = await drizzle(plain).execute(VALUES);
    const got = (await database.db.execute(VALUES)) as unknown as Rows;
    expect(got.rows).toEqual(expected.rows);
    // Left as text for drizzle to map, as drizzle's own parsers did.
    expect(got.rows[0]).toMatchObject({ tz: '2026-11-28 09:30:00+00', d: '2026-12-01' });
  });

  test('the same inside a transaction', async () => {
    const expected = await drizzle(plain).transaction((tx) => tx.execute(VALUES));
    const got = (await database.db.transaction((tx) => tx.execute(VALUES))) as unknown as Rows;
    expect(got.rows).toEqual(expected.rows);
  });

  test("gives pg-boss PGlite's own values (Dates for timestamps), as statements and as scripts", async () => {
    const expected = await plain.query(PG_VALUES, [7]);
    const got = await database.sql.executeSql(PG_VALUES, [7]);
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0].tz).toBeInstanceOf(Date);
    expect(got.rows[0].tzs[0]).toBeInstanceOf(Date);
    const script = PG_VALUES.replace('$1::int', '7');
    const [expectedScript] = await plain.exec(script);
    const scripted = await database.sql.executeSql(script);
    expect(scripted.rows).toEqual(expectedScript!.rows);
  });
});
