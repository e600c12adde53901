import type { HotelAmenity } from '../hotels/hotel-filters.ts';

/** The searches a price alert watches: a flight search or a hotel search. */

/** One flight of a watched multi-city trip. */
export interface FlightAlertLeg {
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
}

/** The search an alert watches: a flight search as /flightsList takes it. */
export interface FlightAlertSearch {
  kind: 'flight';
  /** One-way, round trip, or multi-city (3, with `legs`; the route fields repeat the first). */
  tripType: 1 | 2 | 3;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate: string | null;
  legs?: FlightAlertLeg[];
  adultNumber: number;
  childNumber: number;
  cabinPref: 'Y' | 'C';
}

/** A multi-city alert's flights (none for one-way and round trips). */
export const alertLegs = (search: FlightAlertSearch): FlightAlertLeg[] =>
  search.tripType === 3 ? (search.legs ?? []) : [];

/** A room of a watched hotel search: its adults and each child's age. */
export interface HotelAlertRoom {
  adults: number;
  childAges: number[];
}

/**
 * The search a hotel alert watches: the destination as the search resolved it, the stay, the
 * rooms, and the filters that define which stays are comparable (decision 024, Hotel alerts):
 * stars, lowest review score, free cancellation, breakfast and amenities. The price range, a
 * hotel name, the sort and the page are left out: they narrow what is shown, not what is sold.
 */
export interface HotelAlertSearch {
  kind: 'hotel';
  /** The destination's name as the search showed it: "Paris". */
  destination: string;
  /** The destination suggestion's ID (the search form's Country). */
  destinationId: string;
  /** The suggestion's Type (1 city … 7 district). */
  destinationType: number;
  countryCode: string;
  /** The suggestion's city name (the form's FirstCountry). */
  cityName: string;
  checkIn: string;
  checkOut: string;
  rooms: HotelAlertRoom[];
  stars: number[];
  /** The lowest review score wanted (6 to 9), or null. */
  reviewScore: number | null;
  freeCancellation: boolean;
  breakfast: boolean;
  amenities: HotelAmenity[];
}

export type AlertSearch = FlightAlertSearch | HotelAlertSearch;
export type AlertKind = AlertSearch['kind'];
