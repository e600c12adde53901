import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DEPARTURE_MESSAGES,
  TICKETING_CUTOFF_HOURS,
} from '@farewise/domain/flights/departure-cutoff';
import type {
  FlightRoutingSummary,
  FlightSearchResult,
} from '@farewise/domain/flights/search.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { CARD } from '../aftersales/aftersales.test-support.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';
import { flightOrders } from './flight-orders.table.ts';
import { adult, contact, makeFlightOrdersApp } from './flight-orders.test-support.ts';

// Decision 039: no search, order or payment takes a flight that has left or leaves within the
// ticketing cut-off. Sydney is UTC+11 in November and December.
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
const sydneyUtc = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+11:00`);
const firstDeparture = (r: FlightRoutingSummary) => r.segmentInfo.fromSegments.detail[0]!.depTimeEx;

const search = (body: Record<string, unknown>) =>
  call<FlightSearchResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketSearchNew',
    payload: { adultNumber: 1, childNumber: 0, cabinPref: 'Y', ...body },
  });
const oneWay = (fromDate: string) =>
  search({ tripType: 1, fromCityCode: 'SYD', toCityCode: 'MEL', fromDate });

/**
 * A Sydney-Melbourne flight on 2026-11-27 searched 3 h 10 min before it leaves (still sold),
 * with its routing and Standard fare.
 */
async function flightJustBeforeCutOff() {
  clock.set(START);
  const early = (await oneWay('2026-11-27')).body.data.routings;
  const departure = firstDeparture(early[0]!);
  clock.set(new Date(sydneyUtc(departure) - TICKETING_CUTOFF_HOURS * HOUR - 10 * 60_000));
  const res = await oneWay('2026-11-27');
  expect(res.status, res.body.msg).toBe(200);
  const routing = res.body.data.routings.find((r) => firstDeparture(r) === departure)!;
  expect(routing, 'the flight is still sold 3 h 10 min before it leaves').toBeDefined();
  return { uniqueKey: res.body.data.uniqueKey, fare: routing.priceList[0]! };
}

const createOrder = (unique: string, g: string, totalPriceEx: number) =>
  call<string>(app, {
    method: 'POST',
    url: '/v2/ticket/createOrder',
    payload: {
      Currency: 'AUD',
      adultNumber: 1,
      childNumber: 0,
      data: { unique, g },
      kind: 1,
      totalPriceEx,
      paymentType: 'full',
    },
  });

describe('flights that have left or leave within the cut-off are not sold', () => {
  test('a search of a date that has passed in Sydney is refused with a clear message', async () => {
    clock.set(START);
    // The 19th is still "yesterday" by SPEC 5's date floor, but it is over in Sydney.
    const res = await oneWay('2026-11-19');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('flights.date_passed');
    expect(res.body.msg).toBe(DEPARTURE_MESSAGES.datePassed('2026-11-19'));
    expect(res.body.msg).toBe(
      'Thu 19 Nov 2026 has passed, so its flights can no longer be booked. Please search from today onwards.',
    );
    expect(res.body.errors).toEqual([{ field: 'fromDate', message: res.body.msg }]);
    // Where a search from today starts: it is already the 20th in Sydney.
    expect(res.body.data).toEqual({ date: '2026-11-19', today: '2026-11-20' });
  });

  test("today's search lists only flights leaving after the cut-off", async () => {
    clock.set(START);
    const res = await oneWay('2026-11-20');
    expect(res.status).toBe(200);
    const departures = res.body.data.routings.map(firstDeparture);
    expect(departures.length).toBeGreaterThan(0);
    // 11:00 in Sydney now: nothing before 14:00 is sold.
    for (const d of departures) expect(d >= '2026-11-20 14:00', d).toBe(true);
  });

  test('a multi-city trip whose first flight is on a passed date is refused on that leg', async () => {
    clock.set(START);
    const res = await search({
      tripType: 3,
      legs: [
        { fromCityCode: 'SYD', toCityCode: 'SIN', fromDate: '2026-11-19' },
        { fromCityCode: 'SIN', toCityCode: 'LON', fromDate: '2026-11-25' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('flights.date_passed');
    expect(res.body.errors?.[0]?.field).toBe('legs.0.fromDate');
  });

  test('an order for a flight now inside the cut-off is refused and none is made', async () => {
    const { uniqueKey, fare } = await flightJustBeforeCutOff();
    clock.advance(11 * 60_000);
    const res = await createOrder(uniqueKey, fare.uniqueStr, fare.totalPriceEx);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('flights.departure_closed');
    expect(res.body.msg).toBe(DEPARTURE_MESSAGES.closed);
    const made = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.searchId, uniqueKey));
    expect(made).toHaveLength(0);
  });

  test('a booking whose flight comes inside the cut-off before it is paid cannot be paid', async () => {
    const { uniqueKey, fare } = await flightJustBeforeCutOff();
    const created = await createOrder(uniqueKey, fare.uniqueStr, fare.totalPriceEx);
    expect(created.status, created.body.msg).toBe(200);
    const orderId = created.body.data;
    const headers = {
      'x-order-token': (created.body as unknown as { orderToken: string }).orderToken,
    };
    const booked = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketBooking',
      payload: { orderId, passengers: [adult()], contact: contact('late@example.com') },
      headers,
    });
    expect(booked.status, booked.body.msg).toBe(200);
    // 11 minutes later the seats are still held, but the flight leaves in under 3 hours.
    clock.advance(11 * 60_000);
    const verify = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketPayVerify',
      payload: { orderId },
      headers,
    });
    expect(verify.status).toBe(422);
    expect(verify.body.msg).toBe(DEPARTURE_MESSAGES.closed);
    const paid = await call<{ status: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'flight',
        orderId,
        paymentType: 'full',
        paymentMethod: await paymentMethod(app, CARD.number),
        idempotencyKey: `late-${orderId}`,
      },
      headers,
    });
    expect(paid.status).toBe(422);
    expect(paid.body.error).toBe('flights.departure_closed');
    expect(paid.body.msg).toBe(DEPARTURE_MESSAGES.closed);
  });
});
