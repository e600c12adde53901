import { z } from 'zod';
import { pickCurrency } from '../money/currency.ts';
import { HOTEL_ROOM_LIMITS } from './hotel-search.rules.ts';
import {
  HOTEL_AMENITY_CODES,
  HOTEL_SORTS,
  type HotelAmenity,
  type HotelSort,
} from './hotel-filters.ts';

/**
 * Wire shapes of POST /v3/hotel/search (SPEC 3, 7). The schema checks shape only; the rules and
 * SPEC 5 messages run in the service through hotelSearchErrors, so the form and the server
 * answer with the same words. Money is integer minor units of `Currency` (cents).
 */

// The filters' words and codes live without zod (hotel-filters.ts), so pages and rules that need
// only them do not load the schemas.
export {
  HOTEL_AMENITIES,
  HOTEL_AMENITY_CODES,
  HOTEL_SORTS,
  type HotelAmenity,
  type HotelSort,
} from './hotel-filters.ts';

/** Review-score filter steps, highest first. */
export const REVIEW_SCORE_STEPS = [
  { value: 9, label: 'Superb: 9+' },
  { value: 8, label: 'Very good: 8+' },
  { value: 7, label: 'Good: 7+' },
  { value: 6, label: 'Pleasant: 6+' },
] as const;

/** The word beside a review score, as the big booking sites show it. */
export function reviewLabel(score: number): string {
  if (score >= 9) return 'Superb';
  if (score >= 8) return 'Very good';
  if (score >= 7) return 'Good';
  if (score >= 6) return 'Pleasant';
  return 'Review score';
}

export const HOTEL_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_HOTEL_PAGE_SIZE = 20;

const intLike = z.coerce.number().int();

/** A room of the search (SPEC 3). An age of '' is a child whose age is not chosen yet. */
export const hotelRoom = z.object({
  Index: intLike.min(0).max(99).default(0),
  AdultNumber: intLike.min(0).max(99),
  childNumber: intLike.min(0).max(99).default(0),
  ChildAge: z
    .array(z.union([z.literal(''), intLike.min(0).max(99)]))
    .max(HOTEL_ROOM_LIMITS.maxTravellers)
    .default([]),
});
export type HotelRoom = z.infer<typeof hotelRoom>;

/** The destination part of the search form (SPEC 3). */
export const hotelDestination = z.object({
  /** The text in the destination field. */
  Destination: z.string().max(200).default(''),
  /** The chosen suggestion's Type (1-7); 0 or absent when none was chosen. */
  Type: intLike.min(0).max(7).default(0),
  CountryCode: z.string().max(8).default(''),
  /** The chosen suggestion's ID. */
  Country: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(80)).default(''),
  /** The chosen suggestion's city_name. */
  FirstCountry: z.string().max(200).default(''),
});

/** Query: the search form (SPEC 3). */
export const hotelSearchQuery = hotelDestination.extend({
  CheckIn: z.string().max(20).default(''),
  CheckOut: z.string().max(20).default(''),
  Rooms: z.array(hotelRoom).max(20).default([]),
});
export type HotelSearchQuery = z.input<typeof hotelSearchQuery>;
export type HotelSearchQueryParsed = z.infer<typeof hotelSearchQuery>;

/** A requested display currency: a supported code is kept, anything else gives AUD (SPEC 9). */
export const hotelCurrencyParam = z
  .string()
  .max(12)
  .optional()
  .transform((v) =>
    v === undefined || v.trim() === '' ? undefined : pickCurrency(v.trim().toUpperCase()),
  );

/** FilterParams: filters, sort and page of the results. Prices are per night for all rooms, in minor units. */
export const hotelFilterParams = z.object({
  PriceMin: intLike.min(0).optional(),
  PriceMax: intLike.min(0).optional(),
  Stars: z.array(intLike.min(1).max(5)).max(5).default([]),
  /** The lowest review score wanted: 6, 7, 8 or 9. */
  ReviewScore: z.coerce.number().min(0).max(10).optional(),
  FreeCancellation: z.boolean().default(false),
  Breakfast: z.boolean().default(false),
  Amenities: z
    .array(z.enum(HOTEL_AMENITY_CODES as [HotelAmenity, ...HotelAmenity[]]))
    .max(16)
    .default([]),
  /** Part of a hotel's name (the hnames filter). */
  HotelName: z.string().max(100).optional(),
  Sort: z.enum(Object.keys(HOTEL_SORTS) as [HotelSort, ...HotelSort[]]).default('recommended'),
  Page: intLike.min(1).max(1000).default(1),
  Size: intLike.min(1).max(50).default(DEFAULT_HOTEL_PAGE_SIZE),
});
export type HotelFilterParams = z.input<typeof hotelFilterParams>;
export type HotelFilterParamsParsed = z.infer<typeof hotelFilterParams>;

