import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitySuggestions } from '@farewise/domain/flights/city-suggestion.schemas';
import { isCityQueryLongEnough } from '@farewise/domain/flights/city-suggestion.rules';
import { request } from '../../../shared/api/client';
import { flightKeys } from './flight-keys';

/** GET /v2/ticket/getCity: From/To suggestions in three groups (SPEC 3, 7). */
export function getCity(query: string, signal?: AbortSignal): Promise<CitySuggestions> {
  return request<CitySuggestions>('/v2/ticket/getCity', { query: { query }, signal });
}

export const cityQueryOptions = (query: string) =>
  queryOptions({
    queryKey: flightKeys.cities(query),
    queryFn: ({ signal }) => getCity(query, signal),
    staleTime: 10 * 60_000,
    retry: false,
    // The field shows the failure itself as an alert (SPEC 8), so no toast as well.
    meta: { silent: true },
  });

/** Suggestions for text typed into From or To; asks only from 2 characters (SPEC 5). */
export function useCitySuggestions(query: string, enabled: boolean) {
  return useQuery({ ...cityQueryOptions(query), enabled: enabled && isCityQueryLongEnough(query) });
}
