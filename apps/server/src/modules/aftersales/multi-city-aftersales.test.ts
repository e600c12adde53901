import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  AfterSalesRequest,
  ChangeFlightsResult,
  RefundQuoteWire,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { journeyFareLegs } from '@farewise/domain/flights/journey-legs';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { simulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { directionsOf } from '../flight-orders/index.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { paidOrder, payRequest, psgList, submit } from './aftersales.test-support.ts';

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

  test('a refund and extra bags on some of the flights name those flights of the trip, with the traveller', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'RF24' });
    const q = await psgList(app, order, '&kind=refund&passengers=0&directions=0,2');
    const quote = q.body.data.quote as RefundQuoteWire;
    const refund = await submit(app, order, {
      kind: 'refund',
      passengers: [0],
      directions: [0, 2],
      quote: { quotedAt: quote.quotedAt, amount: quote.amount },
    });
    expect(refund.status, refund.body.msg).toBe(200);
    const refunded = refund.body.data.request!;
    const who = refunded.passengers[0]!;
    // Flights 1 and 3: not 'Sydney → Singapore → Sydney' nor 'and back'.
    expect(refunded.summary).toBe(`Refund for ${who}, Sydney → Singapore, London → Sydney`);
    expect(refunded.timeline[0]!.text).toBe(
      `You asked for a refund for ${who}: Sydney → Singapore, London → Sydney.`,
    );

    const other = await paidOrder(app, { legs, date: legs[0]!.date, product: 'RF24' });
    const ask = (quote?: { quotedAt: string; amount: number }) =>
      call<SubmitResult>(app, {
        method: 'POST',
        url: '/v3/ext/extBaggage',
        payload: {
          orderId: other.orderId,
          clientKey: 'multi-city-bags',
          bags: [
            { passengerIndex: 0, direction: 1, pieces: 1 },
            { passengerIndex: 0, direction: 2, pieces: 1 },
          ],
          ...(quote ? { quote } : {}),
        },
        headers: other.headers,
      });
    const bagsQuote = (await ask()).body.data.bagsQuote!;
    const bags = await ask({ quotedAt: bagsQuote.quotedAt, amount: bagsQuote.amount });
    expect(bags.status, bags.body.msg).toBe(200);
    const asked = bags.body.data.request!;
    // Flights 2 and 3, not only the trip's first flight.
    expect(asked.summary).toBe(
      `2 extra checked bags for ${asked.passengers[0]}, Singapore → London → Sydney`,
    );
  });

  test('a leg outside the booking is not refundable', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'RF24' });
    const res = await psgList(app, order, '&kind=refund&passengers=0&directions=4');
    expect(res.status, res.body.msg).toBe(200);
    const quote = res.body.data.quote as RefundQuoteWire;
    expect(quote.allowed).toBe(false);
    expect(quote.amount).toBe(0);
  });

  test('a multi-city booking moves its second flight online: options fit between the flights around it, the journey is re-priced, paid and reissued', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'CHGF' });
    const options = await psgList(app, order);
    const change = options.body.data.options.find((o) => o.action === 'change')!;
    expect(change.allowed).toBe(true);
    expect(change.perSegment?.map((s) => s.direction)).toEqual([0, 1, 2]);
    const before = await orderInfo(order.orderId, order.headers);
    const legsBefore = before.routing.segmentInfo.legs!;

    const found = await call<ChangeFlightsResult>(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/changeNewFlightGet?orderId=${order.orderId}&passengers=0&direction=1&date=2027-01-16`,
      headers: order.headers,
    });
    expect(found.status, found.body.msg).toBe(200);
    const offered = found.body.data.options;
    expect(offered.length).toBeGreaterThan(0);
    const firstLands = legsBefore[0]!.detail.at(-1)!.arrTimeEx;
    const thirdLeaves = legsBefore[2]!.detail[0]!.depTimeEx;
    for (const o of offered) {
      expect(o.direction).toBe(1);
      expect(o.segments[0]!.depAirport).toBe('SIN');
      expect(o.segments.at(-1)!.arrAirport).toBe(legsBefore[1]!.detail.at(-1)!.arrAirport);
      expect(o.departure.startsWith('2027-01-16')).toBe(true);
      expect(o.departure > firstLands).toBe(true);
      expect(o.arrival < thirdLeaves).toBe(true);
    }

    const pick = offered[0]!;
    const res = await submit(app, order, {
      kind: 'change',
      passengers: [0],
      legKeys: { '1': pick.key },
      quote: { quotedAt: found.body.data.quotedAt, amount: pick.total },
    });
    expect(res.status, res.body.msg).toBe(200);
    const request = res.body.data.request!;
    // Named by the trip's own flight, not as a return, and where that flight goes.
    expect(request.summary).toBe(
      `New flights on Flight 2 for ${request.passengers[0]}, Singapore → London`,
    );
    if (pick.total > 0) {
      expect(request.status).toBe('awaiting_payment');
      expect((await payRequest(app, order, request.requestId)).body.data.status).toBe('succeeded');
    } else expect(request.status).toBe('completed');

    const after = await orderInfo(order.orderId, order.headers);
    const legsAfter = after.routing.segmentInfo.legs!;
    expect(legsAfter).toHaveLength(3);
    expect(legsAfter[0]).toEqual(legsBefore[0]);
    expect(legsAfter[2]).toEqual(legsBefore[2]);
    expect(legsAfter[1]!.detail.map((s) => s.flightNumber)).toEqual(
      pick.segments.map((s) => s.flightNumber),
    );
    expect(after.passengers[0]!.coupons).toEqual(['open', 'open', 'open']);
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    expect(row!.status).toBe(6);
  });

  test("the airline moving a multi-city trip's second flight names that flight's part of the trip", async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'CHGF' });
    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    const flightKey = directionsOf(row!)[1]!.seatFlights[0]!.flightKey;
    const supplier = simulatedFlightSupplier();
    const real = supplier.scheduleChange;
    supplier.scheduleChange = (key, depUtc) =>
      key === flightKey ? { shiftMinutes: 90, announcedAt: depUtc - 20 * 24 * 3_600_000 } : null;
    try {
      await app.aftersales!.scheduleChanges(new Date('2026-12-25T00:00:00Z'));
    } finally {
      supplier.scheduleChange = real;
    }
    const list = await call<{ list: AfterSalesRequest[] }>(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/list?orderId=${order.orderId}`,
      headers: order.headers,
    });
    const moved = list.body.data.list.find((r) => r.kind === 'schedule')!;
    expect(moved.summary).toBe(
      `The airline moved ${moved.newSegments[0]!.flightNumber} by 90 minutes, Singapore → London`,
    );
  });

  test('a multi-city change keeps the order of the flights: a date after the next flight offers nothing, and a flight the booking lacks is refused', async () => {
    const order = await paidOrder(app, { legs, date: legs[0]!.date, product: 'CHGF' });
    const late = await call<ChangeFlightsResult>(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/changeNewFlightGet?orderId=${order.orderId}&passengers=0&direction=1&date=2027-01-23`,
      headers: order.headers,
    });
    expect(late.status, late.body.msg).toBe(200);
    expect(late.body.data.options).toEqual([]);

    const missing = await call(app, {
      method: 'GET',
      url: `/v3/ext/sr/refchg2/changeNewFlightGet?orderId=${order.orderId}&passengers=0&direction=4&date=2027-01-16`,
      headers: order.headers,
    });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    expect(missing.body.msg).toBe('This booking has no such flight.');

    const unknownLeg = await submit(app, order, {
      kind: 'change',
      passengers: [0],
      legKeys: { '7': 'QF1-20270116' },
      quote: { quotedAt: new Date().toISOString(), amount: 0 },
    });
    expect(unknownLeg.status).toBe(400);
    expect(unknownLeg.body.msg).toContain('A flight of the booking is named 0 to 4.');
  });
});
