import type { HotelSearchQuery } from '@farewise/domain/hotels/hotel-search.schemas';
import { request } from '../../../shared/api/client';

/**
 * POST /v3/hotel/sk: the search key of a hotel and a stay (dates and rooms) for
 * /hotelDetail/{id}?sk=. The server checks the stay with the search rules; the key carries no
 * price, so the detail page always prices afresh.
 */
export function getSearchKey(
  input: { HotelId: string; Query: Pick<HotelSearchQuery, 'CheckIn' | 'CheckOut' | 'Rooms'> },
  signal?: AbortSignal,
): Promise<{ sk: string; HotelId: string }> {
  return request<{ sk: string; HotelId: string }>('/v3/hotel/sk', { body: input, signal });
}
