import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { seatInventory } from '../flights/flights.table.ts';
import type { SeatRequest } from '../flights/inventory.repository.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import {
  adult,
  contact,
  makeFlightOrdersApp,
  searchFare,
} from '../flight-orders/flight-orders.test-support.ts';
import { STUCK_AFTER_MS } from './payment-recovery.ts';
import { paymentMethod } from './payments.test-support.ts';
import { SANDBOX_TIMEOUT_CARDS } from './sandbox-gateway.ts';

// Payment recovery against the real flight payable: seats come back when a lost charge fails.
// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const START = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(START);
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

/** A booked one-way SYD → MEL flight order holding one seat, awaiting payment. */
async function heldOrder(date: string) {
  const search = {
    tripType: 1,
    fromCityCode: 'SYD',
    toCityCode: 'MEL',
    fromDate: date,
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
  };
  const { uniqueKey, fare } = await searchFare(app, search);
  const created = await call<string>(app, {
    method: 'POST',
    url: '/v2/ticket/createOrder',
    payload: {
      Currency: 'AUD',
      adultNumber: 1,
      childNumber: 0,
      data: { unique: uniqueKey, g: fare.uniqueStr },
      kind: 1,
      totalPriceEx: fare.totalPriceEx,
      paymentType: 'full',
    },
  });
  expect(created.status, created.body.msg).toBe(200);
  const orderId = created.body.data;
  const token = (created.body as unknown as { orderToken: string }).orderToken;
  const booked = await call(app, {
    method: 'POST',
    url: '/v2/ticket/ticketBooking',
    payload: { orderId, passengers: [adult(0)], contact: contact() },
    headers: { 'x-order-token': token },
  });
  expect(booked.status, booked.body.msg).toBe(200);
  return { orderId, token };
}

async function seatsLeft(orderId: string) {
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
  return { order: row!, left: Math.min(...rows.map((r) => r.seatsLeft)) };
}

const pay = async (orderId: string, token: string, number: string) =>
  call<{ status: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType: 'flight',
      orderId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, number),
      idempotencyKey: `pay-${orderId}`,
    },
    headers: { 'x-order-token': token },
  });

const payStatus = (orderId: string, token: string) =>
  call<{ status: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/orderPayStatus',
    payload: { orderType: 'flight', orderId },
    headers: { 'x-order-token': token },
  });

describe('payment recovery with flight orders', () => {
  test('a lost charge the gateway never received cancels the order and returns its seat', async () => {
    clock.set(START);
    const { orderId, token } = await heldOrder('2026-12-21');
    const held = await seatsLeft(orderId);
    expect((await pay(orderId, token, SANDBOX_TIMEOUT_CARDS.lostRequest)).body.data.status).toBe(
      'processing',
    );
    expect((await payStatus(orderId, token)).body.data.status).toBe('pending');

    clock.advance(STUCK_AFTER_MS + 60_000);
    await app.jobs.runDueJobs(clock.now());
    const after = await seatsLeft(orderId);
    expect(after.left).toBe(held.left + 1);
    expect(after.order).toMatchObject({ status: 4, holdState: 'released' });
    expect((await payStatus(orderId, token)).body.data.status).toBe('failed');
  });

  test('a charge made at the gateway but never answered confirms the order', async () => {
    clock.set(START);
    const { orderId, token } = await heldOrder('2026-12-22');
    const held = await seatsLeft(orderId);
    await pay(orderId, token, SANDBOX_TIMEOUT_CARDS.chargedThenTimeout);
    clock.advance(STUCK_AFTER_MS + 60_000);
    await app.jobs.runDueJobs(clock.now());
    const after = await seatsLeft(orderId);
    expect(after.left).toBe(held.left);
    expect(after.order.holdState).toBe('confirmed');
    expect([1, 3]).toContain(after.order.status); // issuing the ticket, or already issued
    expect((await payStatus(orderId, token)).body.data.status).toBe('paid');
  });
});
