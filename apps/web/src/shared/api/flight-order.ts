import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { request } from './client';
import { orderTokenHeaders } from '../session/order-access';
import { withSavedCopy } from '../offline/saved-copies';

/** Query keys of flight orders, one for each call, shared by the flights and orders features. */
export const flightOrderKeys = {
  all: ['orders'] as const,
  flight: (orderId: string) => [...flightOrderKeys.all, 'flight', orderId] as const,
};

/** POST /v2/order/commonQuery by id: the owner, or the guest who made it in this visit. */
export function fetchFlightOrder(orderId: string, signal?: AbortSignal): Promise<FlightOrderInfo> {
  return request<FlightOrderInfo>('/v2/order/commonQuery', {
    body: { orderId },
    headers: orderTokenHeaders(orderId),
    signal,
  });
}

/** The name of a flight order's copy kept on this device for reading offline (decision 020). */
export const flightOrderCopy = (orderId: string) => `flight:${orderId}`;

/** One key for the order being booked (flights) and the order page (orders): an answer in one is the other's. */
export const flightOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: flightOrderKeys.flight(orderId),
    queryFn: withSavedCopy(flightOrderCopy(orderId), ({ signal }: { signal: AbortSignal }) =>
      fetchFlightOrder(orderId, signal),
    ),
    networkMode: 'always',
    meta: { savedCopy: true },
    retry: false,
  });

export const useFlightOrder = (orderId: string, enabled = true) =>
  useQuery({ ...flightOrderQuery(orderId), enabled });
