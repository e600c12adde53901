import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A flight order (SPEC 3 order creation, 7 ticketBooking, commonQuery). Money in minor units of
 * `currency`; the rate used is stored (DESIGN 5). The itinerary is the routing as priced when
 * the order was made, so the order reads the same after its offer expires. Passengers and the
 * contact are read and written with the order only, so they live on its row (decision 010).
 */
export const flightOrders = pgTable(
  'flight_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable: FW and 8 letters or digits (no 0/O/1/I). */
    orderNo: text('order_no').notNull(),
    userId: uuid('user_id'),
    /** sha256 of the guest's access token (guests only). */
    guestTokenHash: text('guest_token_hash'),
    /**
     * sha256 of the tokens given by the guest look-up (order number and e-mail): the newest ten,
     * so a guest who finds the booking on another device can act on it too.
     */
    lookupTokenHashes: jsonb('lookup_token_hashes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A change of some of the passengers moved them to this new order; set on the new order. */
    splitFromOrderId: uuid('split_from_order_id'),
    searchId: text('search_id').notNull(),
    optionKey: text('option_key').notNull(),
    fareProduct: text('fare_product').notNull(),
    kind: integer('kind').notNull(),
    cabin: text('cabin').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
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
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    payments: jsonb('payments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    ticketNumbers: jsonb('ticket_numbers'),
    /** Money given back to the card so far (after-sales refunds), minor units. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** When the schedule-change job last looked at this order's flights. */
    scheduleCheckedAt: timestamp('schedule_checked_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('flight_orders_order_no_idx').on(t.orderNo),
    index('flight_orders_user_idx').on(t.userId, t.createdAt),
    index('flight_orders_hold_idx').on(t.holdState, t.holdExpiresAt),
    index('flight_orders_status_idx').on(t.status),
    index('flight_orders_schedule_idx').on(t.status, t.scheduleCheckedAt),
    check('flight_orders_payment_type_check', sql`${t.paymentType} in ('full', 'slice')`),
    check(
      'flight_orders_hold_state_check',
      sql`${t.holdState} in ('none', 'held', 'released', 'confirmed')`,
    ),
  ],
);

/**
 * Who may no longer choose slice payment (SPEC 9: after a cancellation for missed instalments):
 * an account ('user:<id>') or an e-mail ('email:<lower-case address>').
 */
export const slicePaymentBlocks = pgTable('slice_payment_blocks', {
  subject: text('subject').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
