import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { manualClock } from '../../shared/clock.ts';
import {
  CHALLENGE_NOT_SHOWN_MESSAGE,
  NOT_RECEIVED_MESSAGE,
  STUCK_AFTER_MS,
  type PaymentRecoveryReport,
} from './payment-recovery.ts';
import { payments, sandboxCharges, slicePlans } from './payments.table.ts';
import { createPaymentsService } from './payments.service.ts';
import type { fakePayable } from './payments.test-support.ts';
import {
  CARDS,
  PAY_TEST_NOW,
  call,
  card,
  makePaymentsApp,
  paymentMethod,
} from './payments.test-support.ts';
import { SANDBOX_TIMEOUT_CARDS, createSandboxGateway } from './sandbox-gateway.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL (real concurrency there).
let app: FastifyInstance;
let fake: ReturnType<typeof fakePayable>;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ app, fake, clock } = await makePaymentsApp());
});
afterAll(async () => {
  await app?.close();
});

const MINUTE = 60 * 1000;

/** Pays a new order with a card whose charge call gets no answer; the payment is left processing. */
async function stuckPayment(number: string, paymentType: 'full' | 'slice' = 'full') {
  clock.set(PAY_TEST_NOW);
  const { id, order } = fake.add({ paymentType });
  const res = await call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId: id,
      paymentType,
      paymentMethod: await paymentMethod(app, number),
      idempotencyKey: `k-${id}`,
    },
    order.token,
  );
  expect(res.status).toBe(200);
  expect(res.body.data.status).toBe('processing');
  return { id, order, paymentId: res.body.data.paymentId as string };
}

const payStatus = async (id: string, token: string) =>
  (await call(app, 'orderPayStatus', { orderType: 'flight', orderId: id }, token)).body.data;
