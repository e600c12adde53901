import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RefundQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { journeyFareLegs } from '@farewise/domain/flights/journey-legs';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { flightOrders } from './flight-orders.table.ts';
import { makeFlightOrdersApp } from './flight-orders.test-support.ts';
import { paidOrder, psgList, submit } from './aftersales.test-support.ts';
import { MULTI_CITY_CHANGE_MESSAGE } from './aftersales.errors.ts';

const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

const legs = [
  { from: 'SYD', to: 'SIN', date: '2027-01-10' },
  { from: 'SIN', to: 'LON', date: '2027-01-14' },
  { from: 'LON', to: 'SYD', date: '2027-01-22' },
];

const orderInfo = async (orderId: string, headers: Record<string, string>) =>
  (
    await call<FlightOrderInfo>(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderId },
      headers,
    })
  ).body.data;

describe('after-sales of a multi-city booking', () => {
  test('each leg is its own coupon: a refund of the third flight is quoted on its own fare and leaves the others open', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'RF24' });
    // Past the 24-hour promise, so the fare rules decide.
    clock.advance(30 * 3_600_000);
    const options = await psgList(app, order);
    expect(options.status, options.body.msg).toBe(200);
    expect(options.body.data.directions.map((d) => d.label)).toEqual([
      'Flight 1',
      'Flight 2',
      'Flight 3',
    ]);

    const res = await psgList(app, order, '&kind=refund&passengers=0&directions=2');
    expect(res.status, res.body.msg).toBe(200);
    const quote = res.body.data.quote as RefundQuoteWire;
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]!.direction).toBe(2);
    const info = await orderInfo(order.orderId, order.headers);
    const booked = info.routing.priceList.find((p) => p.fareProduct === 'RF24')!;
    const third = journeyFareLegs(booked.flights)[2]!.prices!;
    expect(quote.lines[0]!.fare).toBeCloseTo(third.adultFare, 2);
    expect(quote.amount).toBeGreaterThan(0);
    expect(quote.amount).toBeLessThan(order.total);

    const done = await submit(app, order, {
      kind: 'refund',
      passengers: [0],
      directions: [2],
      quote: { quotedAt: quote.quotedAt, amount: quote.amount },
    });
    expect(done.status, done.body.msg).toBe(200);
    const after = await orderInfo(order.orderId, order.headers);
    expect(after.passengers[0]!.coupons).toEqual(['open', 'open', 'refunded']);
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    expect(row!.status).not.toBe(4);
  });

  test('a leg outside the booking is not refundable', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'RF24' });
    const res = await psgList(app, order, '&kind=refund&passengers=0&directions=4');
    expect(res.status, res.body.msg).toBe(200);
    const quote = res.body.data.quote as RefundQuoteWire;
    expect(quote.allowed).toBe(false);
    expect(quote.amount).toBe(0);
  });

  test('new flights for a multi-city booking are found by the team: the online search says where to ask', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'CHGF' });
    const options = await psgList(app, order);
    const change = options.body.data.options.find((o) => o.action === 'change')!;
    expect(change).toMatchObject({ allowed: false, reason: MULTI_CITY_CHANGE_MESSAGE });
    // The change fee is still quoted for each flight of the booking.
    expect(change.perSegment?.map((s) => s.direction)).toEqual([0, 1, 2]);
    expect(change.price).toBe('No change fee (fare difference may apply)');
    const res = await call(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/changeNewFlightGet?orderId=${order.orderId}&passengers=0&direction=1&date=2027-01-15`,
      headers: order.headers,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toBe(MULTI_CITY_CHANGE_MESSAGE);
  });
});
