import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  AfterSalesRequest,
  ChangeFlightsResult,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { call, passChallenge } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { simulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { seatInventory } from '../flights/flights.table.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payments } from '../payments/payments.table.ts';
import { multipartBody, PNG_1PX } from '../users/users.test-support.ts';
import { NOT_A_CORRECTION } from '@farewise/domain/aftersales/name-correction';
import type { StoredPassenger } from '../flight-orders/flight-order-view.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { flightOrderRequests } from './aftersales.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import {
  detail,
  paidOrder,
  payRequest,
  psgList,
  submit,
  type PaidOrder,
} from './aftersales.test-support.ts';

// Changes, name corrections, bags, problem reports and schedule changes end to end.
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
const orderRow = async (id: string) =>
  (await app.db.select().from(flightOrders).where(eq(flightOrders.id, id)))[0]!;

async function seatsLeft(keys: string[]) {
  const rows = await app.db
    .select()
    .from(seatInventory)
    .where(and(inArray(seatInventory.flightKey, keys), eq(seatInventory.cabin, 'Y')));
  return new Map(rows.map((r) => [r.flightKey, r.seatsLeft]));
}

const newFlights = (order: PaidOrder, query: string) =>
  call<ChangeFlightsResult>(app, {
    method: 'GET',
    url: `/v3/ext/sr/refchg2/changeNewFlightGet?orderId=${order.orderId}${query}`,
    headers: order.headers,
  });

describe('flight changes', () => {
  test('a Flex round trip moves its return: new flights priced as a change, paid, seats moved, tickets reissued', async () => {
    const order = await paidOrder(app, {
      product: 'CHGF',
      from: 'SYD',
      to: 'MEL',
      date: '2026-12-18',
      retDate: '2026-12-22',
      adults: 2,
      email: 'change.flex@example.com',
    });
    clock.advance(26 * HOUR);
    const before = await orderRow(order.orderId);
    const oldReturnKeys = (before.seatFlights as SeatRequest[]).slice(1).map((f) => f.flightKey);
    const oldTickets = (before.passengers as StoredPassenger[]).map((p) => p.ticketNo);

    const found = await newFlights(order, '&passengers=0,1&direction=1&date=2026-12-24');
    expect(found.status, found.body.msg).toBe(200);
    expect(found.body.data.rules[0]).toContain('No penalty fee* (price difference may apply)');
    const options = found.body.data.options;
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      expect(o.segments[0]!.depAirport).toBe('MEL');
      expect(o.departure.startsWith('2026-12-24')).toBe(true);
      expect(o.fee).toBe(0);
      expect(o.total).toBeCloseTo(o.difference, 2);
    }
    // Pay for a change that costs something: the dearest option.
    const pick = [...options].sort((a, b) => b.total - a.total)[0]!;
    expect(pick.total).toBeGreaterThan(0);
    const newKeys = pick.segments.length;
    const res = await submit(app, order, {
      kind: 'change',
      passengers: [0, 1],
      inboundKey: pick.key,
      quote: { quotedAt: found.body.data.quotedAt, amount: pick.total },
    });
    expect(res.status, res.body.msg).toBe(200);
    const request = res.body.data.request!;
    expect(request).toMatchObject({
      kind: 'change',
      status: 'awaiting_payment',
      chargeAmount: pick.total,
    });
    expect(request.payUrl).toBe(`/flightsPay/${order.orderId}?request=${request.requestId}`);

    // The new seats are held until paid; the old ones are still the traveller's.
    const heldRow = await orderRow(order.orderId);
    expect(heldRow.status).toBe(3);
    const threeDs = await payRequest(app, order, request.requestId, '4000 0000 0000 3220');
    expect(threeDs.body.data.status).toBe('requires_action');
    const challenge = threeDs.body.data.challengeUrl!;
    const passed = await app.inject({
      method: 'POST',
      url: `${challenge}/complete`,
      payload: {},
    });
    expect([200, 303]).toContain(passed.statusCode);
    expect(passed.headers.location).toContain(
      `/flightsPay/${order.orderId}?request=${request.requestId}&paymentId=`,
    );
    const marked = await call<{ status: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/markPayment',
      payload: { paymentId: threeDs.body.data.paymentId },
      headers: order.headers,
    });
    expect(marked.body.data.status).toBe('succeeded');

    const after = await orderRow(order.orderId);
    expect(after.status).toBe(6);
    const passengers = after.passengers as StoredPassenger[];
    expect(passengers.map((p) => p.ticketNo)).not.toEqual(oldTickets);
    expect(passengers[0]!.ticketHistory).toEqual([oldTickets[0]]);
    const seats = after.seatFlights as SeatRequest[];
    expect(seats).toHaveLength(1 + newKeys);
    const newReturnKeys = seats.slice(1).map((f) => f.flightKey);
    expect(newReturnKeys).not.toEqual(oldReturnKeys);
    const freed = await seatsLeft(oldReturnKeys);
    const taken = await seatsLeft(newReturnKeys);
    for (const key of oldReturnKeys) expect(freed.get(key)).toBeGreaterThan(0);
    expect(taken.size).toBe(newReturnKeys.length);

    const done = await detail(app, order, request.requestId);
    expect(done.body.data.status).toBe('completed');
    // The confirmation names each airport of the new flights beside its code and terminal.
    const named = new Map(done.body.data.airports.map((a) => [a.code, a.name]));
    for (const s of done.body.data.newSegments) {
      expect(named.get(s.depAirport)).toMatch(/\w{4}/);
      expect(named.get(s.arrAirport)).toMatch(/\w{4}/);
    }
    expect(named.get('MEL')).toContain('Melbourne');
    expect(done.body.data.timeline.map((t) => t.event)).toEqual([
      'requested',
      'quoted',
      'confirmed',
      'payment_received',
      'reissued',
      'closed',
    ]);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'change.flex@example.com'));
    expect(mails.some((m) => m.subject.startsWith('Your flights are changed'))).toBe(true);
  });

  test('Standard fares cannot be changed, and a change within 48 hours is refused in words', async () => {
    const std = await paidOrder(app, { product: '0THP', date: '2026-12-20' });
    const refused = await newFlights(std, '&passengers=0&direction=0&date=2026-12-21');
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('This fare cannot be changed.');
    const soon = await paidOrder(app, { product: 'RF24', date: '2026-11-22' });
    const late = await newFlights(soon, '&passengers=0&direction=0&date=2026-11-25');
    expect(late.status).toBe(422);
    expect(late.body.msg).toBe('Flights cannot be changed within 48 hours of departure.');
  });

  test('changing some of the passengers moves them to a booking of their own', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-15', adults: 2 });
    const found = await newFlights(order, '&passengers=1&direction=0&date=2026-12-16');
    const cheapest = found.body.data.options[0]!;
    const res = await submit(app, order, {
      kind: 'change',
      passengers: [1],
      outboundKey: cheapest.key,
      quote: { quotedAt: found.body.data.quotedAt, amount: cheapest.total },
    });
    expect(res.status, res.body.msg).toBe(200);
    let request = res.body.data.request!;
    if (request.status === 'awaiting_payment') {
      expect((await payRequest(app, order, request.requestId)).body.data.status).toBe('succeeded');
      request = (await detail(app, order, request.requestId)).body.data;
    }
    expect(request.status).toBe('completed');
    expect(request.newOrderNo).toMatch(/^FW/);
    const split = await orderRow(request.newOrderId!);
    expect(split).toMatchObject({ status: 6, adults: 1, splitFromOrderId: order.orderId });
    const parent = await orderRow(order.orderId);
    expect((parent.passengers as StoredPassenger[])[1]!.coupons).toEqual({ '0': 'moved' });
    // The guest's token opens the new booking too.
    const opened = await psgList(app, { ...order, orderId: split.id });
    expect(opened.status).toBe(200);
  });

  test('a refund racing a change of the same tickets: one wins, the other is told why', async () => {
    const order = await paidOrder(app, { product: 'RF24', date: '2026-12-19' });
    const found = await newFlights(order, '&passengers=0&direction=0&date=2026-12-17');
    const option = [...found.body.data.options].sort((a, b) => b.total - a.total)[0]!;
    expect(option.total).toBeGreaterThan(0);
    const q = (await psgList(app, order, '&kind=refund&passengers=0&directions=0')).body.data
      .quote!;
    const [change, refund] = await Promise.all([
      submit(app, order, {
        kind: 'change',
        passengers: [0],
        outboundKey: option.key,
        quote: { quotedAt: found.body.data.quotedAt, amount: option.total },
      }),
      submit(app, order, {
        kind: 'refund',
        passengers: [0],
        directions: [0],
        quote: { quotedAt: q.quotedAt, amount: q.amount },
      }),
    ]);
    const winners = [change, refund].filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const loser = [change, refund].find((r) => r.status !== 200)!;
    expect([409, 422]).toContain(loser.status);
    expect(loser.body.msg.length).toBeGreaterThan(10);
    // A second change while the first waits for its payment is refused too.
    if (change.status === 200) {
      const second = await submit(app, order, {
        kind: 'change',
        passengers: [0],
        outboundKey: found.body.data.options[0]!.key,
        quote: { quotedAt: found.body.data.quotedAt, amount: found.body.data.options[0]!.total },
      });
      expect(second.status).toBe(409);
      expect(second.body.msg).toContain('is waiting for its payment');
    }
  });
});

