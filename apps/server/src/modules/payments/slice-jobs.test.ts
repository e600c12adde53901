import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { slicePaymentBlocks } from '../flight-orders/flight-orders.table.ts';
import { payments, sandboxCards, sliceInstalments, slicePlans } from './payments.table.ts';
import type { fakePayable } from './payments.test-support.ts';
import { CARDS, call, makePaymentsApp, paymentMethod } from './payments.test-support.ts';
import type { manualClock } from '../../shared/clock.ts';

let app: FastifyInstance;
let fake: ReturnType<typeof fakePayable>;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ app, fake, clock } = await makePaymentsApp());
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A guest's slice booking with the deposit paid; returns the order and its plan. */
async function paidSliceOrder() {
  const { id, order } = fake.add({ paymentType: 'slice' });
  const res = await call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId: id,
      paymentType: 'slice',
      paymentMethod: await paymentMethod(app, CARDS.ok),
      idempotencyKey: `k-${id}`,
    },
    order.token,
  );
  expect(res.body.data.status).toBe('succeeded');
  const [plan] = await app.db.select().from(slicePlans).where(eq(slicePlans.orderId, id));
  return { id, order, plan: plan! };
}

const instalmentsOf = (planId: string) =>
  app.db
    .select()
    .from(sliceInstalments)
    .where(eq(sliceInstalments.planId, planId))
    .orderBy(sliceInstalments.number);
const mailsTo = (to: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
const at = (iso: string) => new Date(iso);

describe('slice instalment jobs', () => {
  test('an instalment is charged on its due date, not before, with a reminder 3 days ahead', async () => {
    const { order, plan } = await paidSliceOrder();
    clock.set(at('2025-06-19T00:00:00Z'));
    await app.jobs.runDueJobs(clock.now());
    let [first] = await instalmentsOf(plan.id);
    expect(first!.status).toBe('scheduled');
    expect(first!.reminderBeforeSentAt).not.toBeNull();
    const reminders = await mailsTo(order.guestEmail!);
    expect(reminders.map((m) => m.subject)).toEqual([
      'Reminder: instalment 1 of AUD 80.00 is due on Sun 22 Jun 2025',
    ]);
    expect(reminders[0]!.html).toContain('<p>');
    expect(reminders[0]!.text).toContain('Visa ending 4242');

    clock.set(at('2025-06-22T00:00:00Z'));
    await app.jobs.runDueJobs(clock.now());
    [first] = await instalmentsOf(plan.id);
    expect(first).toMatchObject({ status: 'paid' });
    const charged = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, plan.orderId), eq(payments.kind, 'instalment')));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ status: 'succeeded', amount: 8000 });
    clock.set(at('2025-06-15T12:00:00Z'));
  });

  test('two job runners on one database never charge an instalment twice', async () => {
    const orders = await Promise.all([paidSliceOrder(), paidSliceOrder(), paidSliceOrder()]);
    // A second server instance on the same database when one is given (PostgreSQL); otherwise the same one twice.
    let second: FastifyInstance | null = null;
    if (process.env.TEST_DATABASE_URL) {
      second = await buildApp(testConfig(), { clock });
      await second.ready();
      // Each app has its own payables: the second instance pays for the test's fake orders too.
      second.payments.payables.register('flight', fake.payable);
    }
    clock.set(at('2025-07-05T01:00:00Z')); // instalments 1 and 2 of each are due
    await Promise.all([
      app.jobs.runDueJobs(clock.now()),
      (second ?? app).jobs.runDueJobs(clock.now()),
    ]);
    for (const { plan } of orders) {
      const rows = await instalmentsOf(plan.id);
      expect(rows.slice(0, 2).map((r) => r.status)).toEqual(['paid', 'paid']);
      const charged = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, plan.orderId), eq(payments.kind, 'instalment')));
      expect(charged).toHaveLength(2);
    }
    await second?.close();
    clock.set(at('2025-06-15T12:00:00Z'));
  });

  test('after 2 missed instalments the traveller is notified, cancelled no sooner than 24 hours later, and blocked from slice pay', async () => {
    const { id, order, plan } = await paidSliceOrder();
    // The saved card starts being declined (e.g. the account was closed).
    await app.db
      .update(sandboxCards)
      .set({ behaviour: 'declined' })
      .where(eq(sandboxCards.token, plan.cardToken));

    clock.set(at('2025-06-22T00:00:00Z'));
    await app.jobs.runDueJobs(clock.now());
    expect((await instalmentsOf(plan.id))[0]!.status).toBe('missed');
    expect(order.events).toContain('missed:1');

    clock.set(at('2025-06-23T00:00:00Z'));
    await app.jobs.runDueJobs(clock.now());
    const after = (await mailsTo(order.guestEmail!)).map((m) => m.subject);
    expect(after).toContain('We could not take instalment 1 of AUD 80.00');

    clock.set(at('2025-06-29T00:00:00Z'));
    await app.jobs.runDueJobs(clock.now());
    const noticeAt = clock.now();
    const [pending] = await app.db.select().from(slicePlans).where(eq(slicePlans.id, plan.id));
    expect(pending).toMatchObject({ status: 'cancel_pending' });
    expect(pending!.cancelAt!.getTime() - noticeAt.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
    expect((await mailsTo(order.guestEmail!)).map((m) => m.subject)).toContain(
      'Notice: your booking will be cancelled for missed payments',
    );
    expect(order.status).toBe('paid');
    const status = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(status.body.data.cancelAt).toBe(pending!.cancelAt!.toISOString());

    clock.set(new Date(noticeAt.getTime() + 23 * HOUR));
    await app.jobs.runDueJobs(clock.now());
    expect(order.status).toBe('paid');

    clock.set(new Date(noticeAt.getTime() + DAY));
    await app.jobs.runDueJobs(clock.now());
    expect(order.status).toBe('cancelled');
    expect(order.events).toContain('cancelled-for-missed');
    const rows = await instalmentsOf(plan.id);
    expect(rows.filter((r) => r.status === 'cancelled').length).toBe(rows.length - 2);
    expect((await mailsTo(order.guestEmail!)).map((m) => m.subject)).toContain(
      'Your booking was cancelled for missed payments',
    );
    const blocks = await app.db
      .select()
      .from(slicePaymentBlocks)
      .where(like(slicePaymentBlocks.subject, `email:${order.guestEmail!}`));
    expect(blocks).toHaveLength(1);

    // The same guest cannot choose slice pay again.
    const next = fake.add({ paymentType: 'slice', guestEmail: order.guestEmail });
    const parse = await call(
      app,
      'slicePayParse',
      { orderType: 'flight', orderId: next.id },
      next.order.token,
    );
    expect(parse.body.data.available).toBe(false);
    const refused = await call(
      app,
      'createPayment',
      {
        orderType: 'flight',
        orderId: next.id,
        paymentType: 'slice',
        paymentMethod: await paymentMethod(app, CARDS.ok),
        idempotencyKey: `k-${next.id}`,
      },
      next.order.token,
    );
    expect(refused.status).toBe(422);
    expect(await app.payments.isSlicePayBlocked({ userId: null, email: order.guestEmail })).toBe(
      true,
    );

    // Nothing more happens on later runs.
    const before = order.events.length;
    clock.advance(14 * DAY);
    await app.jobs.runDueJobs(clock.now());
    expect(order.events.length).toBe(before);
    clock.set(at('2025-06-15T12:00:00Z'));
  });
});
