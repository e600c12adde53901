import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from './uploads.table.ts';
import { users } from './users.table.ts';

/** The account's own rows for its export and its deletion (issue 41). */
export function createAccountDataRepository({ db }: { db: DbOrTx }) {
  return {
    /** The pictures' facts, not their bytes: each is served at its url. */
    async uploadsOf(userId: string) {
      return db
        .select({
          name: uploads.name,
          contentType: uploads.contentType,
          size: uploads.size,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(eq(uploads.ownerUserId, userId))
        .orderBy(asc(uploads.createdAt), asc(uploads.name));
    },

    /**
     * The account goes; its sessions, saved travellers, contacts, uploads and price alerts go
     * with it (their foreign keys cascade), so none of them can outlive it.
     */
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
