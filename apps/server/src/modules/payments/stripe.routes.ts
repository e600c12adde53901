import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorEnvelope, ok, envelopeOf } from '../../shared/envelope.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Payables } from './payable.ts';
import type { SiteStripe } from './site-payments.ts';
import { createSettlement } from './payment-settlement.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createRefundLedger } from './refund-ledger.ts';
import { paymentNotFound } from './payments.errors.ts';
import { KEY_METADATA } from './stripe-gateway.ts';
import { stripeEvents } from './stripe-events.table.ts';

export const STRIPE_WEBHOOK_PATH = '/v3/stripe/webhook';

const badSignature = () =>
  new AppError({
    status: 400,
    code: 'payments.webhook_signature',
    msg: 'The webhook signature is missing or does not match.',
  });

/**
 * Stripe's webhooks (decision 052): the raw body's signature is checked with the endpoint's
 * secret (stripe.webhooks.constructEvent); each event id is handled once, however often it comes.
 * A payment event reads the intent as it stands now (so events out of order settle the same way)
 * and settles it through the payments' one settlement path; charge.refunded settles the refunds
 * the site left waiting.
 */
export async function stripeRoutes(
  fastify: FastifyInstance,
  opts: { stripe: SiteStripe; payables: Payables },
) {
  const { payables } = opts;
  const { client: stripe, gateway } = opts.stripe;
  const webhookSecret = opts.stripe.settings.webhookSecret;
  const db = fastify.db;
  const log = fastify.log.child({ module: 'stripe-webhooks' });
  const settlement = createSettlement({
    db,
    clock: fastify.clock,
    gateway,
    payables,
    mailer: fastify.mailer,
    log,
  });
  const refunds = createRefundLedger({ db, gateway, clock: fastify.clock, log });
  const repo = createPaymentsRepository({ db });

  // The signature is over the exact bytes Stripe sent: the body stays a string here.
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  async function settlePayment(intent: Stripe.PaymentIntent) {
    const key = intent.metadata[KEY_METADATA] ?? '';
    // Instalments are settled by the slice job with the charge call's answer.
    if (!key.startsWith('payment:')) return;
    const row = await repo.byId(key.slice('payment:'.length));
    if (!row) return;
    const outcome = await gateway.confirm(intent.id);
    if (row.status === 'processing' || row.status === 'requires_action') {
      if (outcome.status !== 'requires_action') await settlement.applyOutcome(row, outcome);
    } else if (row.status === 'failed' && row.gatewayRef) {
      await settlement.settleLateCharge(row, outcome);
    }
  }

  async function handle(event: Stripe.Event) {
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        return settlePayment(event.data.object);
      case 'charge.refunded':
        await refunds.recover(fastify.clock.now());
        return;
      default:
        return;
    }
  }

  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/v3/stripe/challenge/:ref',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A Stripe payment's 3-D Secure: redirects to the bank's page (the intent's next_action)",
        params: z.object({ ref: z.string().regex(/^pi_[A-Za-z0-9_]+$/) }),
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const found = await stripe.paymentIntents.retrieve(request.params.ref).catch(() => null);
      const url = found?.next_action?.redirect_to_url?.url;
      if (!url) throw paymentNotFound();
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  // Without STRIPE_WEBHOOK_SECRET no event could be trusted: the call is not served.
  if (!webhookSecret) return;
  typed.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook events (only when Stripe is the gateway)",
        description:
          'The raw JSON body Stripe signs, with its Stripe-Signature header (checked with STRIPE_WEBHOOK_SECRET); ' +
          'a missing or wrong signature answers 400. payment_intent.succeeded and payment_intent.payment_failed settle ' +
          'the payment as the intent stands now, charge.refunded settles refunds left waiting; any other event is ' +
          'acknowledged. Each event id is handled once: a repeat answers 200 and does nothing.',
        response: {
          200: envelopeOf(z.object({ id: z.string(), handled: z.boolean() })),
          400: errorEnvelope,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof request.body !== 'string' || typeof signature !== 'string') throw badSignature();
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw badSignature();
      }
      const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
      if (seen) return ok({ id: event.id, handled: false });
      await handle(event);
      const stored = await db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, handledAt: fastify.clock.now() })
        .onConflictDoNothing()
        .returning();
      return ok({ id: event.id, handled: stored.length > 0 });
    },
  );
}
