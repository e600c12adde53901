import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository({ db }: { db: DbOrTx }) {
  return {
    /** The address must already be normalised (trimmed, lower-cased). */
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async insert({
      email,
      passwordHash,
      at,
    }: {
      email: string;
      passwordHash: string;
      at: Date;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ email, passwordHash, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },
    async setPassword({
      id,
      passwordHash,
      at,
    }: {
      id: string;
      passwordHash: string;
      at: Date;
    }): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
        .where(eq(users.id, id));
    },
    /** SPEC 9: the account may no longer choose slice payment. */
    async blockSlicePay({ id, at }: { id: string; at: Date }): Promise<void> {
      await db.update(users).set({ slicePayBlocked: true, updatedAt: at }).where(eq(users.id, id));
    },
  };
}
