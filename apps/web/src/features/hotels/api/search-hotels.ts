import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  HotelSearchBody,
  HotelSearchResult,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { request } from '../../../shared/api/client';
import { createAbortGroup } from '../../../shared/api/abort-group';
import {
  arrivedEarly,
  preloadImage,
  startEarly,
  takeEarly,
} from '../../../shared/api/early-requests';
import { hotelKeys } from './hotel-keys';

/** Pending hotel searches (SPEC 4, 7): cancellable, and cancellable all at once. */
const pendingSearches = createAbortGroup();

/** Cancels every hotel search still in flight (a new search, or leaving the results). */
export const cancelHotelSearches = () => pendingSearches.cancelAll();

/** POST /v3/hotel/search: one page of results with counts per filter value. */
export async function searchHotels(
  body: HotelSearchBody,
  signal?: AbortSignal,
): Promise<HotelSearchResult> {
  const own = pendingSearches.start();
  try {
    // Aborted by the next search (the group) or by TanStack when nobody needs the answer.
    return await request<HotelSearchResult>('/v3/hotel/search', {
      body,
      signal: signal ? AbortSignal.any([own.signal, signal]) : own.signal,
    });
  } finally {
    own.release();
  }
}

export const searchHotelsQueryOptions = (body: HotelSearchBody) =>
  queryOptions({
    queryKey: hotelKeys.search(body),
    // The search of the address may have started before the page loaded (decision 027).
    // Drawn by the page's first render when it is already here (decision 030).
    initialData: () => arrivedEarly<HotelSearchResult>(hotelKeys.search(body)),
    queryFn: ({ signal }) =>
      takeEarly<HotelSearchResult>(hotelKeys.search(body), signal) ?? searchHotels(body, signal),
    staleTime: 5 * 60_000,
    retry: false,
    // The page shows its own error state instead of a toast.
    meta: { silent: true },
  });

export function useHotelSearch(body: HotelSearchBody | null) {
  return useQuery({
    ...searchHotelsQueryOptions(body ?? ({} as HotelSearchBody)),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** Starts the search of /hotelList's address before the page's code has loaded (decision 027). */
export const startHotelSearchEarly = (body: HotelSearchBody) =>
  startEarly(hotelKeys.search(body), (signal) =>
    searchHotels(body, signal).then((result) => {
      // The first card's photo is the page's largest paint: asked for with the answer (decision 029).
      preloadImage(result.list[0]?.Photo);
      return result;
    }),
  );
