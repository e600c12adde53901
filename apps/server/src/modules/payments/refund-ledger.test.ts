import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { manualClock } from '../../shared/clock.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createPaymentsService } from './payments.service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { payments, paymentRefunds, sandboxCharges } from './payments.table.ts';
import type { fakePayable } from './payments.test-support.ts';
import { CARDS, call, makePaymentsApp, paymentMethod } from './payments.test-support.ts';
import { REFUND_STUCK_AFTER_MS } from './refund-ledger.ts';

let app: FastifyInstance;
let fake: ReturnType<typeof fakePayable>;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ app, fake, clock } = await makePaymentsApp());
});
afterAll(async () => {
  await app?.close();
});

/** A paid guest order of AUD 1,000.00; its payment id. */
async function paidOrder(): Promise<string> {
  const { id, order } = fake.add();
  const res = await call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId: id,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, CARDS.ok),
      idempotencyKey: `key-${id}`,
    },
    order.token,
  );
  expect(res.body.data.status).toBe('succeeded');
  return res.body.data.paymentId as string;
}

async function gatewayRefunded(paymentId: string): Promise<number> {
  const [p] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [c] = await app.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, p!.gatewayRef!));
  return c!.refunded;
}

describe('refunds move money once', () => {
  test('the same key twice, even at the same moment, refunds once', async () => {
    const paymentId = await paidOrder();
    const both = await Promise.all([
      app.payments.refundPayment({ paymentId, amount: 30_000, idempotencyKey: 'same-key-1' }),
      app.payments.refundPayment({ paymentId, amount: 30_000, idempotencyKey: 'same-key-1' }),
    ]);
    expect(both[0].refundId).toBe(both[1].refundId);
    const again = await app.payments.refundPayment({
      paymentId,
      amount: 30_000,
      idempotencyKey: 'same-key-1',
    });
    expect(again).toMatchObject({ status: 'succeeded', refundId: both[0].refundId });
    expect(await gatewayRefunded(paymentId)).toBe(30_000);
  });

  test('refunds with different keys never add up to more than was paid', async () => {
    const paymentId = await paidOrder();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        app.payments.refundPayment({ paymentId, amount: 30_000, idempotencyKey: `race-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await gatewayRefunded(paymentId)).toBe(90_000);
  });

  test('a refund whose gateway call got no answer is settled once by refund recovery', async () => {
    const paymentId = await paidOrder();
    const sandbox = createSandboxGateway({ db: app.db, clock });
    // The processor makes the refund but its answer is lost.
    const lostAnswer: PaymentGateway = {
      ...sandbox,
      async refund(input) {
        await sandbox.refund(input);
        throw new Error('socket hang up');
      },
    };
    const flaky = createPaymentsService({
      db: app.db,
      gateway: lostAnswer,
      payables: app.payments.payables,
      clock,
    });
    const first = await flaky.refundPayment({
      paymentId,
      amount: 25_000,
      idempotencyKey: 'lost-1',
    });
    expect(first.status).toBe('processing');
    expect(await gatewayRefunded(paymentId)).toBe(25_000);

    // Too early: another instance may still be waiting for its answer.
    expect(await app.payments.recoverRefunds(clock.now())).toMatchObject({ refunded: 0 });
    clock.advance(REFUND_STUCK_AFTER_MS + 1_000);
    expect(await app.payments.recoverRefunds(clock.now())).toMatchObject({ refunded: 1 });
    const [row] = await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, 'lost-1'));
    expect(row?.status).toBe('succeeded');
    // Asked again with the same key, the processor gave nothing more back.
    expect(await gatewayRefunded(paymentId)).toBe(25_000);
    expect(await app.payments.recoverRefunds(clock.now())).toMatchObject({ refunded: 0 });
  });

  test('a refund the processor refuses releases its reservation', async () => {
    const paymentId = await paidOrder();
    const sandbox = createSandboxGateway({ db: app.db, clock });
    const { GatewayRefundRefused } = await import('./payment-gateway.ts');
    const refusing: PaymentGateway = {
      ...sandbox,
      async refund() {
        throw new GatewayRefundRefused();
      },
    };
    const service = createPaymentsService({
      db: app.db,
      gateway: refusing,
      payables: app.payments.payables,
      clock,
    });
    const refused = await service.refundPayment({
      paymentId,
      amount: 100_000,
      idempotencyKey: 'no-1',
    });
    expect(refused.status).toBe('failed');
    // The whole payment can still be refunded.
    await expect(
      app.payments.refundPayment({ paymentId, amount: 100_000, idempotencyKey: 'yes-1' }),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });
});
