import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type {
  ActivityBookResult,
  ActivityDetail,
  ActivityListData,
} from '@farewise/domain/activities/activity.schemas';
import type { HotelBookingResult, HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import type { Hotel, RoomType } from '../../suppliers/hotels/hotel-catalog.ts';
import { fits } from '../../suppliers/hotels/stay-pricing.ts';
import { encodeSearchKey } from '../hotels/search-key.ts';
import { adult, contact, searchFare } from '../flight-orders/flight-orders.test-support.ts';
import { goodCard, makeHotelOrdersApp } from '../hotel-orders/hotel-orders.test-support.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';
import { pdfText } from './pdf-text.test-support.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const START = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(START);
const supplier = hotelSupplier();
let app: FastifyInstance;
const sent: OutgoingMail[] = [];
/** A date as '2026-12-21': the receipts write dates as the pages do. */
const RAW_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

beforeAll(async () => {
  app = await makeHotelOrdersApp(clock);
  // Keep what is sent, attachments included (the outbox keeps text and HTML only).
  const send = app.mailer.send.bind(app.mailer);
  app.mailer.send = async (mail, opts) => {
    sent.push(mail);
    await send(mail, opts);
  };
});
afterAll(async () => {
  await app.close();
});

const run = Date.now() % 7_000;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function receipt(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return res;
}

/** The receipt by POST with the look-up's proof in the body: no session, no order token. */
async function receiptByEmail(url: string, email: string) {
  return app.inject({ method: 'POST', url, payload: { email } });
}

async function payOrder(orderType: string, orderId: string, token: string | null, bearer?: string) {
  const res = await call<{ status: string }>(app, {
    method: 'POST',
    token: bearer,
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType,
      orderId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, goodCard.number),
      idempotencyKey: `pay-${orderId}`,
    },
    headers: token ? { 'x-order-token': token } : {},
  });
  expect(res.body.data?.status, res.body.msg).toBe('succeeded');
}

