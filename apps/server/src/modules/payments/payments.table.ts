import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, rowTimes } from '../../db/order-columns.ts';

/**
 * One charge attempt against an order: the full price, a slice deposit, or an instalment.
 * Only the card's brand and last four digits are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderType: text('order_type').notNull(),
    orderId: text('order_id').notNull(),
    /** full | deposit | instalment */
    kind: text('kind').notNull(),
    instalmentId: uuid('instalment_id'),
    /** The caller's key (or 'instalment:<id>' for the job): a repeat answers the stored result. */
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** processing | requires_action | succeeded | failed */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    gatewayRef: text('gateway_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_uq').on(t.idempotencyKey),
    // One live (processing, waiting for 3-D Secure or paid) full or deposit payment per order,
    // so two different keys cannot both charge the same booking.
    uniqueIndex('payments_one_live_per_order_uq')
      .on(t.orderType, t.orderId)
      .where(
        sql`kind in ('full', 'deposit') and status in ('processing', 'requires_action', 'succeeded')`,
      ),
    index('payments_order_idx').on(t.orderType, t.orderId),
    // Payment recovery looks for payments stuck in processing (payment-recovery.ts).
    index('payments_processing_idx')
      .on(t.updatedAt)
      .where(sql`status = 'processing'`),
  ],
);

/** A slice-paid order's plan: the saved card and where the plan stands (SPEC 9). */
export const slicePlans = pgTable(
  'slice_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderType: text('order_type').notNull(),
    orderId: text('order_id').notNull(),
    ownerUserId: uuid('owner_user_id'),
    /** Where reminders and notices go. */
    email: text('email').notNull(),
    currency: text('currency').notNull(),
    /** The sandbox gateway's saved-card token: never the number. */
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** active | completed | cancel_pending | cancelled */
    status: text('status').notNull(),
    noticeSentAt: instant('notice_sent_at'),
    /** Not before noticeSentAt + 24 h. */
    cancelAt: instant('cancel_at'),
    cancelledAt: instant('cancelled_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('slice_plans_order_uq').on(t.orderType, t.orderId),
    index('slice_plans_status_idx').on(t.status, t.cancelAt),
  ],
);

/** One weekly instalment of a slice plan; the job runner claims due rows with FOR UPDATE SKIP LOCKED. */
export const sliceInstalments = pgTable(
  'slice_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => slicePlans.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** When the job charges it: the due date's start (UTC). */
    dueAt: instant('due_at').notNull(),
    amount: integer('amount').notNull(),
    /** scheduled | charging | paid | missed | cancelled */
    status: text('status').notNull(),
    claimedAt: instant('claimed_at'),
    paidAt: instant('paid_at'),
    missedAt: instant('missed_at'),
    paymentId: uuid('payment_id'),
    reminderBeforeSentAt: instant('reminder_before_sent_at'),
    reminderAfterSentAt: instant('reminder_after_sent_at'),
  },
  (t) => [
    uniqueIndex('slice_instalments_plan_number_uq').on(t.planId, t.number),
    index('slice_instalments_due_idx').on(t.status, t.dueAt),
  ],
);

/** The sandbox gateway's own books, as a processor would keep them (in the database so every instance sees them). */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** succeeded | requires_action | failed */
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** Set when the card was saved for later charges (slice instalments). */
    cardToken: text('card_token'),
    /** For 3-D Secure: pending | passed | failed */
    challenge: text('challenge'),
    /** Where the challenge page sends the traveller back to. */
    returnUrl: text('return_url'),
    refunded: integer('refunded').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_charges_idempotency_key_uq').on(t.idempotencyKey)],
);

/**
 * The sandbox's cards: saved cards (`tok_…`, charged off-session for slice instalments) and
 * one-use payment methods (`pm_…`) its card form made. The number and CVC are never kept.
 */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  /** The test behaviour of the card: the sandbox's stand-in for the number it never keeps. */
  behaviour: text('behaviour').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * Money given back on a payment: one row per refund, keyed by the caller's idempotency key, so a
 * repeated or retried refund (a double submit, a crash between our books and the gateway's) moves
 * the money once. `processing` rows are settled by the refund-recovery job.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    /** processing | succeeded | failed */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    ...rowTimes(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_key_uq').on(t.idempotencyKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_processing_idx')
      .on(t.updatedAt)
      .where(sql`status = 'processing'`),
  ],
);

/** The sandbox gateway's refunds: a repeated idempotency key answers the first refund. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_key_uq').on(t.idempotencyKey)],
);

/**
 * The ledger (decision 051): one append-only row per movement of money of any order kind, written
 * in the same transaction as the payment or refund it records, and only once the gateway said the
 * money moved. Amounts are positive minor units; the kind says which way. Never updated or deleted
 * (money-ledger.ts has insert, sums and lists only).
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderType: text('order_type').notNull(),
    orderId: text('order_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The refund this row records (kind refund). */
    refundId: uuid('refund_id').references(() => paymentRefunds.id),
    /** charge | instalment | refund | fee */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The gateway's reference of the charge (a refund: of the charge it gives back on). */
    gatewayRef: text('gateway_ref'),
    /** `charge:<payment id>` or `refund:<refund id>`: a movement is written once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('money_movements_idempotency_key_uq').on(t.idempotencyKey),
    index('money_movements_order_idx').on(t.orderType, t.orderId),
    check('money_movements_amount_positive', sql`${t.amount} > 0`),
    check('money_movements_kind', sql`${t.kind} in ('charge', 'instalment', 'refund', 'fee')`),
  ],
);
