import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderPrivacy } from '../../db/order-privacy.ts';
import { activityOrders } from './activities.table.ts';

/** Unpaid, or a refund on its way: not settled. */
const UNSETTLED = ['PendingPayment', 'RefundPending'];

/** A deleted account's activity orders (issue 41, decision 056): exported, then kept anonymised. */
export const createActivityOrderPrivacy = ({ db }: { db: DbOrTx }) =>
  createOrderPrivacy({
    db,
    table: activityOrders,
    orderType: 3,
    personColumns: ['lead', 'contact'],
    // Unsettled, or issued for an activity that has not ended.
    open: (now) =>
      or(
        inArray(activityOrders.status, UNSETTLED),
        and(eq(activityOrders.status, 'Issued'), gt(activityOrders.endsAt, now)),
      ),
  });
