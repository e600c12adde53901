import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, like } from 'drizzle-orm';
import type {
  AfterSalesRequest,
  RefundQuoteWire,
} from '@farewise/domain/aftersales/aftersales.schemas';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { seatInventory } from '../flights/flights.table.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import {
  payments,
  sandboxCharges,
  sliceInstalments,
  slicePlans,
} from '../payments/payments.table.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { paidOrder, psgList, submit, type PaidOrder } from './aftersales.test-support.ts';

// Refunds and cancellations end to end: quote, submit, seats, the gateway, mails.
// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3_600_000;

async function seatsOf(orderId: string) {
  const [row] = await app.db.select().from(flightOrders).where(eq(flightOrders.id, orderId));
  const keys = (row!.seatFlights as SeatRequest[]).map((f) => f.flightKey);
  const rows = await app.db
    .select()
    .from(seatInventory)
    .where(and(inArray(seatInventory.flightKey, keys), eq(seatInventory.cabin, 'Y')));
  return new Map(rows.map((r) => [r.flightKey, r.seatsLeft]));
}

async function refundedAtGateway(orderId: string) {
  const paid = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderType, 'flight'), eq(payments.orderId, orderId)));
  let total = 0;
  for (const p of paid) {
    const [c] = await app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, p.gatewayRef!));
    total += c?.refunded ?? 0;
  }
  return total;
}

const quoteOf = async (order: PaidOrder, query: string) => {
  const res = await psgList(app, order, query);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.quote as RefundQuoteWire;
};

const refund = (
  order: PaidOrder,
  q: RefundQuoteWire,
  passengers: number[],
  directions: number[],
  extra = {},
) =>
  submit(app, order, {
    kind: 'refund',
    passengers,
    directions,
    quote: { quotedAt: q.quotedAt, amount: q.amount },
    ...extra,
  });

describe('what a booking allows', () => {
  test('a guest sees each action with its price and reason; strangers get the same 404 as an unknown order', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2026-12-20',
      retDate: '2026-12-27',
    });
    const res = await psgList(app, order);
    expect(res.status).toBe(200);
    const options = Object.fromEntries(res.body.data.options.map((o) => [o.action, o]));
    expect(Object.keys(options)).toEqual(['refund', 'change', 'name', 'bags', 'cancel', 'problem']);
    expect(options.refund).toMatchObject({ allowed: true });
    // Booked a month ahead, within 24 hours: our promise of a full refund.
    expect(options.refund!.reason).toContain('Free cancellation within 24 hours');
    expect(res.body.data.freeCancellationUntil).not.toBeNull();
    expect(options.cancel).toMatchObject({ allowed: false });
    expect(res.body.data.directions.map((d) => d.label)).toEqual(['Depart', 'Return']);

    const stranger = await call(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/psgList?orderId=${order.orderId}`,
      headers: { 'x-order-token': 'not-the-token' },
    });
    const unknown = await call(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/psgList?orderId=00000000-0000-4000-8000-000000000000`,
      headers: { 'x-order-token': 'not-the-token' },
    });
    expect(stranger.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(stranger.body.msg).toBe(unknown.body.msg);
  });

  test('the guest look-up gives a token that opens the booking’s after-sales', async () => {
    const order = await paidOrder(app, {
      product: 'CHGF',
      date: '2026-12-21',
      email: 'look.up@example.com',
    });
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    const found = await call<FlightOrderInfo>(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderNo: row!.orderNo, email: 'LOOK.UP@example.com' },
    });
    const token = (found.body as unknown as { orderToken: string }).orderToken;
    expect(token).toMatch(/^[\w-]{20,}$/);
    const res = await psgList(app, { ...order, headers: { 'x-order-token': token } });
    expect(res.status).toBe(200);
    expect(res.body.data.orderNo).toBe(row!.orderNo);
  });
});

