import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { request, requestEnvelope } from '../../../shared/api/client';
import { orderTokenHeaders, rememberOrderToken } from '../../../shared/session/order-access';
import { withSavedCopy } from '../../../shared/offline/saved-copies';

export const orderKeys = {
  all: ['orders'] as const,
  flight: (orderId: string) => [...orderKeys.all, 'flight', orderId] as const,
};

/** POST /v2/order/commonQuery by id: the owner, or the guest who made it in this visit. */
export function fetchFlightOrder(orderId: string, signal?: AbortSignal): Promise<FlightOrderInfo> {
  return request<FlightOrderInfo>('/v2/order/commonQuery', {
    body: { orderId },
    headers: orderTokenHeaders(orderId),
    signal,
  });
}

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
  return answer.data;
}

/** The name of a flight order's copy kept on this device for reading offline (decision 020). */
export const flightOrderCopy = (orderId: string) => `flight:${orderId}`;

export const flightOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.flight(orderId),
    queryFn: withSavedCopy(flightOrderCopy(orderId), ({ signal }: { signal: AbortSignal }) =>
      fetchFlightOrder(orderId, signal),
    ),
    networkMode: 'always',
    meta: { savedCopy: true },
    retry: false,
  });

export const useFlightOrder = (orderId: string, enabled = true) =>
  useQuery({ ...flightOrderQuery(orderId), enabled });
