import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { ChangeFlightsResult } from '@farewise/domain/aftersales/aftersales.schemas';
import {
  DEPARTURE_MESSAGES,
  TICKETING_CUTOFF_HOURS,
} from '@farewise/domain/flights/departure-cutoff';
import { call, passChallenge } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payments } from '../payments/payments.table.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { flightOrderRequests } from './aftersales.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { paidOrder, payRequest, submit, type PaidOrder } from './aftersales.test-support.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';

// Decision 039 for after-sales changes: new flights are sold as a booking's are, never inside the
// ticketing cut-off: not offered, not confirmed, not paid for, and a 3-D Secure payment completed
// after the cut-off passed is given back at once. Sydney is UTC+11 in November.
const START = new Date('2026-11-20T00:00:00Z'); // 11:00 in Sydney
const clock = manualClock(START);
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
const sydneyUtc = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+11:00`);

const newFlights = (order: PaidOrder, date: string) =>
  call<ChangeFlightsResult>(app, {
    method: 'GET',
    url: `/v3/ext/sr/refchg2/changeNewFlightGet?orderId=${order.orderId}&passengers=0&direction=0&date=${date}`,
    headers: order.headers,
  });

/** A paid Flex booking (free changes) Sydney-Melbourne on 27 November. */
const flexBooking = (email: string) => {
  clock.set(START);
  return paidOrder(app, { product: 'CHGF', date: '2026-11-27', email });
};

/**
 * The new flights of 21 November asked 3 h 10 min before the dearest of them leaves (still
 * sold), with that option and its quote.
 */
async function changeJustBeforeCutOff(order: PaidOrder) {
  clock.set(START);
  const early = (await newFlights(order, '2026-11-21')).body.data.options;
  const dearest = [...early].sort((a, b) => b.total - a.total)[0]!;
  expect(dearest.total).toBeGreaterThan(0);
  clock.set(new Date(sydneyUtc(dearest.departure) - TICKETING_CUTOFF_HOURS * HOUR - 10 * MINUTE));
  const found = await newFlights(order, '2026-11-21');
  expect(found.status, found.body.msg).toBe(200);
  const pick = found.body.data.options.find((o) => o.key === dearest.key)!;
  expect(pick, 'the flight is still offered 3 h 10 min before it leaves').toBeDefined();
  return { pick, quotedAt: found.body.data.quotedAt };
}

async function changeAwaitingPayment(email: string) {
  const order = await flexBooking(email);
  const { pick, quotedAt } = await changeJustBeforeCutOff(order);
  const res = await submit(app, order, {
    kind: 'change',
    passengers: [0],
    outboundKey: pick.key,
    quote: { quotedAt, amount: pick.total },
  });
  expect(res.status, res.body.msg).toBe(200);
  const request = res.body.data.request!;
  expect(request.status).toBe('awaiting_payment');
  return { order, request };
}

const requestRow = async (id: string) =>
  (await app.db.select().from(flightOrderRequests).where(eq(flightOrderRequests.id, id)))[0]!;
const orderRow = async (id: string) =>
  (await app.db.select().from(flightOrders).where(eq(flightOrders.id, id)))[0]!;

describe('a change of flights never takes new flights inside the ticketing cut-off', () => {
  test("today's new flights are only those leaving after the cut-off", async () => {
    const order = await flexBooking('cutoff.search@example.com');
    const res = await newFlights(order, '2026-11-20');
    expect(res.status, res.body.msg).toBe(200);
    const departures = res.body.data.options.map((o) => o.departure);
    expect(departures.length).toBeGreaterThan(0);
    // 11:00 in Sydney now: nothing leaving before 14:00 is offered.
    for (const d of departures) expect(d >= '2026-11-20 14:00', d).toBe(true);
  });

  test('confirming new flights that came inside the cut-off is refused with a clear message', async () => {
    const order = await flexBooking('cutoff.submit@example.com');
    const { pick, quotedAt } = await changeJustBeforeCutOff(order);
    clock.advance(11 * MINUTE);
    const res = await submit(app, order, {
      kind: 'change',
      passengers: [0],
      outboundKey: pick.key,
      quote: { quotedAt, amount: pick.total },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('flights.departure_closed');
    expect(res.body.msg).toBe(DEPARTURE_MESSAGES.closed);
    const made = await app.db
      .select()
      .from(flightOrderRequests)
      .where(eq(flightOrderRequests.orderId, order.orderId));
    expect(made).toHaveLength(0);
  });

  test('a change whose new flights came inside the cut-off cannot be paid, and nothing is charged', async () => {
    const { order, request } = await changeAwaitingPayment('cutoff.pay@example.com');
    clock.advance(11 * MINUTE);
    const res = await payRequest(app, order, request.requestId);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('flights.departure_closed');
    expect(res.body.msg).toBe(DEPARTURE_MESSAGES.closed);
    const charged = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, request.requestId));
    expect(charged).toHaveLength(0);
  });

  test('a 3-D Secure payment of a change completed after the cut-off passed is refunded at once and the booking kept', async () => {
    const email = 'cutoff.3ds@example.com';
    const { order, request } = await changeAwaitingPayment(email);
    const before = await orderRow(order.orderId);
    const started = await payRequest(app, order, request.requestId, '4000 0000 0000 3220');
    expect(started.body.data.status, started.body.msg).toBe('requires_action');
    clock.advance(11 * MINUTE);
    const { marked } = await passChallenge(app, {
      challengeUrl: started.body.data.challengeUrl!,
      paymentId: started.body.data.paymentId,
      orderToken: order.token,
    });
    expect(marked.status, marked.body.msg).toBe(200);
    expect(marked.body.data.status).toBe('failed');
    expect(marked.body.msg).toMatch(/charged AUD [0-9.,]+ .*refunded in full at once/);
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.body.data.paymentId));
    expect(payment).toMatchObject({ status: 'succeeded', refundedAmount: payment!.amount });
    // Nothing changed: the booking keeps its flights, the request is closed.
    const after = await orderRow(order.orderId);
    expect(after.optionKey).toBe(before.optionKey);
    expect(after.seatFlights).toEqual(before.seatFlights);
    expect((await requestRow(request.requestId)).status).not.toBe('completed');
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toMatch(/refunded/i);
    expect(mail?.text).toContain('less than 3 hours');
  });
});

describe('a flight booking paid with 3-D Secure while the cut-off passes', () => {
  test('the charge is refunded at once, the booking cancelled and the traveller told', async () => {
    clock.set(START);
    const email = 'cutoff.booking3ds@example.com';
    // A booking made 3 h 10 min before its flight leaves, paid with 3-D Secure.
    const early = await call<{
      routings: { segmentInfo: { fromSegments: { detail: { depTimeEx: string }[] } } }[];
    }>(app, {
      method: 'POST',
      url: '/v2/ticket/ticketSearchNew',
      payload: {
        tripType: 1,
        fromCityCode: 'SYD',
        toCityCode: 'MEL',
        fromDate: '2026-11-28',
        adultNumber: 1,
        childNumber: 0,
        cabinPref: 'Y',
      },
    });
    const departure = early.body.data.routings[0]!.segmentInfo.fromSegments.detail[0]!.depTimeEx;
    clock.set(new Date(sydneyUtc(departure) - TICKETING_CUTOFF_HOURS * HOUR - 10 * MINUTE));
    const order = await paidOrder(app, { date: '2026-11-28', email, pay: false });
    const started = await call<{ status: string; challengeUrl: string; paymentId: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'flight',
        orderId: order.orderId,
        paymentType: 'full',
        paymentMethod: await paymentMethod(app, '4000 0000 0000 3220'),
        idempotencyKey: `3ds-${order.orderId}`,
      },
      headers: order.headers,
    });
    expect(started.body.data.status, started.body.msg).toBe('requires_action');
    const row = await orderRow(order.orderId);
    expect(row.holdState).toBe('held');
    // The traveller answers the bank 11 minutes later, the seats still held: the flight now
    // leaves in under 3 hours and could not be ticketed.
    clock.advance(11 * MINUTE);
    const { marked } = await passChallenge(app, { ...started.body.data, orderToken: order.token });
    expect(marked.status, marked.body.msg).toBe(200);
    expect(marked.body.data.status).toBe('failed');
    expect(marked.body.msg).toMatch(/charged AUD [0-9.,]+ .*refunded in full at once/);
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.body.data.paymentId));
    expect(payment).toMatchObject({ status: 'succeeded', refundedAmount: payment!.amount });
    expect((await orderRow(order.orderId)).status).toBe(4);
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toMatch(/refunded/i);
    expect(mail?.text).toContain('less than 3 hours');
  });
});
