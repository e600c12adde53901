import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '@farewise/domain/money/format';
import { holdsCard } from '@farewise/domain/payments/card.rules';
import {
  createPaymentBody,
  markPaymentBody,
  orderMoneyBody,
  orderMoneyData,
  orderPayStatusData,
  orderRefBody,
  paymentResult,
  slicePlanData,
  type OrderType,
} from '@farewise/domain/payments/payment.schemas';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { cardRefused, orderNotFound, paymentNotFound } from './payments.errors.ts';
import type { PaymentsService } from './payments.service.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

const ACCESS =
  "Open to the order's signed-in owner, or to a guest holding the order's access token (the order module decides where it travels). " +
  "Another traveller's order answers 404.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function assertAccess(
  service: PaymentsService,
  request: FastifyRequest,
  kind: OrderType,
  orderId: string,
  lookUp?: { email: string | null },
) {
  // Only activity orders are addressed by their number; any other kind's number is no order of
  // that kind (a 404, never a query the database refuses with a 500).
  if (kind !== 'activity' && !UUID.test(orderId)) throw orderNotFound();
  const payable = service.payables.orThrow(kind);
  if (!(await payable.canAccess(request, orderId, lookUp))) throw orderNotFound();
}

export async function paymentsRoutes(
  fastify: FastifyInstance,
  opts: { service: PaymentsService; gateway: SandboxGateway },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, gateway } = opts;
  const tags = ['payments'];
  // Beyond what every call with an order id documents (400, 404: openapi.ts): the order is not
  // waiting for this payment or one is in progress (409); the card, slice pay or a closed departure (422).
  const payFailures = { 409: errorEnvelope, 422: errorEnvelope };

  // A card never reaches the site (decision 050): a payment call whose body holds one (a card-only
  // field, or a run of digits that passes Luhn) is refused before its schema runs, and the body is
  // written nowhere (the logger redacts bodies; the error is the envelope alone).
  fastify.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && holdsCard(request.body)) throw cardRefused();
  });

  app.post(
    '/v3/commonb2c/createPayment',
    {
      schema: {
        tags,
        summary:
          'Pays for an order: the full price, or the slice deposit (and saves the card for the instalments)',
        description:
          'paymentMethod is what the payment gateway answered for the card typed into its own fields (the ' +
          "sandbox's: POST /sandbox-gateway/tokenise); a body holding a card number or card fields answers 400. " +
          'Amounts are decimals. status is succeeded, requires_action (open challengeUrl for 3-D Secure, then call markPayment) or failed ' +
          "(the booking is cancelled, SPEC 2.4; msg says so, with a flight's seats or a hotel's rooms released). The same idempotencyKey charges once and answers the same " +
          'result. ' +
          ACCESS,
        body: createPaymentBody,
        response: { 200: envelopeOf(paymentResult), ...payFailures },
      },
    },
    async (request) => {
      await assertAccess(service, request, request.body.orderType, request.body.orderId);
      const result = await service.createPayment(request.body);
      return ok(result, result.msg);
    },
  );

  app.post(
    '/v3/commonb2c/markPayment',
    {
      schema: {
        tags,
        summary: 'The final status of a payment after its 3-D Secure challenge',
        description:
          'Idempotent: the outcome is recorded once; later calls answer it again. ' + ACCESS,
        body: markPaymentBody,
        response: { 200: envelopeOf(paymentResult), 409: errorEnvelope },
      },
    },
    async (request) => {
      const row = await service.paymentById(request.body.paymentId);
      const payable = service.payables.orThrow(row.orderType as OrderType);
      if (!(await payable.canAccess(request, row.orderId))) throw paymentNotFound();
      const result = await service.markPayment(row.id);
      return ok(result, result.msg);
    },
  );

  app.post(
    '/v3/commonb2c/orderMoney',
    {
      schema: {
        tags,
        summary: 'Every charge and refund of an order, dated, with what was paid and given back',
        description:
          "The order's own payments (in full, deposit, instalments), a flight order's after-sales charges (fare " +
          'differences, extra bags, name corrections) and every refund of any of them (processing while on its way), ' +
          'oldest first, as the card processor has them: paid and refunded count what went through. The order pages, ' +
          'the look-up and the receipts show this list. ' +
          ACCESS +
          ' Also open to whoever gives the e-mail the order was booked with (email), as the look-up and the ' +
          "activity order page accept it: a guest who found the order by number and e-mail, or opened a mail's link on another device.",
        body: orderMoneyBody,
        response: { 200: envelopeOf(orderMoneyData) },
      },
    },
    async (request) => {
      await assertAccess(service, request, request.body.orderType, request.body.orderId, {
        email: request.body.email || null,
      });
      return ok(await service.orderMoney(request.body.orderType, request.body.orderId));
    },
  );

  app.post(
    '/v3/commonb2c/orderPayStatus',
    {
      schema: {
        tags,
        summary: "An order's payment status: total, paid, due, each payment and each instalment",
        description: 'The pay page polls this while status is pending. ' + ACCESS,
        body: orderRefBody,
        response: { 200: envelopeOf(orderPayStatusData) },
      },
    },
    async (request) => {
      await assertAccess(service, request, request.body.orderType, request.body.orderId);
      return ok(await service.orderPayStatus(request.body.orderType, request.body.orderId));
    },
  );

  app.post(
    '/v3/commonb2c/slicePayParse',
    {
      schema: {
        tags,
        summary:
          'The slice payment schedule of an order: deposit, weekly instalments with due dates, hold fee, adjusted amount',
        description:
          'available is false (with a reason) when fewer than two weekly instalments fit before 7 days ahead of departure, or when ' +
          'the account or e-mail may no longer use slice pay (SPEC 9). ' +
          ACCESS,
        body: orderRefBody,
        response: { 200: envelopeOf(slicePlanData) },
      },
    },
    async (request) => {
      await assertAccess(service, request, request.body.orderType, request.body.orderId);
      return ok(await service.slicePayParse(request.body.orderType, request.body.orderId));
    },
  );

  // The sandbox gateway's 3-D Secure page: its own HTML, no script, two buttons posting a form.
  app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const params = z.object({ ref: z.string().regex(/^ch_[0-9a-f]{24}$/) });
    const typed = sandbox.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/v3/sandbox/challenge/:ref',
      {
        schema: {
          tags,
          summary: "The sandbox's 3-D Secure challenge page (HTML)",
          params,
          hide: false,
        },
      },
      async (request, reply) => {
        const state = await gateway.challengeState(request.params.ref);
        if (!state) throw paymentNotFound();
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return challengePage(
          request.params.ref,
          formatMoney(state.amount, state.currency),
          state.state,
        );
      },
    );

    for (const [action, passed] of [
      ['complete', true],
      ['fail', false],
    ] as const) {
      typed.post(
        `/v3/sandbox/challenge/:ref/${action}`,
        {
          schema: {
            tags,
            summary: passed
              ? 'Sandbox: complete 3-D Secure authentication'
              : 'Sandbox: fail 3-D Secure authentication',
            params,
          },
        },
        async (request, reply) => {
          const done = await gateway.completeChallenge(request.params.ref, passed);
          if (!done) throw paymentNotFound();
          // Only site paths: the return URL never leaves the site.
          const target =
            done.returnUrl.startsWith('/') && !done.returnUrl.startsWith('//')
              ? done.returnUrl
              : '/';
          return reply.redirect(target, 303);
        },
      );
    }
  });
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function challengePage(ref: string, amount: string, state: string): string {
  const base = `/v3/sandbox/challenge/${encodeURIComponent(ref)}`;
  const done = state !== 'pending';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure authentication · Farewise sandbox</title>
<style>
body{font-family:system-ui,Arial,sans-serif;background:#f1f3f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#1a1b1e}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:420px;width:100%}
h1{font-size:1.35rem;margin:0 0 8px}
p{line-height:1.5}
.amount{font-size:1.25rem;font-weight:700}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #1864ab;cursor:pointer}
.ok{background:#1864ab;color:#fff}
.fail{background:#fff;color:#c92a2a;border-color:#c92a2a}
.note{font-size:.875rem;color:#495057}
</style>
</head>
<body>
<main>
<h1>3-D Secure authentication</h1>
<p class="note">Farewise sandbox: a test page standing in for your bank's check. No real money moves.</p>
<p>Amount: <span class="amount">${escapeHtml(amount)}</span></p>
${
  done
    ? `<p>This authentication has already been ${state === 'passed' ? 'completed' : 'failed'}.</p>`
    : ''
}
<div class="actions">
<form method="post" action="${base}/complete"><button class="ok" type="submit"${done ? ' disabled' : ''}>Complete authentication</button></form>
<form method="post" action="${base}/fail"><button class="fail" type="submit"${done ? ' disabled' : ''}>Fail authentication</button></form>
</div>
</main>
</body>
</html>`;
}
