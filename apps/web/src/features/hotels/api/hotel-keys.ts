import type { HotelNamesBody } from '@farewise/domain/hotels/hotel-detail.schemas';
import type { HotelSearchBody } from '@farewise/domain/hotels/hotel-search.schemas';

/** Query keys of the hotels feature, one factory so invalidation can target a family. */
export const hotelKeys = {
  all: ['hotels'] as const,
  destinations: (k: string) => [...hotelKeys.all, 'destinations', k] as const,
  searches: () => [...hotelKeys.all, 'search'] as const,
  search: (body: HotelSearchBody) => [...hotelKeys.searches(), body] as const,
  detail: (id: string, sk: string, currency: string) =>
    [...hotelKeys.all, 'detail', id, sk, currency] as const,
  searchKey: (id: string, stay: unknown) => [...hotelKeys.all, 'sk', id, stay] as const,
  names: (destination: HotelNamesBody['Query'], k: string) =>
    [...hotelKeys.all, 'names', destination, k] as const,
  recommended: (city: string, currency: string) =>
    [...hotelKeys.all, 'recommended', city, currency] as const,
};
