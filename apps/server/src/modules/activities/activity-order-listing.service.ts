import type { DbOrTx } from '../../db/client.ts';
import { createActivitiesRepository } from './activities.repository.ts';
import { orderListItem } from './activity-order-view.ts';

/**
 * This kind's orders in the traveller's order lists (SPEC 2.9): the orders module merges the
 * kinds' keys in one query and shows each kind's items; the rows stay this module's (DESIGN 6).
 */
export function createActivityOrderListing({ db }: { db: DbOrTx }) {
  const orders = createActivitiesRepository({ db });
  return {
    /** A user's orders as (order_type, id, created_at), not run: merged with the other kinds' keys. */
    userOrderKeys: orders.userOrderKeys,
    /** A user's orders, newest first, one page, as list items. */
    async pageForUser(query: Parameters<typeof orders.pageForUser>[0]) {
      const { rows, total } = await orders.pageForUser(query);
      return { list: rows.map((r) => orderListItem(r)), total };
    },
    /** The list items of these orders (in no particular order). */
    async itemsByIds({ ids }: { ids: string[] }) {
      return (await orders.findByIds({ ids })).map((r) => ({ id: r.id, item: orderListItem(r) }));
    },
  };
}
export type ActivityOrderListing = ReturnType<typeof createActivityOrderListing>;
