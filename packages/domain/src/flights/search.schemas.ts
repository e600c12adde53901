import { z } from 'zod';
import { pickCurrency } from '../money/currency.ts';
import { isIsoDate } from '../shared/dates.ts';
import { FLIGHT_PASSENGER_LIMITS } from './flight-search.rules.ts';
import { FLIGHT_SEARCH_MESSAGES as M } from './search.rules.messages.ts';
import { MULTI_CITY_LEGS } from './multi-city.rules.ts';
import { fareLegRules, fareSummary } from './fare-rule.schemas.ts';

export * from './fare-rule.schemas.ts';

/**
 * Wire shapes of the flight calls (SPEC 3, 7). Money on the wire is a decimal number with two
 * decimals in the display currency (the `...Ex` fields); inside the server it is integer cents.
 */

const isoDate = z.string().refine((v) => isIsoDate(v), { message: M.dateRequired });

/**
 * A requested display currency: a supported code (any case) is kept, any other value falls back
 * to AUD (SPEC 9, pickCurrency) instead of failing the call; absent stays absent.
 */
export const currencyParam = z
  .string()
  .max(12)
  .optional()
  .transform((v) =>
    v === undefined || v.trim() === '' ? undefined : pickCurrency(v.trim().toUpperCase()),
  );

/**
 * One leg of a multi-city search (decision 026). Its rules (both cities, different cities, the
 * date and the order of dates) are multiCityErrors', so a list of field messages can name each
 * leg ('legs.1.toCityCode').
 */
export const searchLeg = z.object({
  fromCity: z.string().max(120).optional().default(''),
  fromCityCode: z.string().trim().max(3).toUpperCase().default(''),
  toCity: z.string().max(120).optional().default(''),
  toCityCode: z.string().trim().max(3).toUpperCase().default(''),
  fromDate: z.string().max(10).default(''),
});
export type SearchLeg = z.output<typeof searchLeg>;

/** A multi-city body's first leg fills the route fields SPEC 3 has, when the caller leaves them out. */
function withFirstLeg(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const body = input as Record<string, unknown>;
  if (Number(body.tripType) !== 3 || !Array.isArray(body.legs)) return input;
  const first = (body.legs[0] ?? {}) as Record<string, unknown>;
  const filled = { ...body };
  for (const field of ['fromCity', 'fromCityCode', 'toCity', 'toCityCode', 'fromDate'])
    if (filled[field] === undefined && first[field] !== undefined) filled[field] = first[field];
  return filled;
}

/**
 * POST /v2/ticket/ticketSearchNew: the search form fields of SPEC 3. Trip type 3 (multi-city,
 * decision 026) adds `legs`, 2 to 5 of them; the route fields then repeat the first leg.
 */
const flightSearchFields = z.object({
  tripType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  fromCity: z.string().max(120).optional().default(''),
  fromCityCode: z.string().trim().min(1, M.fromRequired).max(3).toUpperCase(),
  toCity: z.string().max(120).optional().default(''),
  toCityCode: z.string().trim().min(1, M.toRequired).max(3).toUpperCase(),
  fromDate: isoDate,
  retDate: z.string().optional().nullable(),
  legs: z
    .array(searchLeg)
    .min(MULTI_CITY_LEGS.min, M.legsCount)
    .max(MULTI_CITY_LEGS.max, M.legsCount)
    .optional(),
  adultNumber: z.coerce
    .number()
    .int()
    .min(FLIGHT_PASSENGER_LIMITS.minAdults, M.adultsMin)
    .max(9, M.travellersMax),
  childNumber: z.coerce.number().int().min(0).max(8, M.travellersMax).default(0),
  cabinPref: z.enum(['Y', 'C']).default('Y'),
  /** Display currency; absent or unsupported gives AUD. */
  Currency: currencyParam,
});
export const flightSearchBody = z.preprocess(
  withFirstLeg,
  flightSearchFields.refine((b) => b.tripType !== 3 || !!b.legs, {
    message: M.legsCount,
    path: ['legs'],
  }),
);
export type FlightSearchBody = z.input<typeof flightSearchFields>;

export const stopInfo = z.object({
  /** Minutes on the ground. */
  ElapsedTime: z.number(),
  stopAirports: z.string(),
  /** Local arrival and departure at the stop, 'YYYY-MM-DD HH:mm' each. */
  stopTimes: z.array(z.string()),
});

/** One flight of a leg (SPEC 3 detail[]). Times are local at each airport, 'YYYY-MM-DD HH:mm'. */
export const segmentDetail = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  flightNumber: z.string(),
  /** True when the marketing carrier does not operate the flight. */
  codeShare: z.boolean(),
  operatingCarrier: z.string(),
  operatingCarrierName: z.string(),
  operatingFlightNo: z.string(),
  aircraftCode: z.string(),
  aircraftName: z.string(),
  depTimeEx: z.string(),
  arrTimeEx: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  depTerminal: z.string(),
  arrTerminal: z.string(),
  /** Minutes in the air. */
  duration: z.number(),
  cabin: z.string(),
  stops: z.array(stopInfo),
  /** Minutes between this flight's arrival and the next flight's departure, when one follows. */
  layoverMinutes: z.number().nullable(),
});
export type SegmentDetail = z.infer<typeof segmentDetail>;

