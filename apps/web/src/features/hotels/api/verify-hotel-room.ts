import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import { request } from '../../../shared/api/client';
import { hotelOrderKeys } from '../../../shared/api/hotel-order-keys';

/** POST /v3/hotel/verify: the chosen rooms and rates priced now by the server. */
export function verifyHotelRoom(
  input: { sk: string; room: string; plan: string; currency: string },
  signal?: AbortSignal,
): Promise<HotelQuote> {
  return request<HotelQuote>('/v3/hotel/verify', {
    body: {
      sk: input.sk,
      RoomTypeId: input.room,
      RatePlanId: input.plan,
      Currency: input.currency,
      Language: 'en',
    },
    signal,
  });
}

export const hotelQuoteQueryOptions = (sk: string, room: string, plan: string, currency: string) =>
  queryOptions({
    queryKey: hotelOrderKeys.quote(sk, room, plan, currency),
    queryFn: ({ signal }) => verifyHotelRoom({ sk, room, plan, currency }, signal),
    enabled: !!sk && !!room && !!plan,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

export function useHotelQuote(sk: string, room: string, plan: string, currency: string) {
  return useQuery(hotelQuoteQueryOptions(sk, room, plan, currency));
}
