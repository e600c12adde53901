import { z } from 'zod';
import {
  hotelCard,
  hotelCurrencyParam,
  hotelDestination,
  hotelRoom,
  hotelSearchQuery,
  ratePolicy,
} from './hotel-search.schemas.ts';

/** Wire shapes of /v3/hotel/sk, hnames, hdetail and /v3/commonb2c/reco/hotel (SPEC 7 leaves them open). */

/** POST /v3/hotel/sk: a search key for one hotel and the stay of a search. */
export const hotelSkBody = z.object({
  HotelId: z.string().min(1).max(40),
  Query: hotelSearchQuery,
  Language: z.string().max(16).optional(),
});
export type HotelSkBody = z.input<typeof hotelSkBody>;
export const hotelSkResult = z.object({ sk: z.string(), HotelId: z.string() });

/** POST /v3/hotel/hnames: hotel names of a destination, for the name filter of the list page. */
export const hotelNamesBody = z.object({
  Query: hotelDestination,
  /** Part of the name; empty gives the destination's best hotels. */
  k: z.string().max(100).optional().default(''),
  Language: z.string().max(16).optional(),
});
export type HotelNamesBody = z.input<typeof hotelNamesBody>;
export const hotelNameItem = z.object({
  HotelId: z.string(),
  Name: z.string(),
  Stars: z.number().int(),
  District: z.string(),
});
export const hotelNamesResult = z.object({ list: z.array(hotelNameItem) });

/** POST /v3/hotel/hdetail: a hotel priced for the stay its sk names (without sk: 1 night from tomorrow, 2 adults). */
export const hotelDetailBody = z.object({
  HotelId: z.string().min(1).max(40),
  sk: z.string().max(2000).optional(),
  Currency: hotelCurrencyParam,
  Language: z.string().max(16).optional(),
});
export type HotelDetailBody = z.input<typeof hotelDetailBody>;

export const nightlyPrice = z.object({ Date: z.string(), Price: z.number().int() });

/** One rate plan of a room type, priced for one room for the whole stay. */
export const ratePlan = ratePolicy.extend({
  RatePlanId: z.string(),
  Name: z.string(),
  Refundable: z.boolean(),
  /** One room, per night on average, taxes included, minor units. */
  PricePerNight: z.number().int(),
  /** One room for the stay, taxes and fees included. */
  TotalPrice: z.number().int(),
  TaxesAndFees: z.number().int(),
  /** One room's price per night before taxes. */
  NightlyPrices: z.array(nightlyPrice),
});
export type RatePlan = z.infer<typeof ratePlan>;

export const roomTypeOffer = z.object({
  RoomTypeId: z.string(),
  Name: z.string(),
  Bed: z.string(),
  SizeM2: z.number().int(),
  MaxAdults: z.number().int(),
  MaxOccupancy: z.number().int(),
  Photo: z.string(),
  Amenities: z.array(z.string()),
  /** Rooms of this type free on every night of the stay (0: sold out). */
  Available: z.number().int(),
  /** Indexes of the search's rooms this type can hold. */
  FitsRooms: z.array(z.number().int()),
  RatePlans: z.array(ratePlan),
});
export type RoomTypeOffer = z.infer<typeof roomTypeOffer>;

export const hotelDetail = z.object({
  HotelId: z.string(),
  Name: z.string(),
  Stars: z.number().int(),
  ReviewScore: z.number(),
  ReviewCount: z.number().int(),
  ReviewLabel: z.string(),
  Description: z.string(),
  Address: z.string(),
  District: z.string(),
  CityId: z.string(),
  CityName: z.string(),
  CountryCode: z.string(),
  CountryName: z.string(),
  Lat: z.number(),
  Lon: z.number(),
  DistanceKm: z.number(),
  DistanceText: z.string(),
  TimeZone: z.string(),
  /** Local times, 'HH:mm'. */
  CheckInFrom: z.string(),
  CheckOutUntil: z.string(),
  Amenities: z.array(z.object({ Code: z.string(), Label: z.string() })),
  Photos: z.array(z.string()),
  Stay: z.object({
    CheckIn: z.string(),
    CheckOut: z.string(),
    Nights: z.number().int(),
    Rooms: z.array(hotelRoom),
  }),
  Currency: z.string(),
  Rooms: z.array(roomTypeOffer),
  sk: z.string(),
});
export type HotelDetail = z.infer<typeof hotelDetail>;

/** GET /v3/commonb2c/reco/hotel: recommended hotels of a destination (a suggestion ID), or of popular cities. */
export const hotelRecoQuery = z.object({
  city: z.string().max(80).optional(),
  Currency: hotelCurrencyParam,
  Language: z.string().max(16).optional(),
});
export const hotelRecoResult = z.object({
  CityName: z.string(),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Currency: z.string(),
  list: z.array(hotelCard),
});
export type HotelRecoResult = z.infer<typeof hotelRecoResult>;
