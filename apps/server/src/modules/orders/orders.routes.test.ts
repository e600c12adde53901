import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FlightOrdersList, OrdersMixPage } from '@farewise/domain/orders/orders-list.schemas';
import { call, sameAnswer } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { makeOrdersApp, seedFlightOrder, seedHotelOrder } from './orders.test-support.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const NOW = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(NOW);
let app: FastifyInstance;
let alice: string;
let bob: string;
/** Alice's 25 orders, newest first: { type, id (oid or inside_order_no) }. */
const newestFirst: { type: 1 | 2; key: string; id: string }[] = [];

const FLIGHT_STATUSES = [3, 5, 1, 0, 4, 6, 2];
const HOTEL_STATUSES = [
  'Issued',
  'Cancelled',
  'Paid',
  'PendingPayment',
  'RoomRefund',
  'PartRefund',
];

beforeAll(async () => {
  app = await makeOrdersApp(clock);
  const a = await signUp(app);
  alice = a.token;
  bob = (await signUp(app)).token;
  const userId = (await createUsersRepository({ db: app.db }).findByEmail(a.email))!.id;
  // 13 flights (even i) and 12 hotels (odd i), one minute apart, so the kinds interleave.
  for (let i = 0; i < 25; i++) {
    const at = new Date(NOW.getTime() - (25 - i) * 60_000);
    if (i % 2 === 0) {
      const row = await seedFlightOrder(app, { userId, at, status: FLIGHT_STATUSES[(i / 2) % 7]! });
      newestFirst.unshift({ type: 1, key: row.id, id: row.id });
    } else {
      const row = await seedHotelOrder(app, {
        userId,
        at,
        status: HOTEL_STATUSES[((i - 1) / 2) % 6]!,
      });
      newestFirst.unshift({ type: 2, key: row.orderNo, id: row.id });
    }
  }
});
afterAll(async () => {
  await app?.close();
});

const mix = (
  payload: Record<string, unknown>,
  token: string | undefined = alice,
  url = '/v3/commonb2c/orders/mix',
) => call<OrdersMixPage>(app, { method: 'POST', url, payload, token });
const keyOf = (item: OrdersMixPage['list'][number]) =>
  item.order_type === 1 ? item.oid : item.order_type === 2 ? item.inside_order_no : item.order_no;

