import { useQuery } from '@tanstack/react-query';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { SavedPassengerLists } from '@farewise/domain/passengers/passenger.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';
import { flightKeys } from './flight-keys';

/** POST /v2/order/commonQuery by id: the order being booked (owner, or this visit's guest token). */
export function useBookingOrder(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...flightKeys.all, 'order', orderId],
    queryFn: ({ signal }) =>
      request<FlightOrderInfo>('/v2/order/commonQuery', {
        body: { orderId },
        headers: orderTokenHeaders(orderId),
        signal,
      }),
    enabled,
    retry: false,
  });
}

/** GET /v2/user/queryUserPassengers: the Regular passengers dropdown (signed in only). */
export function useRegularPassengers(enabled: boolean) {
  return useQuery({
    queryKey: [...flightKeys.all, 'regularPassengers'],
    queryFn: ({ signal }) =>
      request<SavedPassengerLists>('/v2/user/queryUserPassengers', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
