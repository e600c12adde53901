import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelRecoResult } from '@farewise/domain/hotels/hotel-detail.schemas';
import { request } from '../../../shared/api/client';
import { hotelKeys } from './hotel-keys';

/**
 * GET /v3/commonb2c/reco/hotel: 8 recommended hotels of a destination (a suggestion ID), or the
 * best hotel of each of 8 popular cities when city is empty; priced for 2 nights a week ahead.
 */
export function getRecommendedHotels(
  input: { city?: string; currency: string },
  signal?: AbortSignal,
): Promise<HotelRecoResult> {
  return request<HotelRecoResult>('/v3/commonb2c/reco/hotel', {
    query: { city: input.city || undefined, Currency: input.currency },
    signal,
  });
}

export const recommendedHotelsQueryOptions = (city: string, currency: string) =>
  queryOptions({
    queryKey: hotelKeys.recommended(city, currency),
    queryFn: ({ signal }) => getRecommendedHotels({ city, currency }, signal),
    staleTime: 30 * 60_000,
    retry: false,
    // The strip shows nothing on error.
    meta: { silent: true },
  });

export function useRecommendedHotels(city: string, currency: string, enabled = true) {
  return useQuery({ ...recommendedHotelsQueryOptions(city, currency), enabled });
}
