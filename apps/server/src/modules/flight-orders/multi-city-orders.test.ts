import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { journeyFareLegs, journeyLegs } from '@farewise/domain/flights/journey-legs';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import { flightOrders } from './flight-orders.table.ts';
import { makeFlightOrdersApp, searchFare } from './flight-orders.test-support.ts';
import { paidOrder } from '../aftersales/aftersales.test-support.ts';

const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app.close();
});

const threeLegs = (first: string, second: string, third: string) => [
  { from: 'SYD', to: 'SIN', date: first },
  { from: 'SIN', to: 'LON', date: second },
  { from: 'LON', to: 'SYD', date: third },
];

const orderOf = (orderId: string, headers: Record<string, string>) =>
  call<FlightOrderInfo>(app, {
    method: 'POST',
    url: '/v2/order/commonQuery',
    payload: { orderId },
    headers,
  });

describe('multi-city orders', () => {
  test('a three-leg trip booked, paid in full and ticketed: every leg on the order, its seats and its mail', async () => {
    const email = `multi.${Date.now()}@example.com`;
    const order = await paidOrder(app, {
      legs: threeLegs('2026-12-15', '2026-12-19', '2026-12-28'),
      date: '2026-12-15',
      adults: 2,
      product: 'CHGF',
      email,
    });
    const res = await orderOf(order.orderId, order.headers);
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info.kind).toBe(3);
    expect(info.statusText).toBe('Ticket Confirmed');
    const legs = journeyLegs(info.routing.segmentInfo);
    expect(legs).toHaveLength(3);
    const cities = new Map(info.air_ports.map((a) => [a.code, a.cityCode]));
    expect(legs.map((l) => cities.get(l.ArrAirport))).toEqual(['SIN', 'LON', 'SYD']);
    const fare = info.routing.priceList.find((p) => p.fareProduct === 'CHGF')!;
    expect(journeyFareLegs(fare.flights)).toHaveLength(3);
    // One coupon per leg for each traveller, each ticketed once for the whole journey.
    for (const p of info.passengers) expect(p.coupons).toEqual(['open', 'open', 'open']);
    expect(info.ticketNumbers).toHaveLength(2);

    const [row] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, order.orderId));
    const held = row!.seatFlights as SeatRequest[];
    expect(held).toHaveLength(legs.reduce((n, l) => n + l.detail.length, 0));
    expect(row!.firstDeparture.slice(0, 10)).toBe('2026-12-15');

    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.text).toContain('Flight 1:');
    expect(mail!.text).toContain('Flight 2:');
    expect(mail!.text).toContain('Flight 3:');
    for (const leg of legs) expect(mail!.text).toContain(leg.detail[0]!.flightNumber);

    // The pay and success pages name the whole trip, not its first flight.
    const pay = await call<{ title: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orderPayStatus',
      payload: { orderType: 'flight', orderId: order.orderId },
      headers: order.headers,
    });
    const [a, b, c] = legs;
    expect(pay.body.data.title).toContain(
      `${a!.DepAirport} → ${a!.ArrAirport} → ${b!.ArrAirport} → ${c!.ArrAirport}`,
    );
  });

  test('slice payment follows the first departure: offered for a trip leaving in two months', async () => {
    const order = await paidOrder(app, {
      legs: threeLegs('2027-01-20', '2027-01-25', '2027-02-02'),
      date: '2027-01-20',
      paymentType: 'slice',
      product: 'RF24',
    });
    const info = (await orderOf(order.orderId, order.headers)).body.data;
    expect(info.paymentType).toBe('slice');
    expect(info.slice?.instalments.length).toBeGreaterThanOrEqual(2);
    expect(info.payments.some((p) => p.status === 'paid')).toBe(true);
  });

  test('slice payment is refused when the first leg leaves too soon, however late the last one', async () => {
    const { uniqueKey, fare } = await searchFare(app, {
      tripType: 3,
      legs: threeLegs('2026-11-30', '2027-02-10', '2027-02-20').map((l) => ({
        fromCityCode: l.from,
        toCityCode: l.to,
        fromDate: l.date,
      })),
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
    });
    expect(fare.SlicePayItem.valid).toBe(false);
    const res = await call<string>(app, {
      method: 'POST',
      url: '/v2/ticket/createOrder',
      payload: {
        Currency: 'AUD',
        adultNumber: 1,
        childNumber: 0,
        data: { unique: uniqueKey, g: fare.uniqueStr },
        kind: 3,
        totalPriceEx: fare.totalPriceEx,
        paymentType: 'slice',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/slice/);
  });

  test('an order for a multi-city option must say it is one', async () => {
    const { uniqueKey, fare } = await searchFare(app, {
      tripType: 3,
      legs: threeLegs('2026-12-16', '2026-12-20', '2026-12-29').map((l) => ({
        fromCityCode: l.from,
        toCityCode: l.to,
        fromDate: l.date,
      })),
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
    });
    const res = await call<string>(app, {
      method: 'POST',
      url: '/v2/ticket/createOrder',
      payload: {
        Currency: 'AUD',
        adultNumber: 1,
        childNumber: 0,
        data: { unique: uniqueKey, g: fare.uniqueStr },
        kind: 2,
        totalPriceEx: fare.totalPriceEx,
        paymentType: 'full',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('orders.kind_mismatch');
  });
});