describe('refunds', () => {
  test('a Flex-Plus refund after 24 hours: 80% of the fare and every tax back to the card, seats returned, mailed', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2026-12-22',
      retDate: '2026-12-29',
      adults: 2,
      email: 'refund.rf24@example.com',
    });
    clock.advance(25 * HOUR);
    const before = await seatsOf(order.orderId);
    const q = await quoteOf(order, '&kind=refund&passengers=0,1&directions=0,1');
    expect(q.allowed).toBe(true);
    expect(q.freeCancellation).toBe(false);
    expect(q.lines).toHaveLength(4);
    expect(q.lines[0]!.ruleText).toBe(
      'Flex-Plus fare, more than 48 hours before departure: 80% refund (no questions asked)',
    );
    expect(q.amount).toBeCloseTo(q.paid - q.fee, 2);
    expect(q.card).toBe('Visa •••• 4242');
    expect(q.reasonRequired).toBe(false);

    const res = await refund(order, q, [0, 1], [0, 1], { reason: 'My plans changed' });
    expect(res.status, res.body.msg).toBe(200);
    const request = res.body.data.request as AfterSalesRequest;
    expect(request).toMatchObject({ kind: 'refund', status: 'refunded', refundAmount: q.amount });
    expect(request.requestNo).toMatch(/^RQ[A-Z2-9]{8}$/);
    expect(request.timeline.map((t) => t.event)).toEqual([
      'requested',
      'quoted',
      // Every ticket refunded: the booking itself is cancelled.
      'cancelled',
      // Asked of the gateway at confirmation; written as refunded only once it said so.
      'refund_requested',
      'refunded',
      'closed',
    ]);
    expect(request.timeline.at(-2)!.text).toContain('refunded to Visa •••• 4242');
    expect(request.arrivesBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(await refundedAtGateway(order.orderId)).toBe(Math.round(q.amount * 100));
    const after = await seatsOf(order.orderId);
    for (const [key, left] of after) expect(left).toBe(before.get(key)! + 2);
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    expect(row!.status).toBe(4);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'refund.rf24@example.com'));
    const subjects = mails.map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Your refund request is confirmed'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Your refund is on its way'))).toBe(true);
  });

  test('Standard keeps the fare but refunds the taxes of one passenger’s return; the rest of the booking stays', async () => {
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2026-12-23',
      retDate: '2026-12-30',
      adults: 2,
    });
    clock.advance(25 * HOUR);
    const q = await quoteOf(order, '&kind=refund&passengers=1&directions=1');
    expect(q.nonRefundable).toBeGreaterThan(0);
    expect(q.amount).toBe(q.taxes);
    // The quote starts from the chosen ticket, not the whole booking's payment: its figures add up.
    expect(q.tickets).toBeCloseTo(q.lines[0]!.fare + q.lines[0]!.tax, 2);
    expect(q.tickets - q.fee - q.nonRefundable - q.beyondPaid).toBeCloseTo(q.amount, 2);
    const res = await refund(order, q, [1], [1]);
    expect(res.status, res.body.msg).toBe(200);
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    expect(row!.status).toBe(3);
    const options = await psgList(app, order);
    const p1 = options.body.data.passengers[1]!;
    expect(p1.coupons.map((c) => c.status)).toEqual(['open', 'refunded']);
    // The same coupon again is refused in words.
    const again = await refund(order, q, [1], [1]);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('This ticket has been refunded.');
  });

  test('two refunds of the same tickets at once give one refund; a repeated key answers the same request', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-24' });
    clock.advance(25 * HOUR);
    const q = await quoteOf(order, '&kind=refund&passengers=0&directions=0');
    const [a, b] = await Promise.all([refund(order, q, [0], [0]), refund(order, q, [0], [0])]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect(await refundedAtGateway(order.orderId)).toBe(Math.round(q.amount * 100));
    const key = 'same-client-key-1';
    const order2 = await paidOrder(app, { product: 'RF24', date: '2026-12-24' });
    const q2 = await quoteOf(order2, '&kind=refund&passengers=0&directions=0');
    const first = await refund(order2, q2, [0], [0], { clientKey: key });
    const second = await refund(order2, q2, [0], [0], { clientKey: key });
    expect(second.body.data.request!.requestId).toBe(first.body.data.request!.requestId);
    expect(await refundedAtGateway(order2.orderId)).toBe(Math.round(q2.amount * 100));
  });

  test('a quote older than 15 minutes or a different amount answers 409 with the new quote', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-25' });
    const q = await quoteOf(order, '&kind=refund&passengers=0&directions=0');
    const wrong = await refund(order, { ...q, amount: q.amount + 1 }, [0], [0]);
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toContain('The price has changed');
    clock.advance(16 * 60_000);
    const old = await refund(order, q, [0], [0]);
    expect(old.status).toBe(409);
    expect((old.body.data as unknown as RefundQuoteWire).amount).toBeGreaterThan(0);
    expect(old.body.msg).toContain('more than 15 minutes old');
  });

  test('bad input: a passenger not on the booking, a departed flight, control characters', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-06' });
    const q = await quoteOf(order, '&kind=refund&passengers=0&directions=0');
    const nobody = await refund(order, q, [5], [0]);
    expect(nobody.status).toBe(422);
    expect(nobody.body.msg).toBe('This passenger is not on this booking.');
    const nul = await refund(order, q, [0], [0], { reasonText: 'late\u0000' });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe(400);
    const saved = clock.now();
    clock.set(new Date('2026-12-07T00:00:00Z'));
    const gone = await refund(order, { ...q, quotedAt: clock.now().toISOString() }, [0], [0]);
    expect(gone.status).toBe(422);
    expect(gone.body.msg).toBe('This flight has departed.');
    clock.set(saved);
  });
});

