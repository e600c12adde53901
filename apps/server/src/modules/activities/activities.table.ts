import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Places left in one time slot of an activity on one date. A row appears on the first hold with
 * the supplier's places for the slot; bookings count it down and cancellations up again, each in
 * one conditional update, so the last place is sold once (decision 018).
 */
export const activitySlots = pgTable(
  'activity_slots',
  {
    productId: text('product_id').notNull(),
    /** Local date 'YYYY-MM-DD' and start 'HH:MM' of the slot. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    /** The supplier's places when the row was made. */
    capacity: integer('capacity').notNull(),
    remaining: integer('remaining').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.date, t.time] }),
    check('activity_slots_remaining_check', sql`${t.remaining} >= 0`),
  ],
);

/**
 * An activity order (order_type 3). The product, option, prices and policy are copied in at
 * booking, so the order reads the same whatever the supplier does later. Money in minor units
 * of `currency`, with the exchange rate used. Payments and refunds live on the row, as on the
 * hotel orders (decision 011).
 */
export const activityOrders = pgTable(
  'activity_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** AW and 8 letters or digits (no 0/O/1/I): the order's id on the wire and for payments. */
    orderNo: text('order_no').notNull(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    productId: text('product_id').notNull(),
    optionId: text('option_id').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    /** Places held in the slot (adults and children). */
    places: integer('places').notNull(),
    /** Product, option, city, bands, price lines and policy as sold. */
    snapshot: jsonb('snapshot').notNull(),
    lead: jsonb('lead').notNull(),
    contact: jsonb('contact').notNull(),
    contactEmail: text('contact_email').notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    policy: text('policy').notNull(),
    freeCancelUntil: timestamp('free_cancel_until', { withTimezone: true }),
    /** PendingPayment, Issued, Cancelled, RefundPending, Refunded (Completed is shown, not stored). */
    status: text('status').notNull().default('PendingPayment'),
    /** held (unpaid, until holdExpiresAt), confirmed (paid), released. */
    holdState: text('hold_state').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    voucherCode: text('voucher_code'),
    payments: jsonb('payments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    refunds: jsonb('refunds')
      .notNull()
      .default(sql`'[]'::jsonb`),
    paidAmount: integer('paid_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    cancellationSentAt: timestamp('cancellation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activity_orders_order_no_idx').on(t.orderNo),
    index('activity_orders_user_idx').on(t.userId, t.createdAt),
    index('activity_orders_hold_idx').on(t.holdState, t.holdExpiresAt),
    index('activity_orders_status_idx').on(t.status),
    check(
      'activity_orders_hold_state_check',
      sql`${t.holdState} in ('held', 'released', 'confirmed')`,
    ),
    check(
      'activity_orders_status_check',
      sql`${t.status} in ('PendingPayment', 'Issued', 'Cancelled', 'RefundPending', 'Refunded')`,
    ),
  ],
);