describe('holds', () => {
  test('a change not paid within 15 minutes lapses: its held seats go back, the booking is unchanged', async () => {
    const order = await paidOrder(app, { product: 'CHGF', date: '2026-12-29' });
    const found = await newFlights(order, '&passengers=0&direction=0&date=2026-12-30');
    const option = [...found.body.data.options].sort((a, b) => b.total - a.total)[0]!;
    const res = await submit(app, order, {
      kind: 'change',
      passengers: [0],
      outboundKey: option.key,
      quote: { quotedAt: found.body.data.quotedAt, amount: option.total },
    });
    const request = res.body.data.request!;
    expect(request.status).toBe('awaiting_payment');
    const [stored] = await app.db
      .select()
      .from(flightOrderRequests)
      .where(eq(flightOrderRequests.id, request.requestId));
    const heldKeys = Object.values(
      (stored!.details as { newSeatRequests: Record<string, SeatRequest[]> }).newSeatRequests,
    )
      .flat()
      .map((f) => f.flightKey);
    const whileHeld = await seatsLeft(heldKeys);
    expect((await orderRow(order.orderId)).status).toBe(3);
    const report = await app.aftersales!.followUp(new Date(clock.now().getTime() + 16 * 60_000));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const released = await seatsLeft(heldKeys);
    for (const key of heldKeys) expect(released.get(key)).toBe(whileHeld.get(key)! + 1);
    const lapsed = await detail(app, order, request.requestId);
    expect(lapsed.body.data.status).toBe('expired');
    expect(lapsed.body.data.timeline.at(-1)!.event).toBe('expired');
    const late = await payRequest(app, order, request.requestId);
    expect(late.status).toBe(409);
  });
});

