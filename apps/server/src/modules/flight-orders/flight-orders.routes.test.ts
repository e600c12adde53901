import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  FlightOrderInfo,
  TicketBookingResult,
} from '@farewise/domain/orders/flight-order.schemas';
import { PASSENGER_MESSAGES as PM } from '@farewise/domain/passengers/passenger.messages';
import { call, sameAnswer } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { seatInventory } from '../flights/flights.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import { flightOrders } from './flight-orders.table.ts';
import { ORDER_LOOKUP_MESSAGE } from './flight-orders.errors.ts';
import {
  adult,
  child,
  contact,
  makeFlightOrdersApp,
  searchFare,
} from './flight-orders.test-support.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL (real concurrency there).
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app.close();
});

const oneWay = (date: string, extra: Record<string, unknown> = {}) => ({
  tripType: 1,
  fromCityCode: 'SYD',
  toCityCode: 'MEL',
  fromDate: date,
  adultNumber: 1,
  childNumber: 0,
  cabinPref: 'Y',
  ...extra,
});

async function createOrder(body: Record<string, unknown>, token?: string) {
  return call<string>(app, { method: 'POST', url: '/v2/ticket/createOrder', payload: body, token });
}

async function newOrder(search: Record<string, unknown>, opts: { paymentType?: string } = {}) {
  const { uniqueKey, fare } = await searchFare(app, search);
  const res = await createOrder({
    Currency: 'AUD',
    adultNumber: search.adultNumber,
    childNumber: search.childNumber,
    data: { unique: uniqueKey, g: fare.uniqueStr },
    kind: search.tripType,
    totalPriceEx: fare.totalPriceEx,
    paymentType: opts.paymentType ?? 'full',
  });
  expect(res.status).toBe(200);
  const orderToken = (res.body as unknown as { orderToken: string }).orderToken;
  return { orderId: res.body.data, orderToken, fare, uniqueKey };
}

const book = (
  orderId: string,
  orderToken: string,
  passengers: unknown[],
  email = 'ann@example.com',
) =>
  call<TicketBookingResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketBooking',
    payload: { orderId, passengers, contact: contact(email) },
    headers: { 'x-order-token': orderToken },
  });

const query = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<FlightOrderInfo>(app, { method: 'POST', url: '/v2/order/commonQuery', payload, headers });

async function seatsOf(orderId: string) {
  const [row] = await app.db.select().from(flightOrders).where(eq(flightOrders.id, orderId));
  const flights = row!.seatFlights as SeatRequest[];
  const rows = await app.db
    .select()
    .from(seatInventory)
    .where(
      and(
        eq(seatInventory.cabin, row!.cabin),
        inArray(
          seatInventory.flightKey,
          flights.map((f) => f.flightKey),
        ),
      ),
    );
  return { row: row!, flights, left: Math.min(...rows.map((r) => r.seatsLeft)), rows: rows.length };
}

describe('POST /v2/ticket/createOrder', () => {
  test('re-prices the fare on the server and refuses a tampered total with 409 { was, now }', async () => {
    const { uniqueKey, fare } = await searchFare(app, oneWay('2026-12-15'));
    const payload = {
      Currency: 'AUD',
      adultNumber: 1,
      childNumber: 0,
      data: { unique: uniqueKey, g: fare.uniqueStr },
      kind: 1,
      paymentType: 'full',
    };
    const tampered = await createOrder({ ...payload, totalPriceEx: 1 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.error).toBe('flights.price_changed');
    expect(tampered.body.data).toEqual({ was: 1, now: fare.totalPriceEx, currency: 'AUD' });
    expect(tampered.body.msg).toMatch(/price has changed/);

    const res = await createOrder({ ...payload, totalPriceEx: fare.totalPriceEx });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^[0-9a-f-]{36}$/);
    const token = (res.body as unknown as { orderToken: string }).orderToken;
    const info = await query({ orderId: res.body.data }, { 'x-order-token': token });
    expect(info.status).toBe(200);
    expect(info.body.data.totalPriceEx).toBe(fare.totalPriceEx);
    expect(info.body.data.orderNo).toMatch(/^FW[A-Z2-9]{8}$/);
    expect(info.body.data.status).toBe(0);
    expect(info.body.data.statusText).toBe('Awaiting Payment');
  });

  test('an unknown offer answers 410 and a signed-in user gets no guest token', async () => {
    const res = await createOrder({
      adultNumber: 1,
      childNumber: 0,
      data: { unique: 'nope', g: 'QF1-20261215~0THP' },
      kind: 1,
      totalPriceEx: 100,
    });
    expect(res.status).toBe(410);
  });
});

