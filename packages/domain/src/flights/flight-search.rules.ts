import dayjs from 'dayjs';
import { FLIGHT_SEARCH_MESSAGES as M } from './search.rules.messages.ts';
import { TRIP_TYPE } from './products.ts';
import { isIsoDate } from '../shared/dates.ts';

/** SPEC 9: at least 1 adult, at most 9 travellers, at most 2 children per adult. */
export const FLIGHT_PASSENGER_LIMITS = {
  minAdults: 1,
  maxTravellers: 9,
  childrenPerAdult: 2,
} as const;
/** Minimum characters before city suggestions are requested (SPEC 5, 9). */
export const CITY_QUERY_MIN_LENGTH = 2;
/** Default return date: departure plus this many days (SPEC 4, 9). */
export const DEFAULT_RETURN_OFFSET_DAYS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export interface PassengerCounts {
  adults: number;
  children: number;
}

/** The most children allowed with this many adults. */
export function maxChildren(adults: number): number {
  return Math.max(
    0,
    Math.min(
      adults * FLIGHT_PASSENGER_LIMITS.childrenPerAdult,
      FLIGHT_PASSENGER_LIMITS.maxTravellers - adults,
    ),
  );
}

export function maxAdults(children: number): number {
  return FLIGHT_PASSENGER_LIMITS.maxTravellers - children;
}

/** Sets the adult count; removing an adult reduces children to fit (SPEC 5). */
export function withAdults(counts: PassengerCounts, adults: number): PassengerCounts {
  const a = Math.max(FLIGHT_PASSENGER_LIMITS.minAdults, Math.min(adults, maxAdults(0)));
  return { adults: a, children: Math.min(counts.children, maxChildren(a)) };
}

export function withChildren(counts: PassengerCounts, children: number): PassengerCounts {
  return {
    adults: counts.adults,
    children: Math.max(0, Math.min(children, maxChildren(counts.adults))),
  };
}

/** The message for counts that break a rule, or null. */
export function passengerCountsError(counts: PassengerCounts): string | null {
  if (!Number.isInteger(counts.adults) || counts.adults < FLIGHT_PASSENGER_LIMITS.minAdults)
    return M.adultsMin;
  if (!Number.isInteger(counts.children) || counts.children < 0) return M.childrenPerAdult;
  if (counts.adults + counts.children > FLIGHT_PASSENGER_LIMITS.maxTravellers)
    return M.travellersMax;
  if (counts.children > counts.adults * FLIGHT_PASSENGER_LIMITS.childrenPerAdult)
    return M.childrenPerAdult;
  return null;
}

/** The earliest selectable date: yesterday (SPEC 5, 9), relative to `today` (YYYY-MM-DD). */
export function earliestFlightDate(today: string): string {
  return dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
}

export interface FlightSearchFields {
  tripType: number;
  fromCityCode: string;
  toCityCode: string;
  fromDate: string;
  retDate?: string | null;
  adultNumber: number;
  childNumber: number;
}

/** Field messages for a search, keyed by field; empty when the search may run. */
export function flightSearchErrors(
  form: FlightSearchFields,
  today: string,
): Partial<Record<keyof FlightSearchFields, string>> {
  const errors: Partial<Record<keyof FlightSearchFields, string>> = {};
  if (!form.fromCityCode) errors.fromCityCode = M.fromRequired;
  if (!form.toCityCode) errors.toCityCode = M.toRequired;
  if (
    form.fromCityCode &&
    form.toCityCode &&
    form.fromCityCode.toUpperCase() === form.toCityCode.toUpperCase()
  ) {
    errors.toCityCode = M.sameCity;
  }
  const floor = earliestFlightDate(today);
  if (!form.fromDate || !isIsoDate(form.fromDate)) errors.fromDate = M.dateRequired;
  else if (form.fromDate < floor) errors.fromDate = M.dateTooEarly;
  if (form.tripType === TRIP_TYPE.roundTrip) {
    if (!form.retDate || !isIsoDate(form.retDate)) errors.retDate = M.dateRequired;
    else if (form.fromDate && form.retDate < form.fromDate)
      errors.retDate = M.returnBeforeDeparture;
  }
  const counts = passengerCountsError({ adults: form.adultNumber, children: form.childNumber });
  if (counts)
    errors[
      counts === M.travellersMax || counts === M.childrenPerAdult ? 'childNumber' : 'adultNumber'
    ] = counts;
  return errors;
}

/**
 * Trip type switch (SPEC 4): one-way clears the return date; round-trip sets it to departure
 * plus 2 days when it is empty or not after departure.
 */
export function returnDateForTripType(
  tripType: number,
  fromDate: string,
  retDate: string | null | undefined,
): string | null {
  if (tripType === TRIP_TYPE.oneWay) return null;
  if (!retDate || (fromDate && retDate <= fromDate)) {
    return fromDate
      ? dayjs(fromDate).add(DEFAULT_RETURN_OFFSET_DAYS, 'day').format('YYYY-MM-DD')
      : null;
  }
  return retDate;
}
