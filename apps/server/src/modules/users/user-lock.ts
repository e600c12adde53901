import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './users.table.ts';

/**
 * FOR UPDATE on the user's row, inside a transaction: two saves of one user's lists run one
 * after the other, so a per-user limit or duplicate check cannot be passed by racing requests.
 */
export async function lockUserRow({ db, userId }: { db: DbOrTx; userId: string }): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
