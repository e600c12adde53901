import { z } from 'zod';
import { recordId } from '../api/record-id.ts';
import {
  currencyParam,
  airlineInfo,
  airportInfo,
  flightRouting,
} from '../flights/search.schemas.ts';
import { passengerFormShape } from '../passengers/passenger.schemas.ts';
import { EMAIL_MAX_LENGTH } from '../contacts/contact.rules.ts';

/**
 * Wire shapes of the flight order calls (SPEC 3 order creation payload, SPEC 7 ticketBooking,
 * ticketPayVerify, commonQuery; paths and shapes designed in docs/decisions/010). Money on the
 * wire is a decimal in the order's currency (the `...Ex` fields); the server keeps minor units.
 */

export const paymentTypeParam = z.enum(['full', 'slice']);
export type PaymentType = z.infer<typeof paymentTypeParam>;

/** Create flight order (POST /v2/ticket/createOrder): SPEC 3's payload plus the payment type. */
export const createFlightOrderBody = z.object({
  Currency: currencyParam,
  adultNumber: z.coerce.number().int().min(1).max(9),
  childNumber: z.coerce.number().int().min(0).max(8).default(0),
  /** The chosen fare: the search's uniqueKey and the option's uniqueStr. */
  data: z.object({ unique: z.string().min(1).max(200), g: z.string().min(1).max(500) }),
  /** Trip type: 1 one-way, 2 round-trip, 3 multi-city (decision 026). */
  kind: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  /** The total the traveller saw: a different price now answers 409 { was, now }. */
  totalPriceEx: z.coerce.number().nonnegative(),
  paymentType: paymentTypeParam.default('full'),
});
export type CreateFlightOrderBody = z.input<typeof createFlightOrderBody>;

/** A passenger of a booking: the form (rules run in the service) plus its ticket type. */
export const bookingPassenger = passengerFormShape.extend({
  /** 0 adult, 1 child (SPEC 3 baggage numbering). */
  age_type: z.union([z.literal(0), z.literal(1)]),
  /** The saved passenger it was filled from, if any. */
  id: z.string().max(64).nullish(),
});
export type BookingPassenger = z.infer<typeof bookingPassenger>;

export const bookingContact = z.object({
  postcode: z.string().max(8).default(''),
  mobile: z.string().max(32).default(''),
  email: z.string().max(EMAIL_MAX_LENGTH).default(''),
});

/** POST /v2/ticket/ticketBooking. */
export const ticketBookingBody = z.object({
  orderId: recordId,
  passengers: z.array(bookingPassenger).min(1).max(9),
  contact: bookingContact,
  paymentType: paymentTypeParam.optional(),
});
export type TicketBookingBody = z.input<typeof ticketBookingBody>;

export const ticketBookingResult = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  paymentType: paymentTypeParam,
  currency: z.string(),
  /** Due now: the total, or the slice deposit. */
  amountDueEx: z.number(),
  totalPriceEx: z.number(),
  /** Seats are held until then (15 minutes). */
  holdExpiresAt: z.string(),
});
export type TicketBookingResult = z.infer<typeof ticketBookingResult>;

/** POST /v2/ticket/changeFare: the booking page's 'Select Fare' moves an unpaid order to another fare. */
export const changeFareBody = z.object({
  orderId: recordId,
  fareProduct: z.enum(['0THP', 'CHGF', 'RF24']),
});
export type ChangeFareBody = z.input<typeof changeFareBody>;

/** POST /v2/ticket/ticketPayVerify: may this order be paid now? */
export const orderIdBody = z.object({ orderId: recordId });
export const ticketPayVerifyResult = ticketBookingResult.extend({
  status: z.number(),
  payable: z.boolean(),
});
export type TicketPayVerifyResult = z.infer<typeof ticketPayVerifyResult>;

/** POST /v2/order/commonQuery: by id (owner or the guest's token) or by order number and e-mail. */
export const commonQueryBody = z.union([
  z.object({ orderId: recordId }),
  z.object({
    orderNo: z.string().trim().max(20).toUpperCase(),
    email: z.string().trim().max(EMAIL_MAX_LENGTH),
  }),
]);
export type CommonQueryBody = z.input<typeof commonQueryBody>;

export const orderPassengerView = z.object({
  given_name: z.string(),
  middle_name: z.string(),
  surname: z.string(),
  sex: z.number(),
  birthday: z.string(),
  id_card_issue: z.string(),
  national_code: z.string(),
  /** Masked: only the last 4 characters are shown. */
  id_card: z.string(),
  id_card_time: z.string(),
  age_type: z.number(),
  ticketNo: z.string().nullable(),
  /** After-sales: each direction's ticket (outbound first): open, refunded, or moved to a split booking. */
  coupons: z.array(z.enum(['open', 'refunded', 'moved'])),
  /** Extra checked bags bought per direction (outbound first). */
  extraBags: z.array(z.number()),
});
export type OrderPassengerView = z.infer<typeof orderPassengerView>;

export const instalmentView = z.object({
  number: z.number(),
  dueDate: z.string(),
  amountEx: z.number(),
  /** pending, paid, missed (or what the payments module reports). */
  status: z.string(),
});

export const orderPaymentView = z.object({
  kind: z.string(),
  amountEx: z.number(),
  status: z.string(),
  paidAt: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});

/** The flight order info of commonQuery and the order details page. */
export const flightOrderInfo = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.number(),
  statusText: z.string(),
  kind: z.number(),
  paymentType: paymentTypeParam,
  currency: z.string(),
  totalPriceEx: z.number(),
  adultPriceEx: z.number(),
  childPriceEx: z.number(),
  adultNumber: z.number(),
  childNumber: z.number(),
  fareProduct: z.string(),
  createdAt: z.string(),
  holdExpiresAt: z.string().nullable(),
  routing: flightRouting,
  air_lines: z.array(airlineInfo),
  air_ports: z.array(airportInfo),
  passengers: z.array(orderPassengerView),
  contact: z.object({ postcode: z.string(), mobile: z.string(), email: z.string() }).nullable(),
  slice: z
    .object({
      deposit: z.number(),
      weekly: z.number(),
      adjustedAmount: z.number(),
      instalments: z.array(instalmentView),
    })
    .nullable(),
  payments: z.array(orderPaymentView),
  ticketNumbers: z.array(z.string()),
  /** Money given back to the card so far (after-sales). */
  refundedEx: z.number(),
});
export type FlightOrderInfo = z.infer<typeof flightOrderInfo>;