describe('orders/mix: every kind merged newest first', () => {
  test('pages of 10 are items 1-10, 11-20 and 21-25 of the merged list, total 25', async () => {
    for (const [page, count] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ] as const) {
      const res = await mix({ filter: 'all', page, size: 10, flag: true });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(25);
      expect(res.body.data.page).toBe(page);
      expect(res.body.data.size).toBe(10);
      expect(res.body.data.list).toHaveLength(count);
      expect(res.body.data.list.map(keyOf)).toEqual(
        newestFirst.slice((page - 1) * 10, page * 10).map((o) => o.key),
      );
    }
  });

  test('pages of 20 give 20 then 5; a page past the end is empty with the total', async () => {
    const first = await mix({ filter: 'all', page: 1, size: 20 });
    expect(first.body.data.list.map(keyOf)).toEqual(newestFirst.slice(0, 20).map((o) => o.key));
    const second = await mix({ filter: 'all', page: 2, size: 20 });
    expect(second.body.data.list.map(keyOf)).toEqual(newestFirst.slice(20).map((o) => o.key));
    const past = await mix({ filter: 'all', page: 4, size: 10 });
    expect(past.body.data).toMatchObject({ list: [], total: 25 });
    const all = await mix({ filter: 'all', page: 1, size: 50 });
    expect(all.body.data.list).toHaveLength(25);
  });

  test('the filter tabs come with the page', async () => {
    const res = await mix({ filter: 'all', page: 1, size: 10 });
    expect(res.body.data.filters).toEqual([
      { value: 'all', label: 'All' },
      { value: 'flights', label: 'Flights' },
      { value: 'hotels', label: 'Hotels' },
      { value: 'activities', label: 'Activities' },
    ]);
  });

  test('flights, hotels and activities filters', async () => {
    const flights = await mix({ filter: 'flights', page: 2, size: 10 });
    expect(flights.body.data.total).toBe(13);
    expect(flights.body.data.list.map(keyOf)).toEqual(
      newestFirst
        .filter((o) => o.type === 1)
        .slice(10)
        .map((o) => o.key),
    );
    const hotels = await mix({ filter: 'hotels', page: 1, size: 10 });
    expect(hotels.body.data.total).toBe(12);
    expect(hotels.body.data.list.every((i) => i.order_type === 2)).toBe(true);
    const activities = await mix({ filter: 'activities', page: 1, size: 10 });
    expect(activities.body.data).toMatchObject({ list: [], total: 0 });
  });

  test('the list items carry SPEC 3 fields and SPEC 4 status texts', async () => {
    const res = await mix({ filter: 'all', page: 1, size: 50 });
    const flight = res.body.data.list.find((i) => i.order_type === 1 && i.status === 3);
    expect(flight).toMatchObject({
      order_type: 1,
      validatingCarrier: 'QF',
      from_dep_en: 'Sydney',
      from_arr_en: 'Melbourne',
      from_dep_time: '2026-12-24 08:00',
      adt_num: 2,
      chd_num: 1,
      currency: 'AUD',
      total_price: 456.78,
      status_text: 'Ticket Confirmed',
    });
    const hotel = res.body.data.list.find((i) => i.order_type === 2 && i.status === 'Issued');
    expect(hotel).toMatchObject({
      order_type: 2,
      name: 'Harbour View Hotel',
      room_image: [{ Href: '/room.jpg' }, { Href: '/hotel.jpg' }],
      check_in: '2026-12-24',
      check_out: '2026-12-26',
      room_num: 2,
      price_total: { currency: 'AUD', total: 550 },
      status_text: 'Upcoming',
    });
    const texts = Object.fromEntries(
      res.body.data.list.map((i) => [String(i.status), i.status_text]),
    );
    expect(texts).toEqual({
      '0': 'Awaiting Payment',
      '1': 'Issuing Ticket',
      '2': 'Abnormal ticket issuance request',
      '3': 'Ticket Confirmed',
      '4': 'Booking Cancelled',
      '5': 'Trip Completed',
      '6': 'Changed',
      PendingPayment: 'Awaiting Payment',
      Issued: 'Upcoming',
      Paid: 'Pending ticket issuance',
      Cancelled: 'Room Cancelled',
      RoomRefund: 'Room Refund',
      PartRefund: 'Room Part Refund',
    });
  });

  test('status matches each kind’s raw status: digits are flight statuses, words hotel statuses', async () => {
    const confirmed = await mix({ filter: 'all', status: '3', page: 1, size: 10 });
    expect(confirmed.body.data.total).toBe(2); // the 1st and 8th flight
    expect(confirmed.body.data.list.every((i) => i.order_type === 1 && i.status === 3)).toBe(true);
    const issued = await mix({ filter: 'all', status: 'Issued', page: 1, size: 10 });
    expect(issued.body.data.total).toBe(2); // the 1st and 7th hotel
    expect(issued.body.data.list.every((i) => i.order_type === 2 && i.status === 'Issued')).toBe(
      true,
    );
    const none = await mix({ filter: 'hotels', status: '3', page: 1, size: 10 });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
    const bad = await mix({ filter: 'all', status: 'Shipped', page: 1, size: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/status must be an order status/);
  });

  test('OrdersQuery answers exactly as orders/mix', async () => {
    const body = { filter: 'all', page: 3, size: 10, flag: true };
    const alias = await mix(body, alice, '/v3/commonb2c/OrdersQuery');
    expect(alias.status).toBe(200);
    expect(alias.body.data).toEqual((await mix(body)).body.data);
  });
});

