import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.ts';
import { payments, sliceInstalments, slicePlans } from './payments.table.ts';
import { PAY_TEST_NOW, call, fakePayable } from './payments.test-support.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe.routes.ts';
import { createStripeClient, createStripeGateway } from './stripe-gateway.ts';
import { GatewayRefundRefused, GatewayTimeoutError } from './payment-gateway.ts';

const WEBHOOK_SECRET = 'whsec_stand_in_secret';
let standIn: StripeStandIn;
let app: FastifyInstance;
let fake: ReturnType<typeof fakePayable>;
const clock = manualClock(PAY_TEST_NOW);
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  app = await buildApp(
    testConfig({
      stripe: {
        secretKey: 'sk_test_stand_in',
        publishableKey: 'pk_test_stand_in',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: standIn.apiBase,
      },
    }),
    { clock },
  );
  await app.ready();
  fake = fakePayable();
  app.payments.payables.register('flight', fake.payable);
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

const pay = (id: string, token: string, paymentMethod: string, over: object = {}) =>
  call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId: id,
      paymentType: 'full',
      paymentMethod,
      idempotencyKey: `key-${id}`,
      ...over,
    },
    token,
  );

/** Posts a webhook event as Stripe would: the JSON body and its Stripe-Signature header. */
async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  const res = await app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { handled: boolean } },
  };
}

const intentEvent = (id: string, type: string, intent: Stripe.PaymentIntent) => ({
  id,
  object: 'event',
  type,
  api_version: null,
  created: 0,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object: intent },
});

const rowOf = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe('Stripe gateway against the stand-in', () => {
  test('the pay page is told to load Stripe with the publishable key, never the secret one', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/commonb2c/paymentGateway' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { gateway: 'stripe', publishableKey: 'pk_test_stand_in' },
    });
    expect(res.body).not.toContain('sk_test');
  });

  test('an order is paid with a PaymentIntent of its amount and currency, and refunded', async () => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, 'pm_card_visa');
    expect(res.body.data).toMatchObject({ status: 'succeeded', amount: 1000, currency: 'AUD' });
    expect(order.events).toEqual(['paid:full:100000']);
    const row = await rowOf(id);
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
    const intent = standIn.intents.get(row.gatewayRef!)!;
    expect(intent).toMatchObject({ amount: 100_000, currency: 'aud', status: 'succeeded' });

    const refund = await app.payments.refundPayment({
      paymentId: row.id,
      amount: 25_000,
      idempotencyKey: `r-${id}`,
    });
    expect(refund.status).toBe('succeeded');
    const again = await app.payments.refundPayment({
      paymentId: row.id,
      amount: 25_000,
      idempotencyKey: `r-${id}`,
    });
    expect(again.status).toBe('succeeded');
    const given = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(given.map((r) => r.amount)).toEqual([25_000]);
  });

  test('a declined card fails the payment with the bank’s words', async () => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(res.body.data.status).toBe('failed');
    expect(order.status).toBe('cancelled');
  });

  test('3-D Secure goes through the intent’s next_action, back to the pay page, then markPayment', async () => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, 'pm_card_threeDSecure2Required');
    expect(res.body.data.status).toBe('requires_action');
    const row = await rowOf(id);
    expect(standIn.intents.get(row.gatewayRef!)!.next_action?.redirect_to_url?.return_url).toMatch(
      new RegExp(`^http://localhost:3000/.*paymentId=${row.id}`),
    );
    const challenge = await app.inject({ method: 'GET', url: res.body.data.challengeUrl });
    expect(challenge.statusCode).toBe(302);
    expect(challenge.headers.location).toBe(`https://hooks.stripe.test/3ds/${row.gatewayRef}`);
    standIn.completeChallenge(row.gatewayRef!, true);
    const marked = await call(app, 'markPayment', { paymentId: row.id }, order.token);
    expect(marked.body.data.status).toBe('succeeded');
    expect(order.events).toEqual(['paid:full:100000']);
  });

  test('a slice deposit saves the card on a customer; the instalment is charged off-session', async () => {
    const { id, order } = fake.add({ paymentType: 'slice' });
    const res = await pay(id, order.token, 'pm_card_visa', { paymentType: 'slice' });
    expect(res.body.data.status).toBe('succeeded');
    const deposit = standIn.intents.get((await rowOf(id)).gatewayRef!)!;
    expect(deposit).toMatchObject({ setup_future_usage: 'off_session' });
    expect(deposit.customer).toMatch(/^cus_/);
    const [plan] = await app.db.select().from(slicePlans).where(eq(slicePlans.orderId, id));
    const [first] = await app.db
      .select()
      .from(sliceInstalments)
      .where(eq(sliceInstalments.planId, plan!.id))
      .orderBy(sliceInstalments.number);
    clock.set(first!.dueAt);
    await app.jobs.runDueJobs(clock.now());
    clock.set(PAY_TEST_NOW);
    const [paid] = await app.db
      .select()
      .from(sliceInstalments)
      .where(eq(sliceInstalments.id, first!.id));
    expect(paid!.status).toBe('paid');
    const offSession = [...standIn.intents.values()].find(
      (pi) => pi.metadata.farewise_key === `instalment:${first!.id}`,
    )!;
    expect(offSession).toMatchObject({
      customer: deposit.customer,
      status: 'succeeded',
      amount: first!.amount,
    });
  });
});

