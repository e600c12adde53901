import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  heldOrderRules,
  heldOrderState,
  instant,
  orderContact,
  orderIdentity,
  orderMoneyRecords,
  orderPricing,
  rowTimes,
} from '../../db/order-columns.ts';

/** The statuses an activity order row keeps (Completed is shown, not stored). */
const STORED_STATUSES = ['PendingPayment', 'Issued', 'Cancelled', 'RefundPending', 'Refunded'];

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
    updatedAt: instant('updated_at').notNull(),
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
 * hotel orders (decision 011); the columns every order has come from db/order-columns.ts.
 */
export const activityOrders = pgTable(
  'activity_orders',
  {
    /** orderNo (AW and 8 letters or digits) is the order's id on the wire and for payments. */
    ...orderIdentity(),
    productId: text('product_id').notNull(),
    optionId: text('option_id').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    /** Places held in the slot (adults and children). */
    places: integer('places').notNull(),
    /** Product, option, city, bands, price lines and policy as sold. */
    snapshot: jsonb('snapshot').notNull(),
    lead: jsonb('lead').notNull(),
    ...orderContact(),
    ...orderPricing(),
    total: integer('total').notNull(),
    policy: text('policy').notNull(),
    freeCancelUntil: instant('free_cancel_until'),
    /** status: one of STORED_STATUSES. */
    ...heldOrderState(),
    voucherCode: text('voucher_code'),
    ...orderMoneyRecords(),
    cancellationSentAt: instant('cancellation_sent_at'),
    ...rowTimes(),
  },
  (t) => heldOrderRules('activity_orders', t, STORED_STATUSES),
);
