import { z } from 'zod';
import { pickCurrency } from '../money/currency.ts';
import { isIsoDate } from '../shared/dates.ts';
import {
  ACTIVITY_CATEGORY_IDS,
  ACTIVITY_ORDER_STATUSES,
  ACTIVITY_SORTS,
  DURATION_FILTERS,
  MAX_PARTY,
  TIME_OF_DAY_FILTERS,
} from './activity.rules.ts';

/**
 * Wire shapes of the activity calls under /v3/vp/ (SPEC 7 names them; their payloads are ours,
 * decision 018). The routes' schemas, the pages' types. Money is integer minor units (cents) of
 * `currency`, as on the hotel calls, except the order list item's price_total.total (major units,
 * like the other order list items).
 */

export const DATE_MESSAGE = 'date must be a date written YYYY-MM-DD';
const isoDate = z.string().trim().refine(isIsoDate, { error: DATE_MESSAGE });
const currency = z
  .string()
  .max(12)
  .optional()
  .transform((v) =>
    v === undefined || v.trim() === '' ? undefined : pickCurrency(v.trim().toUpperCase()),
  );
/** A city of the hotel data: 'c' and its world-cities id. */
export const cityId = z
  .string()
  .trim()
  .regex(/^c\d{1,12}$/, { error: 'cityId must be a city id such as c1250015082' });
export const activityId = z
  .string()
  .trim()
  .regex(/^A\d{1,12}-\d{1,3}$/, { error: 'id must be an activity id such as A1250015082-3' });
const count = (max: number) => z.coerce.number().int().min(0).max(max);

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

export const partyFields = {
  adults: count(MAX_PARTY).default(2),
  children: count(MAX_PARTY).default(0),
  infants: count(MAX_PARTY).default(0),
};
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
  party: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
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

export const ageBandsWire = z.object({
  adult: z.object({ minAge: z.number().int(), label: z.string() }),
  child: z
    .object({ minAge: z.number().int(), maxAge: z.number().int(), label: z.string() })
    .nullable(),
  infant: z.object({ maxAge: z.number().int(), label: z.string() }).nullable(),
});
export const policyWire = z.object({
  kind: z.enum(['free-24h', 'non-refundable']),
  title: z.string(),
  text: z.string(),
});
export const meetingPoint = z.object({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export const priceLine = z.object({
  band: z.enum(['adult', 'child', 'infant']),
  count: z.number().int(),
  unit: z.number().int(),
  amount: z.number().int(),
});
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
  party: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
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

const name = z.string().max(100).default('');
export const activityLead = z.object({ given_name: name, surname: name });
export const activityContact = z.object({
  name,
  email: z.string().max(254).default(''),
  postcode: z.string().max(8).default(''),
  mobile: z.string().max(32).default(''),
});

/** POST /v3/vp/book: holds the places for 15 minutes and creates the order. */
export const activityBookBody = z.object({
  id: activityId,
  optionId: z.string().trim().min(1).max(40),
  date: isoDate,
  time: z
    .string()
    .trim()
    .regex(/^\d{2}:\d{2}$/, { error: 'time must be a start time written HH:MM' }),
  ...partyFields,
  currency,
  /** The total the traveller saw (minor units); a different server price is a 409. */
  totalPrice: z.number().int().min(0),
  lead: activityLead,
  contact: activityContact,
});
export type ActivityBookBody = z.input<typeof activityBookBody>;

export const activityBookResult = z.object({
  /** The order number: the id of the pay page, the order page and orderPayStatus. */
  orderNo: z.string(),
  /** A guest's key to the order (send as x-order-token); null for a signed-in user. */
  accessToken: z.string().nullable(),
  holdExpiresAt: z.string(),
  currency: z.string(),
  totalPrice: z.number().int(),
});
export type ActivityBookResult = z.infer<typeof activityBookResult>;

/** An order is read by its owner, by a guest's token (body or x-order-token), or with its contact e-mail. */
export const activityOrderRef = z.object({
  orderNo: z.string().trim().min(1).max(32),
  accessToken: z.string().max(100).optional(),
  email: z.string().trim().max(254).optional(),
});
export type ActivityOrderRef = z.input<typeof activityOrderRef>;

export const activityCancelBody = activityOrderRef.extend({
  reason: z.string().max(500).optional().default(''),
});
export type ActivityCancelBody = z.input<typeof activityCancelBody>;

export const activityOrderStatus = z.enum(ACTIVITY_ORDER_STATUSES);

export const activityOrderRefund = z.object({
  refundId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** pending, refunded, failed, or recorded (nothing was paid through the gateway). */
  status: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type ActivityOrderRefund = z.infer<typeof activityOrderRefund>;

export const activityOrderInfo = z.object({
  orderNo: z.string(),
  status: activityOrderStatus,
  statusText: z.string(),
  bookingTime: z.string(),
  holdExpiresAt: z.string().nullable(),
  product: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    categoryLabel: z.string(),
    photo: z.string(),
    cityName: z.string(),
    countryName: z.string(),
    meetingPoint,
    durationMinutes: z.number().int(),
    languages: z.array(z.string()),
    inclusions: z.array(z.string()),
  }),
  option: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  party: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  ageBands: ageBandsWire,
  lines: z.array(priceLine),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  policy: policyWire,
  freeCancellationUntil: z.string().nullable(),
  cancellation: z.object({
    allowed: z.boolean(),
    refundAmount: z.number().int(),
    text: z.string(),
  }),
  lead: activityLead,
  contact: activityContact,
  /** The voucher of a paid order: its code and the text its QR code carries. */
  voucher: z.object({ code: z.string(), qrText: z.string() }).nullable(),
  payments: z.array(
    z.object({
      paymentId: z.string().nullable(),
      amount: z.number().int(),
      status: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      at: z.string(),
    }),
  ),
  refunds: z.array(activityOrderRefund),
});
export type ActivityOrderInfo = z.infer<typeof activityOrderInfo>;

export const activityCancelResult = z.object({
  status: activityOrderStatus,
  statusText: z.string(),
  refund: activityOrderRefund.nullable(),
  msg: z.string(),
});
export type ActivityCancelResult = z.infer<typeof activityCancelResult>;

/** POST /v3/vp/actlist: a signed-in user's orders, or (signed out) the one order of orderNo and email. */
export const actListBody = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
  status: activityOrderStatus.optional(),
  orderNo: z.string().trim().max(32).optional(),
  email: z.string().trim().max(254).optional(),
});
export type ActListBody = z.input<typeof actListBody>;

/** An activity order in a list (order_type 3, SPEC 3's list item; the fields are ours). */
export const activityOrderListItem = z.object({
  order_type: z.literal(3),
  order_no: z.string(),
  booking_time: z.string(),
  name: z.string(),
  photo: z.string(),
  city: z.string(),
  date: z.string(),
  time: z.string(),
  adt_num: z.number().int(),
  chd_num: z.number().int(),
  inf_num: z.number().int(),
  /** total in major units (2 decimals), as the other list items. */
  price_total: z.object({ currency: z.string(), total: z.number() }),
  status: z.string(),
  status_text: z.string(),
});
export type ActivityOrderListItem = z.infer<typeof activityOrderListItem>;

export const actListData = z.object({
  list: z.array(activityOrderListItem),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type ActListData = z.infer<typeof actListData>;
