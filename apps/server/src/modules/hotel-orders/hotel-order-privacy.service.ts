import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { todayUtc } from '@farewise/domain/shared/today';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderPrivacy } from '../../db/order-privacy.ts';
import { hotelOrders } from './hotel-orders.table.ts';

/** Unpaid, paid but not yet confirmed, or a refund on its way: not settled. */
const UNSETTLED = ['PendingPayment', 'Paid', 'RoomRefundPending'];

/** A deleted account's hotel orders (issue 41, decision 056): exported, then kept anonymised. */
export const createHotelOrderPrivacy = ({ db }: { db: DbOrTx }) =>
  createOrderPrivacy({
    db,
    table: hotelOrders,
    orderType: 2,
    personColumns: ['rooms', 'contact'],
    // Free text the guest wrote may name people.
    cleared: { specialRequests: '' },
    // Unsettled, or confirmed with a check-out from today on.
    open: (now) =>
      or(
        inArray(hotelOrders.status, UNSETTLED),
        and(eq(hotelOrders.status, 'Issued'), gte(hotelOrders.checkOut, todayUtc(now))),
      ),
  });
