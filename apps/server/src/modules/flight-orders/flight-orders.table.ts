import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  instant,
  jsonList,
  oneOf,
  orderIdentity,
  orderIndexes,
  orderPricing,
  rowTimes,
} from '../../db/order-columns.ts';

/**
 * A flight order (SPEC 3 order creation, 7 ticketBooking, commonQuery). Money in minor units of
 * `currency`; the rate used is stored (DESIGN 5). The itinerary is the routing as priced when
 * the order was made, so the order reads the same after its offer expires. Passengers and the
 * contact are read and written with the order only, so they live on its row (decision 010).
 */
export const flightOrders = pgTable(
  'flight_orders',
  {
    /** orderNo: FW and 8 letters or digits. */
    ...orderIdentity(),
    /**
     * sha256 of the tokens given by the guest look-up (order number and e-mail): the newest ten,
     * so a guest who finds the booking on another device can act on it too.
     */
    lookupTokenHashes: jsonList('lookup_token_hashes'),
    /** A change of some of the passengers moved them to this new order; set on the new order. */
    splitFromOrderId: uuid('split_from_order_id'),
    searchId: text('search_id').notNull(),
    optionKey: text('option_key').notNull(),
    fareProduct: text('fare_product').notNull(),
    kind: integer('kind').notNull(),
    cabin: text('cabin').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    ...orderPricing(),
    totalAmount: integer('total_amount').notNull(),
    adultAmount: integer('adult_amount').notNull(),
    childAmount: integer('child_amount').notNull(),
    paymentType: text('payment_type').notNull(),
    /** The slice plan when paymentType is slice (domain SlicePlan), fixed at booking. */
    slicePlan: jsonb('slice_plan'),
    itinerary: jsonb('itinerary').notNull(),
    /** The flights to hold seats on (flights inventory SeatRequest[]). */
    seatFlights: jsonb('seat_flights').notNull(),
    firstDeparture: text('first_departure').notNull(),
    /** SPEC 4 numeric status: 0 awaiting payment … 6 changed. */
    status: integer('status').notNull().default(0),
    passengers: jsonb('passengers'),
    contact: jsonb('contact'),
    contactEmail: text('contact_email'),
    /** none, held, released (expired or cancelled), confirmed (paid). */
    holdState: text('hold_state').notNull().default('none'),
    holdExpiresAt: instant('hold_expires_at'),
    payments: jsonList('payments'),
    ticketNumbers: jsonb('ticket_numbers'),
    /** Money given back to the card so far (after-sales refunds), minor units. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** When the schedule-change job last looked at this order's flights. */
    scheduleCheckedAt: instant('schedule_checked_at'),
    confirmationSentAt: instant('confirmation_sent_at'),
    ...rowTimes(),
  },
  (t) => [
    ...orderIndexes('flight_orders', t),
    index('flight_orders_schedule_idx').on(t.status, t.scheduleCheckedAt),
    oneOf('flight_orders', 'payment_type', t.paymentType, ['full', 'slice']),
    oneOf('flight_orders', 'hold_state', t.holdState, ['none', 'held', 'released', 'confirmed']),
  ],
);

/**
 * Who may no longer choose slice payment (SPEC 9: after a cancellation for missed instalments):
 * an account ('user:<id>') or an e-mail ('email:<lower-case address>').
 */
export const slicePaymentBlocks = pgTable('slice_payment_blocks', {
  subject: text('subject').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
