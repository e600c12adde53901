import { contactEmailMatches, hashToken, tokenMatches } from '../../shared/token-hash.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import { hotelOrderNotFound } from './hotel-orders.errors.ts';

/** Who is asking: a signed-in user, a guest's order token, or the contact e-mail (a mail's link on another device). */
export interface HotelOrderCaller {
  userId: string | null;
  orderToken: string | null;
  email?: string | null;
}

/** A guest's order token as stored: only its hash is kept. */
export { hashToken };

/**
 * The order's signed-in owner, the guest holding the booking's token, or whoever gives the contact
 * e-mail the confirmation went to (its link opens the booking on any device, as an activity's).
 */
export const canRead = (row: HotelOrderRow, caller: HotelOrderCaller) =>
  (row.userId
    ? caller.userId === row.userId
    : tokenMatches(caller.orderToken, row.guestTokenHash)) ||
  contactEmailMatches(row.contactEmail, caller.email ?? null);

/** The order by number when the caller may see it; anyone else gets the answer an unknown number gets. */
export async function accessibleOrder(
  orders: HotelOrdersRepository,
  insideOrderNo: string,
  caller: HotelOrderCaller,
): Promise<HotelOrderRow> {
  const row = await orders.findByOrderNo({ orderNo: insideOrderNo.trim().toUpperCase() });
  if (!row) throw hotelOrderNotFound();
  // Anyone else, a signed-in stranger included, gets the answer an unknown number gets.
  if (!canRead(row, caller)) throw hotelOrderNotFound();
  return row;
}
