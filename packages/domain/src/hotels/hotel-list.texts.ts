import dayjs from 'dayjs';
import { groupDigits } from '../money/format.ts';
import { formatDate, formatShortDate } from '../shared/dates.ts';
import { travellersSummary } from './hotel-search.rules.ts';
import type { HotelSearchValues } from './hotel-search.address.ts';

/**
 * The hotel list's words above its results, written once for the page and for the server that
 * paints them with the page's shell (decision 032).
 */

/** A phone's one line for the search (with Edit search): where, when and who. */
export const hotelSearchSummary = (search: HotelSearchValues): string =>
  `${search.Destination} · ${formatShortDate(search.CheckIn)} – ${formatShortDate(search.CheckOut)} · ${travellersSummary(search.Rooms)}`;

/** Under the title: the stay's dates, its nights and the travellers. */
export function hotelStayLine(search: HotelSearchValues): string {
  const nights = dayjs(search.CheckOut).diff(search.CheckIn, 'day');
  return (
    `${formatShortDate(search.CheckIn)} – ${formatDate(search.CheckOut)} · ` +
    `${nights} night${nights === 1 ? '' : 's'} · ${travellersSummary(search.Rooms)}`
  );
}

/** The title once the search has answered: the destination found and how many stays. */
export const hotelResultsTitle = (destination: string, total: number): string =>
  `${destination}: ${groupDigits(total)} ${total === 1 ? 'property' : 'properties'} found`;

/** The title while the search runs. */
export const hotelSearchingTitle = (search: HotelSearchValues): string =>
  `Hotels in ${search.Destination}`;
