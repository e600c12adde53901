import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { requestEnvelope } from '../../../shared/api/client';
import { rememberOrderEmail, rememberOrderToken } from '../../../shared/session/order-access';

/**
 * POST /v2/order/commonQuery by order number and e-mail (the guest look-up). A guest's order comes
 * with an access token, kept for this visit so the guest can act on the booking (after-sales).
 */
export async function lookUpFlightOrder(input: {
  orderNo: string;
  email: string;
}): Promise<FlightOrderInfo> {
  const answer = await requestEnvelope<FlightOrderInfo>('/v2/order/commonQuery', { body: input });
  const token = (answer as { orderToken?: unknown }).orderToken;
  if (typeof token === 'string') rememberOrderToken(answer.data.orderId, token);
  // An account's order answers no token: the e-mail given is this visit's proof (its payments).
  rememberOrderEmail(answer.data.orderNo, input.email);
  // ... and of its after-sales calls, which name the order by its id.
  rememberOrderEmail(answer.data.orderId, input.email);
  return answer.data;
}
