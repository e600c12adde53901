import { z } from 'zod';
import type { Currency } from '@farewise/domain/money/currency';
import { flightSearchErrors } from '@farewise/domain/flights/flight-search.rules';
import { multiCityErrorList } from '@farewise/domain/flights/multi-city.rules';
import type { SearchLeg } from '@farewise/domain/flights/search.schemas';
import { FLIGHT_SEARCH_MESSAGES as M } from '@farewise/domain/flights/search.rules.messages';
import { isPastDepartureDate } from '@farewise/domain/flights/departure-cutoff';
import { addDays } from '@farewise/domain/shared/dates';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { localDate } from '../../suppliers/flights/index.ts';
import { datePassed, searchInvalid, unknownPlace } from './flights.errors.ts';

/** Departures can be searched up to this many days ahead, as airlines sell. */
export const MAX_DAYS_AHEAD = 361;

/** What a search stores: enough to re-create any of its options. */
export const searchParams = z.object({
  tripType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  fromDate: z.string(),
  retDate: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  cabin: z.enum(['Y', 'C']),
  /** A multi-city search's legs in order (decision 026); from, to and fromDate repeat the first. */
  legs: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        fromCity: z.string(),
        toCity: z.string(),
        date: z.string(),
      }),
    )
    .optional(),
});
export type SearchParams = z.infer<typeof searchParams>;

/** One leg of a search: where from and to, and the local departure date. */
export interface JourneyLeg {
  from: string;
  to: string;
  date: string;
}

/** A search's legs in order: the outbound, the return of a round trip, or a multi-city trip's legs. */
export function journeyOf(params: SearchParams): JourneyLeg[] {
  if (params.tripType === 3 && params.legs?.length)
    return params.legs.map(({ from, to, date }) => ({ from, to, date }));
  const outbound = { from: params.from, to: params.to, date: params.fromDate };
  return params.tripType === 2 && params.retDate
    ? [outbound, { from: params.to, to: params.from, date: params.retDate }]
    : [outbound];
}

/**
 * 400 flights.date_passed when a leg's date is over where it leaves (decision 039): SPEC 5's
 * floor (yesterday) lets a date through that is still today somewhere, not one that has passed
 * at the leg's own airport.
 */
export function refusePassedDates(
  supplier: FlightSupplier,
  params: SearchParams,
  nowMs: number,
): void {
  journeyOf(params).forEach((leg, i) => {
    // Today at the place: the earliest of its airports' local dates (they rarely differ).
    const today = supplier
      .airportsFor(leg.from)
      .map((a) => localDate(nowMs, a.timeZone))
      .sort()[0];
    if (!today || !isPastDepartureDate(leg.date, today)) return;
    const field = params.tripType === 3 ? `legs.${i}.fromDate` : i === 0 ? 'fromDate' : 'retDate';
    throw datePassed(field, leg.date, today);
  });
}

export interface SearchRequest {
  tripType: 1 | 2 | 3;
  legs?: SearchLeg[] | undefined;
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
  if (request.tripType === 3) return validateMultiCity(supplier, request, day);
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
  const { froms, tos } = routePlaces(supplier, request, '');
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

/** The airports of a leg's two codes; 400 when either is unknown or both are the same city. */
function routePlaces(
  supplier: FlightSupplier,
  leg: { fromCityCode: string; toCityCode: string },
  prefix: string,
) {
  const froms = placesFor(supplier, leg.fromCityCode, `${prefix}fromCityCode`);
  const tos = placesFor(supplier, leg.toCityCode, `${prefix}toCityCode`);
  // LHR to LON is a trip to the same city too.
  const fromCities = new Set(froms.map((a) => a.cityCode));
  if (tos.some((a) => fromCities.has(a.cityCode) || froms.some((f) => f.code === a.code))) {
    throw searchInvalid([{ field: `${prefix}toCityCode`, message: M.sameCity }]);
  }
  return { froms, tos };
}

/** A multi-city search (decision 026): every leg by SPEC 5's rules, dates in order, 2 to 5 legs. */
function validateMultiCity(
  supplier: FlightSupplier,
  request: SearchRequest,
  day: string,
): SearchParams {
  const legs = request.legs ?? [];
  const list = multiCityErrorList(legs, day);
  const counts = flightSearchErrors(
    {
      tripType: 1,
      fromCityCode: 'X',
      toCityCode: 'Y',
      fromDate: day,
      adultNumber: request.adultNumber,
      childNumber: request.childNumber,
    },
    day,
  );
  for (const [field, message] of Object.entries(counts))
    list.push({ field, message: message as string });
  if (list.length) throw searchInvalid(list);
  const latest = addDays(day, MAX_DAYS_AHEAD);
  const late = legs.findIndex((l) => l.fromDate > latest);
  if (late >= 0) {
    throw searchInvalid([
      {
        field: `legs.${late}.fromDate`,
        message: `Flights can be searched up to ${MAX_DAYS_AHEAD} days ahead. Please choose an earlier date.`,
      },
    ]);
  }
  const named = legs.map((leg, i) => {
    const { froms, tos } = routePlaces(supplier, leg, `legs.${i}.`);
    return {
      from: leg.fromCityCode,
      to: leg.toCityCode,
      fromCity: leg.fromCity || froms[0]!.cityName,
      toCity: leg.toCity || tos[0]!.cityName,
      date: leg.fromDate,
    };
  });
  const first = named[0]!;
  return {
    tripType: 3,
    from: first.from,
    to: first.to,
    fromCity: first.fromCity,
    toCity: first.toCity,
    fromDate: first.date,
    retDate: null,
    adults: request.adultNumber,
    children: request.childNumber,
    cabin: request.cabinPref,
    legs: named,
  };
}
