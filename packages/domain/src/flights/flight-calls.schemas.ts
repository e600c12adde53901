import { z } from 'zod';
import { isIsoDate } from '../shared/dates.ts';
import { FLIGHT_SEARCH_MESSAGES as M } from './search.rules.messages.ts';
import {
  airlineInfo,
  airportInfo,
  currencyParam,
  flightRouting,
  priceListEntry,
  searchLeg,
} from './search.schemas.ts';
import { MULTI_CITY_LEGS } from './multi-city.rules.ts';

/**
 * Wire shapes of the flight calls besides the search itself (SPEC 7 leaves them "not shown";
 * designed in docs/decisions/004). Money is a decimal with two decimals in the display currency.
 */

const isoDate = z.string().refine((v) => isIsoDate(v), { message: M.dateRequired });
const placeCode = z.string().trim().min(2).max(3).toUpperCase();

/** GET /v2/ticket/ticketPrice: one routing with its price list re-priced now. */
export const ticketPriceResult = z.object({
  uniqueKey: z.string(),
  uniqueStr: z.string(),
  /** The fare product the key names; priceList keeps all three in SPEC order. */
  fareProduct: z.enum(['0THP', 'CHGF', 'RF24']),
  currency: z.string(),
  expiresAt: z.string(),
  adultNumber: z.number(),
  childNumber: z.number(),
  /** The search's trip type: 1 one-way, 2 round-trip. */
  kind: z.number(),
  routing: flightRouting,
  air_lines: z.array(airlineInfo),
  air_ports: z.array(airportInfo),
});
export type TicketPriceResult = z.infer<typeof ticketPriceResult>;

/** POST /v2/ticket/ticketVerify: is the price shown still the price? */
export const ticketVerifyBody = z.object({
  unique: z.string().min(1).max(200),
  g: z.string().min(1).max(500),
  adultNumber: z.coerce.number().int().min(1, M.adultsMin).max(9, M.travellersMax),
  childNumber: z.coerce.number().int().min(0).max(8, M.travellersMax).default(0),
  /** The total the traveller saw, in the display currency. */
  totalPriceEx: z.coerce.number().nonnegative(),
  Currency: currencyParam,
});
export type TicketVerifyBody = z.input<typeof ticketVerifyBody>;

export const ticketVerifyResult = z.object({
  uniqueKey: z.string(),
  uniqueStr: z.string(),
  currency: z.string(),
  totalPriceEx: z.number(),
  seatsLeft: z.number(),
  expiresAt: z.string(),
  price: priceListEntry,
});
export type TicketVerifyResult = z.infer<typeof ticketVerifyResult>;

/** 409 flights.price_changed data: the total shown and the total now. */
export const priceChangedData = z.object({
  was: z.number(),
  now: z.number(),
  currency: z.string(),
});

/**
 * POST /v2/searchParams/saveParams: the search form of SPEC 3 with the session copy's extra
 * fields, every one optional; unknown fields are dropped.
 */
export const savedSearchParams = z.object({
  tripType: z.coerce.number().int().min(1).max(3).optional(),
  fromCity: z.string().max(120).optional(),
  fromCityCode: z.string().max(3).optional(),
  toCity: z.string().max(120).optional(),
  toCityCode: z.string().max(3).optional(),
  fromDate: z.string().max(10).optional(),
  retDate: z.string().max(10).nullable().optional(),
  adultNumber: z.coerce.number().int().min(0).max(9).optional(),
  childNumber: z.coerce.number().int().min(0).max(9).optional(),
  cabinPref: z.string().max(20).optional(),
  oneWayTime: z.string().max(40).optional(),
  roundTripTimego: z.string().max(40).optional(),
  roundTripTimeto: z.string().max(40).optional(),
  totalnum: z.coerce.number().int().min(0).max(9).optional(),
  kind: z.coerce.number().int().min(1).max(3).optional(),
  /** A multi-city form's legs (decision 026). */
  legs: z.array(searchLeg).max(MULTI_CITY_LEGS.max).optional(),
  Currency: z.string().max(12).optional(),
});
export type SavedSearchParams = z.infer<typeof savedSearchParams>;
export const savedSearchId = z.object({ id: z.string() });
export const savedSearchQuery = z.object({ id: z.string().min(1).max(64) });

/** GET /v2/ticket/isSimpleLine?from=&to=: whether any airline flies the city pair nonstop. */
export const simpleLineQuery = z.object({ from: placeCode, to: placeCode });
export const simpleLineResult = z.object({
  from: z.string(),
  to: z.string(),
  /** True when at least one airline flies between the two nonstop on most days. */
  simpleLine: z.boolean(),
  /** Airlines flying it nonstop (IATA codes). */
  airlines: z.array(z.string()),
});
export type SimpleLineResult = z.infer<typeof simpleLineResult>;

/** GET /v3/commonb2c/reco/flight?from=: recommended routes from a departure city. */
export const recoFlightQuery = z.object({ from: placeCode.optional(), Currency: currencyParam });
export const recoFlightItem = z.object({
  fromCityCode: z.string(),
  fromCityName: z.string(),
  toCityCode: z.string(),
  toCityName: z.string(),
  toCountryName: z.string(),
  /** The departure date the fare is for (about 3-4 weeks out). */
  date: z.string(),
  /** Cheapest one-way Economy fare for one adult, all-in; null when none is for sale. */
  priceEx: z.number().nullable(),
  currency: z.string(),
  stops: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  carrier: z.string().nullable(),
});
export const recoFlightResult = z.object({
  fromCityCode: z.string(),
  fromCityName: z.string(),
  date: z.string(),
  currency: z.string(),
  list: z.array(recoFlightItem),
});
export type RecoFlightResult = z.infer<typeof recoFlightResult>;

/** GET /v2/ticket/priceCalendar: the cheapest fare 3 days either side of the departure date. */
export const priceCalendarQuery = z.object({
  from: placeCode,
  to: placeCode,
  date: isoDate,
  cabin: z.enum(['Y', 'C']).default('Y'),
  adults: z.coerce.number().int().min(1, M.adultsMin).max(9, M.travellersMax).default(1),
  children: z.coerce.number().int().min(0).max(8, M.travellersMax).default(0),
  tripType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  retDate: z.string().optional(),
  Currency: currencyParam,
});
export type PriceCalendarQuery = z.input<typeof priceCalendarQuery>;
export const priceCalendarDay = z.object({
  date: z.string(),
  /** Round-trip: the return date, moved with the departure so the stay keeps its length. */
  retDate: z.string().nullable(),
  /** Cheapest all-in total for every traveller; null when nothing is for sale that day. */
  priceEx: z.number().nullable(),
  currency: z.string(),
  /** The cheapest day of the strip. */
  cheapest: z.boolean(),
  /** The date searched. */
  selected: z.boolean(),
});
export const priceCalendarResult = z.object({
  currency: z.string(),
  days: z.array(priceCalendarDay),
});
export type PriceCalendarResult = z.infer<typeof priceCalendarResult>;
