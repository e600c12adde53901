import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq, inArray } from 'drizzle-orm';
import type { SubmitResult } from '@farewise/domain/aftersales/aftersales.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payments } from '../payments/payments.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { paidOrder, payRequest, psgList, submit } from './aftersales.test-support.ts';

// Decision 040: extra bags paid for a ticket that is then refunded before it flies come back in
// full with it (they will never fly); bags of tickets kept stay. Runs on PGlite, or on
// TEST_DATABASE_URL.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

describe('extra bags of a refunded ticket', () => {
  test('are in the refund quote, the refund, its timeline and mail; the bags of a ticket kept stay paid', async () => {
    const email = 'bags.back@example.com';
    // Standard fare: the ticket gives back only its taxes.
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2026-12-23',
      retDate: '2026-12-30',
      email,
    });
    const ask = (quote?: object) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: {
          orderId: order.orderId,
          clientKey: 'bags-back-1',
          bags: [
            { passengerIndex: 0, direction: 0, pieces: 2 },
            { passengerIndex: 0, direction: 1, pieces: 1 },
          ],
          ...(quote ? { quote } : {}),
        },
        headers: order.headers,
      });
    const q = (await ask()).body.data.bagsQuote!;
    const request = (await ask({ quotedAt: q.quotedAt, amount: q.amount })).body.data.request!;
    const paid = await payRequest(app, order, request.requestId);
    expect(paid.body.data.status, paid.body.msg).toBe('succeeded');
    const outboundBags = q.lines[0]!.amount;
    const returnBags = q.lines[1]!.amount;

    // Two days later (past the 24-hour promise) the outbound ticket is refunded by the fare's
    // rules: its taxes, and its 2 bags in full.
    clock.advance(48 * 3_600_000);
    const quoted = await psgList(app, order, '&kind=refund&passengers=0&directions=0');
    const rq = quoted.body.data.quote!;
    expect(rq).toMatchObject({ allowed: true, bags: outboundBags, bagPieces: 2 });
    const ticketsBack = rq.amount - rq.bags;
    expect(ticketsBack).toBeCloseTo(rq.taxes, 2);
    const refunded = await submit(app, order, {
      kind: 'refund',
      passengers: [0],
      directions: [0],
      quote: { quotedAt: rq.quotedAt, amount: rq.amount },
    });
    expect(refunded.status, refunded.body.msg).toBe(200);
    const made = refunded.body.data.request!;
    expect(made.refundAmount).toBeCloseTo(ticketsBack + outboundBags, 2);
    expect(made.status).toBe('refunded');

    // The money goes back to the payment each part came from, never more than it.
    const [bagPayment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, request.requestId));
    expect(bagPayment!.refundedAmount).toBe(Math.round(outboundBags * 100));
    expect(bagPayment!.refundedAmount).toBeLessThanOrEqual(bagPayment!.amount);
    const all = await app.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [order.orderId, request.requestId]));
    const sum = (f: (p: (typeof all)[number]) => number) => all.reduce((s, p) => s + f(p), 0);
    expect(sum((p) => p.refundedAmount)).toBeLessThanOrEqual(sum((p) => p.amount));

    const texts = made.timeline.map((t) => t.text).join(' ');
    expect(texts).toContain('The 2 extra bags bought for these flights will not fly');
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.text).toContain('The 2 extra bags bought for these flights will not fly');

    // The return keeps its bag: a quote of the return gives it back only when it is refunded.
    const kept = (await psgList(app, order, '&kind=refund&passengers=0&directions=1')).body.data
      .quote!;
    expect(kept).toMatchObject({ bags: returnBags, bagPieces: 1 });
    // The outbound cannot be refunded twice, nor its bags.
    const again = await psgList(app, order, '&kind=refund&passengers=0&directions=0');
    expect(again.body.data.quote!.allowed).toBe(false);
    expect(again.body.data.quote!.bags).toBe(0);
  });
});
