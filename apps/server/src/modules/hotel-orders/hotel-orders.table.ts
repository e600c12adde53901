import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { HOTEL_ORDER_STATUSES } from '@farewise/domain/orders/hotel-order.schemas';
import {
  heldOrderRules,
  heldOrderState,
  orderContact,
  orderIdentity,
  orderMoneyRecords,
  orderPricing,
  rowTimes,
  instant,
} from '../../db/order-columns.ts';

/**
 * A hotel order (SPEC 3 hotel order, 7 booking, detail, refund). One room type and rate plan for
 * every room of the search; the price, policy and hotel facts are copied in at booking so the
 * order reads the same whatever the supplier does later. Money in minor units of `currency`,
 * with the exchange rate used (DESIGN 5). Guests, contact, payments and refunds are read and
 * written with the order only, so they live on its row (decision 011). The columns every order
 * has come from db/order-columns.ts.
 */
export const hotelOrders = pgTable(
  'hotel_orders',
  {
    /** orderNo is the inside_order_no: HW and 8 letters or digits. */
    ...orderIdentity(),
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
    ...orderContact(),
    specialRequests: text('special_requests').notNull().default(''),
    ...orderPricing(),
    /** All rooms per night before taxes: [{ Date, Price }]. */
    nightly: jsonb('nightly').notNull(),
    subtotal: integer('subtotal').notNull(),
    taxes: integer('taxes').notNull(),
    total: integer('total').notNull(),
    /** Free cancellation ends here (null: non-refundable). */
    freeCancelUntil: instant('free_cancel_until'),
    /** status: SPEC 4 text status (HOTEL_ORDER_STATUSES). */
    ...heldOrderState(),
    confirmationNo: text('confirmation_no'),
    ...orderMoneyRecords(),
    ...rowTimes(),
  },
  (t) => heldOrderRules('hotel_orders', t, HOTEL_ORDER_STATUSES),
);