describe('cancellations', () => {
  test('an unpaid booking is cancelled at once and its seats released', async () => {
    const order = await paidOrder(app, { product: '0THP', date: '2026-12-26', pay: false });
    const before = await seatsOf(order.orderId);
    const q = await quoteOf(order, '&kind=cancel');
    expect(q).toMatchObject({ allowed: true, unpaid: true, amount: 0 });
    const res = await call<AfterSalesRequest>(app, {
      method: 'POST',
      url: '/v3/ext/sr/ca/submit',
      payload: {
        orderId: order.orderId,
        clientKey: 'cancel-unpaid-1',
        quote: { quotedAt: q.quotedAt, amount: 0 },
      },
      headers: order.headers,
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'cancel', status: 'completed', refundAmount: 0 });
    const after = await seatsOf(order.orderId);
    for (const [key, left] of after) expect(left).toBe(before.get(key)! + 1);
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    expect(row).toMatchObject({ status: 4, holdState: 'released' });
  });

  test('a slice booking after the grace period: the hold fee is kept, instalments stop, nothing more is charged', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2027-02-20',
      paymentType: 'slice',
      email: 'slice.cancel@example.com',
    });
    clock.advance(30 * HOUR);
    const q = await quoteOf(order, '&kind=cancel');
    expect(q.allowed).toBe(true);
    expect(q.holdFeeKept).toBeGreaterThan(0);
    // Decision 041: no cancellation fee, so everything paid comes back but the hold price fee;
    // the quote's figures add up and carry no fare-rule lines beside it.
    expect(q.amount).toBeCloseTo(q.paid - q.holdFeeKept, 2);
    expect(q.paidInSlices).toBe(true);
    expect([q.fee, q.nonRefundable, q.taxes]).toEqual([0, 0, 0]);
    expect(q.lines.every((l) => l.refund === 0)).toBe(true);
    const res = await call<AfterSalesRequest>(app, {
      method: 'POST',
      url: '/v3/ext/sr/ca/submit',
      payload: {
        orderId: order.orderId,
        clientKey: 'cancel-slice-1',
        quote: { quotedAt: q.quotedAt, amount: q.amount },
      },
      headers: order.headers,
    });
    expect(res.status, res.body.msg).toBe(200);
    const [plan] = await app.db
      .select()
      .from(slicePlans)
      .where(and(eq(slicePlans.orderType, 'flight'), eq(slicePlans.orderId, order.orderId)));
    expect(plan!.status).toBe('cancelled');
    const left = await app.db
      .select()
      .from(sliceInstalments)
      .where(eq(sliceInstalments.planId, plan!.id));
    expect(left.every((i) => i.status === 'cancelled')).toBe(true);
    expect(await refundedAtGateway(order.orderId)).toBe(Math.round(q.amount * 100));
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    expect(row!.status).toBe(4);
    // The order's page lists the instalments as cancelled, not pending.
    const info = await call<FlightOrderInfo>(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderId: order.orderId },
      headers: order.headers,
    });
    expect(info.body.data.slice!.instalments.map((i) => i.status)).toEqual(
      info.body.data.slice!.instalments.map(() => 'cancelled'),
    );
    // The mail says what came back and why the rest did not.
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, 'slice.cancel@example.com'),
          like(mailOutbox.subject, 'Your booking is cancelled%'),
        ),
      );
    expect(mail!.text).toContain('is not refunded (slice payment terms)');
    expect(mail!.text).toContain('The instalments stop');
  });

  test('a booking paid in full is refunded, not cancelled', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-27' });
    const q = await quoteOf(order, '&kind=cancel');
    expect(q.allowed).toBe(false);
    expect(q.reason).toContain('choose Refund');
  });
});

