import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import type { manualClock } from '../../shared/clock.ts';
import { createMoneyLedger } from './money-ledger.ts';
import { GatewayRefundRefused, type PaymentGateway } from './payment-gateway.ts';
import { createPaymentsService } from './payments.service.ts';
import { moneyMovements, payments, sandboxCharges } from './payments.table.ts';
import type { fakePayable } from './payments.test-support.ts';
import {
  CARDS,
  PAY_TEST_NOW,
  call,
  makePaymentsApp,
  paymentMethod,
} from './payments.test-support.ts';
import { REFUND_STUCK_AFTER_MS } from './refund-ledger.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { seededRandom } from '../../suppliers/flights/seeded-random.ts';

let app: FastifyInstance;
let fake: ReturnType<typeof fakePayable>;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ app, fake, clock } = await makePaymentsApp());
});
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** Payments services over the same database whose gateway refuses refunds, or loses their answers. */
function oddGateways() {
  const sandbox = createSandboxGateway({ db: app.db, clock });
  const over = (gateway: PaymentGateway) =>
    createPaymentsService({ db: app.db, gateway, payables: app.payments.payables, clock });
  return {
    refusing: over({
      ...sandbox,
      async refund() {
        throw new GatewayRefundRefused();
      },
    }),
    losing: over({
      ...sandbox,
      async refund(input) {
        await sandbox.refund(input);
        throw new Error('socket hang up');
      },
    }),
  };
}

async function payOrder(slice: boolean, amountDue: number) {
  const { id, order } = fake.add({ amountDue, paymentType: slice ? 'slice' : 'full' });
  const res = await call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId: id,
      paymentType: slice ? 'slice' : 'full',
      paymentMethod: await paymentMethod(app, CARDS.ok),
      idempotencyKey: `ledger-${id}`,
    },
    order.token,
  );
  expect(res.body.data.status).toBe('succeeded');
  return id;
}

/** What the sandbox gateway's own books hold for the order's charges: taken and given back. */
async function gatewayBooks(orderId: string) {
  const rows = await app.db
    .select({ amount: sandboxCharges.amount, refunded: sandboxCharges.refunded })
    .from(payments)
    .innerJoin(sandboxCharges, eq(sandboxCharges.id, payments.gatewayRef))
    .where(eq(payments.orderId, orderId));
  return {
    paid: rows.reduce((s, r) => s + r.amount, 0),
    refunded: rows.reduce((s, r) => s + r.refunded, 0),
  };
}

async function expectLedgerAddsUp(orderId: string) {
  const sums = await app.payments.ledgerSums('flight', orderId);
  const shown = await app.payments.orderMoney('flight', orderId);
  expect(sums.refunded).toBeLessThanOrEqual(sums.paid);
  // What the order page, look-up and receipt show (orderMoney) is what the ledger sums.
  expect({ paid: toMinorUnits(shown.paid), refunded: toMinorUnits(shown.refunded) }).toEqual({
    paid: sums.paid,
    refunded: sums.refunded,
  });
  expect(toMinorUnits(shown.net)).toBe(sums.net);
  return sums;
}

