import { count, desc } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { FlightOrderListing } from '../flight-orders/flight-order-listing.service.ts';
import type { HotelOrderListing } from '../hotel-orders/hotel-orders.service.ts';
import type { ActivityOrderListing } from '../activities/activity-orders.service.ts';

export interface OrderKey {
  orderType: 1 | 2 | 3;
  id: string;
}

/** Which kinds to list and the raw status each must have (undefined: any). */
export interface MixScope {
  userId: string;
  flights: { status?: number } | null;
  hotels: { status?: string } | null;
  activities: { status?: string } | null;
}

/**
 * The mixed order list's page: the kinds' listing services give each kind's keys (their tables
 * stay theirs); here they are merged newest first and cut in SQL, so page 3 of size 10 is items
 * 21 to 30 of the merged order, whatever the mix.
 */
export function createOrdersRepository({
  db,
  flights,
  hotels,
  activities,
}: {
  db: DbOrTx;
  flights: Pick<FlightOrderListing, 'userOrderKeys'>;
  hotels: Pick<HotelOrderListing, 'userOrderKeys'>;
  activities: Pick<ActivityOrderListing, 'userOrderKeys'>;
}) {
  const keysOf = (scope: MixScope) => {
    const f = scope.flights
      ? flights.userOrderKeys({ userId: scope.userId, status: scope.flights.status })
      : null;
    const h = scope.hotels
      ? hotels.userOrderKeys({ userId: scope.userId, status: scope.hotels.status })
      : null;
    const a = scope.activities
      ? activities.userOrderKeys({ userId: scope.userId, status: scope.activities.status })
      : null;
    const parts = [f, h, a].filter((q): q is NonNullable<typeof f> => q !== null);
    if (parts.length === 0) return null;
    const [first, second, ...rest] = parts;
    return (second ? unionAll(first!, second, ...rest) : first!).as('o');
  };

  return {
    async page(
      { scope, page, size }: { scope: MixScope; page: number; size: number },
      tx: DbOrTx = db,
    ): Promise<{ keys: OrderKey[]; total: number }> {
      const keys = keysOf(scope);
      if (!keys) return { keys: [], total: 0 };
      const rows = await tx
        .select({ orderType: keys.orderType, id: keys.id })
        .from(keys)
        // id breaks ties between orders made in the same instant, so pages never overlap.
        .orderBy(desc(keys.createdAt), desc(keys.id), desc(keys.orderType))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await tx.select({ n: count() }).from(keys);
      return {
        keys: rows.map((r) => ({ orderType: Number(r.orderType) as 1 | 2 | 3, id: r.id })),
        total: Number(total?.n ?? 0),
      };
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
