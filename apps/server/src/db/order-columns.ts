import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The column groups every order row has (flight, hotel and activity orders) and the payment rows
 * share, spread into each pgTable: the SQL is the same as when each table spelled them out, so
 * no migration follows from using them. Each group is a function, as a column builder belongs to
 * one table.
 */

/** A time with its zone (every instant the orders keep). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** created_at and updated_at, both set by the code (the clock), never by the database. */
export const rowTimes = () => ({
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** The row id, the traveller's order number, the owner (null for a guest) and the guest's token. */
export const orderIdentity = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  /** Two letters (FW, HW, AW) and 8 letters or digits (no 0/O/1/I). */
  orderNo: text('order_no').notNull(),
  userId: uuid('user_id'),
  /** sha256 of the guest's access token (guests only). */
  guestTokenHash: text('guest_token_hash'),
});

/** The currency an order is priced in and the rate per USD used (DESIGN 5). */
export const orderPricing = () => ({
  currency: text('currency').notNull(),
  rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
});

/** The contact as given ({ name, email, postcode, mobile }) and its e-mail, the look-up's key. */
export const orderContact = () => ({
  contact: jsonb('contact').notNull(),
  contactEmail: text('contact_email').notNull(),
});

/** A JSON list that starts empty (the payments and refunds kept on an order's row). */
export const jsonList = (name: string) =>
  jsonb(name)
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A hotel or activity order's state: its text status and the hold on its rooms or places. */
export const heldOrderState = () => ({
  status: text('status').notNull().default('PendingPayment'),
  /** held (unpaid, until holdExpiresAt), confirmed (paid), released. */
  holdState: text('hold_state').notNull().default('held'),
  holdExpiresAt: instant('hold_expires_at'),
});

/**
 * The money of a hotel or activity order kept on its row (decision 011): payments and refunds,
 * their sums in minor units, the cancellation and when the confirmation mail went.
 */
export const orderMoneyRecords = () => ({
  payments: jsonList('payments'),
  refunds: jsonList('refunds'),
  paidAmount: integer('paid_amount').notNull().default(0),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  cancelReason: text('cancel_reason'),
  cancelledAt: instant('cancelled_at'),
  confirmationSentAt: instant('confirmation_sent_at'),
});

interface OrderIndexColumns {
  orderNo: AnyPgColumn;
  userId: AnyPgColumn;
  createdAt: AnyPgColumn;
  holdState: AnyPgColumn;
  holdExpiresAt: AnyPgColumn;
  status: AnyPgColumn;
}

/**
 * An order table's indexes, named after the table: the order number once, a user's orders
 * newest first, the holds to release and the orders by status.
 */
export const orderIndexes = (table: string, t: OrderIndexColumns) => [
  uniqueIndex(`${table}_order_no_idx`).on(t.orderNo),
  index(`${table}_user_idx`).on(t.userId, t.createdAt),
  index(`${table}_hold_idx`).on(t.holdState, t.holdExpiresAt),
  index(`${table}_status_idx`).on(t.status),
];

/** A check that a text column holds one of the given values, as `<table>_<column>_check`. */
export const oneOf = (table: string, column: string, col: AnyPgColumn, values: readonly string[]) =>
  check(
    `${table}_${column}_check`,
    sql`${col} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`,
  );

/**
 * A hotel or activity order table's indexes and checks: orderIndexes, a hold state of held,
 * released or confirmed, and a status among the order kind's stored statuses.
 */
export const heldOrderRules = (
  table: string,
  t: OrderIndexColumns,
  statuses: readonly string[],
) => [
  ...orderIndexes(table, t),
  oneOf(table, 'hold_state', t.holdState, ['held', 'released', 'confirmed']),
  oneOf(table, 'status', t.status, statuses),
];
