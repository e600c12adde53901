import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hotelBinfoBody,
  hotelBookingBody,
  hotelBookingResult,
  hotelOrderInfo,
  hotelOrderRefBody,
  hotelOrdersList,
  hotelOrdersListBody,
  hotelPayInfo,
  hotelQuote,
  hotelRefundBody,
  hotelRefundList,
  hotelRefundResult,
  hotelVerifyBody,
  hotelVoucher,
} from '@farewise/domain/orders/hotel-order.schemas';
import {
  errorAnswers,
  moneyText,
  onOrder,
  orderAccessText,
  orderCallerOf,
  orderCalls,
  orderServiceDeps,
  registerOrderKind,
} from '../../shared/order-routes.ts';
import { loadHotelRates } from '../hotels/index.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { NON_REFUNDABLE_MESSAGE } from './hotel-orders.errors.ts';
import { createHotelOrdersService, HOLD_MINUTES } from './hotel-orders.service.ts';

/** Holds run out, paid orders are confirmed and refunds retried (decision 019). */
const HOTEL_ORDERS_JOB = 'hotel-orders';

declare module 'fastify' {
  interface FastifyInstance {
    hotelOrders?: ReturnType<typeof createHotelOrdersService>;
  }
}

const MONEY = moneyText('Currency');
const ACCESS = orderAccessText(
  "or whoever gives the booking's contact email (body email: the confirmation mail's link opened on another device); " +
    'anyone else, signed in or not, gets the 404 an unknown number gets.',
);

export interface HotelOrdersRoutesOptions {
  /** The app's hotels service (services.ts): the rooms an order holds are the ones search shows. */
  hotels: HotelsService;
  /** The app's payments: hotel orders register as a payable with it and refund through it. */
  payments: PaymentsService;
}

/**
 * Hotel orders: verify, booking (rooms held for every night in one transaction), detail, pay
 * info, confirmation, cancellation and refunds, voucher, and the user's order list (decision 011).
 * Registers the 'hotel' payable; not encapsulated, so app.hotelOrders is there for jobs and tests.
 */
