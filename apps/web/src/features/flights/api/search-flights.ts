import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightSearchBody, FlightSearchResult } from '@farewise/domain/flights/search.schemas';
import { request } from '../../../shared/api/client';
import { createAbortGroup } from '../../../shared/api/abort-group';
import { arrivedEarly, startEarly, takeEarly } from '../../../shared/api/early-requests';
import { flightKeys } from './flight-keys';

/** Flight searches are cancellable (SPEC 4): starting one aborts the search still in flight. */
const searches = createAbortGroup();

/** POST /v2/ticket/ticketSearchNew: routings for the search form's fields (SPEC 3, 7). */
export async function searchFlights(
  body: FlightSearchBody,
  signal?: AbortSignal,
): Promise<FlightSearchResult> {
  searches.cancelAll();
  const own = searches.start();
  try {
    // Aborted by the next search (the group) or by TanStack when nobody needs the answer.
    return await request<FlightSearchResult>('/v2/ticket/ticketSearchNew', {
      body,
      signal: signal ? AbortSignal.any([own.signal, signal]) : own.signal,
    });
  } finally {
    own.release();
  }
}

export const searchFlightsQueryOptions = (body: FlightSearchBody) =>
  queryOptions({
    queryKey: flightKeys.search(body),
    // The search of the address may have started before the page loaded (decision 027).
    // Drawn by the page's first render when it is already here (decision 030).
    initialData: () => arrivedEarly<FlightSearchResult>(flightKeys.search(body)),
    queryFn: ({ signal }) =>
      takeEarly<FlightSearchResult>(flightKeys.search(body), signal) ?? searchFlights(body, signal),
    // Offers expire on the server; a result is worth showing again for a few minutes.
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
    // The page shows its own error state instead of a toast.
    meta: { silent: true },
  });

export function useFlightSearch(body: FlightSearchBody | null) {
  return useQuery({
    ...searchFlightsQueryOptions(body ?? ({} as FlightSearchBody)),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Starts the search of /flightsList's address before the page's code has loaded (decision 027).
 * Never once a search is on its way: starting one cancels the search in flight (SPEC 4), and a
 * search already running is the page's own (its code came first), the one it shows.
 */
export const startFlightSearchEarly = (body: FlightSearchBody) => {
  if (searches.size > 0) return;
  startEarly(flightKeys.search(body), (signal) => searchFlights(body, signal));
};
