import type { HotelOrderRefund } from '@farewise/domain/orders/hotel-order.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { HotelRates } from '../hotels/index.ts';
import { createOrderListing, createStockOrderPayable } from '../orders/index.ts';
import { createHotelOrdersRepository, type HotelOrderRow } from './hotel-orders.repository.ts';
import { createHotelOrderRooms } from './hotel-order-rooms.ts';
import { createHotelOrderBooking } from './hotel-order-booking.ts';
import { createHotelOrderLookup } from './hotel-order-lookup.ts';
import { createHotelOrderConfirmation } from './hotel-order-confirmation.ts';
import type { OrderMovementsOf, RefundGateway } from '../payments/index.ts';
import { createHotelOrderRefunds } from './hotel-order-refunds.ts';
import { orderListItem, type Snapshot } from './hotel-order-view.ts';
import { hotelOrderNotFound } from './hotel-orders.errors.ts';

export { HOLD_MINUTES } from './hotel-order-booking.ts';
export type { HotelOrderCaller } from './hotel-order-access.ts';
export type { RefundGateway } from '../payments/index.ts';

export interface HotelOrdersDeps {
  db: Db;
  clock: Clock;
  hotels: HotelsService;
  rates: HotelRates;
  mailer: MailService;
  siteUrl: string;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}

/** Hotel orders: verify and booking (rooms held), look-ups, confirmation, cancellation and refunds, payment hooks. */
export function createHotelOrdersService(deps: HotelOrdersDeps) {
  const { db, clock, hotels } = deps;
  const orders = createHotelOrdersRepository({ db });
  const rooms = createHotelOrderRooms({ db, clock, hotels, orders });
  const booking = createHotelOrderBooking({ db, clock, hotels, rates: deps.rates, orders, rooms });
  const lookup = createHotelOrderLookup({ clock, orders, rooms });
  // The confirmation mail with its receipt: the app's mailer, site and payments' movements.
  const confirmation = createHotelOrderConfirmation({ ...deps, orders });
  const refunds = createHotelOrderRefunds({ ...deps, orders, rooms });

  // The payments side (payables.register('hotel', …)) by the order core; a hotel order is paid by
  // its id, issues nothing itself (the supplier's confirmation follows) and keeps each line's kind.
  const payments = createStockOrderPayable<HotelOrderRow>({
    clock,
    holds: rooms,
    find: (id, tx) => orders.findById({ id }, tx),
    lock: (id, tx) => orders.lockById({ id }, tx),
    update: orders.update,
    notFound: hotelOrderNotFound,
    title: (row) => `Hotel order ${row.orderNo} · ${(row.snapshot as Snapshot).HotelName}`,
    issued: () => ({ status: 'Paid', holdState: 'confirmed' }),
    refundPending: 'RoomRefundPending',
    paymentLine: (line, kind) => ({ ...line, kind }),
    refundLine: (line): HotelOrderRefund => ({ ...line, charged: 0 }),
  });

  return {
    // ---- the traveller's calls ----
    verify: booking.verify,
    book: booking.book,
    detail: lookup.detail,
    payInfo: lookup.payInfo,
    confirm: confirmation.confirm,
    refund: refunds.refund,
    refundList: lookup.refundList,
    cancelUnpaid: refunds.cancelUnpaid,
    voucher: lookup.voucher,
    listForUser: lookup.listForUser,

    // ---- the sweeper's and the supplier's side ----
    confirmPaid: confirmation.confirmPaid,
    sendConfirmation: confirmation.sendConfirmation,
    releaseExpiredHolds: rooms.releaseExpired,
    retryPendingRefunds: refunds.retryPendingRefunds,

    // ---- the payments module's side (payables.register('hotel', …)): load, canAccess, onPaid, onFailed ----
    ...payments,
  };
}
export type HotelOrdersService = ReturnType<typeof createHotelOrdersService>;

/** Hotel orders in the traveller's order lists (the orders module merges the kinds). */
export const createHotelOrderListing = ({ db }: { db: DbOrTx }) =>
  createOrderListing(createHotelOrdersRepository({ db }), orderListItem);
export type HotelOrderListing = ReturnType<typeof createHotelOrderListing>;
