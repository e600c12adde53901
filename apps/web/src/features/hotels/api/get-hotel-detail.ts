import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import { request } from '../../../shared/api/client';
import {
  arrivedEarly,
  preloadImage,
  startEarly,
  takeEarly,
} from '../../../shared/api/early-requests';
import { hotelKeys } from './hotel-keys';

/** POST /v3/hotel/hdetail: the hotel with every room type and rate plan priced for the stay. */
export function getHotelDetail(
  input: { HotelId: string; sk: string; Currency: string },
  signal?: AbortSignal,
): Promise<HotelDetail> {
  return request<HotelDetail>('/v3/hotel/hdetail', {
    body: { HotelId: input.HotelId, sk: input.sk || undefined, Currency: input.Currency },
    signal,
  });
}

export const hotelDetailQueryOptions = (id: string, sk: string, currency: string) =>
  queryOptions({
    queryKey: hotelKeys.detail(id, sk, currency),
    // A hotel's page opened from its address asked for it before the page loaded (decision 030).
    // Drawn by the page's first render when it is already here (decision 030).
    initialData: () => arrivedEarly<HotelDetail>(hotelKeys.detail(id, sk, currency)),
    queryFn: ({ signal }) =>
      takeEarly<HotelDetail>(hotelKeys.detail(id, sk, currency), signal) ??
      getHotelDetail({ HotelId: id, sk, Currency: currency }, signal),
    staleTime: 2 * 60_000,
    retry: false,
    meta: { silent: true },
  });

/** enabled false while the page is still getting a search key (/v3/hotel/sk). */
export function useHotelDetail(id: string, sk: string, currency: string, enabled = true) {
  return useQuery({ ...hotelDetailQueryOptions(id, sk, currency), enabled });
}

/**
 * Starts the hotel of /hotelDetail/{id}?sk= before the page's code has loaded (decision 030),
 * and asks for its first photo (the page's largest paint) with the answer.
 */
export const startHotelDetailEarly = (id: string, sk: string, currency: string) =>
  startEarly(hotelKeys.detail(id, sk, currency), (signal) =>
    getHotelDetail({ HotelId: id, sk, Currency: currency }, signal).then((hotel) => {
      preloadImage(hotel.Photos[0]);
      return hotel;
    }),
  );