describe('orders/flight', () => {
  test('only flights, newest first, paginated, filterable by status', async () => {
    const flights = newestFirst.filter((o) => o.type === 1);
    const res = await call<FlightOrdersList>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/flight',
      token: alice,
      payload: { page: 1, size: 10, flag: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(13);
    expect(res.body.data.list.map((i) => i.oid)).toEqual(flights.slice(0, 10).map((o) => o.key));
    const page2 = await call<FlightOrdersList>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/flight',
      token: alice,
      payload: { page: 2, size: 10 },
    });
    expect(page2.body.data.list).toHaveLength(3);
    const done = await call<FlightOrdersList>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/flight',
      token: alice,
      payload: { page: 1, size: 10, status: 5 },
    });
    expect(done.body.data.list.map((i) => i.status_text)).toEqual([
      'Trip Completed',
      'Trip Completed',
    ]);
  });
});

describe('validation and access', () => {
  test.each([
    '/v3/commonb2c/orders/mix',
    '/v3/commonb2c/OrdersQuery',
    '/v3/commonb2c/orders/flight',
  ])('%s: size only 10, 20 or 50; page 1 or more', async (url) => {
    for (const size of [5, 15, 100, 0]) {
      const res = await call(app, {
        method: 'POST',
        url,
        token: alice,
        payload: { filter: 'all', page: 1, size },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('size must be 10, 20 or 50');
    }
    for (const page of [0, -1, 1.5]) {
      const res = await call(app, {
        method: 'POST',
        url,
        token: alice,
        payload: { filter: 'all', page, size: 10 },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('page must be a whole number of 1 or more');
    }
  });

  test('an unknown filter is a 400', async () => {
    const res = await mix({ filter: 'cruises', page: 1, size: 10 });
    expect(res.status).toBe(400);
  });

  test.each([
    '/v3/commonb2c/orders/mix',
    '/v3/commonb2c/OrdersQuery',
    '/v3/commonb2c/orders/flight',
    '/v3/commonb2c/orders/hotel',
  ])('%s: signed out is a 401', async (url) => {
    const res = await call(app, {
      method: 'POST',
      url,
      payload: { filter: 'all', page: 1, size: 10 },
    });
    expect(res.status).toBe(401);
  });

  test("user B sees none of A's orders and cannot open them", async () => {
    const mine = await mix({ filter: 'all', page: 1, size: 50 }, bob);
    expect(mine.body.data).toMatchObject({ list: [], total: 0 });
    const flights = await call<FlightOrdersList>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/flight',
      token: bob,
      payload: { page: 1, size: 50 },
    });
    expect(flights.body.data).toMatchObject({ list: [], total: 0 });
    const hotels = await call(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/hotel',
      token: bob,
      payload: { page: 1, size: 50 },
    });
    expect(hotels.body.data).toMatchObject({ list: [], total: 0 });

    // The same answer as for an order that does not exist: nothing tells Bob the order is there.
    const flight = newestFirst.find((o) => o.type === 1)!;
    const query = (orderId: string) =>
      call(app, {
        method: 'POST',
        url: '/v2/order/commonQuery',
        token: bob,
        payload: { orderId, flag: true },
      });
    const noSuchFlight = await query('7d0c9a52-4b7e-4f35-9d0e-3c2a1b0f9e8d');
    expect(noSuchFlight.status).toBe(404);
    expect((await query(flight.id)).body).toEqual(sameAnswer(noSuchFlight.body));
    const hotel = newestFirst.find((o) => o.type === 2)!;
    const detail = (insideOrderNo: string) =>
      call(app, {
        method: 'POST',
        url: '/v3/hotel/detail',
        token: bob,
        payload: { insideOrderNo },
      });
    const noSuchHotel = await detail('H000000000');
    expect(noSuchHotel.status).toBe(404);
    expect((await detail(hotel.key)).body).toEqual(sameAnswer(noSuchHotel.body));
  });
});