export const hotelOrdersRoutes = fp(
  async function hotelOrdersRoutes(fastify: FastifyInstance, opts: HotelOrdersRoutesOptions) {
    const app = fastify;
    const rates = await loadHotelRates({ db: app.db });
    const { hotels, payments } = opts;
    const orders = createHotelOrdersService({
      ...orderServiceDeps(app, payments),
      hotels,
      rates,
    });
    if (!app.hasDecorator('hotelOrders')) app.decorate('hotelOrders', orders);

    // Confirmation (and a refund of a payment that came too late) run on the job queue once the
    // payment has committed; holds run out and refunds are retried by the same job.
    registerOrderKind(app, {
      kind: 'hotel',
      payables: payments.payables,
      orders,
      job: HOTEL_ORDERS_JOB,
      sweep: async () => {
        const released = await orders.releaseExpiredHolds();
        const confirmed = await orders.confirmPaid();
        const refunds = await orders.retryPendingRefunds();
        return { released, confirmed, refunds };
      },
    });

    const post = orderCalls(app, {
      tags: ['hotel-orders'],
      failures: errorAnswers(400, 401, 404, 409, 422),
    });

    post(
      '/v3/hotel/verify',
      {
        summary:
          'Re-price a room type and rate plan for the stay of a search key, before the reservation form',
        description:
          'sk is the search key of /hotelDetail (hotel, dates, rooms); RoomTypeId and RatePlanId as in hdetail. The room type must fit every room ' +
          'of the search (422 otherwise). Answers the stay priced now: nightly prices for all rooms, taxes, total, the cancellation policy with its ' +
          "deadline in the hotel's local time, and Available (rooms free on every night). When totalPrice is given and differs: " +
          "409 { data: { was, now, currency }, error: 'hotel_orders.price_changed' }. A free-cancellation rate past its deadline: 409 hotel_orders.rate_unavailable." +
          MONEY,
        body: hotelVerifyBody,
        data: hotelQuote,
      },
      (body) => orders.verify(body),
    );

    post(
      '/v3/hotel/booking',
      {
        summary: `Hold every night's rooms and create the order in one transaction (held ${HOLD_MINUTES} minutes until paid)`,
        description:
          'Guests: one lead guest per room ({ given_name, surname }, SPEC 5 name rules); Contact { name, email, postcode (calling code), mobile } ' +
          "with SPEC 5's contact rules; SpecialRequests up to 500 characters. Broken rules: 422 with errors [{ field: 'Guests.0.given_name', message }]. " +
          "The price is the supplier's, re-computed now: totalPrice must equal it, otherwise 409 hotel_orders.price_changed { was, now } and nothing is held. " +
          "A night without enough rooms: 409 hotels.sold_out. Signed in: the order is the user's; a guest gets accessToken for the order calls. " +
          'Pay at /hotelPay/{orderId} (orderType hotel).' +
          MONEY,
        body: hotelBookingBody,
        data: hotelBookingResult,
      },
      (body, request) => orders.book({ ...body, userId: request.user?.id ?? null }),
    );

    post(
      '/v3/hotel/detail',
      {
        summary:
          'The hotel order: hotel, rooms, guests, contact, nightly prices, taxes, total, policy, payments, refunds, status text',
        description:
          'status is a SPEC 4 text status (PendingPayment, Paid, Issued, RoomRefundPending, Cancelled, RoomRefund, PartRefund) and statusText its ' +
          "label ('Awaiting Payment', 'Pending ticket issuance', 'Upcoming', 'RoomRefundPending', 'Room Cancelled', 'Room Refund', 'Room Part Refund'). " +
          'cancellation says what cancelling now would do (allowed, free, chargeAmount, refundAmount, text).' +
          ACCESS +
          MONEY,
        body: hotelOrderRefBody,
        data: hotelOrderInfo,
      },
      onOrder(['insideOrderNo'], (ref) => orders.detail(ref)),
    );

    post(
      '/v3/hotel/binfo',
      {
        summary: 'Pay info for /hotelPay/{orderId}: amount due, hold expiry, the stay in one line',
        description:
          'By { orderId } or { insideOrderNo }. payable is false once the hold expired or the order is paid or cancelled.' +
          ACCESS +
          MONEY,
        body: hotelBinfoBody,
        data: hotelPayInfo,
      },
      (b, request) =>
        'orderId' in b
          ? orders.payInfo({ orderId: b.orderId, caller: orderCallerOf(request) })
          : orders.payInfo({ insideOrderNo: b.insideOrderNo, caller: orderCallerOf(request, b) }),
    );

    post(
      '/v3/hotel/confirm',
      {
        summary:
          "After payment: the supplier's confirmation number (status Issued, 'Upcoming') and the confirmation e-mail with an .ics file",
        description:
          'Idempotent; the server also confirms paid orders by itself shortly after payment. 409 hotel_orders.not_paid before payment.' +
          ACCESS,
        body: hotelOrderRefBody,
        data: hotelOrderInfo,
      },
      onOrder(['insideOrderNo'], (ref) => orders.confirm(ref)),
    );

    post(
      '/v3/hotel/refund',
      {
        summary:
          'Cancel a booking per its rate plan and refund what the plan allows; the rooms are released',
        description:
          "Free cancellation before the deadline (hotel time): full refund, status RoomRefund ('Room Refund'). After it: the first night (with its " +
          "share of taxes) is kept and the rest refunded, status PartRefund ('Room Part Refund'). Non-refundable rate: 422 '" +
          NON_REFUNDABLE_MESSAGE +
          "'. An unpaid order is simply cancelled ('Room Cancelled'). While the gateway refund is outstanding the status is RoomRefundPending." +
          ACCESS +
          MONEY,
        body: hotelRefundBody,
        data: hotelRefundResult,
      },
      onOrder(['insideOrderNo', 'reason'], (ref) => orders.refund(ref)),
    );

    post(
      '/v3/hotel/refundList',
      {
        summary: "The order's refunds",
        description:
          'Each refund: amount refunded, amount charged (kept), status (pending, refunded, failed, recorded), reason, time.' +
          ACCESS +
          MONEY,
        body: hotelOrderRefBody,
        data: hotelRefundList,
      },
      onOrder(['insideOrderNo'], (ref) => orders.refundList(ref)),
    );

    post(
      '/hotel/ticket',
      {
        summary: 'The voucher of a paid order: data for a printable page',
        description:
          '409 hotel_orders.not_paid when the order is not paid (or was cancelled).' +
          ACCESS +
          MONEY,
        body: hotelOrderRefBody,
        data: hotelVoucher,
      },
      onOrder(['insideOrderNo'], (ref) => orders.voucher(ref)),
    );

    post(
      '/hotel/cancel',
      {
        summary: 'Cancel an unpaid order: the held rooms are released',
        description:
          "Status Cancelled ('Room Cancelled'). 409 hotel_orders.not_pending once paid (use /v3/hotel/refund)." +
          ACCESS,
        body: hotelOrderRefBody,
        data: hotelOrderInfo,
      },
      onOrder(['insideOrderNo'], (ref) => orders.cancelUnpaid(ref)),
    );

    post(
      '/v3/commonb2c/orders/hotel',
      {
        summary: "The signed-in user's hotel orders, newest first (SPEC 3 hotel order list item)",
        description:
          'page from 1, size 10, 20 or 50 (default 10). Each item: order_type 2, inside_order_no, booking_time (ISO), room_image [{ Href }], name, ' +
          'check_in, check_out, room_num, price_total { currency, total (major units with 2 decimals, like total_price of flight items) }, status (SPEC 4 text status) and status_text. 401 when signed out.',
        security: [{ bearer: [] }],
        body: hotelOrdersListBody,
        data: hotelOrdersList,
      },
      (body, request) =>
        orders.listForUser({ userId: request.user?.id ?? null, page: body.page, size: body.size }),
    );
  },
  { name: 'hotel-orders' },
);
