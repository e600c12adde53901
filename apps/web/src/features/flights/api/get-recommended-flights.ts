import { useQuery } from '@tanstack/react-query';
import type { RecoFlightResult } from '@farewise/domain/flights/flight-calls.schemas';
import { request } from '../../../shared/api/client';
import { flightKeys } from './flight-keys';

/**
 * GET /v3/commonb2c/reco/flight (SPEC 7, cancellable): popular destinations from a city with their
 * cheapest one-way fare about 3-4 weeks out. Leaving the page (or the Flights tab) cancels it.
 */
export function useRecommendedFlights(from: string, currency: string, enabled: boolean) {
  return useQuery({
    queryKey: [...flightKeys.all, 'reco', from, currency] as const,
    queryFn: ({ signal }) =>
      request<RecoFlightResult>('/v3/commonb2c/reco/flight', {
        query: { from: from || undefined, Currency: currency },
        signal,
      }),
    enabled,
    staleTime: 30 * 60_000,
    retry: false,
    // The strip shows nothing on error.
    meta: { silent: true },
  });
}
