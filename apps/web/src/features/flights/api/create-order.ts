import type { CreateFlightOrderBody } from '@farewise/domain/orders/flight-order.schemas';
import { requestEnvelope } from '../../../shared/api/client';
import { rememberOrderToken } from '../../../shared/session/order-access';

/**
 * Create flight order (POST /v2/ticket/createOrder, decision 010): the server re-prices the fare;
 * a changed price throws ApiError 409 with data { was, now }. A guest's order token is kept for
 * the booking and pay pages.
 */
export async function createFlightOrder(body: CreateFlightOrderBody): Promise<string> {
  const envelope = await requestEnvelope<string>('/v2/ticket/createOrder', { body });
  const token = (envelope as { orderToken?: unknown }).orderToken;
  if (typeof token === 'string') rememberOrderToken(envelope.data, token);
  return envelope.data;
}
