import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Payable, PayableKind, Payables } from '../modules/payments/index.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import { envelopeOf, errorEnvelope, ok } from './envelope.ts';

/**
 * What the hotel and activity order calls share (the flight orders' calls come before them and
 * keep their own caller): who is asking, the texts their documents repeat, one builder for a
 * POST answering the envelope, and the registration of an order kind with payments and jobs.
 */

/** The header that carries a guest's order token (the booking's accessToken), for every kind of order. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/** Who is asking about an order: a signed-in user, a guest's order token, or the booking's e-mail. */
export interface OrderCallerProofs {
  userId: string | null;
  orderToken: string | null;
  email: string | null;
}

/** The proofs a body may carry beside the header and the session. */
export interface OrderProofsBody {
  accessToken?: string;
  email?: string;
}

/** The caller of an order call: the session, the token (body accessToken or the header), the body's e-mail. */
export function orderCallerOf(
  request: FastifyRequest,
  body: OrderProofsBody = {},
): OrderCallerProofs {
  const header = request.headers[ORDER_TOKEN_HEADER];
  const token = body.accessToken ?? (typeof header === 'string' ? header : null);
  return {
    userId: request.user?.id ?? null,
    orderToken: token && token.length <= 100 ? token : null,
    email: body.email?.trim() || null,
  };
}

/** The documents' sentence on money: integer minor units of the named field, and what it may hold. */
export const moneyText = (field: string, more = '') =>
  ` Money is integer minor units (cents) of ${field}${more}.`;

/** The documents' sentence on who may call: the owner, the token's guest, then the kind's own e-mail rule. */
export const orderAccessText = (byEmail: string) =>
  ` The order's signed-in owner, a guest with the booking's accessToken (body accessToken or the ${ORDER_TOKEN_HEADER} header), ${byEmail}`;

/** The error answers a call documents, each the error envelope. */
export const errorAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorEnvelope])) as Record<S, typeof errorEnvelope>;

export interface OrderCallSpec<B extends z.ZodType, D extends z.ZodType> {
  summary: string;
  description: string;
  body: B;
  /** The shape of the envelope's data on 200. */
  data: D;
  security?: Record<string, string[]>[];
}

/**
 * A POST of an order kind: its tags and error answers once, then per call the texts, the body,
 * the data and what it does with the parsed body; the answer is the success envelope.
 */
export function orderCalls(
  app: FastifyInstance,
  common: { tags: string[]; failures: Record<number, typeof errorEnvelope> },
) {
  return function post<B extends z.ZodType, D extends z.ZodType>(
    url: string,
    spec: OrderCallSpec<B, D>,
    run: (body: z.output<B>, request: FastifyRequest) => Promise<z.input<D>>,
  ) {
    const { summary, description, body, data, security } = spec;
    app.post(
      url,
      {
        schema: {
          tags: common.tags,
          summary,
          description,
          ...(security ? { security } : {}),
          body,
          response: { 200: envelopeOf(data), ...common.failures },
        },
      },
      async (request) => ok(await run(request.body as z.output<B>, request)),
    );
  };
}

/**
 * A call on one order: the body's reference fields (keys) and the caller its proofs make, handed
 * to the service's method.
 */
export const onOrder =
  <B extends OrderProofsBody, K extends keyof B, R>(
    keys: readonly K[],
    call: (args: Pick<B, K> & { caller: OrderCallerProofs }) => Promise<R>,
  ) =>
  (body: B, request: FastifyRequest) =>
    call({
      ...(Object.fromEntries(keys.map((k) => [k, body[k]])) as Pick<B, K>),
      caller: orderCallerOf(request, body),
    });

/** What an order kind's service gives payments (the Payable's hooks, with the caller's proofs). */
export interface PayableOrders {
  load: Payable['load'];
  canAccess(orderNo: string, caller: OrderCallerProofs): Promise<boolean>;
  onPaid: Payable['onPaid'];
  onFailed: Payable['onFailed'];
}

/**
 * Registers an order kind with the app's payments and its sweep with the job queue: the order
 * page's proofs open it to payments (session, token, or the look-up's e-mail where a call gives
 * it), and what follows a payment (confirmation, mails, a late payment's refund) runs on the job
 * once the payment has committed, as a supplier answers later.
 */
export function registerOrderKind(
  app: FastifyInstance,
  opts: {
    kind: PayableKind;
    payables: Payables;
    orders: PayableOrders;
    job: string;
    sweep: () => Promise<unknown>;
  },
) {
  const { orders } = opts;
  opts.payables.register(opts.kind, {
    load: (orderNo, tx) => orders.load(orderNo, tx),
    canAccess: (request, orderNo, lookUp) =>
      orders.canAccess(orderNo, {
        ...orderCallerOf(request),
        email: lookUp?.email?.trim() || null,
      }),
    onPaid: (event, tx) => orders.onPaid(event, tx),
    onFailed: (event, tx) => orders.onFailed(event, tx),
    afterSettled: () => app.jobs.trigger(opts.job),
  });
  app.jobs.add({ name: opts.job, run: opts.sweep });
}

/**
 * What every order kind's service takes from the app: the database, the clock, the mailer and
 * the site's address for its mails, and the app's payments for the receipts' movements and the
 * refunds.
 */
export const orderServiceDeps = (app: FastifyInstance, payments: PaymentsService) => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  siteUrl: app.config.publicUrl,
  movements: payments.movements,
  refunds: () => payments,
  log: app.log,
});
