import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  HotelBookingResult,
  HotelQuote,
  HotelRefundResult,
} from '@farewise/domain/orders/hotel-order.schemas';
import { call, makeApp } from '../../test/helpers.ts';
import { manualClock } from '../shared/clock.ts';
import { createMailService } from '../modules/mail/mail.service.ts';
import { encodeSearchKey } from '../modules/hotels/index.ts';
import { paymentMethod } from '../modules/payments/payments.test-support.ts';
import { hotelSupplier } from '../suppliers/hotels/hotel-supplier.ts';
import { fits } from '../suppliers/hotels/stay-pricing.ts';

const TOKEN = 'scrape-me-0123456789';
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp({ metricsToken: TOKEN }, { clock });
});
afterAll(async () => {
  await app.close();
});

const scrape = async (authorization = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one series in a scrape (labels in the order Prometheus writes them), 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function figures() {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A hotel stay for two adults with a room left on every night, far enough ahead to be bookable. */
function aStay() {
  const supplier = hotelSupplier();
  const checkIn = '2027-02-10';
  const checkOut = '2027-02-12';
  const rooms = [{ adults: 2, children: [] as number[] }];
  const stay = supplier.stayContext({ checkIn, checkOut, rooms });
  for (const hotel of supplier.catalog.hotels) {
    const roomType = hotel.roomTypes.find((rt) => fits(rt, 2, 0));
    if (roomType && Math.min(...supplier.allotments(hotel, roomType, stay)) > 0)
      return { roomType, sk: encodeSearchKey({ hotelId: hotel.id, checkIn, checkOut, rooms }) };
  }
  throw new Error('no hotel has a room for two');
}

/** A guest books a hotel stay, pays it with a sandbox card and cancels it for a full refund. */
async function bookPayAndRefund(): Promise<{ total: number }> {
  const { roomType, sk } = aStay();
  const base = { sk, RoomTypeId: roomType.id, RatePlanId: 'FC', Currency: 'AUD', Language: 'en' };
  const quote = await call<HotelQuote>(app, {
    method: 'POST',
    url: '/v3/hotel/verify',
    payload: base,
  });
  expect(quote.status, quote.body.msg).toBe(200);
  const total = quote.body.data.TotalPrice;
  const booked = await call<HotelBookingResult>(app, {
    method: 'POST',
    url: '/v3/hotel/booking',
    payload: {
      ...base,
      Guests: [{ given_name: 'Ann', surname: 'Lee' }],
      Contact: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        postcode: '61',
        mobile: '0412 345 678',
      },
      totalPrice: total,
    },
  });
  expect(booked.status, booked.body.msg).toBe(200);
  const order = booked.body.data;
  const paid = await call<{ status: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType: 'hotel',
      orderId: order.orderId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, '4242 4242 4242 4242'),
      idempotencyKey: `pay-${order.orderId}`,
    },
    headers: { 'x-order-token': order.accessToken! },
  });
  expect(paid.body.data?.status, paid.body.msg).toBe('succeeded');
  const refunded = await call<HotelRefundResult>(app, {
    method: 'POST',
    url: '/v3/hotel/refund',
    payload: {
      insideOrderNo: order.insideOrderNo,
      reason: 'Plans changed',
      accessToken: order.accessToken,
    },
  });
  expect(refunded.status, refunded.body.msg).toBe(200);
  return { total };
}

describe('GET /metrics', () => {
  test('answers only the bearer token of METRICS_TOKEN: none or another is refused with a 401 envelope', async () => {
    for (const authorization of ['', 'Bearer not-the-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, error: 'metrics.unauthorized', data: null });
      expect(res.body).not.toContain('farewise_');
    }
  });

  test('without METRICS_TOKEN the call answers 404, as an unknown path does, whatever the token', async () => {
    const closed = await makeApp({}, { clock });
    try {
      for (const authorization of ['', `Bearer ${TOKEN}`]) {
        const res = await closed.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 404, error: 'not_found', data: null });
      }
    } finally {
      await closed.close();
    }
  });

  test('after a flight search, a hotel booking paid and its refund, the counts moved', async () => {
    const before = await figures();
    const search = {
      tripType: 1,
      fromCityCode: 'SYD',
      toCityCode: 'MEL',
      fromDate: '2026-12-15',
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
    };
    for (let i = 0; i < 2; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/v2/ticket/ticketSearchNew',
        payload: search,
      });
      expect(res.status, res.body.msg).toBe(200);
    }
    const { total } = await bookPayAndRefund();
    await app.jobs.runDueJobs(clock.now());
    const after = await figures();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);

    // The same search twice: priced once, then answered from the kept answers.
    expect(moved('farewise_searches_total{product="flight",cache="miss"}')).toBe(1);
    expect(moved('farewise_searches_total{product="flight",cache="hit"}')).toBe(1);
    // Requests by the route's pattern and status, counted and timed.
    const searchRoute = 'method="POST",route="/v2/ticket/ticketSearchNew",status="200"';
    expect(moved(`farewise_http_requests_total{${searchRoute}}`)).toBe(2);
    expect(moved(`farewise_http_request_duration_seconds_count{${searchRoute}}`)).toBe(2);
    expect(moved('farewise_bookings_total{kind="hotel"}')).toBe(1);
    // Payments and refunds with their amounts, by currency.
    expect(moved('farewise_payments{currency="AUD",status="succeeded"}')).toBe(1);
    expect(moved('farewise_payments_amount_minor{currency="AUD",status="succeeded"}')).toBe(total);
    expect(moved('farewise_refunds{currency="AUD",status="succeeded"}')).toBe(1);
    expect(moved('farewise_refunds_amount_minor{currency="AUD",status="succeeded"}')).toBe(total);
    // Every job ran once more.
    expect(moved('farewise_job_runs_total{queue="mail-outbox",outcome="succeeded"}')).toBe(1);
    // The process: memory and event-loop lag.
    expect(valueOf(after, 'farewise_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toContain('farewise_nodejs_eventloop_lag_seconds');
    expect(after).not.toContain('/v3/hotel/refund?');
    // The pool of a PostgreSQL server (TEST_DATABASE_URL); PGlite has none.
    if (app.database.kind === 'pg')
      expect(valueOf(after, 'farewise_db_pool_connections')).toBeGreaterThan(0);
    else expect(after).not.toContain('farewise_db_pool_');
  });

  test('a request to an unknown path is counted under one series, not its address', async () => {
    await app.inject({ method: 'GET', url: '/v3/no-such-call/12345' });
    const text = await figures();
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('12345');
  });

  test('a failed job run and a mail the SMTP server did not take are counted as failures', async () => {
    const before = await figures();
    // Nothing listens on port 1: the delivery fails at once.
    const mailer = createMailService({
      db: app.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Farewise <no-reply@farewise.test>',
      log: app.log,
      clock,
      printToConsole: false,
      metrics: app.metrics,
    });
    await expect(
      mailer.sendNow({ to: 'ann@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }),
    ).rejects.toThrow();
    await mailer.close();
    app.jobs.add({
      name: 'always-fails',
      run: async () => {
        throw new Error('broken on purpose');
      },
    });
    const reports = await app.jobs.runDueJobs(clock.now());
    expect(reports['always-fails']).toEqual({ error: 'broken on purpose' });
    const after = await figures();
    expect(valueOf(after, 'farewise_job_runs_total{queue="always-fails",outcome="failed"}')).toBe(
      1,
    );
    expect(
      valueOf(after, 'farewise_mail_deliveries_total{outcome="failed"}') -
        valueOf(before, 'farewise_mail_deliveries_total{outcome="failed"}'),
    ).toBe(1);
  });
});
