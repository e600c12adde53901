import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * An after-sales request of a flight order (decision 015): a refund, a change, a name correction,
 * extra bags, a cancellation, a problem report, or an airline schedule change waiting for the
 * traveller's answer. Its dated timeline is what the pages and mails show.
 */
export const flightOrderRequests = pgTable(
  'flight_order_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The traveller's reference: RQ and 8 letters or digits. */
    requestNo: text('request_no').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The order's owner when it was made (null for a guest's order). */
    userId: uuid('user_id'),
    /** refund | change | name | bags | cancel | problem | schedule */
    kind: text('kind').notNull(),
    /** domain REQUEST_STATUSES */
    status: text('status').notNull(),
    /** The caller's key: a repeated submit answers the request it made. */
    clientKey: text('client_key').notNull(),
    passengers: jsonb('passengers').notNull(),
    directions: jsonb('directions').notNull(),
    /** What the request is about, by kind (reason, pictures, new flights, names, bags, …). */
    details: jsonb('details').notNull(),
    currency: text('currency').notNull(),
    refundAmount: integer('refund_amount').notNull().default(0),
    chargeAmount: integer('charge_amount').notNull().default(0),
    /** The money's way back: one refund per payment, each with its ledger key and status. */
    refunds: jsonb('refunds')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 'Visa •••• 4242'. */
    card: text('card'),
    /** The refund is on the card by this date at the latest. */
    arrivesBy: text('arrives_by'),
    /** New seats of a change are held until then, waiting for its payment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    timeline: jsonb('timeline').notNull(),
    /** Mails to send once the transaction that wrote them has committed. */
    pendingMails: jsonb('pending_mails')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('flight_order_requests_no_uq').on(t.requestNo),
    uniqueIndex('flight_order_requests_client_key_uq').on(t.orderId, t.clientKey),
    index('flight_order_requests_order_idx').on(t.orderId, t.createdAt),
    index('flight_order_requests_user_idx').on(t.userId, t.createdAt),
    index('flight_order_requests_status_idx').on(t.status, t.updatedAt),
    check(
      'flight_order_requests_amounts_check',
      sql`${t.refundAmount} >= 0 and ${t.chargeAmount} >= 0`,
    ),
  ],
);
