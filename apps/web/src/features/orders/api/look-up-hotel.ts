import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { ApiError, request } from '../../../shared/api/client';
import { rememberOrderEmail } from '../../../shared/session/order-access';

/** Hotel order numbers start with HW (flights FW, activities AW). */
export const isHotelOrderNo = (orderNo: string) => /^HW/i.test(orderNo.trim());

/**
 * POST /v3/hotel/detail with the order number and e-mail (the guest look-up): the order when both
 * match, after which the e-mail is kept for this visit so the hotel order page can open it.
 */
export async function lookUpHotelOrder(input: { orderNo: string; email: string }) {
  try {
    const order = await request<HotelOrderInfo>('/v3/hotel/detail', {
      body: { insideOrderNo: input.orderNo.trim().toUpperCase(), email: input.email },
    });
    rememberOrderEmail(order.insideOrderNo, input.email);
    return order.insideOrderNo;
  } catch (err) {
    if (err instanceof ApiError && err.code === 404)
      throw new Error('No booking matches this order number and e-mail address.');
    throw err;
  }
}