export const legSegments = z.object({
  DepAirport: z.string(),
  ArrAirport: z.string(),
  /** Total journey minutes of the leg, flights and layovers. */
  TotalTimes: z.number(),
  detail: z.array(segmentDetail),
});
export const returnLegSegments = z.object({
  DepAirPort: z.string(),
  ArrAirPort: z.string(),
  TotalTimes: z.number(),
  detail: z.array(segmentDetail),
});

export const slicePayItem = z.object({
  valid: z.boolean(),
  deposit: z.number(),
  weekly: z.number(),
  adjustedAmount: z.number(),
  currency: z.string(),
  instalments: z.number(),
});
export type SlicePayItem = z.infer<typeof slicePayItem>;

/** The fields of a price option both shapes share. */
const priceListEntryFields = z.object({
  fareProduct: z.enum(['0THP', 'CHGF', 'RF24']),
  fareProductName: z.string(),
  cabinGrade: z.string(),
  currencyEx: z.string(),
  /** All-in price for every traveller, taxes included. */
  totalPriceEx: z.number(),
  /** All-in price per adult. */
  avgPriceEx: z.number(),
  adultPriceEx: z.number(),
  childPriceEx: z.number(),
  taxEx: z.number(),
  seatsLeft: z.number(),
  SlicePayItem: slicePayItem,
  /** The key the price and booking calls take for this option. */
  uniqueStr: z.string(),
});

/** A price option of a routing with its full rule lists (SPEC 3 price list entry): ticketPrice, verify, orders. */
export const priceListEntry = priceListEntryFields.extend({
  /**
   * `from` and `ret` as SPEC 3 has them; a multi-city option lists every leg in `legs` (the
   * first is `from` again, `ret` is null). journeyFareLegs gives the list for any trip.
   */
  flights: z.object({
    from: fareLegRules,
    ret: fareLegRules.nullable(),
    legs: z.array(fareLegRules).optional(),
  }),
});
export type PriceListEntry = z.infer<typeof priceListEntry>;

/** A price option as a search result carries it: the same fields, each leg's rules summarised. */
export const priceListEntrySummary = priceListEntryFields.extend({
  flights: z.object({
    from: fareSummary,
    ret: fareSummary.nullable(),
    legs: z.array(fareSummary).optional(),
  }),
});
export type PriceListEntrySummary = z.infer<typeof priceListEntrySummary>;

export const airportInfo = z.object({
  code: z.string(),
  name: z.string(),
  cityName: z.string(),
  cityCode: z.string(),
  countryName: z.string(),
  timeZone: z.string(),
});
export type AirportInfo = z.infer<typeof airportInfo>;

export const airlineInfo = z.object({
  code: z.string(),
  name: z.string(),
  alliance: z.string().nullable(),
});

/** The fields of a routing option (SPEC 3 flight option) both shapes share. */
const routingFields = z.object({
  /**
   * SPEC 3's two directions; a multi-city routing lists every leg in `legs` (the first is
   * fromSegments again, retSegments is null). journeyLegs gives the list for any trip.
   */
  segmentInfo: z.object({
    fromSegments: legSegments,
    retSegments: returnLegSegments.nullable(),
    legs: z.array(legSegments).optional(),
  }),
  TotalTimes: z.number(),
  stopsCount: z.number(),
  /** The cheapest price option's product. */
  fareProduct: z.string(),
  /** Validating (ticketing) carrier. */
  validatingCarrier: z.string(),
});

/** A routing with full rule lists: ticketPrice and orders. */
export const flightRouting = routingFields.extend({ priceList: z.array(priceListEntry) });
export type FlightRouting = z.infer<typeof flightRouting>;

/** A routing as search results carry it (rules summarised). */
export const flightRoutingSummary = routingFields.extend({
  priceList: z.array(priceListEntrySummary),
});
export type FlightRoutingSummary = z.infer<typeof flightRoutingSummary>;

export const flightSearchResult = z.object({
  /** The stored search: the price call's `unique`. */
  uniqueKey: z.string(),
  expiresAt: z.string(),
  currency: z.string(),
  routings: z.array(flightRoutingSummary),
  air_lines: z.array(airlineInfo),
  air_ports: z.array(airportInfo),
});
export type FlightSearchResult = z.infer<typeof flightSearchResult>;

/** GET /v2/ticket/ticketPrice?unique=&g=: the routing of one option, re-priced. */
export const ticketPriceQuery = z.object({
  unique: z.string().min(1).max(200),
  g: z.string().min(1).max(500),
  /** Absent: the currency of the search. */
  Currency: currencyParam,
});