const paymentRow = async (paymentId: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
const recovery = (report: Record<string, unknown>) =>
  report['payment-recovery'] as PaymentRecoveryReport;

describe('payment recovery', () => {
  test('a charge that succeeded at the gateway but whose answer was lost is settled paid by the job', async () => {
    const { id, order, paymentId } = await stuckPayment(SANDBOX_TIMEOUT_CARDS.chargedThenTimeout);
    expect(order.status).toBe('awaiting_payment');
    expect((await payStatus(id, order.token)).status).toBe('pending');

    // Not yet stuck: a charge this young may still be answered.
    clock.set(new Date(PAY_TEST_NOW.getTime() + STUCK_AFTER_MS - MINUTE));
    await app.jobs.runDueJobs(clock.now());
    expect((await paymentRow(paymentId)).status).toBe('processing');

    clock.set(new Date(PAY_TEST_NOW.getTime() + STUCK_AFTER_MS + MINUTE));
    const report = recovery(await app.jobs.runDueJobs(clock.now()));
    expect(report.paid).toBe(1);
    expect(order.status).toBe('paid');
    expect(order.events).toEqual(['paid:full:100000']);
    const row = await paymentRow(paymentId);
    expect(row).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '0119' });
    expect(row.gatewayRef).toMatch(/^ch_/);
    const status = await payStatus(id, order.token);
    expect(status).toMatchObject({ status: 'paid', paid: 1000, due: 0 });

    // Later runs and a repeated submit change nothing.
    clock.advance(10 * MINUTE);
    await app.jobs.runDueJobs(clock.now());
    const again = await call(
      app,
      'createPayment',
      {
        orderType: 'flight',
        orderId: id,
        paymentType: 'full',
        paymentMethod: await paymentMethod(app, SANDBOX_TIMEOUT_CARDS.chargedThenTimeout),
        idempotencyKey: `k-${id}`,
      },
      order.token,
    );
    expect(again.body.data).toMatchObject({ paymentId, status: 'succeeded' });
    expect(order.events).toEqual(['paid:full:100000']);
  });

  test('a charge the gateway never received is failed and the booking cancelled and released', async () => {
    const { id, order, paymentId } = await stuckPayment(SANDBOX_TIMEOUT_CARDS.lostRequest);
    clock.set(new Date(PAY_TEST_NOW.getTime() + STUCK_AFTER_MS + MINUTE));
    const report = recovery(await app.jobs.runDueJobs(clock.now()));
    expect(report.failed).toBe(1);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'failed',
      failureReason: NOT_RECEIVED_MESSAGE,
      gatewayRef: null,
    });
    const charges = await app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `payment:${paymentId}`));
    expect(charges).toHaveLength(0);
    // onFailed is where an order cancels itself and releases its seats or rooms (payable.ts).
    expect(order.status).toBe('cancelled');
    expect(order.events).toEqual([`failed:${NOT_RECEIVED_MESSAGE}`]);
    const status = await payStatus(id, order.token);
    expect(status.status).toBe('failed');
    expect(status.payments[0].failureReason).toBe(NOT_RECEIVED_MESSAGE);
  });

  test('a charge left waiting for a 3-D Secure check nobody was shown is failed', async () => {
    // The instance died after the gateway answered requires_action, before it recorded the answer.
    clock.set(PAY_TEST_NOW);
    const { id, order } = fake.add();
    const [row] = await app.db
      .insert(payments)
      .values({
        orderType: 'flight',
        orderId: id,
        kind: 'full',
        idempotencyKey: `k-${id}`,
        amount: order.amountDue,
        currency: 'AUD',
        status: 'processing',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    const gateway = createSandboxGateway({ db: app.db, clock });
    const made = await gateway.tokenise(card(CARDS.threeDs));
    if (!made.ok) throw new Error('the test card was refused');
    const answer = await gateway.charge({
      amount: order.amountDue,
      currency: 'AUD',
      source: { paymentMethod: made.paymentMethod },
      idempotencyKey: `payment:${row!.id}`,
      returnUrl: '/',
    });
    expect(answer.status).toBe('requires_action');

    clock.set(new Date(PAY_TEST_NOW.getTime() + STUCK_AFTER_MS + MINUTE));
    await app.jobs.runDueJobs(clock.now());
    expect(await paymentRow(row!.id)).toMatchObject({
      status: 'failed',
      failureReason: CHALLENGE_NOT_SHOWN_MESSAGE,
      cardLast4: '3220',
      gatewayRef: answer.ref,
    });
    expect(order.status).toBe('cancelled');
    expect((await payStatus(id, order.token)).status).toBe('failed');
  });

  test('a gateway that does not answer in time leaves the payment processing for recovery', async () => {
    clock.set(PAY_TEST_NOW);
    const sandbox = createSandboxGateway({ db: app.db, clock });
    // A processor that takes the request and never answers (nor records it).
    const silent = { ...sandbox, charge: () => new Promise<never>(() => {}) };
    const service = createPaymentsService({
      db: app.db,
      gateway: silent,
      payables: app.payments.payables,
      clock,
      chargeTimeoutMs: 50,
    });
    const { id, order } = fake.add();
    const result = await service.createPayment({
      orderType: 'flight',
      orderId: id,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, CARDS.ok),
      idempotencyKey: `k-${id}`,
    });
    expect(result.status).toBe('processing');
    expect(order.status).toBe('awaiting_payment');

    clock.set(new Date(PAY_TEST_NOW.getTime() + STUCK_AFTER_MS + MINUTE));
    await app.jobs.runDueJobs(clock.now());
    expect((await paymentRow(result.paymentId)).status).toBe('failed');
    expect(order.status).toBe('cancelled');
  });

  test('two job runners on one database settle each stuck payment once', async () => {
    const stuck = [
      await stuckPayment(SANDBOX_TIMEOUT_CARDS.chargedThenTimeout),
      await stuckPayment(SANDBOX_TIMEOUT_CARDS.chargedThenTimeout, 'slice'),
      await stuckPayment(SANDBOX_TIMEOUT_CARDS.chargedThenTimeout),
      await stuckPayment(SANDBOX_TIMEOUT_CARDS.lostRequest),
      await stuckPayment(SANDBOX_TIMEOUT_CARDS.lostRequest),
    ];
    // A second server instance on the same database when one is given (PostgreSQL); otherwise the same one twice.
    let second: FastifyInstance | null = null;
    if (process.env.TEST_DATABASE_URL) {
      second = await buildApp(testConfig(), { clock });
      await second.ready();
      // Each app has its own payables: the second instance pays for the test's fake orders too.
      second.payments.payables.register('flight', fake.payable);
    }
    clock.set(new Date(PAY_TEST_NOW.getTime() + STUCK_AFTER_MS + MINUTE));
    const reports = (
      await Promise.all([
        app.jobs.runDueJobs(clock.now()),
        (second ?? app).jobs.runDueJobs(clock.now()),
      ])
    ).map(recovery);
    await second?.close();
    expect(reports.reduce((n, r) => n + r.paid, 0)).toBe(3);
    expect(reports.reduce((n, r) => n + r.failed, 0)).toBe(2);
    expect(reports.reduce((n, r) => n + r.retried, 0)).toBe(0);
    for (const [i, { id, order, paymentId }] of stuck.entries()) {
      expect(order.events).toHaveLength(1);
      expect((await paymentRow(paymentId)).status).toBe(i < 3 ? 'succeeded' : 'failed');
      expect(order.status).toBe(i < 3 ? 'paid' : 'cancelled');
      expect((await payStatus(id, order.token)).status).toBe(
        i === 1 ? 'instalments' : i < 3 ? 'paid' : 'failed',
      );
    }
    // The slice deposit started its plan once, with the card saved at the lost charge.
    const plans = await app.db
      .select()
      .from(slicePlans)
      .where(eq(slicePlans.orderId, stuck[1]!.id));
    expect(plans).toHaveLength(1);
    expect(plans[0]!.cardLast4).toBe('0119');
  });
});