/** POST /v3/hotel/search. */
export const hotelSearchBody = z.object({
  Query: hotelSearchQuery,
  FilterParams: hotelFilterParams.default(() => hotelFilterParams.parse({})),
  /** Echoed back, so the page can drop answers to searches it has since replaced. */
  ClientToken: z.string().max(100).optional().default(''),
  Currency: hotelCurrencyParam,
  /** Merged by the site's client (SPEC 7, default 'zh-CN'); answers are in English. */
  Language: z.string().max(16).optional(),
});
export type HotelSearchBody = z.input<typeof hotelSearchBody>;

/** The cheapest offer's terms shown on a card and in a rate plan. */
export const ratePolicy = z.object({
  FreeCancellation: z.boolean(),
  /** Local time at the hotel, 'YYYY-MM-DD HH:mm', until which cancelling is free; null when non-refundable. */
  FreeCancellationUntil: z.string().nullable(),
  /** The same instant in UTC (ISO 8601). */
  FreeCancellationUntilUtc: z.string().nullable(),
  TimeZone: z.string(),
  Breakfast: z.boolean(),
  /** 'Free cancellation before 18:00 on 12 Mar 2026 (hotel time)' or 'Non-refundable'. */
  PolicyText: z.string(),
  /** 'Breakfast included' or 'Room only'. */
  BreakfastText: z.string(),
});
export type RatePolicy = z.infer<typeof ratePolicy>;

/** One result card. */
export const hotelCard = z.object({
  HotelId: z.string(),
  Name: z.string(),
  Stars: z.number().int(),
  ReviewScore: z.number(),
  ReviewCount: z.number().int(),
  ReviewLabel: z.string(),
  Address: z.string(),
  District: z.string(),
  CityName: z.string(),
  CountryCode: z.string(),
  CountryName: z.string(),
  Lat: z.number(),
  Lon: z.number(),
  /** Kilometres to the destination's centre (for an airport: to the airport), one decimal. */
  DistanceKm: z.number(),
  /** '1.2 km from centre'. */
  DistanceText: z.string(),
  /** Path of the main photo (our generated image). */
  Photo: z.string(),
  Amenities: z.array(z.string()),
  /** The cheapest offer for all rooms: 'Deluxe Double Room' or '2 × Twin Room'. */
  RoomSummary: z.string(),
  RatePlanCode: z.string(),
  Policy: ratePolicy,
  Currency: z.string(),
  /** All rooms, per night on average, taxes and fees included, minor units. */
  PricePerNight: z.number().int(),
  /** All rooms for the whole stay, taxes and fees included, minor units. */
  TotalPrice: z.number().int(),
  TaxesAndFees: z.number().int(),
  Nights: z.number().int(),
  RoomCount: z.number().int(),
  /** Rooms left at this offer when few (3 or fewer), else null. */
  RoomsLeft: z.number().int().nullable(),
  /** Search key for /hotelDetail/{HotelId}?sk=. */
  sk: z.string(),
});
export type HotelCard = z.infer<typeof hotelCard>;

const facetCount = z.object({ Value: z.number(), Label: z.string(), Count: z.number().int() });

/** Counts per filter value: each group counts with every other filter applied but its own. */
export const hotelFacets = z.object({
  Stars: z.array(facetCount),
  ReviewScore: z.array(facetCount),
  FreeCancellation: z.number().int(),
  Breakfast: z.number().int(),
  Amenities: z.array(z.object({ Value: z.string(), Label: z.string(), Count: z.number().int() })),
  Price: z.object({
    Min: z.number().int(),
    Max: z.number().int(),
    Buckets: z.array(
      z.object({ From: z.number().int(), To: z.number().int(), Count: z.number().int() }),
    ),
  }),
});
export type HotelFacets = z.infer<typeof hotelFacets>;

export const hotelSearchResult = z.object({
  ClientToken: z.string(),
  Destination: z.object({
    ID: z.string(),
    Name: z.string(),
    Type: z.number().int(),
    CountryCode: z.string(),
    second_display: z.string(),
  }),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  RoomCount: z.number().int(),
  Travellers: z.number().int(),
  Currency: z.string(),
  Sort: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(hotelCard),
  facets: hotelFacets,
});
export type HotelSearchResult = z.infer<typeof hotelSearchResult>;
