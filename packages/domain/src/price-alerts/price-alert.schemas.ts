import { z } from 'zod';
import { CURRENCIES } from '../money/currency.ts';
import { isIsoDate } from '../shared/dates.ts';
import { HOTEL_AMENITY_CODES, type HotelAmenity } from '../hotels/hotel-search.schemas.ts';
import { HOTEL_ROOM_LIMITS } from '../hotels/hotel-search.rules.ts';
import { MULTI_CITY_LEGS } from '../flights/multi-city.rules.ts';
import { FLIGHT_SEARCH_MESSAGES } from '../flights/search.rules.messages.ts';
import { ALERT_STATUSES, dropError, type PriceDrop } from './price-alert.rules.ts';

/** Wire shapes of the price-alert calls (/v3/priceAlert/*). Money is integer minor units. */

const isoDate = z.string().refine((v) => isIsoDate(v), { message: 'Please choose a date.' });

const alertLeg = z.object({
  fromCity: z.string().max(120).default(''),
  fromCityCode: z.string().trim().min(1).max(3).toUpperCase(),
  toCity: z.string().max(120).default(''),
  toCityCode: z.string().trim().min(1).max(3).toUpperCase(),
  fromDate: isoDate,
});

export const flightAlertSearch = z
  .object({
    kind: z.literal('flight'),
    tripType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    fromCity: z.string().max(120).default(''),
    fromCityCode: z.string().trim().min(1).max(3).toUpperCase(),
    toCity: z.string().max(120).default(''),
    toCityCode: z.string().trim().min(1).max(3).toUpperCase(),
    fromDate: isoDate,
    retDate: isoDate.nullable().default(null),
    /** A multi-city trip's flights (trip type 3, decision 026); the route fields repeat the first. */
    legs: z
      .array(alertLeg)
      .min(MULTI_CITY_LEGS.min, FLIGHT_SEARCH_MESSAGES.legsCount)
      .max(MULTI_CITY_LEGS.max, FLIGHT_SEARCH_MESSAGES.legsCount)
      .optional(),
    adultNumber: z.number().int().min(1).max(9),
    childNumber: z.number().int().min(0).max(8).default(0),
    cabinPref: z.enum(['Y', 'C']),
  })
  .refine((s) => (s.tripType === 3) === !!s.legs, {
    message: FLIGHT_SEARCH_MESSAGES.legsCount,
    path: ['legs'],
  });

/** A hotel search (decision 024, Hotel alerts); the search's own rules check the stay when it is priced. */
export const hotelAlertSearch = z.object({
  kind: z.literal('hotel'),
  destination: z.string().trim().min(1).max(200),
  destinationId: z.string().max(80).default(''),
  destinationType: z.number().int().min(0).max(7).default(0),
  countryCode: z.string().max(8).default(''),
  cityName: z.string().max(200).default(''),
  checkIn: isoDate,
  checkOut: isoDate,
  rooms: z
    .array(
      z.object({
        adults: z
          .number()
          .int()
          .min(HOTEL_ROOM_LIMITS.minAdults)
          .max(HOTEL_ROOM_LIMITS.maxTravellers),
        childAges: z
          .array(
            z.number().int().min(HOTEL_ROOM_LIMITS.minChildAge).max(HOTEL_ROOM_LIMITS.maxChildAge),
          )
          .max(HOTEL_ROOM_LIMITS.maxChildren)
          .default([]),
      }),
    )
    .min(1)
    .max(HOTEL_ROOM_LIMITS.maxRooms),
  stars: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  reviewScore: z.number().min(0).max(10).nullable().default(null),
  freeCancellation: z.boolean().default(false),
  breakfast: z.boolean().default(false),
  amenities: z
    .array(z.enum(HOTEL_AMENITY_CODES as [HotelAmenity, ...HotelAmenity[]]))
    .max(16)
    .default([]),
});

export const alertSearch = z.discriminatedUnion('kind', [flightAlertSearch, hotelAlertSearch]);

export const priceDrop = z
  .object({
    kind: z.enum(['percent', 'amount']),
    value: z.number(),
  })
  .superRefine((d, ctx) => {
    const problem = dropError(d as PriceDrop);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid e-mail address.'));

/** POST /v3/priceAlert/create: signed in, the account's address; a guest names one. */
export const createAlertBody = z.object({
  search: alertSearch,
  currency: z.enum(CURRENCIES),
  drop: priceDrop.optional(),
  email: email.optional(),
});

/** Calls a guest makes with the token from a mail; signed-in travellers leave it out. */
const byToken = { token: z.string().min(20).max(100).optional() };

export const listAlertsBody = z.object(byToken);
export const confirmAlertBody = z.object({ token: z.string().min(20).max(100) });
export const unsubscribeAlertBody = confirmAlertBody;
export const updateAlertBody = z.object({
  ...byToken,
  id: z.uuid(),
  status: z.enum(['active', 'paused']).optional(),
  drop: priceDrop.optional(),
});
export const deleteAlertBody = z.object({ ...byToken, id: z.uuid() });

export const pricePoint = z.object({ at: z.string(), price: z.number().int().nullable() });

export const priceAlertView = z.object({
  id: z.string(),
  status: z.enum(ALERT_STATUSES),
  email: z.string(),
  search: alertSearch,
  currency: z.enum(CURRENCIES),
  drop: z.object({ kind: z.enum(['percent', 'amount']), value: z.number() }),
  /** The price the next drop is measured from: when saved, or the last one mailed. */
  referencePrice: z.number().int().nullable(),
  latestPrice: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
  endsAfter: z.string(),
  createdAt: z.string(),
  history: z.array(pricePoint),
});
export type PriceAlertView = z.infer<typeof priceAlertView>;

export const priceAlertList = z.object({
  email: z.string().nullable(),
  alerts: z.array(priceAlertView),
});
export type PriceAlertList = z.infer<typeof priceAlertList>;

export const createAlertResult = z.object({
  /** Signed in: the alert, watching. A guest: pending until confirmed from the mail. */
  alert: priceAlertView.nullable(),
  status: z.enum(['active', 'pending']),
  email: z.string(),
});
export type CreateAlertResult = z.infer<typeof createAlertResult>;

export const unsubscribeResult = z.object({ alert: priceAlertView });
