import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * A hotel order (SPEC 3 hotel order, 7 booking, detail, refund). One room type and rate plan for
 * every room of the search; the price, policy and hotel facts are copied in at booking so the
 * order reads the same whatever the supplier does later. Money in minor units of `currency`,
 * with the exchange rate used (DESIGN 5). Guests, contact, payments and refunds are read and
 * written with the order only, so they live on its row (decision 011).
 */
export const hotelOrders = pgTable(
  'hotel_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** inside_order_no: HW and 8 letters or digits (no 0/O/1/I). */
    orderNo: text('order_no').notNull(),
    userId: uuid('user_id'),
    /** sha256 of the guest's access token (guests only). */
    guestTokenHash: text('guest_token_hash'),
    hotelId: text('hotel_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    ratePlanId: text('rate_plan_id').notNull(),
    refundable: boolean('refundable').notNull(),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    /** 'YYYY-MM-DD' per night held. */
    nights: jsonb('nights').$type<string[]>().notNull(),
    roomCount: integer('room_count').notNull(),
    /** The hotel, room and plan as sold (names, address, photo, policy). */
    snapshot: jsonb('snapshot').notNull(),
    /** Per room: adults, children's ages and the lead guest. */
    rooms: jsonb('rooms').notNull(),
    contact: jsonb('contact').notNull(),
    contactEmail: text('contact_email').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    /** All rooms per night before taxes: [{ Date, Price }]. */
    nightly: jsonb('nightly').notNull(),
    subtotal: integer('subtotal').notNull(),
    taxes: integer('taxes').notNull(),
    total: integer('total').notNull(),
    /** Free cancellation ends here (null: non-refundable). */
    freeCancelUntil: timestamp('free_cancel_until', { withTimezone: true }),
    /** SPEC 4 text status: PendingPayment, Paid, Issued, RoomRefundPending, Cancelled, RoomRefund, PartRefund. */
    status: text('status').notNull().default('PendingPayment'),
    /** held (unpaid, until holdExpiresAt), confirmed (paid), released. */
    holdState: text('hold_state').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmationNo: text('confirmation_no'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('hotel_orders_order_no_idx').on(t.orderNo),
    index('hotel_orders_user_idx').on(t.userId, t.createdAt),
    index('hotel_orders_hold_idx').on(t.holdState, t.holdExpiresAt),
    index('hotel_orders_status_idx').on(t.status),
    check(
      'hotel_orders_hold_state_check',
      sql`${t.holdState} in ('held', 'released', 'confirmed')`,
    ),
    check(
      'hotel_orders_status_check',
      sql`${t.status} in ('PendingPayment', 'Paid', 'Issued', 'RoomRefundPending', 'Cancelled', 'RoomRefund', 'PartRefund')`,
    ),
  ],
);
