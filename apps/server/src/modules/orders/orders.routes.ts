import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  flightOrdersList,
  flightOrdersListBody,
  ordersMixBody,
  ordersMixPage,
} from '@farewise/domain/orders/orders-list.schemas';
import { requireUser } from '../../plugins/auth.ts';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { createOrdersService } from './orders.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const failures = { 400: errorEnvelope, 401: errorEnvelope };

const PAGING =
  ' page is 1 or more; size is 10, 20 or 50 (SPEC 9; anything else is a 400 "size must be 10, 20 or 50"). Newest first (by booking time), with total. ' +
  'flag: SPEC 7 says these calls pass an extra flag of true without saying what it means; it is accepted and has no effect. ' +
  'Prices are in major units of the order currency (total_price, price_total.total). Signed out: 401.';
const STATUS =
  " status matches each kind's own raw SPEC 4 status exactly: digits 0 to 6 are flight statuses (and so match no hotel order); " +
  'PendingPayment, Paid, Issued, RoomRefundPending, Cancelled, RoomRefund, PartRefund are hotel statuses and PendingPayment, Issued, Completed, Cancelled, RefundPending, Refunded activity statuses ' +
  '(a word matches each kind that has it, and no flight order). ' +
  'Empty or absent: every status. Anything else: 400. status_text is the SPEC 4 label.';
const MIX_DESCRIPTION =
  "The signed-in user's flight (order_type 1), hotel (order_type 2) and activity (order_type 3) orders merged newest first and paginated across them, " +
  'so page 3 of size 10 is items 21 to 30 of the merged list. filter: all (default), flights, hotels, activities. ' +
  'filters: the tabs as { value, label }.' +
  STATUS +
  PAGING;

/**
 * The signed-in user's order lists (SPEC 2.9, 7 orders calls): orders/flight, orders/mix and its
 * alias OrdersQuery. orders/hotel stays with the hotel orders module.
 */
export const ordersRoutes = fp(
  async function ordersRoutes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const orders = createOrdersService({
      db: app.db,
      // The order modules (registered before this plugin, app.ts) settle lapsed holds.
      sweep: async () => {
        await app.flightOrders?.releaseExpiredHolds();
        await app.hotelOrders?.releaseExpiredHolds();
        await app.activityOrders?.releaseExpiredHolds();
      },
    });
    // Signed out is a 401 before the body is looked at.
    const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
      requireUser(request);
    };

    app.post(
      '/v3/commonb2c/orders/flight',
      {
        preValidation: signedIn,
        schema: {
          tags,
          security,
          summary: "The signed-in user's flight orders, newest first, one page",
          description:
            'SPEC 3 flight list items: order_type 1, oid (the order id of commonQuery and /flightsOrderDetails), order_time, validatingCarrier, ' +
            'from_dep_en and from_arr_en (outbound cities), from_dep_time (first departure, local), adt_num, chd_num, currency, total_price, status (0 to 6), status_text. ' +
            'status filters by one numeric flight status.' +
            PAGING,
          body: flightOrdersListBody,
          response: { 200: envelopeOf(flightOrdersList), ...failures },
        },
      },
      async (request) => {
        const { page, size, status } = request.body;
        return ok(
          await orders.flightOrders({ userId: requireUser(request).id, page, size, status }),
        );
      },
    );

    const mix = async (body: z.output<typeof ordersMixBody>, userId: string) =>
      orders.mix({
        userId,
        filter: body.filter,
        status: body.status || undefined,
        page: body.page,
        size: body.size,
      });

    app.post(
      '/v3/commonb2c/orders/mix',
      {
        preValidation: signedIn,
        schema: {
          tags,
          security,
          summary:
            "The signed-in user's orders of every kind, filterable, newest first, one page (My Trips)",
          description: MIX_DESCRIPTION,
          body: ordersMixBody,
          response: { 200: envelopeOf(ordersMixPage), ...failures },
        },
      },
      async (request) => ok(await mix(request.body, requireUser(request).id)),
    );

    app.post(
      '/v3/commonb2c/OrdersQuery',
      {
        preValidation: signedIn,
        schema: {
          tags,
          security,
          summary: 'OrdersQuery (SPEC 7): the same call as orders/mix, same body and answer',
          description:
            'SPEC 7 names OrdersQuery beside orders/mix without its payload; it is served as an alias of orders/mix so either name answers the same. ' +
            MIX_DESCRIPTION,
          body: ordersMixBody,
          response: { 200: envelopeOf(ordersMixPage), ...failures },
        },
      },
      async (request) => ok(await mix(request.body, requireUser(request).id)),
    );
  },
  { name: 'orders-routes' },
);
