import { z } from 'zod';
import {
  ACTIVITY_CATEGORY_IDS,
  ACTIVITY_SORTS,
  DURATION_FILTERS,
  TIME_OF_DAY_FILTERS,
} from './activity.rules.ts';
import {
  activityId,
  ageBandsWire,
  cityId,
  currency,
  isoDate,
  meetingPoint,
  partyFields,
  partyWire,
  policyWire,
  priceLine,
} from './activity-fields.schemas.ts';

/**
 * Wire shapes of the activity calls under /v3/vp/ (SPEC 7 names them; their payloads are ours,
 * decision 018). The routes' schemas, the pages' types. Money is integer minor units (cents) of
 * `currency`, as on the hotel calls, except the order list item's price_total.total (major units,
 * like the other order list items). This file has the catalog (cities, search, detail); the
 * shared fields and the order calls' shapes are in their own files, exported from here too.
 */
export {
  activityId,
  ageBandsWire,
  cityId,
  DATE_MESSAGE,
  meetingPoint,
  partyFields,
  policyWire,
  priceLine,
} from './activity-fields.schemas.ts';
export * from './activity-order.schemas.ts';

export const cityPlace = z.object({
  cityId: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** Activities on offer there. */
  count: z.number().int(),
  photo: z.string(),
});
export type CityPlace = z.infer<typeof cityPlace>;

/** GET /v3/vp/vpcities: popular cities for the home page. */
export const vpCitiesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(12),
});
export const vpCitiesData = z.object({ list: z.array(cityPlace) });
export type VpCitiesData = z.infer<typeof vpCitiesData>;

/** GET /v3/vp/citysearch?k=: cities for typed text (empty text: none). */
export const citySearchQuery = z.object({ k: z.string().max(100).optional().default('') });
export const citySuggestion = cityPlace.extend({
  /** Region and country, the suggestion's second line. */
  second_display: z.string(),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;
export const citySearchData = z.object({ list: z.array(citySuggestion) });

/** GET /v3/vp/citylist?country=: a country's cities with their activity counts. */
export const cityListQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'country must be a two-letter country code such as FR' })
    .transform((v) => v.toUpperCase()),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const cityListData = z.object({
  country: z.object({ code: z.string(), name: z.string() }),
  list: z.array(cityPlace),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type CityListData = z.infer<typeof cityListData>;

/** GET /v3/vp/classify: the categories of a city with how many activities run on the date (or range). */
export const classifyQuery = z.object({
  cityId,
  date: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export const classifyData = z.object({
  cityId: z.string(),
  date: z.string().nullable(),
  dateTo: z.string().nullable(),
  list: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type ClassifyData = z.infer<typeof classifyData>;

const SORT_IDS = ACTIVITY_SORTS.map((s) => s.id) as [string, ...string[]];

/** POST /v3/vp/list: the search. */
export const activityListBody = z.object({
  cityId,
  /** The day, or the first day of a range. */
  date: isoDate,
  /** The last day of a range (at most 31 days). */
  dateTo: isoDate.optional(),
  ...partyFields,
  categories: z.array(z.enum(ACTIVITY_CATEGORY_IDS)).max(8).optional().default([]),
  /** Per adult, minor units of currency. */
  priceMin: z.coerce.number().int().min(0).optional(),
  priceMax: z.coerce.number().int().min(0).optional(),
  durations: z
    .array(z.enum(DURATION_FILTERS.map((d) => d.id) as [string, ...string[]]))
    .max(3)
    .optional()
    .default([]),
  times: z
    .array(z.enum(TIME_OF_DAY_FILTERS.map((t) => t.id) as [string, ...string[]]))
    .max(3)
    .optional()
    .default([]),
  freeCancellation: z.boolean().optional().default(false),
  minRating: z.coerce.number().min(0).max(5).optional(),
  sort: z.enum(SORT_IDS).optional().default('recommended'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  currency,
});
export type ActivityListBody = z.input<typeof activityListBody>;

export const activityCard = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  photo: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  durationMinutes: z.number().int(),
  languages: z.array(z.string()),
  freeCancellation: z.boolean(),
  /** The cheapest option's adult price. */
  priceFrom: z.number().int(),
  /** The cheapest option for the whole party. */
  partyPrice: z.number().int(),
  /** Where it starts, in a few words. */
  area: z.string(),
  /** The first date of the search it runs on. */
  nextDate: z.string(),
});
export type ActivityCard = z.infer<typeof activityCard>;

const facet = z.object({ id: z.string(), label: z.string(), count: z.number().int() });
export const activityListData = z.object({
  city: z.object({ cityId: z.string(), name: z.string(), countryName: z.string() }),
  date: z.string(),
  dateTo: z.string(),
  party: partyWire,
  currency: z.string(),
  list: z.array(activityCard),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  /** Counts per filter value; each group counts with every other filter applied but its own. */
  facets: z.object({
    categories: z.array(facet),
    durations: z.array(facet),
    times: z.array(facet),
    ratings: z.array(facet),
    freeCancellation: z.number().int(),
  }),
  /** Adult prices of everything found before the price filter, for the slider. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
  sortRule: z.string(),
});
export type ActivityListData = z.infer<typeof activityListData>;

/** POST /v3/vp/item: the detail, priced for the party, with availability. */
export const activityItemBody = z.object({
  id: activityId,
  /** The day whose time slots to show; absent: the first day with places. */
  date: isoDate.optional(),
  ...partyFields,
  currency,
});
export type ActivityItemBody = z.input<typeof activityItemBody>;

export const activityOption = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prices: z.object({ adult: z.number().int(), child: z.number().int().nullable() }),
  lines: z.array(priceLine),
  total: z.number().int(),
});
export type ActivityOption = z.infer<typeof activityOption>;
export const timeSlot = z.object({
  /** Local start 'HH:MM'. */
  time: z.string(),
  startsAt: z.string(),
  /** Places left, given only when few remain (FEW_PLACES_LEFT) or none. */
  placesLeft: z.number().int().nullable(),
  /** Places are enough for this party and booking is still open. */
  bookable: z.boolean(),
  /** When free cancellation of this slot ends (ISO), null when non-refundable. */
  freeCancellationUntil: z.string().nullable(),
});
export type TimeSlot = z.infer<typeof timeSlot>;

export const activityDetail = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  countryName: z.string(),
  timeZone: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  meetingPoint,
  durationMinutes: z.number().int(),
  languages: z.array(z.string()),
  ageBands: ageBandsWire,
  photos: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  policy: policyWire,
  currency: z.string(),
  party: partyWire,
  /** Broken party rules for this product (empty when the party may book). */
  partyErrors: z.array(z.string()),
  options: z.array(activityOption),
  /** Every date from today with at least one slot open for the party. */
  availableDates: z.array(z.string()),
  /** The date the slots are for (null when none is available). */
  date: z.string().nullable(),
  slots: z.array(timeSlot),
});
export type ActivityDetail = z.infer<typeof activityDetail>;
