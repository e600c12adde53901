import type { Direction } from '@farewise/domain/aftersales/aftersales.rules';
import type { DbOrTx } from '../../db/client.ts';
import type { SeatCount } from '../flights/seat-inventory.service.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { AftersalesDeps } from './aftersales-context.ts';
import { directionsOf } from '../flight-orders/index.ts';
import type { RefundPlan } from './refund-plan.ts';

/** The seats the chosen coupons hold, returned to the inventory, in the caller's transaction. */
export async function releaseCoupons(
  deps: Pick<AftersalesDeps, 'inventory'>,
  row: FlightOrderRow,
  passengers: number[],
  directions: Direction[],
  tx: DbOrTx,
): Promise<SeatCount[]> {
  const counts: SeatCount[] = [];
  for (const d of directionsOf(row).filter((x) => directions.includes(x.direction))) {
    const count = passengers.length;
    counts.push(
      ...(await deps.inventory.releaseSeats(
        { flightKeys: d.seatFlights.map((f) => f.flightKey), cabin: row.cabin, count },
        tx,
      )),
    );
  }
  return counts;
}

/**
 * The seats a refund or cancellation gives back, in its transaction: an unpaid booking's hold
 * whole (if it still holds), else the seats of each ticket it closes. The counts are for the
 * search's view, noted once the transaction has committed.
 */
export async function releaseRefundSeats(
  deps: Pick<AftersalesDeps, 'inventory'>,
  row: FlightOrderRow,
  plan: Pick<RefundPlan, 'unpaid' | 'closing'>,
  tx: DbOrTx,
): Promise<SeatCount[]> {
  if (plan.unpaid) {
    if (row.holdState !== 'held') return [];
    return deps.inventory.releaseSeats(
      {
        flightKeys: directionsOf(row).flatMap((d) => d.seatFlights.map((f) => f.flightKey)),
        cabin: row.cabin,
        count: row.adults + row.children,
      },
      tx,
    );
  }
  const seats: SeatCount[] = [];
  for (const d of [...new Set(plan.closing.map((c) => c.d))]) {
    const who = plan.closing.filter((c) => c.d === d).map((c) => c.p);
    seats.push(...(await releaseCoupons(deps, row, who, [d], tx)));
  }
  return seats;
}
