import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderRowsRepository } from '../../db/order-rows.repository.ts';
import { activityOrders, activitySlots } from './activities.table.ts';

export type ActivityOrderRow = typeof activityOrders.$inferSelect;
export type ActivitySlotRow = typeof activitySlots.$inferSelect;

export interface SlotKey {
  productId: string;
  date: string;
  time: string;
}

/** Activity slots' and orders' queries; no rules here. */
export function createActivitiesRepository({ db }: { db: DbOrTx }) {
  // insert, findByOrderNo, lockById, update, pageForUser, userOrderKeys (order_type 3), findByIds.
  const orderRows = createOrderRowsRepository({ db, table: activityOrders, orderType: 3 });
  return {
    ...orderRows,

    /**
     * Takes `places` from a slot, making its row with the supplier's places first. One
     * conditional update: two buyers of the last place cannot both succeed (the row lock makes
     * the second wait, then its `remaining >= places` fails). Returns the places left, or null
     * when there were not enough.
     */
    async takePlaces(
      {
        productId,
        date,
        time,
        places,
        supplierPlaces,
        now,
      }: SlotKey & { places: number; supplierPlaces: number; now: Date },
      tx: DbOrTx,
    ): Promise<number | null> {
      await tx
        .insert(activitySlots)
        .values({
          productId,
          date,
          time,
          capacity: supplierPlaces,
          remaining: supplierPlaces,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const [row] = await tx
        .update(activitySlots)
        .set({ remaining: sql`${activitySlots.remaining} - ${places}`, updatedAt: now })
        .where(
          and(
            eq(activitySlots.productId, productId),
            eq(activitySlots.date, date),
            eq(activitySlots.time, time),
            sql`${activitySlots.remaining} >= ${places}`,
          ),
        )
        .returning({ remaining: activitySlots.remaining });
      return row ? row.remaining : null;
    },

    /** Gives places back to a slot (cancellation, expiry, failed payment). */
    async returnPlaces(
      { productId, date, time, places, now }: SlotKey & { places: number; now: Date },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(activitySlots)
        .set({ remaining: sql`${activitySlots.remaining} + ${places}`, updatedAt: now })
        .where(
          and(
            eq(activitySlots.productId, productId),
            eq(activitySlots.date, date),
            eq(activitySlots.time, time),
          ),
        );
    },

    /** The slot rows of some products on some dates (one query). */
    async slotRows(
      { productIds, dates }: { productIds: string[]; dates?: string[] },
      tx: DbOrTx = db,
    ): Promise<ActivitySlotRow[]> {
      if (productIds.length === 0) return [];
      const where = dates
        ? and(inArray(activitySlots.productId, productIds), inArray(activitySlots.date, dates))
        : inArray(activitySlots.productId, productIds);
      return tx.select().from(activitySlots).where(where);
    },

    async findById({ id }: { id: string }, tx: DbOrTx = db): Promise<ActivityOrderRow | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await tx
        .select()
        .from(activityOrders)
        .where(eq(activityOrders.id, id))
        .limit(1);
      return row ?? null;
    },

    async lockByOrderNo(
      { orderNo }: { orderNo: string },
      tx: DbOrTx,
    ): Promise<ActivityOrderRow | null> {
      const [row] = await tx
        .select()
        .from(activityOrders)
        .where(eq(activityOrders.orderNo, orderNo))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** Unpaid holds past their expiry, locked; SKIP LOCKED so two instances never release one twice. */
    async lockExpiredHolds(
      { now, limit }: { now: Date; limit: number },
      tx: DbOrTx,
    ): Promise<ActivityOrderRow[]> {
      return tx
        .select()
        .from(activityOrders)
        .where(
          and(
            eq(activityOrders.holdState, 'held'),
            eq(activityOrders.status, 'PendingPayment'),
            lte(activityOrders.holdExpiresAt, now),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Orders owing a refund or a mail (the follow-up job). */
    async needingFollowUp(
      { limit }: { limit: number },
      tx: DbOrTx = db,
    ): Promise<ActivityOrderRow[]> {
      return tx
        .select()
        .from(activityOrders)
        .where(
          or(
            eq(activityOrders.status, 'RefundPending'),
            and(
              eq(activityOrders.status, 'Issued'),
              sql`${activityOrders.confirmationSentAt} is null`,
            ),
            and(
              inArray(activityOrders.status, ['Cancelled', 'Refunded']),
              sql`${activityOrders.cancellationSentAt} is null`,
              sql`${activityOrders.confirmationSentAt} is not null`,
            ),
          ),
        )
        .limit(limit);
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
