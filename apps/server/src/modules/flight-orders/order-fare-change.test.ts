import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { OrderPayStatus } from '@farewise/domain/payments/payment.schemas';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { adult, contact, makeFlightOrdersApp, searchFare } from './flight-orders.test-support.ts';

const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app.close();
});

const search = {
  tripType: 1,
  fromCityCode: 'SYD',
  toCityCode: 'MEL',
  fromDate: '2027-02-15',
  adultNumber: 2,
  childNumber: 0,
  cabinPref: 'Y',
};

async function newOrder(paymentType: 'full' | 'slice') {
  const { uniqueKey, fare, routing } = await searchFare(app, search);
  const res = await call<string>(app, {
    method: 'POST',
    url: '/v2/ticket/createOrder',
    payload: {
      Currency: 'AUD',
      adultNumber: 2,
      childNumber: 0,
      data: { unique: uniqueKey, g: fare.uniqueStr },
      kind: 1,
      totalPriceEx: fare.totalPriceEx,
      paymentType,
    },
  });
  expect(res.status).toBe(200);
  const orderToken = (res.body as unknown as { orderToken: string }).orderToken;
  return { orderId: res.body.data, headers: { 'x-order-token': orderToken }, routing };
}

const changeFare = (orderId: string, fareProduct: string, headers: Record<string, string>) =>
  call<FlightOrderInfo>(app, {
    method: 'POST',
    url: '/v2/ticket/changeFare',
    payload: { orderId, fareProduct },
    headers,
  });

describe('changeFare: the fare upsell re-prices the order (decision 022)', () => {
  test('Flex-Plus re-prices the order, its total and what the pay page asks for', async () => {
    const { orderId, headers, routing } = await newOrder('full');
    const flexPlus = routing.priceList.find((p) => p.fareProduct === 'RF24')!;
    const res = await changeFare(orderId, 'RF24', headers);
    expect(res.status).toBe(200);
    expect(res.body.data.fareProduct).toBe('RF24');
    expect(res.body.data.totalPriceEx).toBe(flexPlus.totalPriceEx);

    const booked = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketBooking',
      payload: { orderId, passengers: [adult(0), adult(1)], contact: contact() },
      headers,
    });
    expect(booked.status).toBe(200);
    const status = await call<OrderPayStatus>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orderPayStatus',
      payload: { orderType: 'flight', orderId },
      headers,
    });
    expect(status.body.data.total).toBe(flexPlus.totalPriceEx);

    // Back to Standard while the seats are held: the hold stays, the price follows.
    const back = await changeFare(orderId, '0THP', headers);
    expect(back.status).toBe(200);
    expect(back.body.data.totalPriceEx).toBe(routing.priceList[0]!.totalPriceEx);
    expect(back.body.data.holdExpiresAt).not.toBeNull();
  });

  test('in slices the plan follows the fare: the total adds the new hold price fee', async () => {
    const { orderId, headers, routing } = await newOrder('slice');
    const flex = routing.priceList.find((p) => p.fareProduct === 'CHGF')!;
    const res = await changeFare(orderId, 'CHGF', headers);
    expect(res.status).toBe(200);
    const totals = flightOrderTotal(res.body.data);
    expect(totals.paymentType).toBe('slice');
    expect(totals.total).toBe(Math.round(flex.SlicePayItem.adjustedAmount * 100));
  });

  test('an order of someone else, a made-up id or a paid order cannot change fare', async () => {
    const { orderId } = await newOrder('full');
    expect((await changeFare(orderId, 'CHGF', {})).status).toBe(404);
    expect((await changeFare('00000000-0000-4000-8000-000000000000', 'CHGF', {})).status).toBe(404);
    expect((await changeFare('1', 'CHGF', {})).status).toBe(400);
    const bad = await call(app, {
      method: 'POST',
      url: '/v2/ticket/changeFare',
      payload: { orderId, fareProduct: 'GOLD' },
    });
    expect(bad.status).toBe(400);
  });

  test('orderPayStatus answers 404 or 400, never 500, for an id that names no order of its kind', async () => {
    for (const [orderType, orderId, status] of [
      ['flight', 'FWABCDEFGH', 404],
      ['hotel', 'HWABCDEFGH', 404],
      ['flight', '00000000-0000-4000-8000-000000000000', 404],
      ['flight', '1', 400],
    ] as const) {
      const res = await call(app, {
        method: 'POST',
        url: '/v3/commonb2c/orderPayStatus',
        payload: { orderType, orderId },
      });
      expect(res.status, `${orderType} ${orderId}`).toBe(status);
      expect(res.body.msg).toBeTruthy();
    }
  });
});
