import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RefundQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import type { OrderPayStatus } from '@farewise/domain/payments/payment.schemas';
import { call, passChallenge } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { seatInventory } from '../flights/flights.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { paidOrder, psgList, type PaidOrder } from '../aftersales/aftersales.test-support.ts';
import { CARDS, paymentMethod } from './payments.test-support.ts';
import { paymentRefunds, payments, sandboxCharges } from './payments.table.ts';

// A 3-D Secure charge completed after its flight booking ended (cancelled, or its hold lapsed)
// is given back at once, recorded, shown and mailed. Runs on PGlite, or on TEST_DATABASE_URL.
const START = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(START);
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

/** An unpaid booking whose payment waits for 3-D Secure. */
async function waitingFor3ds(date: string, email: string) {
  const order = await paidOrder(app, { product: '0THP', date, pay: false, email });
  const res = await call<{ status: string; challengeUrl: string; paymentId: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType: 'flight',
      orderId: order.orderId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, CARDS.threeDs),
      idempotencyKey: `3ds-${order.orderId}`,
    },
    headers: order.headers,
  });
  expect(res.body.data.status, res.body.msg).toBe('requires_action');
  return { order, ...res.body.data };
}

async function gatewayOf(paymentId: string) {
  const [p] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [charge] = await app.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, p!.gatewayRef!));
  const refunds = await app.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return { payment: p!, charge: charge!, refunds };
}

const payStatus = (order: PaidOrder) =>
  call<OrderPayStatus>(app, {
    method: 'POST',
    url: '/v3/commonb2c/orderPayStatus',
    payload: { orderType: 'flight', orderId: order.orderId },
    headers: order.headers,
  });

async function mailsTo(email: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
}

async function expectGivenBack(
  c: Awaited<ReturnType<typeof waitingFor3ds>>,
  email: string,
  orderStatus: number,
) {
  const { marked } = await passChallenge(app, { ...c, orderToken: c.order.token });
  // The traveller is told at once: no booking was paid, and the charge went back.
  expect(marked.body.data.status).toBe('failed');
  expect(marked.body.msg).toMatch(/refunded in full/);
  const { charge, payment, refunds } = await gatewayOf(c.paymentId);
  expect(charge.status).toBe('succeeded');
  expect(charge.refunded).toBe(charge.amount);
  expect(payment).toMatchObject({ status: 'succeeded', refundedAmount: charge.amount });
  expect(refunds).toEqual([
    expect.objectContaining({ amount: charge.amount, status: 'succeeded' }),
  ]);
  const [row] = await app.db
    .select()
    .from(flightOrders)
    .where(eq(flightOrders.id, c.order.orderId));
  expect(row!.status).toBe(orderStatus);
  const status = (await payStatus(c.order)).body.data;
  expect(status).toMatchObject({ paid: charge.amount / 100, refunded: charge.amount / 100 });
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toMatch(/refunded/i);
  expect(mail?.text).toContain(`AUD ${(charge.amount / 100).toFixed(2)}`);
  // Asking again moves no more money.
  await passChallenge(app, { ...c, orderToken: c.order.token });
  expect((await gatewayOf(c.paymentId)).charge.refunded).toBe(charge.amount);
}

describe('a 3-D Secure charge completed after the flight booking ended', () => {
  test('a booking cancelled while its payment waited for 3-D Secure: the charge is refunded at once and the traveller told', async () => {
    clock.set(START);
    const email = 'late-cancel@example.com';
    const c = await waitingFor3ds('2026-12-27', email);
    const psg = await psgList(app, c.order, '&kind=cancel');
    const q = psg.body.data.quote as RefundQuoteWire;
    const cancelled = await call(app, {
      method: 'POST',
      url: '/v3/ext/sr/ca/submit',
      payload: {
        orderId: c.order.orderId,
        clientKey: `cancel-${c.order.orderId}`,
        quote: { quotedAt: q.quotedAt, amount: 0 },
      },
      headers: c.order.headers,
    });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    await expectGivenBack(c, email, 4);
  });

  test('a booking whose hold lapsed and whose seats went to others meanwhile: the charge is refunded at once', async () => {
    clock.set(START);
    const email = 'late-lapse@example.com';
    const c = await waitingFor3ds('2026-12-28', email);
    clock.advance(2 * 3_600_000);
    await app.jobs.runDueJobs(clock.now());
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, c.order.orderId));
    const keys = (row!.seatFlights as { flightKey: string }[]).map((f) => f.flightKey);
    const where = and(inArray(seatInventory.flightKey, keys), eq(seatInventory.cabin, row!.cabin));
    const before = await app.db.select().from(seatInventory).where(where);
    await app.db.update(seatInventory).set({ seatsLeft: 0 }).where(where);
    try {
      await expectGivenBack(c, email, 4);
    } finally {
      for (const s of before)
        await app.db
          .update(seatInventory)
          .set({ seatsLeft: s.seatsLeft })
          .where(and(eq(seatInventory.flightKey, s.flightKey), eq(seatInventory.cabin, s.cabin)));
    }
  });
});
