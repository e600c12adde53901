import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { flightSearches } from './flights.table.ts';

export interface StoredSearch {
  id: string;
  params: unknown;
  currency: string;
  rate: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Flight searches: one row each; their options are re-created from these parameters. */
export function createOffersRepository({ db }: { db: DbOrTx }) {
  // A new search writes one row: the statement is prepared once (planned once by the database)
  // rather than built and parsed for every search.
  let insertOne: ReturnType<typeof prepareInsert> | null = null;
  const prepareInsert = () =>
    db
      .insert(flightSearches)
      .values({
        id: sql.placeholder('id'),
        params: sql.placeholder('params'),
        currency: sql.placeholder('currency'),
        rate: sql.placeholder('rate'),
        createdAt: sql.placeholder('createdAt'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare('insert_flight_search');
  return {
    async insertSearch(search: StoredSearch): Promise<void> {
      insertOne ??= prepareInsert();
      await insertOne.execute({ ...search });
    },

    /** Several searches in one statement. */
    async insertSearches(searches: StoredSearch[]): Promise<void> {
      if (searches.length) await db.insert(flightSearches).values(searches);
    },

    async findSearch({ id }: { id: string }): Promise<StoredSearch | null> {
      const [row] = await db
        .select()
        .from(flightSearches)
        .where(eq(flightSearches.id, id))
        .limit(1);
      return row ? { ...row, rate: Number(row.rate) } : null;
    },

    async deleteExpired({ before }: { before: Date }): Promise<number> {
      const gone = await db
        .delete(flightSearches)
        .where(lt(flightSearches.expiresAt, before))
        .returning({ id: flightSearches.id });
      return gone.length;
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
