import { contactEmailMatches, tokenMatches } from '../../shared/token-hash.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { orderForbidden, orderNotFound } from './activities.errors.ts';

/** Who is asking: a signed-in user, a guest's order token, or the contact e-mail (the guest look-up). */
export interface ActivityCaller {
  userId: string | null;
  orderToken: string | null;
  email: string | null;
}

/** The contact e-mail given matches the order's (compared as hashes, in constant time). */
export const emailMatches = (row: ActivityOrderRow, email: string | null) =>
  contactEmailMatches(row.contactEmail, email);

/** The order's signed-in owner, the guest holding its token, or the guest look-up by e-mail. */
export const canRead = (row: ActivityOrderRow, caller: ActivityCaller) =>
  (row.userId !== null && caller.userId === row.userId) ||
  (!!row.guestTokenHash &&
    !!caller.orderToken &&
    tokenMatches(caller.orderToken, row.guestTokenHash)) ||
  emailMatches(row, caller.email);

/** The order by number when the caller may see it. */
export async function accessibleOrder(
  repo: ActivitiesRepository,
  orderNo: string,
  caller: ActivityCaller,
): Promise<ActivityOrderRow> {
  const row = await repo.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
  if (!row) throw orderNotFound();
  // A stranger signed in learns only 403; a caller without a session, token or e-mail learns nothing.
  if (!canRead(row, caller)) throw row.userId && caller.userId ? orderForbidden() : orderNotFound();
  return row;
}