describe('POST /v2/ticket/ticketBooking', () => {
  test('checks every passenger and the contact with the SPEC 5 messages', async () => {
    const { orderId, orderToken } = await newOrder(oneWay('2026-12-16', { adultNumber: 2 }));
    const res = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketBooking',
      payload: {
        orderId,
        passengers: [adult(0), { ...adult(0), id_card: 'PB9999999' }],
        contact: { postcode: '61', mobile: '12', email: 'x' },
      },
      headers: { 'x-order-token': orderToken },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({
      field: 'passengers.1.given_name',
      message: PM.duplicateName,
    });
    expect(res.body.errors).toContainEqual({
      field: 'contact.mobile',
      message: 'Mobile number must contain minimum 7digits after country code',
    });
    const childAsAdult = await book(orderId, orderToken, [
      adult(0),
      { ...adult(1), birthday: '2016-01-01' },
    ]);
    expect(childAsAdult.status).toBe(422);
    expect(childAsAdult.body.errors).toContainEqual({
      field: 'passengers.1.birthday',
      message: PM.adultAge,
    });
  });

  test('stores passengers and contact and holds the seats; the hold expires after 15 minutes and returns them', async () => {
    const { orderId, orderToken } = await newOrder(
      oneWay('2026-12-17', { adultNumber: 2, childNumber: 1 }),
    );
    const ok = await book(orderId, orderToken, [adult(0), adult(1), child(0)]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.holdExpiresAt).toBe(
      new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
    );
    const held = await seatsOf(orderId);
    expect(held.rows).toBe(held.flights.length);
    const before = Math.min(...held.flights.map((f) => Math.min(f.capacity, f.initialSeatsLeft)));
    expect(held.left).toBe(before - 3);

    const verify = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketPayVerify',
      payload: { orderId },
      headers: { 'x-order-token': orderToken },
    });
    expect(verify.status).toBe(200);

    clock.advance(15 * 60_000 + 1_000);
    expect(await app.flightOrders!.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect((await seatsOf(orderId)).left).toBe(before);
    const late = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketPayVerify',
      payload: { orderId },
      headers: { 'x-order-token': orderToken },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('orders.hold_expired');
    // Confirming again holds the seats again.
    const again = await book(orderId, orderToken, [adult(0), adult(1), child(0)]);
    expect(again.status).toBe(200);
    expect((await seatsOf(orderId)).left).toBe(before - 3);
  });

  test('50 concurrent bookings of the last 3 seats: exactly 3 succeed', async () => {
    const created = [];
    const search = oneWay('2026-12-18');
    const { uniqueKey, fare } = await searchFare(app, search);
    for (let i = 0; i < 50; i++) {
      const res = await createOrder({
        Currency: 'AUD',
        adultNumber: 1,
        childNumber: 0,
        data: { unique: uniqueKey, g: fare.uniqueStr },
        kind: 1,
        totalPriceEx: fare.totalPriceEx,
      });
      expect(res.status).toBe(200);
      created.push({
        orderId: res.body.data,
        orderToken: (res.body as unknown as { orderToken: string }).orderToken,
      });
    }
    const { flights, row } = await seatsOf(created[0]!.orderId);
    for (const f of flights) {
      await app.db
        .insert(seatInventory)
        .values({
          flightKey: f.flightKey,
          cabin: row.cabin,
          departureDate: f.departureDate,
          capacity: f.capacity,
          seatsLeft: 3,
        })
        .onConflictDoUpdate({
          target: [seatInventory.flightKey, seatInventory.cabin],
          set: { seatsLeft: 3 },
        });
    }
    const results = await Promise.all(
      created.map((o) => book(o.orderId, o.orderToken, [adult(0)])),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(results.find((r) => r.status === 409)!.body.error).toBe('flights.sold_out');
    expect((await seatsOf(created[0]!.orderId)).left).toBe(0);
  });
});

