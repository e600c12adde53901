import { HOLD_MINUTES } from '@farewise/domain/orders/hold';
import type { Currency } from '@farewise/domain/money/currency';
import type { HotelBookingResult, HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import {
  hotelReservationErrors,
  type HotelContactFields,
  type HotelGuestFields,
} from '@farewise/domain/orders/hotel-reservation.rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { bookHeldOrder, orderContact } from '../orders/index.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { HotelRates } from '../hotels/index.ts';
import { priceStay } from './hotel-order-quote.ts';
import type { Snapshot, StoredRoom } from './hotel-order-view.ts';
import type { HotelOrderRooms } from './hotel-order-rooms.ts';
import type { HotelOrdersRepository } from './hotel-orders.repository.ts';
import { hotelPriceChanged, reservationInvalid } from './hotel-orders.errors.ts';

export { HOLD_MINUTES };

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export interface HotelOrderBookingDeps {
  db: Db;
  clock: Clock;
  hotels: HotelsService;
  rates: HotelRates;
  orders: HotelOrdersRepository;
  rooms: HotelOrderRooms;
}

/** verify and book: the stay priced by the supplier now, and the order written with its rooms held. */
export function createHotelOrderBooking(deps: HotelOrderBookingDeps) {
  const { db, clock, hotels, orders, rooms: roomHolds } = deps;
  return {
    /** POST /v3/hotel/verify: the room and rate priced now, with the rooms left; 409 { was, now } when the total moved. */
    async verify(input: {
      sk: string;
      RoomTypeId: string;
      RatePlanId: string;
      Currency?: Currency;
      totalPrice?: number;
    }): Promise<HotelQuote> {
      const priced = priceStay({
        supplier: hotels.supplier,
        rates: deps.rates,
        now: clock.now(),
        sk: input.sk,
        roomTypeId: input.RoomTypeId,
        ratePlanId: input.RatePlanId,
        currency: input.Currency,
      });
      const hotel = hotels.supplier.hotel(priced.quote.HotelId)!;
      const free = await hotels.availability({ hotel, nights: priced.nights });
      const available = Math.min(...priced.lines.map((l) => free.get(l.RoomTypeId) ?? 0));
      if (input.totalPrice !== undefined && input.totalPrice !== priced.quote.TotalPrice) {
        throw hotelPriceChanged({
          was: input.totalPrice,
          now: priced.quote.TotalPrice,
          currency: priced.currency,
        });
      }
      return { ...priced.quote, Available: available };
    },

    /** POST /v3/hotel/booking: rules, price from the supplier, every night's rooms held and the order written in one transaction. */
    async book(input: {
      userId: string | null;
      sk: string;
      RoomTypeId: string;
      RatePlanId: string;
      Currency?: Currency;
      totalPrice: number;
      Guests: HotelGuestFields[];
      Contact: HotelContactFields;
      SpecialRequests: string;
    }): Promise<HotelBookingResult> {
      const now = clock.now();
      const priced = priceStay({
        supplier: hotels.supplier,
        rates: deps.rates,
        now,
        sk: input.sk,
        roomTypeId: input.RoomTypeId,
        ratePlanId: input.RatePlanId,
        currency: input.Currency,
      });
      const errors = hotelReservationErrors({
        rooms: priced.stay.rooms.length,
        guests: input.Guests,
        contact: input.Contact,
        specialRequests: input.SpecialRequests,
      });
      if (errors.length) throw reservationInvalid(errors);
      // The price is the supplier's, never the caller's: a different total is refused, not charged.
      if (input.totalPrice !== priced.quote.TotalPrice)
        throw hotelPriceChanged({
          was: input.totalPrice,
          now: priced.quote.TotalPrice,
          currency: priced.currency,
        });
      const { contact, contactEmail } = orderContact(input.Contact);
      const rooms: StoredRoom[] = priced.stay.rooms.map((r, i) => ({
        adults: r.adults,
        children: r.children,
        guest: {
          given_name: trim(input.Guests[i]?.given_name),
          surname: trim(input.Guests[i]?.surname),
        },
      }));
      const hotel = hotels.supplier.hotel(priced.quote.HotelId)!;
      const snapshot: Snapshot = {
        ...priced.quote,
        RoomPhoto: priced.lines[0]?.Photo ?? priced.quote.Photo,
      };
      const { row, accessToken, holdExpiresAt } = await bookHeldOrder({
        db,
        now,
        userId: input.userId,
        prefix: 'HW',
        holdMinutes: HOLD_MINUTES,
        // All nights or none; the last room of a night goes to one traveller (hotels.sold_out, 409).
        hold: (tx) => roomHolds.hold(hotel.id, priced.lines, priced.nights, tx),
        insert: (start, tx) =>
          orders.insert(
            {
              ...start,
              hotelId: hotel.id,
              roomTypeId: priced.quote.RoomTypeId,
              ratePlanId: priced.quote.RatePlanId,
              refundable: priced.refundable,
              checkIn: priced.stay.checkIn,
              checkOut: priced.stay.checkOut,
              nights: priced.nights,
              roomCount: rooms.length,
              snapshot,
              rooms,
              contact,
              contactEmail,
              specialRequests: input.SpecialRequests.trim(),
              currency: priced.currency,
              rate: priced.rate,
              nightly: priced.quote.NightlyPrices,
              subtotal: priced.quote.Subtotal,
              taxes: priced.quote.TaxesAndFees,
              total: priced.quote.TotalPrice,
              freeCancelUntil: priced.deadline ? new Date(priced.deadline.utcMs) : null,
            },
            tx,
          ),
      });
      return {
        orderId: row.id,
        insideOrderNo: row.orderNo,
        accessToken,
        holdExpiresAt: holdExpiresAt.toISOString(),
        Currency: row.currency,
        TotalPrice: row.total,
      };
    },
  };
}