describe('Stripe webhooks', () => {
  test('a signed event settles a payment once, however often it comes and in whatever order', async () => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, 'pm_card_threeDSecure2Required');
    const row = await rowOf(id);
    standIn.completeChallenge(row.gatewayRef!, true);
    const intent = standIn.intents.get(row.gatewayRef!)!;
    // An older event about the same intent comes after the one that settled it.
    const first = await deliver(intentEvent(`evt_ok_${id}`, 'payment_intent.succeeded', intent));
    expect(first).toMatchObject({ status: 200, body: { data: { handled: true } } });
    const twice = await deliver(intentEvent(`evt_ok_${id}`, 'payment_intent.succeeded', intent));
    expect(twice).toMatchObject({ status: 200, body: { data: { handled: false } } });
    const stale = await deliver(
      intentEvent(`evt_old_${id}`, 'payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
      }),
    );
    expect(stale.status).toBe(200);
    expect(order.events).toEqual(['paid:full:100000']);
    expect((await rowOf(id)).status).toBe('succeeded');
    expect(res.body.data.status).toBe('requires_action');
  });

  test('a bad signature is refused with the 400 envelope and changes nothing', async () => {
    const { id, order } = fake.add();
    await pay(id, order.token, 'pm_card_threeDSecure2Required');
    const row = await rowOf(id);
    standIn.completeChallenge(row.gatewayRef!, true);
    const intent = standIn.intents.get(row.gatewayRef!)!;
    const res = await deliver(
      intentEvent(`evt_bad_${id}`, 'payment_intent.succeeded', intent),
      'whsec_wrong',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'The webhook signature is missing or does not match.',
    });
    expect((await rowOf(id)).status).toBe('requires_action');
  });
});

describe('the Stripe adapter on its own', () => {
  const gatewayOf = () =>
    createStripeGateway({
      stripe: createStripeClient({
        secretKey: 'sk_test_direct',
        publishableKey: 'pk_test_direct',
        apiBase: standIn.apiBase,
      }),
      publicUrl: 'https://farewise.example',
    });

  test('lookup finds a charge by its idempotency key, and answers null for a key never sent', async () => {
    const gateway = gatewayOf();
    const charged = await gateway.charge({
      amount: 5_000,
      currency: 'EUR',
      source: { paymentMethod: 'pm_card_visa' },
      idempotencyKey: 'payment:lookup-1',
      returnUrl: '/pay',
    });
    expect(charged).toMatchObject({ status: 'succeeded', brand: 'visa', last4: '4242' });
    expect(await gateway.lookup('payment:lookup-1')).toMatchObject({
      status: 'succeeded',
      ref: charged.ref,
    });
    expect(await gateway.lookup('payment:never-sent')).toBeNull();
    // The same key again charges nothing more: Stripe answers the first call.
    const again = await gateway.charge({
      amount: 5_000,
      currency: 'EUR',
      source: { paymentMethod: 'pm_card_visa' },
      idempotencyKey: 'payment:lookup-1',
      returnUrl: '/pay',
    });
    expect(again.ref).toBe(charged.ref);
  });

  test('a refund beyond what is left is refused; the refunded total is what Stripe holds', async () => {
    const gateway = gatewayOf();
    const charged = await gateway.charge({
      amount: 5_000,
      currency: 'EUR',
      source: { paymentMethod: 'pm_card_visa' },
      idempotencyKey: 'payment:refund-1',
      returnUrl: '/pay',
    });
    expect(
      await gateway.refund({ ref: charged.ref!, amount: 3_000, idempotencyKey: 'refund:a' }),
    ).toEqual({ refunded: 3_000 });
    await expect(
      gateway.refund({ ref: charged.ref!, amount: 3_000, idempotencyKey: 'refund:b' }),
    ).rejects.toBeInstanceOf(GatewayRefundRefused);
  });

  test('a Stripe that cannot be reached leaves the outcome unknown (a timeout for recovery)', async () => {
    const gateway = createStripeGateway({
      stripe: createStripeClient({
        secretKey: 'sk_test_down',
        publishableKey: 'pk_test_down',
        apiBase: { host: '127.0.0.1', port: 9, protocol: 'http' },
      }),
      publicUrl: 'https://farewise.example',
    });
    await expect(
      gateway.charge({
        amount: 100,
        currency: 'EUR',
        source: { paymentMethod: 'pm_card_visa' },
        idempotencyKey: 'payment:down',
        returnUrl: '/pay',
      }),
    ).rejects.toBeInstanceOf(GatewayTimeoutError);
  });
});
