import { z } from 'zod';
import type { Currency } from '@farewise/domain/money/currency';
import { flightSearchErrors } from '@farewise/domain/flights/flight-search.rules';
import { FLIGHT_SEARCH_MESSAGES as M } from '@farewise/domain/flights/search.rules.messages';
import { addDays } from '@farewise/domain/shared/dates';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { searchInvalid, unknownPlace } from './flights.errors.ts';

/** Departures can be searched up to this many days ahead, as airlines sell. */
export const MAX_DAYS_AHEAD = 361;

/** What a search stores: enough to re-create any of its options. */
export const searchParams = z.object({
  tripType: z.union([z.literal(1), z.literal(2)]),
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  fromDate: z.string(),
  retDate: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  cabin: z.enum(['Y', 'C']),
});
export type SearchParams = z.infer<typeof searchParams>;

export interface SearchRequest {
  tripType: 1 | 2;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate?: string | null;
  adultNumber: number;
  childNumber: number;
  cabinPref: 'Y' | 'C';
  Currency?: Currency;
}

/** The airports of a city or airport code; 400 naming the field when the supplier knows none. */
export function placesFor(supplier: FlightSupplier, code: string, field: string) {
  const airports = supplier.airportsFor(code);
  if (airports.length === 0) throw unknownPlace(field, code);
  return airports;
}

/** The search's rules (SPEC 5) through the domain, then the places: 400 with SPEC's messages. */
export function validateSearch(
  supplier: FlightSupplier,
  request: SearchRequest,
  day: string,
): SearchParams {
  const retDate = request.tripType === 2 ? (request.retDate ?? null) : null;
  const errors = flightSearchErrors(
    {
      tripType: request.tripType,
      fromCityCode: request.fromCityCode,
      toCityCode: request.toCityCode,
      fromDate: request.fromDate,
      retDate,
      adultNumber: request.adultNumber,
      childNumber: request.childNumber,
    },
    day,
  );
  const list = Object.entries(errors).map(([field, message]) => ({
    field,
    message: message as string,
  }));
  if (list.length) throw searchInvalid(list);
  const latest = addDays(day, MAX_DAYS_AHEAD);
  if (request.fromDate > latest || (retDate && retDate > latest)) {
    throw searchInvalid([
      {
        field: request.fromDate > latest ? 'fromDate' : 'retDate',
        message: `Flights can be searched up to ${MAX_DAYS_AHEAD} days ahead. Please choose an earlier date.`,
      },
    ]);
  }
  const froms = placesFor(supplier, request.fromCityCode, 'fromCityCode');
  const tos = placesFor(supplier, request.toCityCode, 'toCityCode');
  // LHR to LON is a trip to the same city too.
  const fromCities = new Set(froms.map((a) => a.cityCode));
  if (tos.some((a) => fromCities.has(a.cityCode) || froms.some((f) => f.code === a.code))) {
    throw searchInvalid([{ field: 'toCityCode', message: M.sameCity }]);
  }
  return {
    tripType: request.tripType,
    from: request.fromCityCode,
    to: request.toCityCode,
    fromCity: request.fromCity || froms[0]!.cityName,
    toCity: request.toCity || tos[0]!.cityName,
    fromDate: request.fromDate,
    retDate,
    adults: request.adultNumber,
    children: request.childNumber,
    cabin: request.cabinPref,
  };
}