describe('name corrections', () => {
  test('within 24 hours up to 3 letters are corrected free and the ticket reissued; more need the fare rules', async () => {
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2026-12-21',
      email: 'name.fix@example.com',
    });
    const quote = await submit(app, order, {
      kind: 'name',
      passengerIndex: 0,
      given_name: 'Anne',
      middle_name: '',
      surname: 'Lee',
    });
    expect(quote.status, quote.body.msg).toBe(200);
    expect(quote.body.data.nameQuote).toMatchObject({
      allowed: true,
      free: true,
      amount: 0,
      letters: 1,
    });
    const before = (await orderRow(order.orderId)).passengers as StoredPassenger[];
    const res = await submit(app, order, {
      kind: 'name',
      passengerIndex: 0,
      given_name: 'Anne',
      middle_name: '',
      surname: 'Lee',
      quote: { quotedAt: quote.body.data.nameQuote!.quotedAt, amount: 0 },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.request).toMatchObject({
      kind: 'name',
      status: 'completed',
      oldName: 'Ann Lee',
      newName: 'Anne Lee',
    });
    // The free correction is said once, on the timeline and in its mail.
    const quoted = res.body.data.request!.timeline.find((t) => t.event === 'quoted')!;
    expect(quoted.text).toMatch(/^Free: a correction/);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'name.fix@example.com'));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.text).not.toContain('Free: Free:');
    const after = (await orderRow(order.orderId)).passengers as StoredPassenger[];
    expect(after[0]).toMatchObject({ given_name: 'Anne', surname: 'Lee' });
    expect(after[0]!.ticketNo).not.toBe(before[0]!.ticketNo);

    const bad = await submit(app, order, {
      kind: 'name',
      passengerIndex: 0,
      given_name: 'Ann3',
      middle_name: '',
      surname: 'Lee',
    });
    expect(bad.body.data.nameQuote).toMatchObject({
      allowed: false,
      reason: 'Please enter the correct name format',
    });

    clock.advance(25 * HOUR);
    const late = await submit(app, order, {
      kind: 'name',
      passengerIndex: 0,
      given_name: 'Anna',
      middle_name: '',
      surname: 'Lee',
    });
    expect(late.body.data.nameQuote!.allowed).toBe(false);
    expect(late.body.data.nameQuote!.reason).toContain("fare's change rules apply");
  });

  test('a Flex booking never gives Ann Lee’s ticket to someone else, at once or step by step', async () => {
    const order = await paidOrder(app, {
      product: 'CHGF',
      date: '2026-12-22',
      adults: 2,
      email: 'name.walk@example.com',
    });
    const ask = (given_name: string, surname: string, quote?: object) =>
      submit(app, order, {
        kind: 'name',
        passengerIndex: 0,
        given_name,
        middle_name: '',
        surname,
        ...(quote ? { quote } : {}),
      });
    const other = await ask('Zed', 'Young');
    expect(other.body.data.nameQuote).toMatchObject({ allowed: false, reason: NOT_A_CORRECTION });
    // Confirming it anyway is refused in the envelope with the same reason; nothing is reissued.
    const forced = await ask('Zed', 'Young', { quotedAt: clock.now().toISOString(), amount: 0 });
    expect(forced.status).toBe(422);
    expect(forced.body.msg).toBe(NOT_A_CORRECTION);

    // A real correction (2 letters)…
    const first = await ask('Anne', 'Lea');
    expect(first.body.data.nameQuote).toMatchObject({ allowed: true, letters: 2 });
    const made = await ask('Anne', 'Lea', {
      quotedAt: first.body.data.nameQuote!.quotedAt,
      amount: 0,
    });
    expect(made.body.data.request?.status, made.body.msg).toBe('completed');
    // …then 2 more letters from the corrected name are 4 from the name as booked: refused.
    const next = await ask('Annie', 'Leah');
    expect(next.body.data.nameQuote).toMatchObject({
      allowed: false,
      reason: NOT_A_CORRECTION,
      letters: 4,
    });
    const options = await psgList(app, order);
    expect(options.body.data.passengers[0]).toMatchObject({
      name: 'Anne Lea',
      bookedName: { given_name: 'Ann', middle_name: '', surname: 'Lee' },
    });

    // After 24 hours a Flex change costs nothing, and still no one else gets the ticket.
    clock.advance(25 * HOUR);
    const late = await submit(app, order, {
      kind: 'name',
      passengerIndex: 1,
      given_name: 'Zed',
      middle_name: '',
      surname: 'Young',
    });
    expect(late.body.data.nameQuote).toMatchObject({ allowed: false, reason: NOT_A_CORRECTION });
    const passengers = (await orderRow(order.orderId)).passengers as StoredPassenger[];
    expect(passengers.map((p) => p.given_name)).not.toContain('Zed');
  });
});

