import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderRowsRepository } from '../../db/order-rows.repository.ts';
import { flightOrders, slicePaymentBlocks } from './flight-orders.table.ts';

export type FlightOrderRow = typeof flightOrders.$inferSelect;
export type NewFlightOrder = typeof flightOrders.$inferInsert;

/** Flight orders' queries; no rules here. */
export function createFlightOrdersRepository({ db }: { db: DbOrTx }) {
  // insert, findByOrderNo, lockById, update, pageForUser (status: one SPEC 4 numeric status, or
  // any), userOrderKeys (order_type 1) and findByIds: the same queries as every kind of order.
  const orderRows = createOrderRowsRepository({ db, table: flightOrders, orderType: 1 });
  return {
    ...orderRows,

    /** A user's order ids as a subquery: after-sales lists the requests of a user's orders. */
    idsOwnedBy(userId: string) {
      return db
        .select({ id: flightOrders.id })
        .from(flightOrders)
        .where(eq(flightOrders.userId, userId));
    },

    async findById({ id }: { id: string }, tx: DbOrTx = db): Promise<FlightOrderRow | null> {
      // Ids are uuids: anything else matches no order (and must not reach the uuid column).
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await tx.select().from(flightOrders).where(eq(flightOrders.id, id)).limit(1);
      return row ?? null;
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

    /**
     * Ticketed orders whose flights the schedule-change job has not looked at since `before`,
     * locked (SKIP LOCKED) and stamped `now`, so two instances never check one twice.
     */
    async claimForScheduleCheck(
      { before, now, limit }: { before: Date; now: Date; limit: number },
      tx: DbOrTx,
    ): Promise<FlightOrderRow[]> {
      const rows = await tx
        .select()
        .from(flightOrders)
        .where(
          and(
            inArray(flightOrders.status, [3, 6]),
            or(isNull(flightOrders.scheduleCheckedAt), lt(flightOrders.scheduleCheckedAt, before)),
          ),
        )
        .orderBy(asc(flightOrders.scheduleCheckedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length)
        await tx
          .update(flightOrders)
          .set({ scheduleCheckedAt: now })
          .where(
            inArray(
              flightOrders.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
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
