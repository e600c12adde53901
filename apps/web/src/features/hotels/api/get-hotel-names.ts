import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelNamesBody } from '@farewise/domain/hotels/hotel-detail.schemas';
import { request } from '../../../shared/api/client';
import { hotelKeys } from './hotel-keys';

export interface HotelNameItem {
  HotelId: string;
  Name: string;
  Stars: number;
  District: string;
}

/** The destination part of a search: what /v3/hotel/hnames needs to know where to look. */
export type HotelNamesDestination = HotelNamesBody['Query'];

/** Names are suggested from this many typed characters. */
export const HOTEL_NAME_MIN_CHARS = 2;

/** POST /v3/hotel/hnames: up to 20 hotel names of the destination containing k, best-rated first. */
export async function getHotelNames(
  destination: HotelNamesDestination,
  k: string,
  signal?: AbortSignal,
): Promise<HotelNameItem[]> {
  const result = await request<{ list: HotelNameItem[] }>('/v3/hotel/hnames', {
    body: { Query: destination, k },
    signal,
  });
  return result.list;
}

export const hotelNamesQueryOptions = (destination: HotelNamesDestination, k: string) =>
  queryOptions({
    queryKey: hotelKeys.names(destination, k),
    queryFn: ({ signal }) => getHotelNames(destination, k, signal),
    staleTime: 10 * 60_000,
    retry: false,
    // The filter shows no suggestions on failure; typing a name still works.
    meta: { silent: true },
  });

/** Name suggestions for the typed text (from 2 characters). */
export function useHotelNames(destination: HotelNamesDestination, k: string, enabled: boolean) {
  return useQuery({
    ...hotelNamesQueryOptions(destination, k),
    enabled: enabled && k.trim().length >= HOTEL_NAME_MIN_CHARS,
  });
}
