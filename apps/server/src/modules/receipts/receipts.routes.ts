import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { receiptRequestBody, type Receipt } from '@farewise/domain/orders/receipt';
import { AppError } from '../../shared/app-error.ts';
import { errorEnvelope } from '../../shared/envelope.ts';
import { ORDER_TOKEN_HEADER, orderCallerOf } from '../../shared/order-routes.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createReceiptsService } from './receipts.service.ts';

const tags = ['receipts'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const RECEIPT_NOT_FOUND_MESSAGE = 'This order could not be found.';
export const RECEIPT_NOT_PAID_MESSAGE =
  'There is no receipt yet: this order has not been paid. Pay for it first.';

const notFound = () =>
  new AppError({ status: 404, code: 'receipts.not_found', msg: RECEIPT_NOT_FOUND_MESSAGE });
const notPaid = () =>
  new AppError({ status: 409, code: 'receipts.not_paid', msg: RECEIPT_NOT_PAID_MESSAGE });

/**
 * The caller as the order pages see it: the signed-in user, a guest's order token, or (POST only)
 * the e-mail the order was booked with, as the order page and orderMoney accept it.
 */
function callerOf(request: FastifyRequest, email: string | null = null) {
  return orderCallerOf(request, { email: email ?? undefined });
}

/** The e-mail a POST's body gives (never a query string, which logs and history keep). */
const emailOf = (request: FastifyRequest) =>
  receiptRequestBody.safeParse(request.body ?? {}).data?.email || null;

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

const POST_DESCRIPTION =
  `${DESCRIPTION} The POST also opens the receipt for whoever gives, in the JSON body, the e-mail the order was booked with ` +
  "(as the order page, orderMoney and /searchBookings accept it: a guest who opened a mail's link on another device); " +
  'a wrong address gets the same 404. The e-mail travels in the body, never in the URL. A body that is not valid: 400.';

const pdfResponse = {
  200: z.any().describe('The receipt (application/pdf, an attachment named {orderNo}-receipt.pdf)'),
  400: errorEnvelope.describe('The body is not valid'),
  404: errorEnvelope.describe(`receipts.not_found: '${RECEIPT_NOT_FOUND_MESSAGE}'`),
  409: errorEnvelope.describe(`receipts.not_paid: '${RECEIPT_NOT_PAID_MESSAGE}'`),
};

/** GET receipts of flight, hotel and activity orders (registered after the order modules). */
export const receiptsRoutes = fp(
  async (app: FastifyInstance, opts: { payments: PaymentsService }) => {
    const receipts = createReceiptsService({
      db: app.db,
      clock: app.clock,
      movements: opts.payments.movements,
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    /** Each receipt as a GET (session or token) and a POST (also the booking's e-mail in the body). */
    function receiptRoute(
      kind: Receipt['kind'],
      summary: string,
      param: 'orderId' | 'orderNo',
      build: (orderRef: string, caller: ReturnType<typeof callerOf>) => Promise<Receipt>,
    ) {
      const url = `/v3/receipts/${kind}/:${param}`;
      const params = z.object({ [param]: z.string().max(param === 'orderId' ? 100 : 40) });
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const ref = (request.params as Record<string, string>)[param]!;
        return send(reply, await build(ref, callerOf(request, emailOf(request))), receipts.pdf);
      };
      r.get(url, { schema: { tags, summary, description: DESCRIPTION, params } }, handler);
      r.post(
        url,
        {
          schema: {
            tags,
            summary: `${summary}, also for the booking's e-mail`,
            description: POST_DESCRIPTION,
            params,
            body: receiptRequestBody,
            response: pdfResponse,
          },
        },
        handler,
      );
    }

    receiptRoute(
      'flight',
      'PDF receipt of a paid flight order',
      'orderId',
      async (orderId, caller) => {
        const flights = app.flightOrders;
        if (!flights || !UUID.test(orderId)) throw notFound();
        const order = await orNotFound(() =>
          flights.queryById({ caller, orderId, lookUpEmail: caller.email }),
        );
        return receipts.flight(order);
      },
    );

    receiptRoute(
      'hotel',
      'PDF receipt of a paid hotel order (by its HW number)',
      'orderNo',
      async (orderNo, caller) => {
        const hotels = app.hotelOrders;
        if (!hotels) throw notFound();
        const order = await orNotFound(() => hotels.detail({ insideOrderNo: orderNo, caller }));
        return receipts.hotel(order);
      },
    );

    receiptRoute(
      'activity',
      'PDF receipt of a paid activity order',
      'orderNo',
      async (orderNo, caller) => {
        const activities = app.activityOrders;
        if (!activities) throw notFound();
        const order = await orNotFound(() => activities.detail({ orderNo, caller }));
        return receipts.activity(order);
      },
    );
  },
  { name: 'receipts' },
);
