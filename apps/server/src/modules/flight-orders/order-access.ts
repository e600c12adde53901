import { createHash, timingSafeEqual } from 'node:crypto';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';
import { orderNotFound } from './flight-orders.errors.ts';

/** Who is asking: a signed-in user, and/or the guest token of one order. */
export interface OrderCaller {
  userId: string | null;
  orderToken: string | null;
}

/** A guest's order token as stored: only its hash is kept. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function sameToken(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The owner of a user's order, or the guest holding a guest order's token. */
export function canAccess(row: FlightOrderRow, caller: OrderCaller): boolean {
  if (row.userId) return caller.userId === row.userId;
  if (!caller.orderToken) return false;
  const token = caller.orderToken;
  // The booking's own token, or one the guest look-up gave (order number and e-mail).
  return (
    sameToken(token, row.guestTokenHash) ||
    ((row.lookupTokenHashes as string[] | null) ?? []).some((hash) => sameToken(token, hash))
  );
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
