import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderPrivacy } from '../../db/order-privacy.ts';
import { activityOrders } from './activities.table.ts';

/** Unpaid, or a refund on its way: not settled. */
const UNSETTLED = ['PendingPayment', 'RefundPending'];

/** A deleted account's activity orders (issue 41, decision 056): exported, then kept anonymised. */
export function createActivityOrderPrivacy({ db }: { db: DbOrTx }) {
  const orders = createOrderPrivacy({
    db,
    table: activityOrders,
    orderType: 3,
    personColumns: ['lead', 'contact'],
  });
  return {
    ofUser: orders.ofUser,
    anonymiseOf: orders.anonymiseOf,
    /** Unsettled, or issued for an activity that has not ended. */
    openCount: ({ userId, now }: { userId: string; now: Date }) =>
      orders.openCount({
        userId,
        open: or(
          inArray(activityOrders.status, UNSETTLED),
          and(eq(activityOrders.status, 'Issued'), gt(activityOrders.endsAt, now)),
        ),
      }),
  };
}
