import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderRowsRepository } from '../../db/order-rows.repository.ts';
import { hotelOrders } from './hotel-orders.table.ts';

export type HotelOrderRow = typeof hotelOrders.$inferSelect;
export type NewHotelOrder = typeof hotelOrders.$inferInsert;

/** Hotel orders' queries; no rules here. */
export function createHotelOrdersRepository({ db }: { db: DbOrTx }) {
  // insert, findByOrderNo, lockById, update, pageForUser, userOrderKeys (order_type 2) and
  // findByIds: the same queries as every kind of order.
  const orderRows = createOrderRowsRepository({ db, table: hotelOrders, orderType: 2 });
  return {
    ...orderRows,

    async findById({ id }: { id: string }, tx: DbOrTx = db): Promise<HotelOrderRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await tx.select().from(hotelOrders).where(eq(hotelOrders.id, id)).limit(1);
      return row ?? null;
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
  };
}
export type HotelOrdersRepository = ReturnType<typeof createHotelOrdersRepository>;
