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
import { orderListItem as flightListItem } from '../flight-orders/flight-order-view.ts';
import { createFlightOrdersRepository } from '../flight-orders/flight-orders.repository.ts';
import { orderListItem as hotelListItem } from '../hotel-orders/hotel-order-view.ts';
import { createHotelOrdersRepository } from '../hotel-orders/hotel-orders.repository.ts';
import { orderListItem as activityListItem } from '../activities/activity-order-view.ts';
import { createActivitiesRepository } from '../activities/activities.repository.ts';
import { createOrdersRepository, type MixScope } from './orders.repository.ts';

/**
 * The signed-in user's orders across kinds (SPEC 2.9): flights, hotels and activities.
 * Reads through the kinds' repositories; settles expired holds first (sweep) so a lapsed unpaid
 * order is listed as cancelled, not as awaiting payment.
 */
export function createOrdersService({
  db,
  sweep = async () => {},
}: {
  db: DbOrTx;
  sweep?: () => Promise<void>;
}) {
  const flights = createFlightOrdersRepository({ db });
  const hotels = createHotelOrdersRepository({ db });
  const activities = createActivitiesRepository({ db });
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
      const { rows, total } = await flights.pageForUser({
        userId,
        page,
        size,
        status: status ? Number(status) : undefined,
      });
      return { list: rows.map(flightListItem), page, size, total };
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
      const [flightRows, hotelRows, activityRows] = await Promise.all([
        flights.findByIds({ ids: flightIds }),
        hotels.findByIds({ ids: hotelIds }),
        activities.findByIds({ ids: activityIds }),
      ]);
      const items = new Map<string, OrderListItem>([
        ...flightRows.map((r): [string, OrderListItem] => [`1:${r.id}`, flightListItem(r)]),
        ...hotelRows.map((r): [string, OrderListItem] => [`2:${r.id}`, hotelListItem(r)]),
        ...activityRows.map((r): [string, OrderListItem] => [`3:${r.id}`, activityListItem(r)]),
      ]);
      const list = keys
        .map((k) => items.get(`${k.orderType}:${k.id}`))
        .filter((i): i is OrderListItem => !!i);
      return { list, page, size, total, filters: ORDER_FILTER_OPTIONS };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
