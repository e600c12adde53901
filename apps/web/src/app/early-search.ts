import { paths } from '../config/paths';
import { getCurrency } from '../shared/currency/currency-store';
import { searchFromQuery, toSearchBody } from '../features/flights/components/flight-search-model';
import { startFlightSearchEarly } from '../features/flights/api/search-flights';
import {
  hasStoredHotelSearch,
  hotelSearchBody,
  hotelSearchFromQuery,
  loadHotelSearch,
} from '../features/hotels/components/hotel-search-model';
import { NO_HOTEL_FILTERS } from '../features/hotels/components/hotel-list-filters';
import { startHotelSearchEarly } from '../features/hotels/api/search-hotels';
import { startHotelDetailEarly } from '../features/hotels/api/get-hotel-detail';
import { startFlightOrderEarly, UUID } from '../shared/api/flight-order';
import { searchCriteriaError } from '@farewise/domain/hotels/hotel-search.rules';

const HOTEL_PAGE = paths.hotelDetail.url('');
const BOOKING_PAGE = paths.flightsBooking.url('');

/**
 * A results page's search, started as the app starts (decision 027): the request is on its way
 * while the router loads the page's code, and the page's query takes it. The body is the one the
 * page builds for its first search (same fields, same currency), so the query's key matches. A
 * hotel's page and a booking page opened from their address (a shared link, a mail, a reload)
 * start their hotel and their order the same way.
 */
export function startEarlySearch({ pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  if (pathname === paths.flightsList.path) {
    const values = searchFromQuery(params);
    if (values) startFlightSearchEarly(toSearchBody(values, getCurrency()));
  } else if (pathname === paths.hotelList.path) {
    const values =
      hotelSearchFromQuery(params) ?? (hasStoredHotelSearch() ? loadHotelSearch() : null);
    if (values && !searchCriteriaError(values))
      startHotelSearchEarly(hotelSearchBody(values, NO_HOTEL_FILTERS, 1, getCurrency()));
  } else if (pathname.startsWith(BOOKING_PAGE)) {
    // A booking page (decision 030): its order, when the address names one (not a fare to book).
    const id = pathname.slice(BOOKING_PAGE.length);
    if (UUID.test(id)) startFlightOrderEarly(id);
  } else if (pathname.startsWith(HOTEL_PAGE)) {
    // A hotel's page (decision 030): its priced hotel, when the address names the stay (sk).
    const id = decodeURIComponent(pathname.slice(HOTEL_PAGE.length));
    const sk = params.get('sk');
    if (id && !id.includes('/') && sk) startHotelDetailEarly(id, sk, getCurrency());
  }
}

// Loaded as its own entry by the built loader, or imported by main.tsx on a results page: either
// way it runs once, and starts the search of the address it was loaded on.
if (typeof window !== 'undefined') startEarlySearch(window.location);
