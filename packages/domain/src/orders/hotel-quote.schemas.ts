import { z } from 'zod';
import { hotelCurrencyParam, hotelRoom, ratePolicy } from '../hotels/hotel-search.schemas.ts';
import { nightlyPrice } from '../hotels/hotel-detail.schemas.ts';

/**
 * Wire shapes of a hotel room re-priced before the reservation form (POST /v3/hotel/verify,
 * decision 011): the stay's price per room and per night, taxes, total and the cancellation
 * policy. The booking (hotel-order.schemas.ts) extends its body; the order repeats its lines.
 */

/** The page's language, as the other hotel calls take it. */
export const language = z.string().max(16).optional();

/** POST /v3/hotel/verify: the chosen room and rate re-priced now. */
export const hotelVerifyBody = z.object({
  sk: z.string().min(1).max(2000),
  /** One room type for every room, or one per room in the search's room order, comma-separated. */
  RoomTypeId: z.string().min(1).max(400),
  /** Likewise: one rate plan, or one per room, comma-separated. */
  RatePlanId: z.string().min(1).max(200),
  Currency: hotelCurrencyParam,
  /** The total the traveller saw; when given and different, 409 { was, now }. */
  totalPrice: z.number().int().min(0).optional(),
  Language: language,
});
export type HotelVerifyBody = z.input<typeof hotelVerifyBody>;

export const hotelCancellationPolicy = ratePolicy.extend({
  /** The plan in words: free until the deadline, then the first night is charged; or non-refundable. */
  CancellationText: z.string(),
});
export type HotelCancellationPolicy = z.infer<typeof hotelCancellationPolicy>;

/** One room of the booking: its type, plan and price for the stay. */
export const hotelRoomLine = z.object({
  Index: z.number().int(),
  RoomTypeId: z.string(),
  RoomName: z.string(),
  Bed: z.string(),
  Photo: z.string(),
  RatePlanId: z.string(),
  RatePlanName: z.string(),
  Refundable: z.boolean(),
  Breakfast: z.boolean(),
  PolicyText: z.string(),
  NightlyPrices: z.array(nightlyPrice),
  Subtotal: z.number().int(),
  TaxesAndFees: z.number().int(),
  TotalPrice: z.number().int(),
});
export type HotelRoomLine = z.infer<typeof hotelRoomLine>;

/** The hotel's facts the quote and the order repeat: where, how good, its zone and its hours. */
export const hotelFacts = {
  Address: z.string(),
  Stars: z.number().int(),
  Photo: z.string(),
  TimeZone: z.string(),
  CheckInFrom: z.string(),
  CheckOutUntil: z.string(),
};

export const hotelQuote = z.object({
  HotelId: z.string(),
  HotelName: z.string(),
  ...hotelFacts,
  RoomTypeId: z.string(),
  RoomName: z.string(),
  Bed: z.string(),
  RatePlanId: z.string(),
  RatePlanName: z.string(),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  Rooms: z.array(hotelRoom),
  /** Each room's type, plan and price. */
  RoomLines: z.array(hotelRoomLine),
  Currency: z.string(),
  /** All rooms together, per night, before taxes. */
  NightlyPrices: z.array(nightlyPrice),
  Subtotal: z.number().int(),
  TaxesAndFees: z.number().int(),
  TotalPrice: z.number().int(),
  Policy: hotelCancellationPolicy,
  /** Rooms of the type free on every night. */
  Available: z.number().int(),
  sk: z.string(),
});
export type HotelQuote = z.infer<typeof hotelQuote>;
