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
import { createOrdersRepository, type MixScope } from './orders.repository.ts';

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
  const orders = createOrdersRepository({ db, flights, hotels, activities });

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
      const scope: MixScope = {
        userId,
        flights:
          (filter === 'all' || filter === 'flights') && match.flight !== 'none'
            ? { status: match.flight ?? undefined }
            : null,
        hotels:
          (filter === 'all' || filter === 'hotels') && match.hotel !== 'none'
            ? { status: match.hotel ?? undefined }
            : null,
        activities:
          (filter === 'all' || filter === 'activities') && match.activity !== 'none'
            ? // Completed is shown, not stored: it is a confirmed order whose time has passed.
              { status: match.activity === 'Completed' ? 'Issued' : (match.activity ?? undefined) }
            : null,
      };
      const { keys, total } = await orders.page({ scope, page, size });
      const flightIds = keys.filter((k) => k.orderType === 1).map((k) => k.id);
      const hotelIds = keys.filter((k) => k.orderType === 2).map((k) => k.id);
      const activityIds = keys.filter((k) => k.orderType === 3).map((k) => k.id);
      const [flightItems, hotelItems, activityItems] = await Promise.all([
        flights.itemsByIds({ ids: flightIds }),
        hotels.itemsByIds({ ids: hotelIds }),
        activities.itemsByIds({ ids: activityIds }),
      ]);
      const items = new Map<string, OrderListItem>([
        ...flightItems.map((i): [string, OrderListItem] => [`1:${i.id}`, i.item]),
        ...hotelItems.map((i): [string, OrderListItem] => [`2:${i.id}`, i.item]),
        ...activityItems.map((i): [string, OrderListItem] => [`3:${i.id}`, i.item]),
      ]);
      const list = keys
        .map((k) => items.get(`${k.orderType}:${k.id}`))
        .filter((i): i is OrderListItem => !!i);
      return { list, page, size, total, filters: ORDER_FILTER_OPTIONS };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
