import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedSearchParams } from './flights.table.ts';

/** Search forms saved under an id (saveParams / getParams). */
export function createSearchParamsRepository({ db }: { db: DbOrTx }) {
  return {
    async save({ id, params }: { id: string; params: unknown }): Promise<void> {
      await db.insert(savedSearchParams).values({ id, params });
    },
    async find({ id }: { id: string }): Promise<unknown | null> {
      const [row] = await db
        .select({ params: savedSearchParams.params })
        .from(savedSearchParams)
        .where(eq(savedSearchParams.id, id))
        .limit(1);
      return row ? row.params : null;
    },
  };
}
