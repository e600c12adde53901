import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  changeFareBody,
  commonQueryBody,
  createFlightOrderBody,
  flightOrderInfo,
  orderIdBody,
  ticketBookingBody,
  ticketBookingResult,
  ticketPayVerifyResult,
} from '@farewise/domain/orders/flight-order.schemas';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { simulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import { loadExchangeRates } from '../money/index.ts';
import { createFlightOrdersService, HOLD_MINUTES } from './flight-orders.service.ts';
import { ORDER_LOOKUP_MESSAGE } from './flight-orders.errors.ts';
import { callerOf, ORDER_TOKEN_HEADER } from './order-caller.ts';
import { flightPayable } from './flight-orders.payable.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SeatInventoryService } from '../flights/seat-inventory.service.ts';
import type { UploadsService } from '../users/uploads.service.ts';
import { createFlightOrdersRepository } from './flight-orders.repository.ts';
import { aftersalesPlugin, createAftersalesService } from '../aftersales/index.ts';

/** Guest look-ups per IP per minute (order number + e-mail). */
export const LOOKUPS_PER_MINUTE = 10;
/** Holds run out and paid orders are ticketed (decision 019): every minute, and after each payment. */
const FLIGHT_ORDERS_JOB = 'flight-orders';

declare module 'fastify' {
  interface FastifyInstance {
    flightOrders?: ReturnType<typeof createFlightOrdersService>;
  }
}

export interface FlightOrdersRoutesOptions {
  /**
   * The app's one flight search (services.ts), so the seats our holds take show in the next
   * search at once (and the price it shows is the price we charge).
   */
  search: FlightSearchService;
  /** The app's payments: flight orders and after-sales requests register as payables with it. */
  payments: PaymentsService;
  /** The app's uploads (services.ts): a problem report's pictures. */
  uploads: UploadsService;
  /** The app's one seat inventory (services.ts): orders hold seats, after-sales gives them back. */
  inventory: SeatInventoryService;
}

/**
 * Flight orders: createOrder, ticketBooking, ticketPayVerify, commonQuery (decision 010). Not
 * encapsulated, so app.flightOrders (the service) is there for the order lists, receipts and tests.
 */
export const flightOrdersRoutes = fp(
  async function flightOrdersRoutes(fastify: FastifyInstance, opts: FlightOrdersRoutesOptions) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const rates = await loadExchangeRates({ db: app.db });
    const supplier = simulatedFlightSupplier();
    const { search, payments, uploads, inventory } = opts;
    const orders = createFlightOrdersService({
      db: app.db,
      clock: app.clock,
      search,
      inventory,
      supplier,
      rates,
      mailer: app.mailer,
      siteUrl: app.config.publicUrl,
      movements: payments.movements,
      log: app.log,
    });
    if (!app.hasDecorator('flightOrders')) app.decorate('flightOrders', orders);
    // After-sales (decision 015): its own module, built here over the same orders and seats.
    const aftersales = createAftersalesService({
      db: app.db,
      clock: app.clock,
      orders: createFlightOrdersRepository({ db: app.db }),
      inventory,
      search,
      supplier,
      mailer: app.mailer,
      siteUrl: app.config.publicUrl,
      payments: () => payments,
      uploads,
      log: app.log.child({ module: 'aftersales' }),
    });
    // Paid orders are ticketed by the job queue once the payment has committed, as a real supplier
    // answers later; without the queue (tests) only when asked (issuePendingTickets).
    payments.payables.register('flight', {
      ...flightPayable(orders),
      afterSettled: () => app.jobs.trigger(FLIGHT_ORDERS_JOB),
      // Fare differences, extra bags and name corrections are the order's money too.
      linkedOrders: (orderId, tx) => aftersales.linkedOrders(orderId, tx),
    });
    app.jobs.add({
      name: FLIGHT_ORDERS_JOB,
      run: async () => ({
        released: await orders.releaseExpiredHolds(),
        ticketed: await orders.issuePendingTickets(),
      }),
    });
    await app.register(aftersalesPlugin, { service: aftersales, payments });

    const tags = ['flight orders'];
    const failures = {
      400: errorEnvelope,
      401: errorEnvelope,
      404: errorEnvelope,
      409: errorEnvelope,
      410: errorEnvelope,
      422: errorEnvelope,
    };

    app.post(
      '/v2/ticket/createOrder',
      {
        schema: {
          tags,
          summary:
            'Create flight order (SPEC 7 "path not shown"): re-prices the chosen fare and answers the order id',
          description:
            'Payload of SPEC 3: Currency, adultNumber, childNumber, data { unique (uniqueKey), g (uniqueStr) }, kind, totalPriceEx, and ' +
            'paymentType full|slice. The price is taken from the stored offer re-priced now, never from the caller: a different total ' +
            "answers 409 { data: { was, now, currency }, error: 'flights.price_changed' }; too few seats 409 flights.sold_out. An offer " +
            "past its 30 minutes (its search kept a day after) is priced again now under a fresh offer (same search, today's rate) and " +
            "answers 409 { msg: 'The price of this fare is no longer held: it was …, it is now …', data: { was, now, currency, uniqueKey, " +
            "uniqueStr }, error: 'flights.price_expired' }: nothing is created; re-submit with data.unique = uniqueKey and totalPriceEx = now " +
            "to book at the new price. An offer never issued, or a key naming no flight of it: 410 flights.offer_expired ('Sorry, the " +
            "request failed. Please book again.'). Slice payment not possible (too close to departure) or blocked for the account: 422. data is the order id; a guest " +
            `also gets orderToken in the envelope, sent back as the ${ORDER_TOKEN_HEADER} header on the order's calls.`,
          body: createFlightOrderBody,
          response: {
            200: envelopeOf(z.string()).extend({ orderToken: z.string().optional() }),
            ...failures,
          },
        },
      },
      async (request) => {
        const b = request.body;
        const { orderId, orderToken } = await orders.createOrder({
          userId: request.user?.id ?? null,
          adultNumber: b.adultNumber,
          childNumber: b.childNumber,
          unique: b.data.unique,
          g: b.data.g,
          kind: b.kind,
          totalPriceEx: b.totalPriceEx,
          Currency: b.Currency,
          paymentType: b.paymentType,
        });
        return { ...ok(orderId), ...(orderToken ? { orderToken } : {}) };
      },
    );

    app.post(
      '/v2/ticket/ticketBooking',
      {
        schema: {
          tags,
          summary: `Store passengers and contact and hold the seats for ${HOLD_MINUTES} minutes, in one transaction`,
          description:
            'One passenger form per traveller (age_type 0 adult, 1 child, in the counts of the order) with every SPEC 5 rule (the ' +
            'flights variant: phone_code and mobile required), and the contact (postcode = calling code, mobile, email). Broken rules: ' +
            "422 with errors [{ field: 'passengers.0.given_name', message }]. Seats: 409 flights.sold_out when the last seats went to " +
            'someone else. Confirming again within the hold keeps the same seats. The owner, or a guest with the order token; anyone else gets the 404 an unknown order gets.',
          body: ticketBookingBody,
          response: { 200: envelopeOf(ticketBookingResult), ...failures },
        },
      },
      async (request) => {
        const b = request.body;
        return ok(
          await orders.book({
            caller: callerOf(request),
            orderId: b.orderId,
            passengers: b.passengers,
            contact: b.contact,
            paymentType: b.paymentType,
          }),
        );
      },
    );

    app.post(
      '/v2/ticket/changeFare',
      {
        schema: {
          tags,
          summary: "The booking page's 'Select Fare': move an unpaid order to another fare product",
          description:
            'fareProduct 0THP (Standard), CHGF (Flex) or RF24 (Flex-Plus) of the same flights. The order is re-priced from its own ' +
            'quote (its price list when it was made, never the caller), with its slice plan and seat hold, in one transaction, and ' +
            'the order info answered with the new total. 409 orders.not_pending once paid or cancelled; 422 when the fare is not ' +
            'offered or slice payment no longer fits. The owner, or a guest with the order token; anyone else gets a 404.',
          body: changeFareBody,
          response: { 200: envelopeOf(flightOrderInfo), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.changeFare({
            caller: callerOf(request),
            orderId: request.body.orderId,
            fareProduct: request.body.fareProduct,
          }),
        ),
    );

    app.post(
      '/v2/ticket/ticketPayVerify',
      {
        schema: {
          tags,
          summary: 'Re-check an order before paying: awaiting payment and seats still held',
          description:
            '409 orders.hold_expired when the hold lapsed (book again), 409 orders.not_pending when it is no longer awaiting payment.',
          body: orderIdBody,
          response: { 200: envelopeOf(ticketPayVerifyResult), ...failures },
        },
      },
      async (request) =>
        ok(await orders.payVerify({ caller: callerOf(request), orderId: request.body.orderId })),
    );

    app.post(
      '/v2/order/commonQuery',
      {
        config: {
          rateLimit: {
            max: LOOKUPS_PER_MINUTE,
            timeWindow: '1 minute',
            hook: 'preHandler',
            // Only look-ups by number and e-mail count: reading one's own order by id is not limited here.
            allowList: (req: FastifyRequest) =>
              typeof (req.body as { orderId?: unknown } | undefined)?.orderId === 'string',
          },
        },
        schema: {
          tags,
          summary:
            'The flight order info: by orderId (owner or order token) or by orderNo and email (guest look-up)',
          description:
            `By orderNo and email: ${LOOKUPS_PER_MINUTE} a minute per IP (429 beyond), and one 404 for a wrong number or a wrong e-mail: '${ORDER_LOOKUP_MESSAGE}'. ` +
            'By orderId: the owner or a guest with the order token; anyone else, signed in or not, gets the 404 an unknown id gets. ' +
            'Status is SPEC 4 numeric (0..6) with statusText; passport numbers are masked. A guest order found by number and ' +
            `e-mail also answers orderToken beside data: send it as the ${ORDER_TOKEN_HEADER} header to act on the booking (after-sales).`,
          body: commonQueryBody,
          response: {
            200: envelopeOf(flightOrderInfo).extend({ orderToken: z.string().optional() }),
            429: errorEnvelope,
            ...failures,
          },
        },
      },
      async (request) => {
        const b = request.body;
        if ('orderId' in b)
          return ok(await orders.queryById({ caller: callerOf(request), orderId: b.orderId }));
        const { order, orderToken } = await orders.queryByNumber({
          orderNo: b.orderNo,
          email: b.email,
        });
        return { ...ok(order), ...(orderToken ? { orderToken } : {}) };
      },
    );
  },
  { name: 'flight-orders' },
);