describe('extra bags', () => {
  test('priced per piece by the supplier, paid, then on the passenger and mailed', async () => {
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2026-12-23',
      retDate: '2026-12-30',
      email: 'bags@example.com',
    });
    const ask = (quote?: object) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: {
          orderId: order.orderId,
          clientKey: 'bags-key-1',
          bags: [
            { passengerIndex: 0, direction: 0, pieces: 1 },
            { passengerIndex: 0, direction: 1, pieces: 2 },
          ],
          ...(quote ? { quote } : {}),
        },
        headers: order.headers,
      });
    const priced = await ask();
    expect(priced.status, priced.body.msg).toBe(200);
    const q = priced.body.data.bagsQuote!;
    expect(q.allowed).toBe(true);
    expect(q.amount).toBeCloseTo(q.lines[0]!.pricePerPiece * 3, 2);
    const made = await ask({ quotedAt: q.quotedAt, amount: q.amount });
    const request = made.body.data.request!;
    expect(request.status).toBe('awaiting_payment');
    const declined = await payRequest(app, order, request.requestId, '4000 0000 0000 0002');
    expect(declined.body.data.status).toBe('failed');
    expect(declined.body.data.msg).toContain('Nothing was charged and your booking is unchanged.');
    expect((await orderRow(order.orderId)).status).toBe(3);

    const again = await call<SubmitResult>(app, {
      method: 'POST',
      url: '/v3/ext/extBaggage',
      payload: {
        orderId: order.orderId,
        clientKey: 'bags-key-2',
        bags: [{ passengerIndex: 0, direction: 1, pieces: 2 }],
        quote: { quotedAt: clock.now().toISOString(), amount: q.lines[1]!.amount },
      },
      headers: order.headers,
    });
    const paid = await payRequest(app, order, again.body.data.request!.requestId);
    expect(paid.body.data.status).toBe('succeeded');
    const passengers = (await orderRow(order.orderId)).passengers as StoredPassenger[];
    expect(passengers[0]!.extraBags).toEqual({ '1': 2 });
    const options = await psgList(app, order);
    expect(options.body.data.passengers[0]!.coupons.map((c) => c.extraBags)).toEqual([0, 2]);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'bags@example.com'));
    expect(mails.some((m) => m.subject.startsWith('Your extra bags are added'))).toBe(true);
  });

  test('two lines of 3 for one ticket are refused: the limit counts every line and the bags already held', async () => {
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2026-12-24',
      email: 'bags.limit@example.com',
    });
    const ask = (bags: object[], clientKey: string, quote?: object) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: { orderId: order.orderId, clientKey, bags, ...(quote ? { quote } : {}) },
        headers: order.headers,
      });
    const three = { passengerIndex: 0, direction: 0, pieces: 3 };
    const six = await ask([three, three], 'bags-limit-1');
    expect(six.body.data.bagsQuote).toMatchObject({
      allowed: false,
      reason: 'At most 3 extra bags per passenger and flight.',
    });
    const forced = await ask([three, three], 'bags-limit-1', {
      quotedAt: clock.now().toISOString(),
      amount: six.body.data.bagsQuote!.lines[0]!.amount * 2,
    });
    expect(forced.status).toBe(422);

    // Two bags waiting for payment, then two more: 4 on one ticket, refused while the first waits.
    const two = { passengerIndex: 0, direction: 0, pieces: 2 };
    const q = (await ask([two], 'bags-limit-2')).body.data.bagsQuote!;
    const waiting = await ask([two], 'bags-limit-2', { quotedAt: q.quotedAt, amount: q.amount });
    expect(waiting.body.data.request?.status, waiting.body.msg).toBe('awaiting_payment');
    const more = await ask([two], 'bags-limit-3');
    expect(more.body.data.bagsQuote!.allowed).toBe(false);
    expect(more.body.data.bagsQuote!.reason).toContain('waiting for payment holds 2');
  });

  test('bags quoted for a ticket that is then refunded die with it: their payment is refused', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2026-12-26',
      email: 'bags.refunded@example.com',
    });
    const bags = [{ passengerIndex: 0, direction: 0, pieces: 2 }];
    const ask = (quote?: object) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: {
          orderId: order.orderId,
          clientKey: 'dead-bags',
          bags,
          ...(quote ? { quote } : {}),
        },
        headers: order.headers,
      });
    const q = (await ask()).body.data.bagsQuote!;
    const request = (await ask({ quotedAt: q.quotedAt, amount: q.amount })).body.data.request!;
    expect(request.status).toBe('awaiting_payment');

    // The ticket is refunded (bags waiting for payment do not block it).
    const quoted = await psgList(app, order, '&kind=refund&passengers=0&directions=0');
    const rq = quoted.body.data.quote!;
    const refunded = await submit(app, order, {
      kind: 'refund',
      passengers: [0],
      directions: [0],
      quote: { quotedAt: rq.quotedAt, amount: rq.amount },
    });
    expect(refunded.status, refunded.body.msg).toBe(200);

    const paid = await payRequest(app, order, request.requestId);
    expect(paid.status).toBe(409);
    expect(paid.body.msg).toBe(
      "This request is closed (its ticket was refunded or changed), so nothing was charged. Your booking's options show what you can do now.",
    );
    const charged = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderType, 'aftersales'), eq(payments.orderId, request.requestId)));
    expect(charged.filter((p) => p.status === 'succeeded')).toEqual([]);
    const closed = await detail(app, order, request.requestId);
    expect(closed.body.data.status).toBe('closed');
    expect(closed.body.data.timeline.map((t) => t.text).join(' ')).toContain(
      'The ticket these bags were for was refunded',
    );
    const passengers = (await orderRow(order.orderId)).passengers as StoredPassenger[];
    expect(passengers[0]!.extraBags ?? {}).toEqual({});
  });

  test('a bag payment waiting for 3-D Secure when its ticket is refunded is given back at once', async () => {
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2026-12-27',
      email: 'bags.3ds@example.com',
    });
    const bags = [{ passengerIndex: 0, direction: 0, pieces: 1 }];
    const ask = (quote?: object) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: {
          orderId: order.orderId,
          clientKey: 'bags-3ds-1',
          bags,
          ...(quote ? { quote } : {}),
        },
        headers: order.headers,
      });
    const q = (await ask()).body.data.bagsQuote!;
    const request = (await ask({ quotedAt: q.quotedAt, amount: q.amount })).body.data.request!;
    const pending = await payRequest(app, order, request.requestId, '4000 0000 0000 3220');
    expect(pending.body.data.status, pending.body.msg).toBe('requires_action');

    const quoted = await psgList(app, order, '&kind=refund&passengers=0&directions=0');
    const rq = quoted.body.data.quote!;
    const refunded = await submit(app, order, {
      kind: 'refund',
      passengers: [0],
      directions: [0],
      quote: { quotedAt: rq.quotedAt, amount: rq.amount },
    });
    expect(refunded.status, refunded.body.msg).toBe(200);

    // The traveller finishes the challenge afterwards: the charge goes straight back.
    const { marked } = await passChallenge(app, {
      challengeUrl: pending.body.data.challengeUrl!,
      paymentId: pending.body.data.paymentId,
      orderToken: order.token,
    });
    expect(marked.body.data.status).toBe('failed');
    expect(marked.body.msg).toMatch(/refunded in full/);
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.id, pending.body.data.paymentId));
    expect(payment!.refundedAmount).toBe(payment!.amount);
    expect((await detail(app, order, request.requestId)).body.data.status).toBe('closed');
    const passengers = (await orderRow(order.orderId)).passengers as StoredPassenger[];
    expect(passengers[0]!.extraBags ?? {}).toEqual({});
  });
});

