import type { FlightSearchBody } from '@farewise/domain/flights/search.schemas';

/** Query keys of the flights feature, one factory so invalidation can target a family. */
export const flightKeys = {
  all: ['flights'] as const,
  cities: (query: string) => [...flightKeys.all, 'cities', query] as const,
  searches: () => [...flightKeys.all, 'search'] as const,
  search: (body: FlightSearchBody) => [...flightKeys.searches(), body] as const,
  price: (unique: string, g: string, currency: string) =>
    [...flightKeys.all, 'price', unique, g, currency] as const,
  priceCalendar: (params: Record<string, string | number>) =>
    [...flightKeys.all, 'priceCalendar', params] as const,
};
