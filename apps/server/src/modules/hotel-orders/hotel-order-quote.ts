import type { HotelQuote, HotelRoomLine } from '@farewise/domain/orders/hotel-order.schemas';
import { pickCurrency, type Currency } from '@farewise/domain/money/currency';
import { hotelAddress } from '../../suppliers/hotels/index.ts';
import type { HotelSupplier, Stay } from '../../suppliers/hotels/hotel-supplier.ts';
import { ROOM_KINDS } from '../../suppliers/hotels/index.ts';
import { photoPath } from '../../suppliers/hotels/index.ts';
import {
  cancellationDeadline,
  fits,
  policyText,
  ratePlansOf,
  stayPrice,
  taxRate,
  type CancellationDeadline,
  type RatePlanKind,
} from '../../suppliers/hotels/index.ts';
import { hotelPhoto, ratePolicyOf } from '../hotels/index.ts';
import type { HotelRates } from '../hotels/index.ts';
import { hotelNotFound, searchKeyInvalid } from '../hotels/index.ts';
import { checkedStay } from '../hotels/index.ts';
import { decodeSearchKey, encodeSearchKey } from '../hotels/index.ts';
import { ratePlanUnavailable, roomDoesNotFit } from './hotel-orders.errors.ts';

/** A stay priced for one room type and rate plan, for every room of the search. */
export interface PricedStay {
  quote: Omit<HotelQuote, 'Available'>;
  stay: Stay;
  nights: string[];
  rate: number;
  currency: Currency;
  deadline: CancellationDeadline | null;
  /** Any room on a flexible rate. */
  refundable: boolean;
  lines: HotelRoomLine[];
}

/** The plan in words, with what happens after the deadline (decision 011). */
export function cancellationText(policyText: string, refundable: boolean): string {
  if (!refundable) return 'Non-refundable: this booking cannot be cancelled or refunded once paid.';
  return `${policyText}. After that, cancelling costs the first night and the rest is refunded.`;
}

/**
 * Re-prices a stay from its search key with the supplier's own prices (never the caller's):
 * each room for its own party (breakfast is per guest), taxes on the sum.
 */