describe('problem reports', () => {
  test('a report with two pictures gets a case number and a mail; someone else’s pictures are refused', async () => {
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2026-12-24',
      email: 'problem@example.com',
    });
    const { payload, headers } = multipartBody([
      { filename: 'bag.png', contentType: 'image/png', data: PNG_1PX },
      { filename: 'tag.png', contentType: 'image/png', data: PNG_1PX },
    ]);
    const up = await call<{ files: string[]; guestToken: string }>(app, {
      method: 'POST',
      url: '/v3/common_app/upload',
      payload,
      headers,
    });
    expect(up.status, up.body.msg).toBe(200);
    const files = up.body.data.files;
    const report = (uploadToken: string) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/sr/refchg2/submit',
        payload: {
          kind: 'problem',
          orderId: order.orderId,
          clientKey: `problem-${uploadToken.slice(0, 6)}`,
          category: 'Baggage',
          description: 'My bag arrived damaged at Melbourne.',
          attachments: files,
        },
        headers: { ...order.headers, 'x-upload-token': uploadToken },
      });
    const notMine = await report('x'.repeat(43));
    expect(notMine.status).toBe(400);
    const res = await report(up.body.data.guestToken);
    expect(res.status, res.body.msg).toBe(200);
    const request = res.body.data.request!;
    expect(request).toMatchObject({
      kind: 'problem',
      status: 'open',
      category: 'Baggage',
      attachments: files,
    });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'problem@example.com'));
    expect(mails.some((m) => m.subject.includes(`case ${request.requestNo}`))).toBe(true);
  });
});

