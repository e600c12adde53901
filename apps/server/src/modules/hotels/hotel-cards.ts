import {
  HOTEL_AMENITY_CODES,
  reviewLabel,
  type HotelCard,
  type RatePolicy,
} from '@farewise/domain/hotels/hotel-search.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import { hotelAddress, type Hotel } from '../../suppliers/hotels/index.ts';
import {
  hotelSupplier,
  type HotelSupplier,
  type PlanQuote,
  type StayContext,
} from '../../suppliers/hotels/hotel-supplier.ts';
import { photoPath } from '../../suppliers/hotels/index.ts';
import { ROOM_KINDS } from '../../suppliers/hotels/index.ts';
import {
  breakfastText,
  policyText,
  type CancellationDeadline,
  type RatePlanKind,
} from '../../suppliers/hotels/index.ts';
import { encodeSearchKey } from './search-key.ts';

/** A hotel priced for one search: its plans cheapest first. */
export interface PricedHotel {
  hotel: Hotel;
  distanceKm: number;
  quotes: PlanQuote[];
}

export const amenityCodes = (mask: number) =>
  HOTEL_AMENITY_CODES.filter((_, bit) => (mask & (1 << bit)) !== 0);

export const distanceText = (km: number, toAirport: boolean) =>
  `${km.toFixed(1)} km from ${toAirport ? 'the airport' : 'centre'}`;

export function ratePolicyOf(
  plan: RatePlanKind,
  deadline: CancellationDeadline | null,
  timeZone: string,
): RatePolicy {
  return {
    FreeCancellation: plan.refundable && !!deadline,
    FreeCancellationUntil: deadline?.local ?? null,
    FreeCancellationUntilUtc: deadline ? new Date(deadline.utcMs).toISOString() : null,
    TimeZone: timeZone,
    Breakfast: plan.breakfast,
    PolicyText: policyText(deadline),
    BreakfastText: breakfastText(plan.breakfast),
  };
}

/** '2 × Twin Room' or 'Standard Double Room + Family Room'. */
export function roomSummary(quote: PlanQuote): string {
  const counts = new Map<string, number>();
  for (const rt of quote.roomTypes) {
    const name = ROOM_KINDS[rt.kind]?.name ?? rt.id;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name)).join(' + ');
}

export const hotelPhoto = (hotel: Hotel, n: number) => photoPath(`${hotel.id}-${n}`);

/**
 * The first photo of a hotel's page, painted by the server with the page's shell (decision 030);
 * undefined when there is no such hotel.
 */
export function firstHotelPhoto(
  id: string,
  supplier: HotelSupplier = hotelSupplier(),
): string | undefined {
  const hotel = supplier.hotel(id);
  return hotel && hotelPhoto(hotel, 0);
}

/** One result card for a hotel and the quote to show. */
export function toCard(opts: {
  supplier: HotelSupplier;
  priced: PricedHotel;
  quote: PlanQuote;
  stay: StayContext;
  currency: Currency;
  toAirport: boolean;
}): HotelCard {
  const { supplier, priced, quote, stay, currency } = opts;
  const { hotel } = priced;
  const city = supplier.city(hotel.cityIndex);
  const nights = stay.nights.length;
  return {
    HotelId: hotel.id,
    Name: hotel.name,
    Stars: hotel.stars,
    ReviewScore: hotel.reviewScore10 / 10,
    ReviewCount: hotel.reviewCount,
    ReviewLabel: reviewLabel(hotel.reviewScore10 / 10),
    Address: hotelAddress(hotel, city),
    District: city.districts[hotel.districtIndex]?.name ?? '',
    CityName: city.name,
    CountryCode: city.countryCode,
    CountryName: city.countryName,
    Lat: hotel.lat,
    Lon: hotel.lon,
    DistanceKm: priced.distanceKm,
    DistanceText: distanceText(priced.distanceKm, opts.toAirport),
    Photo: hotelPhoto(hotel, 0),
    Amenities: amenityCodes(hotel.amenities),
    RoomSummary: roomSummary(quote),
    RatePlanCode: quote.plan.code,
    Policy: ratePolicyOf(quote.plan, quote.deadline, city.timeZone),
    Currency: currency,
    PricePerNight: Math.round(quote.total / Math.max(1, nights)),
    TotalPrice: quote.total,
    TaxesAndFees: quote.taxes,
    Nights: nights,
    RoomCount: stay.rooms.length,
    RoomsLeft: quote.roomsLeft <= 3 ? quote.roomsLeft : null,
    sk: encodeSearchKey({
      hotelId: hotel.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
    }),
  };
}
