import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { SubmitResult } from '@farewise/domain/aftersales/aftersales.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import type { OrderMoney } from '@farewise/domain/payments/payment.schemas';
import { call, passChallenge } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { paidOrder, payRequest, type PaidOrder } from '../aftersales/aftersales.test-support.ts';
import { pdfText } from '../receipts/pdf-text.test-support.ts';
import { CARDS } from './payments.test-support.ts';
import { payments, sandboxCharges } from './payments.table.ts';

// An order's money after booking (issue 37 item 4): every charge (the booking, extra bags paid
// with 3-D Secure) and every refund appears, dated, in orderMoney and in the receipt, and their
// sums are what the gateway charged and gave back. Runs on PGlite, or on TEST_DATABASE_URL.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

const money = (order: PaidOrder) =>
  call<OrderMoney>(app, {
    method: 'POST',
    url: '/v3/commonb2c/orderMoney',
    payload: { orderType: 'flight', orderId: order.orderId },
    headers: order.headers,
  });

/** What the sandbox gateway charged and gave back for these payments (minor units). */
async function atGateway(paymentIds: string[]) {
  const rows = await app.db
    .select({ amount: sandboxCharges.amount, refunded: sandboxCharges.refunded })
    .from(payments)
    .innerJoin(sandboxCharges, eq(sandboxCharges.id, payments.gatewayRef))
    .where(inArray(payments.id, paymentIds));
  return {
    charged: rows.reduce((s, r) => s + r.amount, 0),
    refunded: rows.reduce((s, r) => s + r.refunded, 0),
  };
}

describe("an order's money after booking", () => {
  test('the booking, extra bags paid with 3-D Secure and a refund: each dated on orderMoney and the receipt, summing to the gateway', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2026-12-29',
      email: 'money@example.com',
    });
    clock.advance(60_000);
    const ask = (clientKey: string, quote?: { quotedAt: string; amount: number }) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: {
          orderId: order.orderId,
          clientKey,
          bags: [{ passengerIndex: 0, direction: 0, pieces: 1 }],
          ...(quote ? { quote } : {}),
        },
        headers: order.headers,
      });
    const q = (await ask('money-bags')).body.data.bagsQuote!;
    const request = (await ask('money-bags', { quotedAt: q.quotedAt, amount: q.amount })).body.data
      .request!;
    const bags = await payRequest(app, order, request.requestId, CARDS.threeDs);
    expect(bags.body.data.status).toBe('requires_action');
    const { marked } = await passChallenge(app, {
      challengeUrl: bags.body.data.challengeUrl!,
      paymentId: bags.body.data.paymentId,
      orderToken: order.token,
    });
    expect(marked.body.data.status, marked.body.msg).toBe('succeeded');

    clock.advance(60_000);
    const [booking] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    const refund = await app.payments.refundPayment({
      paymentId: booking!.id,
      amount: 1_234,
      idempotencyKey: `money-refund-${order.orderId}`,
    });
    expect(refund.status).toBe('succeeded');

    const gateway = await atGateway([booking!.id, bags.body.data.paymentId]);
    const res = await money(order);
    expect(res.status, res.body.msg).toBe(200);
    const m = res.body.data;
    expect(m.movements.map((e) => [e.kind, e.label, e.status])).toEqual([
      ['payment', 'Payment in full, Visa ending 4242', 'succeeded'],
      ['payment', `Extra bags ${request.requestNo}, Visa ending 3220`, 'succeeded'],
      ['refund', 'Refund to Visa ending 4242', 'succeeded'],
    ]);
    for (const e of m.movements) expect(e.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(m.movements[1]!.amount).toBe(q.amount);
    expect(Math.round(m.paid * 100)).toBe(gateway.charged);
    expect(Math.round(m.refunded * 100)).toBe(gateway.refunded);
    expect(Math.round(m.net * 100)).toBe(gateway.charged - gateway.refunded);

    const pdf = await app.inject({
      method: 'GET',
      url: `/v3/receipts/flight/${order.orderId}`,
      headers: order.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Extra bags ${request.requestNo}, Visa ending 3220`);
    expect(text).toContain(formatMoney(gateway.charged, 'AUD'));
    expect(text).toContain(formatMoney(gateway.charged - gateway.refunded, 'AUD'));
  });

  test("another traveller's order answers 404", async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-30' });
    const res = await call(app, {
      method: 'POST',
      url: '/v3/commonb2c/orderMoney',
      payload: { orderType: 'flight', orderId: order.orderId },
      headers: { 'x-order-token': 'not-the-token' },
    });
    expect(res.status).toBe(404);
  });
});
