import { sliceSchedule, type SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';
import { sliceBlocked } from './flight-orders.errors.ts';
import { todayUtc } from '@farewise/domain/shared/today';

export interface SliceEligibilityDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
}

/** Slice payment (SPEC 9): who may choose it, its schedule for an order, and blocking it. */
export function createSliceEligibility({ db, clock, orders }: SliceEligibilityDeps) {
  return {
    /** 422 when the account or e-mail is blocked from slice payment. */
    async checkAllowed(
      subjects: { userId: string | null; email?: string | null },
      tx: Db | Tx = db,
    ): Promise<void> {
      const list = [
        ...(subjects.userId ? [`user:${subjects.userId}`] : []),
        ...(subjects.email ? [`email:${subjects.email.toLowerCase()}`] : []),
      ];
      if (await orders.isSliceBlocked({ subjects: list }, tx)) throw sliceBlocked();
    },

    /** The deposit and weekly instalments of an order booked today. */
    planFor(row: Pick<FlightOrderRow, 'totalAmount' | 'currency' | 'firstDeparture'>): SlicePlan {
      return sliceSchedule({
        total: row.totalAmount,
        currency: row.currency,
        // Booked on the server's UTC today (decision 047): no place applies to a payment plan.
        bookedOn: todayUtc(clock.now()),
        departureDate: row.firstDeparture.slice(0, 10),
      });
    },

    /** After a slice cancellation for missed payments: that account and e-mail cannot choose slice again (SPEC 9). */
    async block(
      { orderId, reason }: { orderId: string; reason: string },
      tx: Db | Tx = db,
    ): Promise<void> {
      const row = await orders.findById({ id: orderId }, tx);
      if (!row) return;
      await orders.blockSlice(
        {
          subjects: [
            ...(row.userId ? [`user:${row.userId}`] : []),
            ...(row.contactEmail ? [`email:${row.contactEmail}`] : []),
          ],
          reason,
        },
        tx,
      );
    },
  };
}
export type SliceEligibility = ReturnType<typeof createSliceEligibility>;
