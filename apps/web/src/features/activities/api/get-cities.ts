import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitySuggestion, VpCitiesData } from '@farewise/domain/activities/activity.schemas';
import { shouldSuggestDestinations } from '@farewise/domain/hotels/destination.rules';
import { request } from '../../../shared/api/client';

/**
 * The home tab's calls. Their keys are spelled here, under the feature's root key ('activities',
 * as activity-keys.ts), so the home page's Activities tab does not load the pages' key factory.
 */
const cityKeys = {
  popular: (limit: number) => ['activities', 'vpcities', limit] as const,
  search: (k: string) => ['activities', 'citysearch', k] as const,
};

/** GET /v3/vp/vpcities: popular cities for the home page. */
export const vpCitiesQuery = (limit = 8) =>
  queryOptions({
    queryKey: cityKeys.popular(limit),
    queryFn: ({ signal }) => request<VpCitiesData>('/v3/vp/vpcities', { query: { limit }, signal }),
    staleTime: 60 * 60_000,
  });
export const usePopularCities = (limit = 8) => useQuery(vpCitiesQuery(limit));

/** GET /v3/vp/citysearch?k=: cities for typed text; an empty field asks for none (as the hotel field). */
export function useCitySuggestions(k: string, enabled: boolean) {
  return useQuery({
    queryKey: cityKeys.search(k),
    queryFn: ({ signal }) =>
      request<{ list: CitySuggestion[] }>('/v3/vp/citysearch', { query: { k }, signal }).then(
        (d) => d.list,
      ),
    enabled: enabled && shouldSuggestDestinations(k),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}