describe('airline schedule changes', () => {
  test('the job finds a retimed flight once, tells the traveller, and a significant change may be refunded in full', async () => {
    const order = await paidOrder(app, {
      product: '0THP',
      date: '2027-01-10',
      email: 'schedule@example.com',
    });
    const row = await orderRow(order.orderId);
    const flightKey = (row.seatFlights as SeatRequest[])[0]!.flightKey;
    const supplier = simulatedFlightSupplier();
    const real = supplier.scheduleChange;
    // This booking's flight is the one the airline moves (the supplier decides for about 3% of flights).
    supplier.scheduleChange = (key, depUtc) =>
      key === flightKey ? { shiftMinutes: 195, announcedAt: depUtc - 20 * 24 * HOUR } : null;
    try {
      const now = new Date('2026-12-25T00:00:00Z');
      const first = await app.aftersales!.scheduleChanges(now);
      expect(first.changed).toBeGreaterThanOrEqual(1);
      const again = await app.aftersales!.scheduleChanges(new Date(now.getTime() + 7 * HOUR));
      expect(again.changed).toBe(0);
      const list = await call<{ list: AfterSalesRequest[] }>(app, {
        method: 'GET',
        url: `/v3/ext/sr/refchg2/list?orderId=${order.orderId}`,
        headers: order.headers,
      });
      const change = list.body.data.list.find((r) => r.kind === 'schedule')!;
      expect(change).toMatchObject({
        status: 'action_needed',
        significant: true,
        scheduleShiftMinutes: 195,
      });
      const moved = await orderRow(order.orderId);
      const dep = (
        moved.itinerary as {
          routing: { segmentInfo: { fromSegments: { detail: { depTimeEx: string }[] } } };
        }
      ).routing.segmentInfo.fromSegments.detail[0]!.depTimeEx;
      expect(dep).toBe(change.newSegments[0]!.depTimeEx);
      expect(change.oldSegments[0]!.depTimeEx).not.toBe(dep);
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'schedule@example.com'));
      const mail = mails.find((m) => m.subject.startsWith('Schedule change'))!;
      // Its link opens on any device: the look-up with the order number, not this browser's page.
      expect(mail.text).toContain(`/searchBookings?orderNo=${row.orderNo}`);
      expect(mail.text).not.toContain('/refChgOptions/');

      // One refund path: the schedule answer no longer refunds in one click...
      const oneClick = await submit(app, order, {
        kind: 'schedule',
        requestId: change.requestId,
        decision: 'refund',
      });
      expect(oneClick.status).toBe(400);
      // ...the refund quote knows the entitlement, says why it is full, and is confirmed first.
      const quoted = await psgList(app, order, '&kind=refund&passengers=0&directions=0');
      const q = quoted.body.data.quote!;
      expect(q.fullRefundReason).toContain(
        `The airline moved flight ${change.newSegments[0]!.flightNumber} 195 minutes later`,
      );
      expect(q.fee).toBe(0);
      // A non-refundable fare, yet everything paid comes back: the airline changed the flight.
      expect(q.amount).toBeCloseTo(order.total, 2);
      const refundOption = quoted.body.data.options.find((o) => o.action === 'refund')!;
      expect(refundOption.reason).toContain('The airline moved flight');
      const refunded = await submit(app, order, {
        kind: 'refund',
        passengers: [0],
        directions: [0],
        quote: { quotedAt: q.quotedAt, amount: q.amount },
      });
      expect(refunded.status, refunded.body.msg).toBe(200);
      expect(refunded.body.data.request!.refundAmount).toBeCloseTo(order.total, 2);
      expect(refunded.body.data.request!.timeline[1]!.text).toContain('The airline moved flight');
      expect((await orderRow(order.orderId)).status).toBe(4);
      expect((await detail(app, order, change.requestId)).body.data.status).toBe('completed');
    } finally {
      supplier.scheduleChange = real;
    }
  });
});
