import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import type { HotelSearchResult } from '@farewise/domain/hotels/hotel-search.schemas';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import type { HotelBookingResult, HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import { call, uniqueEmail } from '../test/helpers.ts';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { manualClock } from './shared/clock.ts';
import { deviceCookieOf, mailedCode, PASSWORD } from './modules/auth/auth.test-support.ts';
import { paymentMethod } from './modules/payments/payments.test-support.ts';

// Issue 41: a whole journey through the API with the log at its most talkative, then the log is
// searched for every secret the journey used. None may be there.
const CARD = '4242 4242 4242 4242';
const logged: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(
    { ...testConfig(), logLevel: 'trace' },
    {
      clock: manualClock(new Date('2026-11-20T09:00:00Z')),
      logStream: { write: (line) => logged.push(line) },
    },
  );
  await app.ready();
});
afterAll(() => app.close());

const post = <T>(url: string, payload: object, headers: Record<string, string> = {}) =>
  call<T>(app, { method: 'POST', url, payload, headers });

/** Sign-up with a mailed code, then sign-in from the device the sign-up remembered. */
async function signUpAndIn() {
  const email = uniqueEmail('logs');
  expect((await post('/v2/getMailCode', { email, lang: 'en', use: '1' })).status).toBe(200);
  const code = await mailedCode(app, email);
  const reg = await post<SignInResult>('/v3/register', {
    email,
    password: PASSWORD,
    code: Number(code),
  });
  expect(reg.status, reg.body.msg).toBe(200);
  const device = deviceCookieOf(reg.headers);
  const login = await post<SignInResult>(
    '/v3/login',
    { mail: email, password: PASSWORD },
    { cookie: `fw_device=${device}` },
  );
  expect(login.status, login.body.msg).toBe(200);
  const me = await call(app, {
    method: 'GET',
    url: '/v2/user/getInfo',
    token: login.body.data.token,
  });
  expect(me.status).toBe(200);
  return { code, device, tokens: [reg.body.data.token, login.body.data.token] };
}

/** A guest's hotel booking as the site makes it: a city, its hotels, a hotel's rooms, verify, book. */
async function bookGuestHotel(email: string) {
  const city = await call<DestinationSuggestion[]>(app, { url: '/v3/hotel/keyword?k=paris' });
  const paris = city.body.data[0]!;
  const found = await post<HotelSearchResult>('/v3/hotel/search', {
    Query: {
      Destination: paris.Name,
      Type: paris.Type,
      CountryCode: paris.CountryCode,
      Country: paris.ID,
      CheckIn: '2027-02-10',
      CheckOut: '2027-02-12',
      Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
    },
    FilterParams: { Sort: 'recommended', Page: 1, Size: 20 },
    ClientToken: 't',
    Currency: 'AUD',
  });
  expect(found.status, found.body.msg).toBe(200);
  for (const card of found.body.data.list) {
    const detail = await post<HotelDetail>('/v3/hotel/hdetail', {
      HotelId: card.HotelId,
      sk: card.sk,
      Currency: 'AUD',
    });
    const room = detail.body.data?.Rooms.find((r) => r.Available > 0 && r.RatePlans.length);
    if (!room) continue;
    const base = {
      sk: detail.body.data.sk,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlans[0]!.RatePlanId,
      Currency: 'AUD',
      Language: 'en',
    };
    const quote = await post<HotelQuote>('/v3/hotel/verify', base);
    expect(quote.status, quote.body.msg).toBe(200);
    const booked = await post<HotelBookingResult>('/v3/hotel/booking', {
      ...base,
      Guests: [{ given_name: 'Ann', surname: 'Lee' }],
      Contact: { name: 'Ann Lee', email, postcode: '61', mobile: '0412 345 678' },
      SpecialRequests: '',
      totalPrice: quote.body.data.TotalPrice,
    });
    expect(booked.status, booked.body.msg).toBe(200);
    return booked.body.data;
  }
  throw new Error('no hotel of the search had a room');
}

describe('the log of a whole journey holds no secret (issue 41)', () => {
  test('sign-up, sign-in, search, book, pay, guest look-up: no password, code, token, cookie or card in the log', async () => {
    const { code, device, tokens } = await signUpAndIn();
    const guestEmail = uniqueEmail('guest');
    const order = await bookGuestHotel(guestEmail);
    const accessToken = order.accessToken!;
    expect(accessToken).toBeTruthy();

    const method = await paymentMethod(app, CARD);
    const paid = await post<{ status: string }>(
      '/v3/commonb2c/createPayment',
      {
        orderType: 'hotel',
        orderId: order.orderId,
        paymentType: 'full',
        paymentMethod: method,
        idempotencyKey: `pay-${order.orderId}`,
      },
      { 'x-order-token': accessToken },
    );
    expect(paid.body.data?.status, paid.body.msg).toBe('succeeded');

    // The guest's look-ups: the token in the header, in the body, in a link's query; the e-mail.
    const orderNo = order.insideOrderNo;
    const byHeader = await post(
      '/v3/hotel/detail',
      { insideOrderNo: orderNo },
      {
        'x-order-token': accessToken,
      },
    );
    expect(byHeader.status).toBe(200);
    expect((await post('/v3/hotel/detail', { insideOrderNo: orderNo, accessToken })).status).toBe(
      200,
    );
    const byEmail = await post('/v3/hotel/detail', { insideOrderNo: orderNo, email: guestEmail });
    expect(byEmail.status).toBe(200);
    const receipt = await app.inject({
      url: `/v3/receipts/hotel/${orderNo}?accessToken=${accessToken}&token=${accessToken}`,
    });
    expect(receipt.statusCode).toBeLessThan(500);
    // A wrong password and a wrong token are logged as failures, still without what was sent.
    const wrong = await post('/v3/login', { mail: guestEmail, password: `${PASSWORD}x` });
    expect(wrong.status).toBeGreaterThanOrEqual(400);

    const log = logged.join('');
    expect(log).toContain('/v3/hotel/detail');
    // The link's address is logged, its token replaced.
    expect(log).toContain(`/v3/receipts/hotel/${orderNo}?accessToken=[redacted]&token=[redacted]`);
    const secrets: Record<string, string> = {
      password: PASSWORD,
      'mailed code': code,
      'device cookie': device,
      'order token': accessToken,
      'payment method': method,
      'card number': CARD.replaceAll(' ', ''),
      'card number as typed': CARD,
      ...Object.fromEntries(tokens.map((t, i) => [`session token ${i + 1}`, t])),
    };
    for (const [what, secret] of Object.entries(secrets))
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
  });
});
