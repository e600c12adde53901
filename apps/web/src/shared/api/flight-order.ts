import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { request } from './client';
import { orderTokenHeaders } from '../session/order-access';
import { withSavedCopy } from '../offline/saved-copies';
import { arrivedEarly, freshWhenEarly, startEarly, takeEarly } from './early-requests';

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

/** An order's id (a booking page's address names one, or a fare from a search). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order, or this device's copy of it when offline (decision 020). */
const orderOrCopy = (orderId: string) =>
  withSavedCopy(flightOrderCopy(orderId), (signal: AbortSignal) =>
    fetchFlightOrder(orderId, signal),
  );

/** One key for the order being booked (flights) and the order page (orders): an answer in one is the other's. */
export const flightOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: flightOrderKeys.flight(orderId),
    // A booking page opened from its address asked for it as the app started (decision 030).
    initialData: () => arrivedEarly<FlightOrderInfo>(flightOrderKeys.flight(orderId)),
    staleTime: freshWhenEarly(0),
    queryFn: ({ signal }) =>
      takeEarly<FlightOrderInfo>(flightOrderKeys.flight(orderId), signal) ??
      orderOrCopy(orderId)(signal),
    networkMode: 'always',
    meta: { savedCopy: true },
    retry: false,
  });

export const useFlightOrder = (orderId: string, enabled = true) =>
  useQuery({ ...flightOrderQuery(orderId), enabled });

/** Starts the order of /flightsBooking/{id} before the page's code has loaded (decision 030). */
export const startFlightOrderEarly = (orderId: string) =>
  startEarly(flightOrderKeys.flight(orderId), (signal) => orderOrCopy(orderId)(signal));
