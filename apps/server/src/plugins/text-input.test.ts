import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEXT_INPUT_MESSAGES } from '@farewise/domain/api/text-input.rules';
import type { HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import { call, makeApp } from '../../test/helpers.ts';
import { manualClock } from '../shared/clock.ts';
import { hotelSupplier } from '../suppliers/hotels/hotel-supplier.ts';
import { fits } from '../suppliers/hotels/stay-pricing.ts';
import { encodeSearchKey } from '../modules/hotels/search-key.ts';

// On PGlite, or on PostgreSQL with TEST_DATABASE_URL, where a NUL used to answer 500.
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({}, { clock: manualClock(new Date('2026-11-20T09:00:00Z')) });
});
afterAll(async () => {
  await app.close();
});

const NUL = 'FW\u0000';

function expectRefused(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({
    code: 400,
    msg: TEXT_INPUT_MESSAGES.controlCharacter,
    data: null,
    errors: [{ field, message: TEXT_INPUT_MESSAGES.controlCharacter }],
  });
}

describe('control characters in text', () => {
  test.each([
    ['/v2/order/commonQuery', { orderNo: NUL, email: 'ann@example.com' }, 'orderNo'],
    ['/v3/hotel/detail', { insideOrderNo: NUL }, 'insideOrderNo'],
    ['/v3/hotel/binfo', { insideOrderNo: NUL }, 'insideOrderNo'],
    [
      '/v2/ticket/createOrder',
      {
        Currency: 'AUD',
        adultNumber: 1,
        childNumber: 0,
        data: { unique: NUL, g: 'x' },
        kind: 1,
        totalPriceEx: 100,
        paymentType: 'full',
      },
      'data.unique',
    ],
    [
      '/v3/commonb2c/createPayment',
      {
        orderType: 'flight',
        orderId: '0b6a1c7e-8f1e-4e8e-9a51-2f1b5c3d4e5f',
        paymentType: 'full',
        paymentMethod: 'pm_0123456789abcdef01234567',
        idempotencyKey: `key-${NUL}-1234`,
      },
      'idempotencyKey',
    ],
    ['/v3/login', { mail: 'ann@example.com', password: `pass${NUL}` }, 'password'],
    ['/v2/searchParams/saveParams', { 'from\u0007City': 'Sydney' }, 'from\u0007City'],
  ])(
    'POST %s with a control character answers 400 naming the field',
    async (url, payload, field) => {
      expectRefused(await call(app, { method: 'POST', url, payload }), field);
    },
  );

  test.each([
    ['/v2/ticket/ticketPrice?unique=FW%00&g=x', 'unique'],
    ['/v2/searchParams/getParams?id=FW%00', 'id'],
    ['/v3/hotel/keyword?k=Par%1Bis', 'k'],
    ['/v3/hotel/photo/ab%00.svg', 'file'],
  ])('GET %s answers 400 naming the field', async (url, field) => {
    expectRefused(await call(app, { method: 'GET', url }), field);
  });

  test('a booking that is valid but for a NUL in SpecialRequests is refused, and holds nothing', async () => {
    const supplier = hotelSupplier();
    const rooms = [{ adults: 2, children: [] as number[] }];
    const hotel = supplier.catalog.hotels.find((h) => h.roomTypes.some((rt) => fits(rt, 2, 0)))!;
    const roomType = hotel.roomTypes.find((rt) => fits(rt, 2, 0))!;
    const sk = encodeSearchKey({
      hotelId: hotel.id,
      checkIn: '2027-02-10',
      checkOut: '2027-02-12',
      rooms,
    });
    const base = { sk, RoomTypeId: roomType.id, RatePlanId: 'FC', Currency: 'AUD', Language: 'en' };
    const quote = await call<HotelQuote>(app, {
      method: 'POST',
      url: '/v3/hotel/verify',
      payload: base,
    });
    expect(quote.status, quote.body.msg).toBe(200);
    const booking = (SpecialRequests: string) =>
      call<{ orderId: string }>(app, {
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
          SpecialRequests,
          totalPrice: quote.body.data.TotalPrice,
        },
      });
    expectRefused(await booking('High floor\u0000please'), 'SpecialRequests');
    const again = await call<HotelQuote>(app, {
      method: 'POST',
      url: '/v3/hotel/verify',
      payload: base,
    });
    expect(again.body.data.Available).toBe(quote.body.data.Available);
    // The same booking with its line break (text) goes through.
    const ok = await booking('High floor\nplease');
    expect(ok.status, ok.body.msg).toBe(200);
  });

  test('JSON nested deeper than the limit answers 400, not a crash', async () => {
    const payload = `{"orderNo":${'['.repeat(50_000)}${']'.repeat(50_000)},"email":"a@b.co"}`;
    const res = await call(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: TEXT_INPUT_MESSAGES.tooDeep, data: null });
  });
});
