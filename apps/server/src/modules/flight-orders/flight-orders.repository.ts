import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { flightOrders, slicePaymentBlocks } from './flight-orders.table.ts';

export type FlightOrderRow = typeof flightOrders.$inferSelect;
export type NewFlightOrder = typeof flightOrders.$inferInsert;

const ownedBy = (userId: string, status?: number): SQL | undefined =>
  status === undefined
    ? eq(flightOrders.userId, userId)
    : and(eq(flightOrders.userId, userId), eq(flightOrders.status, status));

/** Flight orders' queries; no rules here. */
export function createFlightOrdersRepository({ db }: { db: DbOrTx }) {
  return {
    async insert(order: NewFlightOrder, tx: DbOrTx = db): Promise<FlightOrderRow> {
      const [row] = await tx.insert(flightOrders).values(order).returning();
      return row!;
    },

    async findById({ id }: { id: string }, tx: DbOrTx = db): Promise<FlightOrderRow | null> {
      const [row] = await tx.select().from(flightOrders).where(eq(flightOrders.id, id)).limit(1);
      return row ?? null;
    },

    /** The order, locked for the caller's transaction. */
    async lockById({ id }: { id: string }, tx: DbOrTx): Promise<FlightOrderRow | null> {
      const [row] = await tx
        .select()
        .from(flightOrders)
        .where(eq(flightOrders.id, id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async findByOrderNo(
      { orderNo }: { orderNo: string },
      tx: DbOrTx = db,
    ): Promise<FlightOrderRow | null> {
      const [row] = await tx
        .select()
        .from(flightOrders)
        .where(eq(flightOrders.orderNo, orderNo))
        .limit(1);
      return row ?? null;
    },

    async update(
      { id, set }: { id: string; set: Partial<NewFlightOrder> },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(flightOrders).set(set).where(eq(flightOrders.id, id));
    },

    /** Holds past their expiry, locked; SKIP LOCKED so two instances never release one twice. */
    async lockExpiredHolds(
      { now, limit }: { now: Date; limit: number },
      tx: DbOrTx,
    ): Promise<FlightOrderRow[]> {
      return tx
        .select()
        .from(flightOrders)
        .where(
          and(
            eq(flightOrders.holdState, 'held'),
            eq(flightOrders.status, 0),
            lte(flightOrders.holdExpiresAt, now),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Paid orders waiting for their tickets, locked (SKIP LOCKED). */
    async lockIssuing({ limit }: { limit: number }, tx: DbOrTx): Promise<FlightOrderRow[]> {
      return tx
        .select()
        .from(flightOrders)
        .where(eq(flightOrders.status, 1))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** A user's orders, newest first, one page (status: one SPEC 4 numeric status, or any). */
    async pageForUser(
      {
        userId,
        status,
        page,
        size,
      }: { userId: string; status?: number; page: number; size: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: FlightOrderRow[]; total: number }> {
      const where = ownedBy(userId, status);
      const rows = await tx
        .select()
        .from(flightOrders)
        .where(where)
        .orderBy(desc(flightOrders.createdAt), desc(flightOrders.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await tx.select({ n: count() }).from(flightOrders).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * A user's orders as (order_type 1, id, created_at), not run: the orders module merges it
     * with the other kinds' keys in one query, so a page of the mixed list is cut in SQL.
     */
    userOrderKeys({ userId, status }: { userId: string; status?: number }, tx: DbOrTx = db) {
      return tx
        .select({
          orderType: sql<number>`1`.as('order_type'),
          id: flightOrders.id,
          createdAt: flightOrders.createdAt,
        })
        .from(flightOrders)
        .where(ownedBy(userId, status));
    },

    async findByIds({ ids }: { ids: string[] }, tx: DbOrTx = db): Promise<FlightOrderRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(flightOrders).where(inArray(flightOrders.id, ids));
    },

    async isSliceBlocked({ subjects }: { subjects: string[] }, tx: DbOrTx = db): Promise<boolean> {
      if (subjects.length === 0) return false;
      const rows = await tx
        .select({ subject: slicePaymentBlocks.subject })
        .from(slicePaymentBlocks)
        .where(sql`${slicePaymentBlocks.subject} in ${subjects}`)
        .limit(1);
      return rows.length > 0;
    },

    async blockSlice(
      { subjects, reason }: { subjects: string[]; reason: string },
      tx: DbOrTx = db,
    ): Promise<void> {
      if (subjects.length === 0) return;
      await tx
        .insert(slicePaymentBlocks)
        .values(subjects.map((subject) => ({ subject, reason })))
        .onConflictDoNothing();
    },
  };
}
export type FlightOrdersRepository = ReturnType<typeof createFlightOrdersRepository>;
