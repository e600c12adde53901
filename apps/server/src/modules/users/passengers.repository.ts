import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userPassengers } from './passengers.table.ts';

export type PassengerRow = typeof userPassengers.$inferSelect;
export type PassengerValues = Omit<
  typeof userPassengers.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Every query is scoped by user id: a row of another user is never read, changed or deleted. */
export function createPassengersRepository({ db }: { db: DbOrTx }) {
  return {
    /** Newest first; the list is bounded by the per-user limit. */
    async listByUser({
      userId,
      limit,
    }: {
      userId: string;
      limit: number;
    }): Promise<PassengerRow[]> {
      return db
        .select()
        .from(userPassengers)
        .where(eq(userPassengers.userId, userId))
        .orderBy(desc(userPassengers.createdAt), desc(userPassengers.id))
        .limit(limit);
    },
    async insert({
      userId,
      values,
      at,
    }: {
      userId: string;
      values: PassengerValues;
      at: Date;
    }): Promise<PassengerRow> {
      const [row] = await db
        .insert(userPassengers)
        .values({ ...values, userId, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert into user_passengers returned no row');
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
      values: PassengerValues;
      at: Date;
    }): Promise<PassengerRow | null> {
      const [row] = await db
        .update(userPassengers)
        .set({ ...values, updatedAt: at })
        .where(and(eq(userPassengers.id, id), eq(userPassengers.userId, userId)))
        .returning();
      return row ?? null;
    },
    async delete({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const rows = await db
        .delete(userPassengers)
        .where(and(eq(userPassengers.id, id), eq(userPassengers.userId, userId)))
        .returning({ id: userPassengers.id });
      return rows.length > 0;
    },
  };
}