async function bookHotel(offset: number, token?: string) {
  const rooms = [{ adults: 2, children: [] as number[] }];
  for (let n = 0; ; n++) {
    const hotel = supplier.catalog.hotels[
      (run * 11 + offset * 131 + n * 17) % supplier.catalog.hotels.length
    ] as Hotel;
    const roomType = hotel.roomTypes.find((rt) => fits(rt, 2, 0)) as RoomType | undefined;
    if (!roomType) continue;
    const checkIn = addDays('2027-01-20', (run + offset * 5 + n) % 200);
    const stay = supplier.stayContext({ checkIn, checkOut: addDays(checkIn, 2), rooms });
    if (Math.min(...supplier.allotments(hotel, roomType, stay)) < 2) continue;
    const sk = encodeSearchKey({
      hotelId: hotel.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms,
    });
    const base = { sk, RoomTypeId: roomType.id, RatePlanId: 'FC', Currency: 'AUD', Language: 'en' };
    const quote = await call<HotelQuote>(app, {
      method: 'POST',
      url: '/v3/hotel/verify',
      payload: base,
    });
    if (quote.status !== 200) continue;
    const res = await call<HotelBookingResult>(app, {
      method: 'POST',
      url: '/v3/hotel/booking',
      token,
      payload: {
        ...base,
        Guests: [{ given_name: 'Ann', surname: 'Lee' }],
        Contact: {
          name: 'Ann Lee',
          email: 'ann@example.com',
          postcode: '61',
          mobile: '0412 345 678',
        },
        SpecialRequests: '',
        totalPrice: quote.body.data.TotalPrice,
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    return { order: res.body.data, quote: quote.body.data };
  }
}

describe('hotel receipts', () => {
  test('a paid stay: the PDF has the number, traveller, items, taxes, payment; a refund shows once cancelled', async () => {
    clock.set(START);
    const { order, quote } = await bookHotel(1);
    const url = `/v3/receipts/hotel/${order.insideOrderNo}`;
    const guest = { 'x-order-token': order.accessToken! };

    // Not paid yet: no receipt.
    const unpaid = await receipt(url, guest);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe('receipts.not_paid');

    await payOrder('hotel', order.orderId, order.accessToken);
    await call(app, {
      method: 'POST',
      url: '/v3/hotel/confirm',
      payload: { insideOrderNo: order.insideOrderNo, accessToken: order.accessToken },
    });
    const res = await receipt(url, guest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${order.insideOrderNo}-receipt.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Order number: ${order.insideOrderNo}`);
    expect(text).toContain('Traveller: Ann Lee');
    expect(text).toContain(quote.HotelName);
    expect(text).toContain(`Taxes and fees (included) ${formatMoney(quote.TaxesAndFees, 'AUD')}`);
    expect(text).toContain(`Total ${formatMoney(quote.TotalPrice, 'AUD')}`);
    expect(text).toMatch(/Payment in full, Visa ending 4242 AUD [\d,]+\.\d\d/);
    expect(text).toContain(`Net paid ${formatMoney(quote.TotalPrice, 'AUD')}`);
    expect(text).toContain('No refunds.');
    // Dates as the pages write them (the mail carries this PDF), never 2027-01-20.
    expect(text).toMatch(/Check-in \w{3} \d{1,2} \w{3} \d{4}, check-out \w{3} \d{1,2} \w{3} \d{4}/);
    expect(text).not.toMatch(RAW_DATE);

    // The confirmation mail carries the .ics and the receipt.
    const mail = sent.find((m) => m.subject.includes(order.insideOrderNo));
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([
      `${order.insideOrderNo}.ics`,
      `${order.insideOrderNo}-receipt.pdf`,
    ]);
    const attached = mail!.attachments![1]!.content as Buffer;
    expect(await pdfText(attached)).toContain(`Total ${formatMoney(quote.TotalPrice, 'AUD')}`);

    // Cancelled before the deadline: the full refund is on the receipt, from the payments ledger.
    const cancelled = await call(app, {
      method: 'POST',
      url: '/v3/hotel/refund',
      payload: {
        insideOrderNo: order.insideOrderNo,
        reason: 'Plans changed',
        accessToken: order.accessToken,
      },
    });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    const after = await pdfText((await receipt(url, guest)).rawPayload);
    expect(after).toMatch(/Refund to visa ending 4242 AUD [\d,]+\.\d\d/i);
    expect(after).toContain(`Refunded ${formatMoney(quote.TotalPrice, 'AUD')}`);
    expect(after).toContain(`Net paid ${formatMoney(0, 'AUD')}`);
  });

  test('a hotel booking opened by its e-mail on another device: the receipt opens for that e-mail, 404 for another', async () => {
    clock.set(START);
    const owner = await signUp(app);
    const { order } = await bookHotel(3, owner.token);
    await payOrder('hotel', order.orderId, null, owner.token);
    const url = `/v3/receipts/hotel/${order.insideOrderNo}`;
    const res = await receiptByEmail(url, ' Ann@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain(`Order number: ${order.insideOrderNo}`);
    const wrong = await receiptByEmail(url, 'someone@example.com');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().msg).toBe('This order could not be found.');
    expect((await receiptByEmail(url, '')).statusCode).toBe(404);
  });

  test("the order page's access rule: the owner, or a guest with the token; 404 for anyone else", async () => {
    clock.set(START);
    const owner = await signUp(app);
    const { order } = await bookHotel(2, owner.token);
    await payOrder('hotel', order.orderId, null, owner.token);
    const url = `/v3/receipts/hotel/${order.insideOrderNo}`;
    expect((await receipt(url, { authorization: `Bearer ${owner.token}` })).statusCode).toBe(200);
    const stranger = await signUp(app);
    const other = await receipt(url, { authorization: `Bearer ${stranger.token}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('This order could not be found.');
    expect((await receipt(url)).statusCode).toBe(404);
    expect((await receipt(url, { 'x-order-token': 'nope' })).statusCode).toBe(404);
    expect((await receipt('/v3/receipts/hotel/HW00000000')).statusCode).toBe(404);
    expect((await receipt(`/v3/receipts/flight/${randomUUID()}`)).statusCode).toBe(404);
    expect((await receipt('/v3/receipts/flight/1')).statusCode).toBe(404);
    expect((await receipt('/v3/receipts/activity/AC123')).statusCode).toBe(404);
  });
});

describe('flight and activity receipts', () => {
  test('a ticketed flight: order number, passenger, ticket number, total and payment; the mail carries it', async () => {
    clock.set(START);
    const { uniqueKey, fare } = await searchFare(app, {
      tripType: 1,
      fromCityCode: 'SYD',
      toCityCode: 'MEL',
      fromDate: '2026-12-21',
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
    });
    const created = await call<string>(app, {
      method: 'POST',
      url: '/v2/ticket/createOrder',
      payload: {
        Currency: 'AUD',
        adultNumber: 1,
        childNumber: 0,
        data: { unique: uniqueKey, g: fare.uniqueStr },
        kind: 1,
        totalPriceEx: fare.totalPriceEx,
        paymentType: 'full',
      },
    });
    const orderId = created.body.data;
    const orderToken = (created.body as unknown as { orderToken: string }).orderToken;
    const email = `receipt.${Date.now()}@example.com`;
    const booked = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketBooking',
      payload: { orderId, passengers: [adult(0)], contact: contact(email) },
      headers: { 'x-order-token': orderToken },
    });
    expect(booked.status, booked.body.msg).toBe(200);
    await payOrder('flight', orderId, orderToken);
    await app.flightOrders!.issuePendingTickets();
    const res = await receipt(`/v3/receipts/flight/${orderId}`, { 'x-order-token': orderToken });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const total = Math.round(fare.totalPriceEx * 100);
    expect(text).toMatch(/Order number: FW[A-Z0-9]{8}/);
    expect(text).toContain('Traveller: Ann Lee');
    expect(text).toMatch(/Tickets: \d{3}-\d{10}/);
    // Flight times as the pages write them ('Mon 21 Dec 2026, 06:00'), never 2026-12-21 06:00.
    expect(text).toMatch(/SYD Mon 21 Dec 2026, \d\d:\d\d to MEL \w{3} \d{1,2} Dec 2026, \d\d:\d\d/);
    expect(text).not.toMatch(RAW_DATE);
    expect(text).toContain(`Total ${formatMoney(total, 'AUD')}`);
    expect(text).toContain(`Net paid ${formatMoney(total, 'AUD')}`);
    // On another device, with only the e-mail the mail went to.
    const byEmail = await receiptByEmail(`/v3/receipts/flight/${orderId}`, email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(await pdfText(byEmail.rawPayload)).toContain(`Total ${formatMoney(total, 'AUD')}`);
    const wrong = await receiptByEmail(`/v3/receipts/flight/${orderId}`, 'ann@example.com');
    expect(wrong.statusCode).toBe(404);
    const mail = sent.find((m) => m.to === email);
    expect(mail?.attachments?.map((a) => a.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=PUBLISH',
      'application/pdf',
    ]);
  });

  test('a paid activity: the lines, the total and the payment', async () => {
    clock.set(START);
    const cards = (
      await call<ActivityListData>(app, {
        method: 'POST',
        url: '/v3/vp/list',
        payload: { cityId: 'c1250015082', date: '2026-12-03', adults: 2, children: 0, size: 10 },
      })
    ).body.data.list;
    let booked: ActivityBookResult | null = null;
    let total = 0;
    for (const card of cards) {
      const d = (
        await call<ActivityDetail>(app, {
          method: 'POST',
          url: '/v3/vp/item',
          payload: { id: card.id, date: '2026-12-03', adults: 2, children: 0 },
        })
      ).body.data;
      const slot = d.slots.find((s) => s.bookable);
      const option = d.options[0];
      if (!slot || !option) continue;
      const res = await call<ActivityBookResult>(app, {
        method: 'POST',
        url: '/v3/vp/book',
        payload: {
          id: d.id,
          optionId: option.id,
          date: '2026-12-03',
          time: slot.time,
          adults: 2,
          children: 0,
          infants: 0,
          totalPrice: option.total,
          lead: { given_name: 'Ann', surname: 'Lee' },
          contact: {
            name: 'Ann Lee',
            email: 'ann@example.com',
            postcode: '61',
            mobile: '412345678',
          },
        },
      });
      if (res.status !== 200) continue;
      booked = res.body.data;
      total = option.total;
      break;
    }
    if (!booked) throw new Error('no activity to book');
    await payOrder('activity', booked.orderNo, booked.accessToken);
    const res = await receipt(`/v3/receipts/activity/${booked.orderNo}`, {
      'x-order-token': booked.accessToken!,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Order number: ${booked.orderNo}`);
    expect(text).toContain('2 adults');
    expect(text).toMatch(/Thu 3 Dec 2026 at \d\d:\d\d/);
    expect(text).not.toMatch(RAW_DATE);
    expect(text).toContain(`Total ${formatMoney(total, 'AUD')}`);
    expect(text).toContain(`Net paid ${formatMoney(total, 'AUD')}`);
    // On another device, with only the e-mail the mail went to.
    const url = `/v3/receipts/activity/${booked.orderNo}`;
    const byEmail = await receiptByEmail(url, 'ann@example.com');
    expect(byEmail.statusCode).toBe(200);
    expect(await pdfText(byEmail.rawPayload)).toContain(`Order number: ${booked.orderNo}`);
    expect((await receiptByEmail(url, 'bob@example.com')).statusCode).toBe(404);
  });
});