describe('POST /v2/order/commonQuery', () => {
  test("a guest cannot read another's order, and learns no more than of an order that does not exist", async () => {
    const a = await newOrder(oneWay('2026-12-19'));
    const b = await newOrder(oneWay('2026-12-19'));
    expect((await query({ orderId: a.orderId }, { 'x-order-token': a.orderToken })).status).toBe(
      200,
    );
    const unknown = await query({ orderId: randomUUID() }, { 'x-order-token': b.orderToken });
    expect(unknown.status).toBe(404);
    const othersToken = await query({ orderId: a.orderId }, { 'x-order-token': b.orderToken });
    expect(othersToken.body).toEqual(sameAnswer(unknown.body));
    expect((await query({ orderId: a.orderId })).body).toEqual(sameAnswer(unknown.body));
    const booking = await book(a.orderId, b.orderToken, [adult(0)]);
    expect(booking.status).toBe(404);
  });

  test('after payment: Issuing Ticket, then Ticket Confirmed with ticket numbers and a confirmation e-mail', async () => {
    const { orderId, orderToken } = await newOrder(oneWay('2026-12-20'));
    const email = `paid.${Date.now()}@example.com`;
    expect((await book(orderId, orderToken, [adult(0)], email)).status).toBe(200);
    await app.db.transaction((tx) =>
      app.flightOrders!.onPaid(
        { orderId, payment: { amount: 100, brand: 'visa', last4: '4242' } },
        tx,
      ),
    );
    const issuing = await query({ orderId }, { 'x-order-token': orderToken });
    expect(issuing.body.data.statusText).toBe('Issuing Ticket');
    await app.flightOrders!.issuePendingTickets();
    const done = await query({ orderId }, { 'x-order-token': orderToken });
    expect(done.body.data.status).toBe(3);
    expect(done.body.data.statusText).toBe('Ticket Confirmed');
    expect(done.body.data.ticketNumbers[0]).toMatch(/^\d{3}-\d{10}$/);
    expect(done.body.data.passengers[0]!.id_card).toMatch(/^•+\d{4}$/);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(done.body.data.orderNo);
    expect(mails[0]!.text).toContain('Ann Lee');
    expect(mails[0]!.html).toContain(done.body.data.orderNo);
  });

  test('a failed payment cancels the booking and returns the seats', async () => {
    const { orderId, orderToken } = await newOrder(oneWay('2026-12-21'));
    expect((await book(orderId, orderToken, [adult(0)])).status).toBe(200);
    const held = await seatsOf(orderId);
    await app.db.transaction((tx) =>
      app.flightOrders!.onFailed({ orderId, reason: 'card_declined' }, tx),
    );
    expect((await seatsOf(orderId)).left).toBe(held.left + 1);
    expect((await query({ orderId }, { 'x-order-token': orderToken })).body.data.statusText).toBe(
      'Booking Cancelled',
    );
  });

  test('the guest look-up gives one message for a wrong number and a wrong e-mail, then is rate-limited', async () => {
    const { orderId, orderToken } = await newOrder(oneWay('2026-12-22'));
    const email = `look.${Date.now()}@example.com`;
    expect((await book(orderId, orderToken, [adult(0)], email)).status).toBe(200);
    const { orderNo } = (await query({ orderId }, { 'x-order-token': orderToken })).body.data;
    const found = await query({ orderNo: orderNo.toLowerCase(), email: email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body.data.orderId).toBe(orderId);
    const wrongNumber = await query({ orderNo: 'FW22222222', email });
    const wrongEmail = await query({ orderNo, email: 'someone@example.com' });
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.body.msg).toBe(ORDER_LOOKUP_MESSAGE);
    expect(wrongEmail.body.msg).toBe(ORDER_LOOKUP_MESSAGE);
    let last = 0;
    for (let i = 0; i < 10; i++) last = (await query({ orderNo, email })).status;
    expect(last).toBe(429);
  });
});
