import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hotelOrders } from './hotel-orders.table.ts';

export type HotelOrderRow = typeof hotelOrders.$inferSelect;
export type NewHotelOrder = typeof hotelOrders.$inferInsert;

/** Hotel orders' queries; no rules here. */
export function createHotelOrdersRepository({ db }: { db: DbOrTx }) {
  return {
    async insert(order: NewHotelOrder, tx: DbOrTx = db): Promise<HotelOrderRow> {
      const [row] = await tx.insert(hotelOrders).values(order).returning();
      return row!;
    },

    async findById({ id }: { id: string }, tx: DbOrTx = db): Promise<HotelOrderRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await tx.select().from(hotelOrders).where(eq(hotelOrders.id, id)).limit(1);
      return row ?? null;
    },

    async findByOrderNo(
      { orderNo }: { orderNo: string },
      tx: DbOrTx = db,
    ): Promise<HotelOrderRow | null> {
      const [row] = await tx
        .select()
        .from(hotelOrders)
        .where(eq(hotelOrders.orderNo, orderNo))
        .limit(1);
      return row ?? null;
    },

    /** The order, locked for the caller's transaction. */
    async lockById({ id }: { id: string }, tx: DbOrTx): Promise<HotelOrderRow | null> {
      const [row] = await tx
        .select()
        .from(hotelOrders)
        .where(eq(hotelOrders.id, id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async update(
      { id, set }: { id: string; set: Partial<NewHotelOrder> },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(hotelOrders).set(set).where(eq(hotelOrders.id, id));
    },

    /** Unpaid holds past their expiry, locked; SKIP LOCKED so two instances never release one twice. */
    async lockExpiredHolds(
      { now, limit }: { now: Date; limit: number },
      tx: DbOrTx,
    ): Promise<HotelOrderRow[]> {
      return tx
        .select()
        .from(hotelOrders)
        .where(
          and(
            eq(hotelOrders.holdState, 'held'),
            eq(hotelOrders.status, 'PendingPayment'),
            lte(hotelOrders.holdExpiresAt, now),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Paid orders waiting for the supplier's confirmation number. */
    async paidUnconfirmed({ limit }: { limit: number }, tx: DbOrTx = db): Promise<HotelOrderRow[]> {
      return tx.select().from(hotelOrders).where(eq(hotelOrders.status, 'Paid')).limit(limit);
    },

    /** Orders whose refund is still owed (the gateway failed, or the rooms were gone when paid). */
    async pendingRefunds({ limit }: { limit: number }, tx: DbOrTx = db): Promise<HotelOrderRow[]> {
      return tx
        .select()
        .from(hotelOrders)
        .where(eq(hotelOrders.status, 'RoomRefundPending'))
        .limit(limit);
    },

    /** A user's orders, newest first, one page. */
    async pageForUser(
      { userId, page, size }: { userId: string; page: number; size: number },
      tx: DbOrTx = db,
    ) {
      const rows = await tx
        .select()
        .from(hotelOrders)
        .where(eq(hotelOrders.userId, userId))
        .orderBy(desc(hotelOrders.createdAt), desc(hotelOrders.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await tx
        .select({ n: count() })
        .from(hotelOrders)
        .where(eq(hotelOrders.userId, userId));
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * A user's orders as (order_type 2, id, created_at), not run: the orders module merges it
     * with the other kinds' keys in one query, so a page of the mixed list is cut in SQL.
     */
    userOrderKeys({ userId, status }: { userId: string; status?: string }, tx: DbOrTx = db) {
      return tx
        .select({
          orderType: sql<number>`2`.as('order_type'),
          id: hotelOrders.id,
          createdAt: hotelOrders.createdAt,
        })
        .from(hotelOrders)
        .where(
          status === undefined
            ? eq(hotelOrders.userId, userId)
            : and(eq(hotelOrders.userId, userId), eq(hotelOrders.status, status)),
        );
    },

    async findByIds({ ids }: { ids: string[] }, tx: DbOrTx = db): Promise<HotelOrderRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(hotelOrders).where(inArray(hotelOrders.id, ids));
    },
  };
}
export type HotelOrdersRepository = ReturnType<typeof createHotelOrdersRepository>;
