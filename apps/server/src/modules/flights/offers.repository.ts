import { eq, lt } from 'drizzle-orm';
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
  return {
    async insertSearch(search: StoredSearch): Promise<void> {
      await db.insert(flightSearches).values(search);
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
