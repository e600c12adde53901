/** The queries a kind's repository runs for the traveller's order lists (db/order-rows.repository.ts). */
export interface ListableOrders<Row extends { id: string }, Query, Keys> {
  userOrderKeys: Keys;
  pageForUser(query: Query): Promise<{ rows: Row[]; total: number }>;
  findByIds(args: { ids: string[] }): Promise<Row[]>;
}

/**
 * A kind's orders in the traveller's order lists (SPEC 2.9): the orders module merges the kinds'
 * keys in one query and shows each kind's items; the rows stay the kind's (DESIGN 6). A kind plugs
 * in its order rows and how one is shown as a list item.
 */
export function createOrderListing<Row extends { id: string }, Query, Keys, Item>(
  orders: ListableOrders<Row, Query, Keys>,
  listItem: (row: Row) => Item,
) {
  return {
    /** A user's orders as (order_type, id, created_at), not run: merged with the other kinds' keys. */
    userOrderKeys: orders.userOrderKeys,
    /** A user's orders, newest first, one page, as list items. */
    async pageForUser(query: Query) {
      const { rows, total } = await orders.pageForUser(query);
      return { list: rows.map((r) => listItem(r)), total };
    },
    /** The list items of these orders (in no particular order). */
    async itemsByIds({ ids }: { ids: string[] }) {
      return (await orders.findByIds({ ids })).map((r) => ({ id: r.id, item: listItem(r) }));
    },
  };
}