describe('one traveller of two, both ways', () => {
  test('the mail and timeline speak of that traveller and trip, not of "2 tickets"; a cancelled booking promises no free cancellation', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2027-01-05',
      retDate: '2027-01-12',
      adults: 2,
      email: 'one.traveller@example.com',
    });
    const q = await quoteOf(order, '&kind=refund&passengers=0&directions=0,1');
    const res = await refund(order, q, [0], [0, 1]);
    expect(res.status, res.body.msg).toBe(200);
    const request = res.body.data.request as AfterSalesRequest;
    const who = request.passengers[0]!;
    expect(request.timeline[0]!.text).toMatch(
      // The whole trip as every page names it: 'Sydney → London → Sydney'.
      new RegExp(`^You asked for a refund for ${who}: (\\S[^→]*) → [^→]+ → \\1\\.$`),
    );
    expect(request.summary).toContain(`Refund for ${who}`);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'one.traveller@example.com'));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.text).not.toMatch(/\d tickets/);
    // Within 24 hours: a free cancellation is offered while a ticket is left...
    expect((await psgList(app, order)).body.data.freeCancellationUntil).not.toBeNull();
    const rest = await quoteOf(order, '&kind=refund&passengers=1&directions=0,1');
    expect((await refund(order, rest, [1], [0, 1])).status).toBe(200);
    // ...and no longer once the booking is cancelled.
    const after = await psgList(app, order);
    expect(after.body.data.status).toBe(4);
    expect(after.body.data.freeCancellationUntil).toBeNull();
  });
});

describe('requests', () => {
  test('the progress list shows a booking’s requests to its guest, and every request to a signed-in owner only', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-28' });
    const q = await quoteOf(order, '&kind=refund&passengers=0&directions=0');
    await refund(order, q, [0], [0]);
    const list = await call<{ total: number; list: AfterSalesRequest[] }>(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/list?orderId=${order.orderId}`,
      headers: order.headers,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]!.summary).toMatch(/^Refund for \S+ \S+, /);
    const everyone = await call(app, { method: 'GET', url: '/v3/ext/sr/refchg2/list' });
    expect(everyone.status).toBe(401);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%refund%'));
    expect(mails.length).toBeGreaterThan(0);
  });
});
