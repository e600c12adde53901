import { HOTEL_AMENITY_CODES, type HotelAmenity } from '../hotels/hotel-filters.ts';
import { isIsoDate } from '../shared/dates.ts';
import { alertLegs, type AlertSearch, type HotelAlertSearch } from './price-alert.rules.ts';

/**
 * A price alert's search as addresses and queries (issue 17): the hotel search's Query, the site
 * path that opens the watched search (and reading it back), and the alerts page a mail links to.
 */

/** A hotel alert's search as the hotel search's Query (the form's fields, one entry a room). */
export function hotelAlertQuery(search: HotelAlertSearch) {
  return {
    Destination: search.destination,
    Type: search.destinationType,
    CountryCode: search.countryCode,
    Country: search.destinationId,
    FirstCountry: search.cityName,
    CheckIn: search.checkIn,
    CheckOut: search.checkOut,
    Rooms: search.rooms.map((r, i) => ({
      Index: i,
      AdultNumber: r.adults,
      childNumber: r.childAges.length,
      ChildAge: r.childAges,
    })),
  };
}

/** A query string from pairs (the domain has no URLSearchParams). */
function queryString(pairs: [string, string | number][]): string {
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/** The site path that opens the watched search (the mail's link, the list's "Open search"). */
export function alertSearchPath(search: AlertSearch): string {
  if (search.kind === 'hotel') return `/hotelList?${queryString(hotelSearchPairs(search))}`;
  const pairs: [string, string | number][] = [
    ['tripType', search.tripType],
    ['fromCity', search.fromCity],
    ['fromCityCode', search.fromCityCode],
    ['toCity', search.toCity],
    ['toCityCode', search.toCityCode],
    ['fromDate', search.fromDate],
  ];
  if (search.tripType === 2 && search.retDate) pairs.push(['retDate', search.retDate]);
  const legs = alertLegs(search);
  // As /flightsList reads a multi-city search (decision 026): its legs as JSON.
  if (legs.length) pairs.push(['legs', JSON.stringify(legs)]);
  pairs.push(
    ['adultNumber', search.adultNumber],
    ['childNumber', search.childNumber],
    ['cabinPref', search.cabinPref],
  );
  return `/flightsList?${queryString(pairs)}`;
}

/**
 * A hotel search in /hotelList's query: one `room` a room ("2", or "2,5,7" for two adults and
 * children of 5 and 7), filters only when on.
 */
function hotelSearchPairs(search: HotelAlertSearch): [string, string | number][] {
  const pairs: [string, string | number][] = [
    ['destination', search.destination],
    ['destinationId', search.destinationId],
    ['destinationType', search.destinationType],
    ['countryCode', search.countryCode],
    ['cityName', search.cityName],
    ['checkIn', search.checkIn],
    ['checkOut', search.checkOut],
    ...search.rooms.map((r): [string, string] => ['room', [r.adults, ...r.childAges].join(',')]),
  ];
  if (search.stars.length) pairs.push(['stars', search.stars.join(',')]);
  if (search.reviewScore !== null) pairs.push(['reviewScore', search.reviewScore]);
  if (search.freeCancellation) pairs.push(['freeCancellation', 1]);
  if (search.breakfast) pairs.push(['breakfast', 1]);
  if (search.amenities.length) pairs.push(['amenities', search.amenities.join(',')]);
  return pairs;
}

/** What /hotelList reads its query with (URLSearchParams has both). */
export interface QueryReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

const wholeNumbers = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((t) => t.trim() !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));

/**
 * The hotel search a link from a price alert carries (alertSearchPath), or null when the query
 * is not one. Counts and ages are only read here; the search form's own rules check them.
 */
export function hotelSearchFromQuery(query: QueryReader): HotelAlertSearch | null {
  const destination = query.get('destination')?.trim() ?? '';
  const checkIn = query.get('checkIn') ?? '';
  const checkOut = query.get('checkOut') ?? '';
  const rooms = query
    .getAll('room')
    .map(wholeNumbers)
    .filter((r) => r.length > 0)
    .map(([adults, ...childAges]) => ({ adults: adults!, childAges }));
  if (!destination || !isIsoDate(checkIn) || !isIsoDate(checkOut) || rooms.length === 0)
    return null;
  const review = Number(query.get('reviewScore'));
  return {
    kind: 'hotel',
    destination,
    destinationId: query.get('destinationId') ?? '',
    destinationType: Number(query.get('destinationType')) || 0,
    countryCode: query.get('countryCode') ?? '',
    cityName: query.get('cityName') ?? '',
    checkIn,
    checkOut,
    rooms,
    stars: wholeNumbers(query.get('stars')).filter((n) => n >= 1 && n <= 5),
    reviewScore: query.get('reviewScore') && Number.isFinite(review) ? review : null,
    freeCancellation: query.get('freeCancellation') === '1',
    breakfast: query.get('breakfast') === '1',
    amenities: (query.get('amenities') ?? '')
      .split(',')
      .filter((a): a is HotelAmenity => (HOTEL_AMENITY_CODES as string[]).includes(a)),
  };
}

/** The path of the alerts page reached from a mail (no sign-in): manage, confirm or unsubscribe. */
export function alertMailPath(token: string, action?: 'confirm' | 'unsubscribe'): string {
  const pairs: [string, string][] = [['token', token]];
  if (action) pairs.push(['action', action]);
  return `/priceAlerts?${queryString(pairs)}`;
}
