import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { flightSearches, seatInventory } from '../flights/flights.table.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import { OFFER_TTL_MINUTES } from '../flights/flight-search.service.ts';
import { flightOrders } from './flight-orders.table.ts';
import { makeFlightOrdersApp, searchFare } from './flight-orders.test-support.ts';

// Issue 4: an offer past its 30 minutes (row still kept) answers 409 with the old and new price
// and a fresh offer, never 410, so the traveller can book at the new price before anything is charged.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app.close();
});

const oneWay = (date: string) => ({
  tripType: 1,
  fromCityCode: 'SYD',
  toCityCode: 'MEL',
  fromDate: date,
  adultNumber: 1,
  childNumber: 0,
  cabinPref: 'Y',
});

const createOrder = (body: Record<string, unknown>) =>
  call<unknown>(app, { method: 'POST', url: '/v2/ticket/createOrder', payload: body });

const orderPayload = (unique: string, g: string, totalPriceEx: number) => ({
  Currency: 'AUD',
  adultNumber: 1,
  childNumber: 0,
  data: { unique, g },
  kind: 1,
  totalPriceEx,
  paymentType: 'full',
});

interface PriceExpired {
  was: number;
  now: number;
  currency: string;
  uniqueKey: string;
  uniqueStr: string;
}

const ordersOf = async (searchId: string) =>
  app.db.select().from(flightOrders).where(eq(flightOrders.searchId, searchId));

describe('POST /v2/ticket/createOrder with an expired offer', () => {
  test('answers 409 flights.price_expired with was/now and a fresh offer, which books at the new price', async () => {
    // 30 days out at search time; the next day it is 29 days out, which the airline prices higher.
    const { uniqueKey, fare } = await searchFare(app, oneWay('2026-12-20'));
    clock.advance(16 * 3_600_000);

    const expired = await createOrder(orderPayload(uniqueKey, fare.uniqueStr, fare.totalPriceEx));
    expect(expired.status).toBe(409);
    expect(expired.body.error).toBe('flights.price_expired');
    const data = expired.body.data as PriceExpired;
    expect(data).toMatchObject({ was: fare.totalPriceEx, currency: 'AUD' });
    expect(data.now).not.toBe(fare.totalPriceEx);
    expect(data.uniqueStr).toBe(fare.uniqueStr);
    expect(data.uniqueKey).not.toBe(uniqueKey);
    expect(expired.body.msg).toMatch(
      /^The price of this fare is no longer held: it was .+, it is now .+\./,
    );
    expect(await ordersOf(uniqueKey)).toHaveLength(0);

    // The fresh offer: the same parameters and currency, 30 minutes from now.
    const [fresh] = await app.db
      .select()
      .from(flightSearches)
      .where(eq(flightSearches.id, data.uniqueKey));
    const [old] = await app.db
      .select()
      .from(flightSearches)
      .where(eq(flightSearches.id, uniqueKey));
    expect(fresh!.params).toEqual(old!.params);
    expect(fresh!.currency).toBe('AUD');
    expect(fresh!.expiresAt.getTime()).toBe(clock.now().getTime() + OFFER_TTL_MINUTES * 60_000);

    // The old price on the fresh offer is a price change, not an order.
    const stale = await createOrder(orderPayload(data.uniqueKey, data.uniqueStr, data.was));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('flights.price_changed');

    const res = await createOrder(orderPayload(data.uniqueKey, data.uniqueStr, data.now));
    expect(res.status).toBe(200);
    const orderToken = (res.body as unknown as { orderToken: string }).orderToken;
    const info = await call<FlightOrderInfo>(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderId: res.body.data },
      headers: { 'x-order-token': orderToken },
    });
    expect(info.body.data.totalPriceEx).toBe(data.now);
    expect(info.body.data.currency).toBe('AUD');
  });

  test('an offer just past its 30 minutes answers 409 even when the price is the same', async () => {
    const { uniqueKey, fare } = await searchFare(app, oneWay('2026-12-28'));
    clock.advance((OFFER_TTL_MINUTES + 1) * 60_000);
    const res = await createOrder(orderPayload(uniqueKey, fare.uniqueStr, fare.totalPriceEx));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('flights.price_expired');
    const data = res.body.data as PriceExpired;
    expect(data.was).toBe(fare.totalPriceEx);
    expect(data.now).toBe(fare.totalPriceEx);
    const booked = await createOrder(orderPayload(data.uniqueKey, fare.uniqueStr, data.now));
    expect(booked.status).toBe(200);
  });

  test('an expired offer whose flights are sold out now answers 409 flights.sold_out', async () => {
    const { uniqueKey, fare } = await searchFare(app, oneWay('2027-01-12'));
    const first = await createOrder(orderPayload(uniqueKey, fare.uniqueStr, fare.totalPriceEx));
    expect(first.status).toBe(200);
    const [order] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, first.body.data as string));
    for (const f of order!.seatFlights as SeatRequest[]) {
      await app.db
        .insert(seatInventory)
        .values({
          flightKey: f.flightKey,
          cabin: order!.cabin,
          departureDate: f.departureDate,
          capacity: f.capacity,
          seatsLeft: 0,
        })
        .onConflictDoUpdate({
          target: [seatInventory.flightKey, seatInventory.cabin],
          set: { seatsLeft: 0 },
        });
    }
    clock.advance((OFFER_TTL_MINUTES + 1) * 60_000);
    const res = await createOrder(orderPayload(uniqueKey, fare.uniqueStr, fare.totalPriceEx));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('flights.sold_out');
  });

  test('an expired offer with a key naming no flight, or an id never issued, stays 410', async () => {
    const { uniqueKey } = await searchFare(app, oneWay('2027-01-20'));
    clock.advance((OFFER_TTL_MINUTES + 1) * 60_000);
    const noFlight = await createOrder(orderPayload(uniqueKey, 'ZZ999-20270120~0THP', 100));
    expect(noFlight.status).toBe(410);
    expect(noFlight.body).toMatchObject({
      msg: 'Sorry, the request failed. Please book again.',
      error: 'flights.offer_expired',
    });
    const unknown = await createOrder(orderPayload('never-issued', 'QF1-20270120~0THP', 100));
    expect(unknown.status).toBe(410);
    expect(unknown.body.error).toBe('flights.offer_expired');
  });
});
