import {
  ORDER_FILTER_OPTIONS,
  statusMatch,
  type FlightOrdersList,
  type OrderFilter,
  type OrderListItem,
  type OrderPageSize,
  type OrdersMixPage,
} from '@farewise/domain/orders/orders-list.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { createFlightOrderListing } from '../flight-orders/flight-order-listing.service.ts';
import { createHotelOrderListing } from '../hotel-orders/hotel-orders.service.ts';
import { createActivityOrderListing } from '../activities/activity-orders.service.ts';
import {
  createOrdersRepository,
  type OrderKeysQuery,
  type OrderType,
} from './orders.repository.ts';

/**
 * The signed-in user's orders across kinds (SPEC 2.9): flights, hotels and activities.
 * Reads through the kinds' listing services; settles expired holds first (sweep) so a lapsed unpaid
 * order is listed as cancelled, not as awaiting payment.
 */
export function createOrdersService({
  db,
  sweep = async () => {},
}: {
  db: DbOrTx;
  sweep?: () => Promise<void>;
}) {
  const flights = createFlightOrderListing({ db });
  const hotels = createHotelOrderListing({ db });
  const activities = createActivityOrderListing({ db });
  const orders = createOrdersRepository({ db });

  /**
   * Each kind in the mixed list: its order_type, its filter, its keys for a status filter ('none':
   * no order of the kind can match) and its list items. What differs between kinds is here only.
   */
  type Match = ReturnType<typeof statusMatch>;
  const kinds: {
    orderType: OrderType;
    filter: OrderFilter;
    keys: (userId: string, match: Match) => OrderKeysQuery | null;
    itemsByIds: (args: { ids: string[] }) => Promise<{ id: string; item: OrderListItem }[]>;
  }[] = [
    {
      orderType: 1,
      filter: 'flights',
      keys: (userId, { flight }) =>
        flight === 'none' ? null : flights.userOrderKeys({ userId, status: flight ?? undefined }),
      itemsByIds: flights.itemsByIds,
    },
    {
      orderType: 2,
      filter: 'hotels',
      keys: (userId, { hotel }) =>
        hotel === 'none'
          ? null
          : (hotels.userOrderKeys({ userId, status: hotel ?? undefined }) as OrderKeysQuery),
      itemsByIds: hotels.itemsByIds,
    },
    {
      orderType: 3,
      filter: 'activities',
      keys: (userId, { activity }) =>
        activity === 'none'
          ? null
          : (activities.userOrderKeys({
              userId,
              // Completed is shown, not stored: it is a confirmed order whose time has passed.
              status: activity === 'Completed' ? 'Issued' : (activity ?? undefined),
            }) as OrderKeysQuery),
      itemsByIds: activities.itemsByIds,
    },
  ];

  return {
    /** /v3/commonb2c/orders/flight: flight orders only, newest first. */
    async flightOrders({
      userId,
      page,
      size,
      status,
    }: {
      userId: string;
      page: number;
      size: OrderPageSize;
      status?: string;
    }): Promise<FlightOrdersList> {
      await sweep();
      const { list, total } = await flights.pageForUser({
        userId,
        page,
        size,
        status: status ? Number(status) : undefined,
      });
      return { list, page, size, total };
    },

    /** /v3/commonb2c/orders/mix and OrdersQuery: every kind merged newest first, one page. */
    async mix({
      userId,
      filter,
      status,
      page,
      size,
    }: {
      userId: string;
      filter: OrderFilter;
      status?: string;
      page: number;
      size: OrderPageSize;
    }): Promise<OrdersMixPage> {
      await sweep();
      const match = statusMatch(status);
      const listed = kinds.filter((k) => filter === 'all' || filter === k.filter);
      const parts = listed
        .map((k) => k.keys(userId, match))
        .filter((q): q is OrderKeysQuery => q !== null);
      const { keys, total } = await orders.page({ parts, page, size });
      const found = await Promise.all(
        listed.map(async (k) => {
          const ids = keys.filter((key) => key.orderType === k.orderType).map((key) => key.id);
          const items = ids.length ? await k.itemsByIds({ ids }) : [];
          return items.map((i): [string, OrderListItem] => [`${k.orderType}:${i.id}`, i.item]);
        }),
      );
      const items = new Map<string, OrderListItem>(found.flat());
      const list = keys
        .map((k) => items.get(`${k.orderType}:${k.id}`))
        .filter((i): i is OrderListItem => !!i);
      return { list, page, size, total, filters: ORDER_FILTER_OPTIONS };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
