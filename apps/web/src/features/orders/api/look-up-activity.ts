import type { ActListData } from '@farewise/domain/activities/activity.schemas';
import { request } from '../../../shared/api/client';
import { rememberOrderEmail } from '../../../shared/session/order-access';

/** Activity order numbers start with AW (flights FW, hotels HW). */
export const isActivityOrderNo = (orderNo: string) => /^AW/i.test(orderNo.trim());

/**
 * POST /v3/vp/actlist with the order number and e-mail (the guest look-up): the order when both
 * match, after which the e-mail is kept for this visit so the order page can open it.
 */
export async function lookUpActivityOrder(input: {
  orderNo: string;
  email: string;
}): Promise<string> {
  const found = await request<ActListData>('/v3/vp/actlist', { body: input });
  const order = found.list[0];
  if (!order) throw new Error('No booking matches this order number and e-mail address.');
  rememberOrderEmail(order.order_no, input.email);
  return order.order_no;
}
