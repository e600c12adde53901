import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Receipt } from '@farewise/domain/orders/receipt';
import { AppError } from '../../shared/app-error.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createReceiptsService } from './receipts.service.ts';

const tags = ['receipts'];
const ORDER_TOKEN_HEADER = 'x-order-token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const RECEIPT_NOT_FOUND_MESSAGE = 'This order could not be found.';
export const RECEIPT_NOT_PAID_MESSAGE =
  'There is no receipt yet: this order has not been paid. Pay for it first.';

const notFound = () =>
  new AppError({ status: 404, code: 'receipts.not_found', msg: RECEIPT_NOT_FOUND_MESSAGE });
const notPaid = () =>
  new AppError({ status: 409, code: 'receipts.not_paid', msg: RECEIPT_NOT_PAID_MESSAGE });

/** The caller as the order pages see it: the signed-in user, or a guest's order token. */
function callerOf(request: FastifyRequest) {
  const header = request.headers[ORDER_TOKEN_HEADER];
  const token = typeof header === 'string' && header.length <= 100 ? header : null;
  return { userId: request.user?.id ?? null, orderToken: token, email: null };
}

/** Any not-found of an order module (an unknown order, or someone else's) is the receipt's 404. */
async function orNotFound<T>(find: () => Promise<T>): Promise<T> {
  try {
    return await find();
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 400)) throw notFound();
    throw err;
  }
}

async function send(reply: FastifyReply, receipt: Receipt, pdf: (r: Receipt) => Promise<Buffer>) {
  if (!receipt.payments.some((p) => p.status === 'succeeded')) throw notPaid();
  const body = await pdf(receipt);
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${receipt.orderNo}-receipt.pdf"`)
    .send(body);
}

const DESCRIPTION =
  'A PDF receipt of a paid order: order number, traveller, items, taxes and fees, total, card payments and refunds (from the payments ledger), amounts in the order currency. ' +
  `The same access rule as the order page: the owner (Bearer token) or a guest with the order's token in the ${ORDER_TOKEN_HEADER} header; ` +
  `anyone else, and an unknown order, get 404 '${RECEIPT_NOT_FOUND_MESSAGE}'. An order not paid yet: 409 receipts.not_paid.`;

/** GET receipts of flight, hotel and activity orders (registered after the order modules). */
export const receiptsRoutes = fp(
  async (app: FastifyInstance, opts: { payments: PaymentsService }) => {
    const receipts = createReceiptsService({
      db: app.db,
      clock: app.clock,
      movements: opts.payments.movements,
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/v3/receipts/flight/:orderId',
      {
        schema: {
          tags,
          summary: 'PDF receipt of a paid flight order',
          description: DESCRIPTION,
          params: z.object({ orderId: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const flights = app.flightOrders;
        if (!flights || !UUID.test(request.params.orderId)) throw notFound();
        const order = await orNotFound(() =>
          flights.queryById({ caller: callerOf(request), orderId: request.params.orderId }),
        );
        return send(reply, await receipts.flight(order), receipts.pdf);
      },
    );

    r.get(
      '/v3/receipts/hotel/:orderNo',
      {
        schema: {
          tags,
          summary: 'PDF receipt of a paid hotel order (by its HW number)',
          description: DESCRIPTION,
          params: z.object({ orderNo: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const hotels = app.hotelOrders;
        if (!hotels) throw notFound();
        const order = await orNotFound(() =>
          hotels.detail({ insideOrderNo: request.params.orderNo, caller: callerOf(request) }),
        );
        return send(reply, await receipts.hotel(order), receipts.pdf);
      },
    );

    r.get(
      '/v3/receipts/activity/:orderNo',
      {
        schema: {
          tags,
          summary: 'PDF receipt of a paid activity order',
          description: DESCRIPTION,
          params: z.object({ orderNo: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const activities = app.activityOrders;
        if (!activities) throw notFound();
        const order = await orNotFound(() =>
          activities.detail({ orderNo: request.params.orderNo, caller: callerOf(request) }),
        );
        return send(reply, await receipts.activity(order), receipts.pdf);
      },
    );
  },
  { name: 'receipts' },
);
