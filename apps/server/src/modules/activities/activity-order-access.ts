import { contactEmailMatches } from '../../shared/token-hash.ts';
import { createOrderAccess, type OrderCaller } from '../orders/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { orderForbidden, orderNotFound } from './activities.errors.ts';

/** Who is asking: a signed-in user, a guest's order token, or the contact e-mail (the guest look-up). */
export type ActivityCaller = OrderCaller & { email: string | null };

/** The contact e-mail given matches the order's (compared as hashes, in constant time). */
export const emailMatches = (row: ActivityOrderRow, email: string | null) =>
  contactEmailMatches(row.contactEmail, email);

/** The order by number when the caller may see it. */
export const accessibleOrder = (
  repo: ActivitiesRepository,
  orderNo: string,
  caller: ActivityCaller,
): Promise<ActivityOrderRow> =>
  createOrderAccess({
    findByOrderNo: (args) => repo.findByOrderNo(args),
    notFound: orderNotFound,
    // A stranger signed in learns only 403; a caller without a session, token or e-mail learns nothing.
    refused: (row, caller) => (row.userId && caller.userId ? orderForbidden() : orderNotFound()),
  }).accessibleOrder(orderNo, caller);
