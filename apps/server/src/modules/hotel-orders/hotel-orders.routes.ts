import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { loadHotelRates } from '../hotels/index.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { NON_REFUNDABLE_MESSAGE } from './hotel-orders.errors.ts';
import {
  createHotelOrdersService,
  HOLD_MINUTES,
  type HotelOrderCaller,
} from './hotel-orders.service.ts';

/** The header that carries a guest's order token (the booking's accessToken); the same header as flight orders. */
export const ORDER_TOKEN_HEADER = 'x-order-token';
/** Holds run out, paid orders are confirmed and refunds retried (decision 019). */
const HOTEL_ORDERS_JOB = 'hotel-orders';

export function hotelCallerOf(
  request: FastifyRequest,
  body: { accessToken?: string; email?: string } = {},
): HotelOrderCaller {
  const header = request.headers[ORDER_TOKEN_HEADER];
  const token = body.accessToken ?? (typeof header === 'string' ? header : null);
  return {
    userId: request.user?.id ?? null,
    orderToken: token && token.length <= 100 ? token : null,
    email: body.email?.trim() || null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    hotelOrders?: ReturnType<typeof createHotelOrdersService>;
  }
}

const MONEY = ' Money is integer minor units (cents) of Currency.';
const ACCESS =
  ` The order's signed-in owner, a guest with the booking's accessToken (body accessToken or the ${ORDER_TOKEN_HEADER} header), ` +
  "or whoever gives the booking's contact email (body email: the confirmation mail's link opened on another device); " +
  'anyone else, signed in or not, gets the 404 an unknown number gets.';

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
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const rates = await loadHotelRates({ db: app.db });
    const { hotels, payments } = opts;
    const orders = createHotelOrdersService({
      db: app.db,
      clock: app.clock,
      hotels,
      rates,
      mailer: app.mailer,
      siteUrl: app.config.publicUrl,
      movements: payments.movements,
      refunds: () => payments,
      log: app.log,
    });
    if (!app.hasDecorator('hotelOrders')) app.decorate('hotelOrders', orders);

    payments.payables.register('hotel', {
      load: (orderId, tx) => orders.load(orderId, tx),
      // The order page's proofs: session, token, or the booking's e-mail where a call gives it.
      canAccess: (request, orderId, lookUp) =>
        orders.canAccess(orderId, { ...hotelCallerOf(request), email: lookUp?.email ?? null }),
      onPaid: (event, tx) => orders.onPaid(event, tx),
      onFailed: (event, tx) => orders.onFailed(event, tx),
      // Confirmation (and a refund of a payment that came too late) run on the job queue once the
      // payment has committed, as a supplier answers later; without the queue only when asked.
      afterSettled: () => app.jobs.trigger(HOTEL_ORDERS_JOB),
    });

    const sweep = async () => {
      const released = await orders.releaseExpiredHolds();
      const confirmed = await orders.confirmPaid();
      const refunds = await orders.retryPendingRefunds();
      return { released, confirmed, refunds };
    };
    app.jobs.add({ name: HOTEL_ORDERS_JOB, run: sweep });

    const tags = ['hotel-orders'];
    const failures = {
      400: errorEnvelope,
      401: errorEnvelope,
      404: errorEnvelope,
      409: errorEnvelope,
      422: errorEnvelope,
    };

    app.post(
      '/v3/hotel/verify',
      {
        schema: {
          tags,
          summary:
            'Re-price a room type and rate plan for the stay of a search key, before the reservation form',
          description:
            'sk is the search key of /hotelDetail (hotel, dates, rooms); RoomTypeId and RatePlanId as in hdetail. The room type must fit every room ' +
            'of the search (422 otherwise). Answers the stay priced now: nightly prices for all rooms, taxes, total, the cancellation policy with its ' +
            "deadline in the hotel's local time, and Available (rooms free on every night). When totalPrice is given and differs: " +
            "409 { data: { was, now, currency }, error: 'hotel_orders.price_changed' }. A free-cancellation rate past its deadline: 409 hotel_orders.rate_unavailable." +
            MONEY,
          body: hotelVerifyBody,
          response: { 200: envelopeOf(hotelQuote), ...failures },
        },
      },
      async (request) => ok(await orders.verify(request.body)),
    );

    app.post(
      '/v3/hotel/booking',
      {
        schema: {
          tags,
          summary: `Hold every night's rooms and create the order in one transaction (held ${HOLD_MINUTES} minutes until paid)`,
          description:
            'Guests: one lead guest per room ({ given_name, surname }, SPEC 5 name rules); Contact { name, email, postcode (calling code), mobile } ' +
            "with SPEC 5's contact rules; SpecialRequests up to 500 characters. Broken rules: 422 with errors [{ field: 'Guests.0.given_name', message }]. " +
            "The price is the supplier's, re-computed now: totalPrice must equal it, otherwise 409 hotel_orders.price_changed { was, now } and nothing is held. " +
            "A night without enough rooms: 409 hotels.sold_out. Signed in: the order is the user's; a guest gets accessToken for the order calls. " +
            'Pay at /hotelPay/{orderId} (orderType hotel).' +
            MONEY,
          body: hotelBookingBody,
          response: { 200: envelopeOf(hotelBookingResult), ...failures },
        },
      },
      async (request) =>
        ok(await orders.book({ ...request.body, userId: request.user?.id ?? null })),
    );

    app.post(
      '/v3/hotel/detail',
      {
        schema: {
          tags,
          summary:
            'The hotel order: hotel, rooms, guests, contact, nightly prices, taxes, total, policy, payments, refunds, status text',
          description:
            'status is a SPEC 4 text status (PendingPayment, Paid, Issued, RoomRefundPending, Cancelled, RoomRefund, PartRefund) and statusText its ' +
            "label ('Awaiting Payment', 'Pending ticket issuance', 'Upcoming', 'RoomRefundPending', 'Room Cancelled', 'Room Refund', 'Room Part Refund'). " +
            'cancellation says what cancelling now would do (allowed, free, chargeAmount, refundAmount, text).' +
            ACCESS +
            MONEY,
          body: hotelOrderRefBody,
          response: { 200: envelopeOf(hotelOrderInfo), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.detail({
            insideOrderNo: request.body.insideOrderNo,
            caller: hotelCallerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/v3/hotel/binfo',
      {
        schema: {
          tags,
          summary:
            'Pay info for /hotelPay/{orderId}: amount due, hold expiry, the stay in one line',
          description:
            'By { orderId } or { insideOrderNo }. payable is false once the hold expired or the order is paid or cancelled.' +
            ACCESS +
            MONEY,
          body: hotelBinfoBody,
          response: { 200: envelopeOf(hotelPayInfo), ...failures },
        },
      },
      async (request) => {
        const b = request.body;
        if ('orderId' in b)
          return ok(await orders.payInfo({ orderId: b.orderId, caller: hotelCallerOf(request) }));
        return ok(
          await orders.payInfo({
            insideOrderNo: b.insideOrderNo,
            caller: hotelCallerOf(request, b),
          }),
        );
      },
    );

    app.post(
      '/v3/hotel/confirm',
      {
        schema: {
          tags,
          summary:
            "After payment: the supplier's confirmation number (status Issued, 'Upcoming') and the confirmation e-mail with an .ics file",
          description:
            'Idempotent; the server also confirms paid orders by itself shortly after payment. 409 hotel_orders.not_paid before payment.' +
            ACCESS,
          body: hotelOrderRefBody,
          response: { 200: envelopeOf(hotelOrderInfo), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.confirm({
            insideOrderNo: request.body.insideOrderNo,
            caller: hotelCallerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/v3/hotel/refund',
      {
        schema: {
          tags,
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
          response: { 200: envelopeOf(hotelRefundResult), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.refund({
            insideOrderNo: request.body.insideOrderNo,
            reason: request.body.reason,
            caller: hotelCallerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/v3/hotel/refundList',
      {
        schema: {
          tags,
          summary: "The order's refunds",
          description:
            'Each refund: amount refunded, amount charged (kept), status (pending, refunded, failed, recorded), reason, time.' +
            ACCESS +
            MONEY,
          body: hotelOrderRefBody,
          response: { 200: envelopeOf(hotelRefundList), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.refundList({
            insideOrderNo: request.body.insideOrderNo,
            caller: hotelCallerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/hotel/ticket',
      {
        schema: {
          tags,
          summary: 'The voucher of a paid order: data for a printable page',
          description:
            '409 hotel_orders.not_paid when the order is not paid (or was cancelled).' +
            ACCESS +
            MONEY,
          body: hotelOrderRefBody,
          response: { 200: envelopeOf(hotelVoucher), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.voucher({
            insideOrderNo: request.body.insideOrderNo,
            caller: hotelCallerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/hotel/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel an unpaid order: the held rooms are released',
          description:
            "Status Cancelled ('Room Cancelled'). 409 hotel_orders.not_pending once paid (use /v3/hotel/refund)." +
            ACCESS,
          body: hotelOrderRefBody,
          response: { 200: envelopeOf(hotelOrderInfo), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.cancelUnpaid({
            insideOrderNo: request.body.insideOrderNo,
            caller: hotelCallerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/v3/commonb2c/orders/hotel',
      {
        schema: {
          tags,
          summary: "The signed-in user's hotel orders, newest first (SPEC 3 hotel order list item)",
          description:
            'page from 1, size 10, 20 or 50 (default 10). Each item: order_type 2, inside_order_no, booking_time (ISO), room_image [{ Href }], name, ' +
            'check_in, check_out, room_num, price_total { currency, total (major units with 2 decimals, like total_price of flight items) }, status (SPEC 4 text status) and status_text. 401 when signed out.',
          security: [{ bearer: [] }],
          body: hotelOrdersListBody,
          response: { 200: envelopeOf(hotelOrdersList), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.listForUser({
            userId: request.user?.id ?? null,
            page: request.body.page,
            size: request.body.size,
          }),
        ),
    );
  },
  { name: 'hotel-orders' },
);
