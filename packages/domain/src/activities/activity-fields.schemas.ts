import { z } from 'zod';
import { pickCurrency } from '../money/currency.ts';
import { isIsoDate } from '../shared/dates.ts';
import { MAX_PARTY } from './activity.rules.ts';

/**
 * The fields the activity calls' shapes share, the catalog's (activity.schemas.ts) and the
 * orders' (activity-order.schemas.ts): dates, currency, ids, the party by age band, and the
 * product's facts an order copies (age bands, policy, meeting point, price lines).
 */

export const DATE_MESSAGE = 'date must be a date written YYYY-MM-DD';
export const isoDate = z.string().trim().refine(isIsoDate, { error: DATE_MESSAGE });
/** A currency code the site sells in (absent or empty: the default). */
export const currency = z
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
export const count = (max: number) => z.coerce.number().int().min(0).max(max);

export const partyFields = {
  adults: count(MAX_PARTY).default(2),
  children: count(MAX_PARTY).default(0),
  infants: count(MAX_PARTY).default(0),
};
/** The party as answered: how many of each age band. */
export const partyWire = z.object({
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
});

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