export function priceStay(opts: {
  supplier: HotelSupplier;
  rates: HotelRates;
  now: Date;
  sk: string;
  /** One id for every room, or one per room, comma-separated. */
  roomTypeId: string;
  ratePlanId: string;
  currency?: Currency;
}): PricedStay {
  const { supplier, now } = opts;
  const key = decodeSearchKey(opts.sk);
  if (!key) throw searchKeyInvalid();
  const hotel = supplier.hotel(key.hotelId);
  if (!hotel) throw hotelNotFound();
  const Rooms = key.rooms.map((r, i) => ({
    Index: i,
    AdultNumber: r.adults,
    childNumber: r.children.length,
    ChildAge: r.children,
  }));
  const stay = checkedStay({ CheckIn: key.checkIn, CheckOut: key.checkOut, Rooms }, now, {
    needDestination: false,
  });
  const perRoom = (list: string) => {
    const ids = list.split(',').map((v) => v.trim());
    if (ids.length === 1) return stay.rooms.map(() => ids[0] as string);
    if (ids.length !== stay.rooms.length) throw roomDoesNotFit();
    return ids;
  };
  const typeIds = perRoom(opts.roomTypeId);
  const planIds = perRoom(opts.ratePlanId);
  const plans = ratePlansOf(hotel);
  const city = supplier.city(hotel.cityIndex);
  const deadline = cancellationDeadline(hotel, city, stay.checkIn);
  const context = supplier.stayContext(stay);
  const factors = context.factorsFor(city);
  const currency = pickCurrency(opts.currency);
  const perUsd = opts.rates.perUsd(currency);
  const tax = taxRate(city.countryCode);
  const nightly = context.nights.map(() => 0);
  let subtotal = 0;
  let taxes = 0;
  const lines: HotelRoomLine[] = stay.rooms.map((room, i) => {
    const roomTypeIndex = hotel.roomTypes.findIndex((rt) => rt.id === typeIds[i]);
    const roomType = hotel.roomTypes[roomTypeIndex];
    const plan = plans.find((p) => p.code === planIds[i]);
    if (!roomType) throw hotelNotFound();
    if (!plan) throw ratePlanUnavailable();
    if (!fits(roomType, room.adults, room.children.length)) throw roomDoesNotFit();
    // A free-cancellation rate whose deadline has passed is no longer sold (as on the detail page).
    if (plan.refundable && deadline.utcMs <= now.getTime()) throw ratePlanUnavailable();
    const perNight: number[] = [];
    // Each room for its own party: breakfast is per guest.
    const price = stayPrice({
      hotel,
      roomType,
      plan,
      factors,
      guests: room.adults + room.children.length,
      perUsd,
      taxRate: tax,
      nightly: perNight,
    });
    perNight.forEach((p, n) => (nightly[n] = (nightly[n] ?? 0) + p));
    subtotal += price.subtotal;
    taxes += price.taxes;
    const kind = ROOM_KINDS[roomType.kind];
    return {
      Index: i,
      RoomTypeId: roomType.id,
      RoomName: kind?.name ?? roomType.id,
      Bed: kind?.bed ?? '',
      Photo: roomPhoto(hotel.id, roomTypeIndex),
      RatePlanId: plan.code,
      RatePlanName: plan.name,
      Refundable: plan.refundable,
      Breakfast: plan.breakfast,
      PolicyText: policyText(plan.refundable ? deadline : null),
      NightlyPrices: context.nights.map((Date, n) => ({ Date, Price: perNight[n] ?? 0 })),
      Subtotal: price.subtotal,
      TaxesAndFees: price.taxes,
      TotalPrice: price.total,
    };
  });
  const allRefundable = lines.every((l) => l.Refundable);
  const anyRefundable = lines.some((l) => l.Refundable);
  const first = plans.find((p) => p.code === lines[0]?.RatePlanId) as RatePlanKind;
  const policy = ratePolicyOf(
    { ...first, refundable: allRefundable, breakfast: lines.every((l) => l.Breakfast) },
    allRefundable ? deadline : null,
    city.timeZone,
  );
  const mixed = anyRefundable && !allRefundable;
  return {
    stay,
    nights: context.nights,
    rate: perUsd,
    currency,
    deadline: anyRefundable ? deadline : null,
    refundable: anyRefundable,
    lines,
    quote: {
      HotelId: hotel.id,
      HotelName: hotel.name,
      Address: hotelAddress(hotel, city),
      Stars: hotel.stars,
      Photo: hotelPhoto(hotel, 0),
      TimeZone: city.timeZone,
      CheckInFrom: hotel.checkInFrom,
      CheckOutUntil: hotel.checkOutUntil,
      RoomTypeId: typeIds.join(','),
      RoomName: summary(lines.map((l) => l.RoomName)),
      Bed: summary(lines.map((l) => l.Bed)),
      RatePlanId: planIds.join(','),
      RatePlanName: summary(lines.map((l) => l.RatePlanName)),
      CheckIn: stay.checkIn,
      CheckOut: stay.checkOut,
      Nights: context.nights.length,
      Rooms,
      RoomLines: lines,
      Currency: currency,
      NightlyPrices: context.nights.map((Date, i) => ({ Date, Price: nightly[i] ?? 0 })),
      Subtotal: subtotal,
      TaxesAndFees: taxes,
      TotalPrice: subtotal + taxes,
      Policy: {
        ...policy,
        ...(mixed
          ? {
              FreeCancellationUntil: deadline.local,
              FreeCancellationUntilUtc: new Date(deadline.utcMs).toISOString(),
              PolicyText: `${policyText(deadline)} for the flexible rooms; the others are non-refundable`,
            }
          : {}),
        CancellationText: mixed
          ? `${policyText(deadline)} for rooms on a flexible rate; after that, cancelling costs their first night. Rooms on a non-refundable rate are not refunded.`
          : cancellationText(policy.PolicyText, allRefundable),
      },
      sk: encodeSearchKey({
        hotelId: hotel.id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: stay.rooms,
      }),
    },
  };
}

/** 'Twin Room' for one kind, '2 × Twin Room', or 'Twin Room + Family Room'. */
function summary(names: string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()].map(([n, c]) => (c > 1 ? `${c} × ${n}` : n)).join(' + ');
}

export const roomPhoto = (hotelId: string, roomTypeIndex: number) =>
  photoPath(`${hotelId}-r${roomTypeIndex + 1}`);
