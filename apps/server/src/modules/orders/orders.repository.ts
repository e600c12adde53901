import { count, desc } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { FlightOrderListing } from '../flight-orders/flight-order-listing.service.ts';

/** 1 flight, 2 hotel, 3 activity (SPEC 2.9's order_type). */
export type OrderType = 1 | 2 | 3;

export interface OrderKey {
  orderType: OrderType;
  id: string;
}

/**
 * One kind's keys query (order_type, id, created_at), not run; every kind's has the same columns
 * (db/order-rows.repository.ts), so the flights' type names them all.
 */
export type OrderKeysQuery = ReturnType<FlightOrderListing['userOrderKeys']>;

/**
 * The mixed order list's page: the kinds' listings give each kind's keys (their tables stay
 * theirs); here they are merged newest first and cut in SQL, so page 3 of size 10 is items 21 to
 * 30 of the merged order, whatever the mix.
 */
export function createOrdersRepository({ db }: { db: DbOrTx }) {
  return {
    async page(
      { parts, page, size }: { parts: OrderKeysQuery[]; page: number; size: number },
      tx: DbOrTx = db,
    ): Promise<{ keys: OrderKey[]; total: number }> {
      const [first, second, ...rest] = parts;
      if (!first) return { keys: [], total: 0 };
      const keys = (second ? unionAll(first, second, ...rest) : first).as('o');
      const rows = await tx
        .select({ orderType: keys.orderType, id: keys.id })
        .from(keys)
        // id breaks ties between orders made in the same instant, so pages never overlap.
        .orderBy(desc(keys.createdAt), desc(keys.id), desc(keys.orderType))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await tx.select({ n: count() }).from(keys);
      return {
        keys: rows.map((r) => ({ orderType: Number(r.orderType) as OrderType, id: r.id })),
        total: Number(total?.n ?? 0),
      };
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