describe('the ledger', () => {
  test('a charge and a refund are each one row, written once, with the gateway reference', async () => {
    const orderId = await payOrder(false, 50_000);
    const [payment] = await app.payments.paymentsOf('flight', orderId);
    const first = await app.payments.refundPayment({
      paymentId: payment!.id,
      amount: 12_345,
      idempotencyKey: `once-${orderId}`,
    });
    await app.payments.refundPayment({
      paymentId: payment!.id,
      amount: 12_345,
      idempotencyKey: `once-${orderId}`,
    });
    const rows = await createMoneyLedger({ db: app.db }).list([{ orderType: 'flight', orderId }]);
    expect(rows.map((r) => [r.kind, r.amount, r.currency, r.gatewayRef])).toEqual([
      ['charge', 50_000, 'AUD', payment!.gatewayRef],
      ['refund', 12_345, 'AUD', payment!.gatewayRef],
    ]);
    expect(rows[1]!.refundId).toBe(first.refundId);
    expect(await expectLedgerAddsUp(orderId)).toMatchObject({ paid: 50_000, refunded: 12_345 });
  });

  test('a refund the gateway refused or has not answered is not in the ledger', async () => {
    const orderId = await payOrder(false, 40_000);
    const [payment] = await app.payments.paymentsOf('flight', orderId);
    const odd = oddGateways();
    const refused = await odd.refusing.refundPayment({
      paymentId: payment!.id,
      amount: 10_000,
      idempotencyKey: `refused-${orderId}`,
    });
    const lost = await odd.losing.refundPayment({
      paymentId: payment!.id,
      amount: 5_000,
      idempotencyKey: `lost-${orderId}`,
    });
    expect([refused.status, lost.status]).toEqual(['failed', 'processing']);
    expect(await expectLedgerAddsUp(orderId)).toMatchObject({ refunded: 0 });
    // Refund recovery hears the gateway's yes: only then is it a movement.
    clock.advance(REFUND_STUCK_AFTER_MS + 1_000);
    await app.payments.recoverRefunds(clock.now());
    expect(await expectLedgerAddsUp(orderId)).toMatchObject({ paid: 40_000, refunded: 5_000 });
    clock.set(PAY_TEST_NOW);
  });

  test('random sequences of charges, instalments, refunds and cancellations add up', async () => {
    const odd = oddGateways();
    for (let seed = 1; seed <= 10; seed++) {
      const rnd = seededRandom(seed);
      clock.set(PAY_TEST_NOW);
      const slice = rnd.chance(0.5);
      const orderId = await payOrder(slice, rnd.int(20_000, 200_000));
      const keys: string[] = [];
      for (let step = 0; step < 6; step++) {
        const op = rnd.int(0, 5);
        if (op === 0 && slice) {
          // A week goes by: the instalment due is charged by the job.
          clock.advance(7 * DAY);
          await app.jobs.runDueJobs(clock.now());
        } else if (op === 1 && slice) {
          await app.db.transaction((tx) =>
            app.payments.stopSlicePlan({ orderType: 'flight', orderId }, tx),
          );
        } else {
          const paid = (await app.payments.paymentsOf('flight', orderId)).filter(
            (p) => p.status === 'succeeded',
          );
          const payment = rnd.pick(paid);
          const reuse = keys.length > 0 && rnd.chance(0.2);
          const key = reuse ? rnd.pick(keys) : `seq-${seed}-${step}-${orderId}`;
          keys.push(key);
          const service = op === 2 ? odd.refusing : op === 3 ? odd.losing : app.payments;
          // Up to 70% of a payment: a few add up past it, and the one too large is refused whole.
          const amount = rnd.int(1, Math.ceil(payment.amount * 0.7));
          await service
            .refundPayment({ paymentId: payment.id, amount, idempotencyKey: key })
            .catch(() => undefined);
        }
        await expectLedgerAddsUp(orderId);
      }
      clock.advance(REFUND_STUCK_AFTER_MS + 1_000);
      await app.payments.recoverRefunds(clock.now());
      const sums = await expectLedgerAddsUp(orderId);
      // The ledger is the gateway's own books: what it took and what it gave back.
      const books = await gatewayBooks(orderId);
      expect({ paid: sums.paid, refunded: sums.refunded }).toEqual(books);
    }
    clock.set(PAY_TEST_NOW);
  });

  test('the code has no way to change or remove a movement', async () => {
    const ledger = createMoneyLedger({ db: app.db }) as Record<string, unknown>;
    expect(Object.keys(ledger).sort()).toEqual(['charge', 'insert', 'list', 'refund', 'sums']);
    // The sequences above wrote every kind of movement there is today.
    const rows = await app.db
      .selectDistinct({ kind: moneyMovements.kind })
      .from(moneyMovements)
      .where(inArray(moneyMovements.kind, ['charge', 'instalment', 'refund']));
    expect(rows.map((r) => r.kind).sort()).toEqual(['charge', 'instalment', 'refund']);
  });
});
