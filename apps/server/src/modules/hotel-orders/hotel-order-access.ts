import { hashToken } from '../../shared/token-hash.ts';
import { canReadOrder, createOrderAccess, type OrderCaller } from '../orders/index.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import { hotelOrderNotFound } from './hotel-orders.errors.ts';

/** Who is asking: a signed-in user, a guest's order token, or the contact e-mail (the order core's caller). */
export type HotelOrderCaller = OrderCaller;

/** A guest's order token as stored: only its hash is kept. */
export { hashToken };

/** The order core's one rule: owner, token holder, or the booking's contact e-mail. */
export const canRead = (row: HotelOrderRow, caller: HotelOrderCaller) => canReadOrder(row, caller);

/** The order by number when the caller may see it; anyone else, a signed-in stranger included, gets 404. */
export const accessibleOrder = (
  orders: HotelOrdersRepository,
  insideOrderNo: string,
  caller: HotelOrderCaller,
): Promise<HotelOrderRow> =>
  createOrderAccess({
    findByOrderNo: (args) => orders.findByOrderNo(args),
    notFound: hotelOrderNotFound,
    refused: hotelOrderNotFound,
  }).accessibleOrder(insideOrderNo, caller);
