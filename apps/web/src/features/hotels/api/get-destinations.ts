import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import { shouldSuggestDestinations } from '@farewise/domain/hotels/destination.rules';
import { request } from '../../../shared/api/client';
import { hotelKeys } from './hotel-keys';

/** GET /v3/hotel/keyword?k=: destination suggestions (SPEC 3, 7). */
export function getDestinations(k: string, signal?: AbortSignal): Promise<DestinationSuggestion[]> {
  return request<DestinationSuggestion[]>('/v3/hotel/keyword', { query: { k }, signal });
}

export const destinationsQueryOptions = (k: string) =>
  queryOptions({
    queryKey: hotelKeys.destinations(k),
    queryFn: ({ signal }) => getDestinations(k, signal),
    staleTime: 10 * 60_000,
    retry: false,
    // The field shows failures itself (SPEC 8: a msg as an error message, a throw as an alert).
    meta: { silent: true },
  });

/** Suggestions for the typed text; an empty field asks for none (SPEC 5). */
export function useDestinations(k: string, enabled: boolean) {
  return useQuery({
    ...destinationsQueryOptions(k),
    enabled: enabled && shouldSuggestDestinations(k),
  });
}
