import {
  hotelSearchBody as hotelSearchBodySchema,
  type HotelSearchBody,
} from '@farewise/domain/hotels/hotel-search.schemas';
import {
  hotelSearchBody,
  hotelSearchFromQuery,
} from '@farewise/domain/hotels/hotel-search.address';
import { searchCriteriaError } from '@farewise/domain/hotels/hotel-search.rules';
import {
  hotelResultsTitle,
  hotelSearchSummary,
  hotelStayLine,
} from '@farewise/domain/hotels/hotel-list.texts';
import type { Clock } from '../../shared/clock.ts';
import type { HotelsService } from './hotels.service.ts';

/** What the server paints of /hotelList's first screen (decision 032): the page's words and its first hotel's photo. */
export interface PaintedHotelList {
  /** A phone's one line for the search. */
  summary: string;
  /** The results' title: the destination found and how many stays. */
  title: string;
  /** The stay's dates, nights and travellers. */
  stay: string;
  /** The first result's photo. */
  photo: string;
}

/** The page's first search: the results in their recommended order, page 1, no filter (as the page asks). */
const FIRST_PAGE: HotelSearchBody['FilterParams'] = { Sort: 'recommended', Page: 1 };

/**
 * The hotel list an address names, as the page will show it first: the search in the address
 * (read as the page reads it), run by this process (its price list is then kept for the page's
 * own request), in the site's default currency (the order of the list does not depend on it).
 * Undefined when the address names no search the page would run, or the search finds nothing.
 */
export async function paintedHotelList(
  { hotels, clock }: { hotels: Pick<HotelsService, 'search'>; clock: Clock },
  query: URLSearchParams,
): Promise<PaintedHotelList | undefined> {
  const search = hotelSearchFromQuery(query, clock.now());
  if (!search || searchCriteriaError(search)) return undefined;
  const body = hotelSearchBodySchema.safeParse(hotelSearchBody(search, FIRST_PAGE, 1, 'AUD'));
  if (!body.success) return undefined;
  try {
    const found = await hotels.search(body.data);
    const first = found.list[0];
    if (!first) return undefined;
    return {
      summary: hotelSearchSummary(search),
      title: hotelResultsTitle(found.Destination.Name, found.total),
      stay: hotelStayLine(search),
      photo: first.Photo,
    };
  } catch {
    // The page shows the search's own message (an unknown destination, a stay out of range).
    return undefined;
  }
}
