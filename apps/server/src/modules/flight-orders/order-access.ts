import { hashToken, tokenMatches } from '../../shared/token-hash.ts';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';
import { orderNotFound } from './flight-orders.errors.ts';

/** Who is asking: a signed-in user, and/or the guest token of one order. */
export interface OrderCaller {
  userId: string | null;
  orderToken: string | null;
  /**
   * The look-up's proof, where a call accepts it (after-sales): the e-mail the order was booked
   * with, as the look-up, the payments list and the receipts take it (lookUpEmailMatches).
   */
  lookUpEmail?: string | null;
}

/** A guest's order token as stored: only its hash is kept. */
export { hashToken };

/**
 * The owner of a user's order, or the guest holding a guest order's token; where the caller
 * brings it, whoever gives the e-mail the order was booked with.
 */
export function canAccess(row: FlightOrderRow, caller: OrderCaller): boolean {
  if (caller.lookUpEmail && lookUpEmailMatches(row, caller.lookUpEmail)) return true;
  if (row.userId) return caller.userId === row.userId;
  if (!caller.orderToken) return false;
  const token = caller.orderToken;
  // The booking's own token, or one the guest look-up gave (order number and e-mail).
  return (
    tokenMatches(token, row.guestTokenHash) ||
    ((row.lookupTokenHashes as string[] | null) ?? []).some((hash) => tokenMatches(token, hash))
  );
}

/**
 * The look-up's proof: the e-mail the order was booked with (compared as hashes, in constant
 * time, so the answer's timing tells nothing of the address). With the order number it opens
 * the order on /searchBookings (commonQuery), a guest's and an account's alike.
 */
export function lookUpEmailMatches(row: FlightOrderRow, email: string | null): boolean {
  const expected = row.contactEmail ?? '';
  return !!email && !!expected && tokenMatches(email.trim().toLowerCase(), hashToken(expected));
}

/**
 * The order when the caller may see it. Anyone else, a signed-in stranger included, gets the
 * same 404 as for a number that does not exist, so the answer tells no one which orders exist.
 */
export async function accessibleOrder(
  orders: FlightOrdersRepository,
  orderId: string,
  caller: OrderCaller,
): Promise<FlightOrderRow> {
  const row = await orders.findById({ id: orderId });
  if (!row) throw orderNotFound();
  if (!canAccess(row, caller)) throw orderNotFound();
  return row;
}
