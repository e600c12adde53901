import type { FieldError } from '@farewise/domain/api/envelope';
import { HOLD_MINUTES } from '@farewise/domain/orders/hold';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import { passengerListErrors } from '@farewise/domain/passengers/passenger.rules';
import { passengerTypeOfAgeType } from '@farewise/domain/passengers/passenger.schemas';
import { contactErrors } from '@farewise/domain/contacts/contact.rules';
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import { partyText } from '@farewise/domain/shared/party';
import type {
  BookingPassenger,
  PaymentType,
  TicketBookingResult,
} from '@farewise/domain/orders/flight-order.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';
import {
  bookingInvalid,
  orderClosed,
  orderNotFound,
  sliceUnavailable,
} from './flight-orders.errors.ts';
import { bookingResult, type StoredContact, type StoredPassenger } from './flight-order-view.ts';
import { accessibleOrder, type OrderCaller } from './order-access.ts';
import type { OrderSeatHolds } from './order-seat-holds.ts';
import type { SliceEligibility } from './slice-eligibility.ts';
import { todayUtc } from '@farewise/domain/shared/today';

// Seats stay held this long after the passengers are confirmed (issue 4).
export { HOLD_MINUTES };

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

function storedPassenger(p: BookingPassenger): StoredPassenger {
  return {
    given_name: text(p.given_name),
    middle_name: text(p.middle_name),
    surname: text(p.surname),
    sex: Number(p.sex),
    birthday: text(p.birthday),
    id_card_issue: text(p.id_card_issue).toUpperCase(),
    national_code: text(p.national_code).toUpperCase(),
    id_card: text(p.id_card).replace(/\s+/g, '').toUpperCase(),
    id_card_time: text(p.id_card_time),
    phone_code: normaliseCallingCode(text(p.phone_code)),
    mobile: text(p.mobile),
    age_type: p.age_type,
    savedId: p.id ? String(p.id) : null,
    ticketNo: null,
  };
}

/** The passengers (one form per traveller booked, SPEC 5's rules) and the contact, as field errors. */
function bookingErrors(
  row: FlightOrderRow,
  passengers: BookingPassenger[],
  contact: StoredContact,
  today: () => string,
): FieldError[] {
  const errors: FieldError[] = [];
  const adults = passengers.filter((p) => p.age_type === 0).length;
  if (adults !== row.adults || passengers.length - adults !== row.children) {
    errors.push({
      field: 'passengers',
      message: `This booking is for ${partyText({ adults: row.adults, children: row.children })}. Please fill in one form per traveller.`,
    });
    return errors;
  }
  const referenceDate = row.firstDeparture.slice(0, 10);
  passengerListErrors(passengers, (i) => ({
    type: passengerTypeOfAgeType(passengers[i]!.age_type),
    referenceDate,
    today: today(),
    withPhone: true,
  })).forEach((list, i) => {
    for (const [field, message] of Object.entries(list))
      if (message) errors.push({ field: `passengers.${i}.${field}`, message });
  });
  for (const [field, message] of Object.entries(contactErrors(contact)))
    if (message) errors.push({ field: `contact.${field}`, message });
  return errors;
}

export interface OrderBookingDeps {
  db: Db;
  clock: Clock;
  search: FlightSearchService;
  orders: FlightOrdersRepository;
  holds: OrderSeatHolds;
  slice: SliceEligibility;
}

/** ticketBooking: the travellers and contact of an order, and its seats held while it is paid. */
export function createOrderBooking({ db, clock, search, orders, holds, slice }: OrderBookingDeps) {
  // The server's UTC today, as flight search quotes fares on it (decision 047).
  const today = () => todayUtc(clock.now());

  return {
    /** ticketBooking: passengers and contact checked and stored, seats held, in one transaction. */
    async book(input: {
      caller: OrderCaller;
      orderId: string;
      passengers: BookingPassenger[];
      contact: StoredContact;
      paymentType?: PaymentType;
    }): Promise<TicketBookingResult> {
      await accessibleOrder(orders, input.orderId, input.caller);
      const now = clock.now();
      const contact: StoredContact = {
        postcode: normaliseCallingCode(text(input.contact.postcode)),
        mobile: text(input.contact.mobile),
        email: text(input.contact.email),
      };
      const { row, counts } = await db.transaction(async (tx) => {
        const locked = await orders.lockById({ id: input.orderId }, tx);
        if (!locked) throw orderNotFound();
        if (locked.status !== 0) throw orderClosed();
        const errors = bookingErrors(locked, input.passengers, contact, today);
        if (errors.length) throw bookingInvalid(errors);
        let holdState = locked.holdState;
        let released: Awaited<ReturnType<OrderSeatHolds['release']>> = [];
        if (holdState === 'held' && locked.holdExpiresAt && locked.holdExpiresAt <= now) {
          released = await holds.release(locked, tx);
          holdState = 'released';
        }
        const paymentType = input.paymentType ?? (locked.paymentType as PaymentType);
        let slicePlan = locked.slicePlan as SlicePlan | null;
        if (paymentType === 'slice') {
          await slice.checkAllowed({ userId: locked.userId, email: contact.email }, tx);
          slicePlan = slice.planFor(locked);
          if (!slicePlan.valid) throw sliceUnavailable();
        }
        // The seats: held once per order; a second confirmation within the hold keeps the same seats.
        const held = holdState === 'held' ? [] : await holds.hold(locked, tx);
        const set = {
          passengers: input.passengers.map(storedPassenger),
          contact,
          contactEmail: contact.email.toLowerCase(),
          paymentType,
          slicePlan: paymentType === 'slice' ? slicePlan : null,
          holdState: 'held',
          holdExpiresAt:
            holdState === 'held'
              ? locked.holdExpiresAt
              : new Date(now.getTime() + HOLD_MINUTES * 60_000),
          updatedAt: now,
        };
        await orders.update({ id: locked.id, set }, tx);
        return { row: { ...locked, ...set } as FlightOrderRow, counts: [...released, ...held] };
      });
      search.noteSeats(counts);
      return bookingResult(row);
    },
  };
}
