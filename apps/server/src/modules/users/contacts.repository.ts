import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userContacts } from './contacts.table.ts';

export type ContactRow = typeof userContacts.$inferSelect;
export interface ContactValues {
  postcode: string;
  mobile: string;
  email: string;
}

/** Every query is scoped by user id: a row of another user is never read, changed or deleted. */
export function createContactsRepository({ db }: { db: DbOrTx }) {
  return {
    async listByUser({ userId, limit }: { userId: string; limit: number }): Promise<ContactRow[]> {
      return db
        .select()
        .from(userContacts)
        .where(eq(userContacts.userId, userId))
        .orderBy(desc(userContacts.createdAt), desc(userContacts.id))
        .limit(limit);
    },
    async insert({
      userId,
      values,
      at,
    }: {
      userId: string;
      values: ContactValues;
      at: Date;
    }): Promise<ContactRow> {
      const [row] = await db
        .insert(userContacts)
        .values({ ...values, userId, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert into user_contacts returned no row');
      return row;
    },
    async update({
      userId,
      id,
      values,
      at,
    }: {
      userId: string;
      id: string;
      values: ContactValues;
      at: Date;
    }): Promise<ContactRow | null> {
      const [row] = await db
        .update(userContacts)
        .set({ ...values, updatedAt: at })
        .where(and(eq(userContacts.id, id), eq(userContacts.userId, userId)))
        .returning();
      return row ?? null;
    },
    async delete({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const rows = await db
        .delete(userContacts)
        .where(and(eq(userContacts.id, id), eq(userContacts.userId, userId)))
        .returning({ id: userContacts.id });
      return rows.length > 0;
    },
  };
}
