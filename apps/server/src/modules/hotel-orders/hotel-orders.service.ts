import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { HotelRates } from '../hotels/index.ts';
import { createHotelOrdersRepository } from './hotel-orders.repository.ts';
import { createHotelOrderRooms } from './hotel-order-rooms.ts';
import { createHotelOrderBooking } from './hotel-order-booking.ts';
import { createHotelOrderLookup } from './hotel-order-lookup.ts';
import { createHotelOrderConfirmation } from './hotel-order-confirmation.ts';
import type { OrderMovementsOf, RefundGateway } from '../payments/index.ts';
import { createHotelOrderRefunds } from './hotel-order-refunds.ts';
import { createHotelOrderPaymentHooks } from './hotel-order-payment-hooks.ts';

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
  const confirmation = createHotelOrderConfirmation({
    db,
    clock,
    orders,
    mailer: deps.mailer,
    siteUrl: deps.siteUrl,
    movements: deps.movements,
    log: deps.log,
  });
  const refunds = createHotelOrderRefunds({
    db,
    clock,
    orders,
    rooms,
    refunds: deps.refunds,
    log: deps.log,
  });

  const payments = createHotelOrderPaymentHooks({ clock, orders, rooms });

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

    // ---- the payments module's side (payables.register('hotel', …)) ----
    load: payments.load,
    canAccess: payments.canAccess,
    onPaid: payments.onPaid,
    onFailed: payments.onFailed,
  };
}
export type HotelOrdersService = ReturnType<typeof createHotelOrdersService>;
