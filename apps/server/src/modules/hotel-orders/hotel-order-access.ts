import { hashToken, tokenMatches } from '../../shared/token-hash.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import { hotelOrderNotFound } from './hotel-orders.errors.ts';

/** Who is asking: a signed-in user, and/or a guest's order token. */
export interface HotelOrderCaller {
  userId: string | null;
  orderToken: string | null;
}

/** A guest's order token as stored: only its hash is kept. */
export { hashToken };

/** The order's signed-in owner, or the guest holding the booking's token. */
export const canRead = (row: HotelOrderRow, caller: HotelOrderCaller) =>
  row.userId ? caller.userId === row.userId : tokenMatches(caller.orderToken, row.guestTokenHash);

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
