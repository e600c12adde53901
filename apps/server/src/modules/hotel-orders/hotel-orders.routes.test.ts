import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { PASSENGER_MESSAGES as PM } from '@farewise/domain/passengers/passenger.messages';
import { CONTACT_MESSAGES } from '@farewise/domain/contacts/contact.rules';
import type {
  HotelBookingResult,
  HotelOrderInfo,
  HotelOrdersList,
  HotelQuote,
  HotelRefundResult,
} from '@farewise/domain/orders/hotel-order.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { OrderMoney } from '@farewise/domain/payments/payment.schemas';
import { call, passChallenge, sameAnswer } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payments, sandboxCharges } from '../payments/payments.table.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import type { Hotel, RoomType } from '../../suppliers/hotels/hotel-catalog.ts';
import { fits } from '../../suppliers/hotels/stay-pricing.ts';
import { fixedRates } from '../hotels/index.ts';
import { hotelAllotments } from '../hotels/hotels.table.ts';
import { createHotelsService, type HotelsService } from '../hotels/hotels.service.ts';
import { encodeSearchKey } from '../hotels/index.ts';
import { NON_REFUNDABLE_MESSAGE } from './hotel-orders.errors.ts';
import { goodCard, makeHotelOrdersApp } from './hotel-orders.test-support.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL (real concurrency there).
const START = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(START);
const supplier = hotelSupplier();
let app: FastifyInstance;
let hotels: HotelsService;

beforeAll(async () => {
  app = await makeHotelOrdersApp(clock);
  hotels = createHotelsService({ db: app.db, clock, rates: fixedRates, supplier });
});
afterAll(async () => {
  await app.close();
});

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const run = Date.now() % 7_000;

/** A hotel, a room type for 2 adults and a stay of `nights` with at least 2 rooms a night, different per test and per run. */
function pickStay(offset: number, nights = 3, rooms = [{ adults: 2, children: [] as number[] }]) {
  for (let n = 0; ; n++) {
    const hotel = supplier.catalog.hotels[
      (run * 7 + offset * 131 + n * 17) % supplier.catalog.hotels.length
    ] as Hotel;
    const roomType = hotel.roomTypes.find((rt) =>
      rooms.every((r) => fits(rt, r.adults, r.children.length)),
    ) as RoomType | undefined;
    if (!roomType) continue;
    const checkIn = addDays('2027-01-20', (run + offset * 3 + n) % 200);
    const stay = supplier.stayContext({ checkIn, checkOut: addDays(checkIn, nights), rooms });
    const perNight = supplier.allotments(hotel, roomType, stay);
    const capacity = Math.min(...perNight);
    if (capacity < 2) continue;
    const sk = encodeSearchKey({
      hotelId: hotel.id,
      checkIn,
      checkOut: addDays(checkIn, nights),
      rooms,
    });
    return {
      hotel,
      roomType,
      checkIn,
      nights: stay.nights,
      capacity,
      firstNight: perNight[0] as number,
      sk,
    };
  }
}

const guest = (given = 'Ann', surname = 'Lee') => ({ given_name: given, surname });
const contact = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  postcode: '61',
  mobile: '0412 345 678',
};

const verify = (body: Record<string, unknown>) =>
  call<HotelQuote>(app, { method: 'POST', url: '/v3/hotel/verify', payload: body });
const booking = (body: Record<string, unknown>, token?: string) =>
  call<HotelBookingResult>(app, { method: 'POST', url: '/v3/hotel/booking', payload: body, token });
const detail = (insideOrderNo: string, opts: { token?: string; accessToken?: string } = {}) =>
  call<HotelOrderInfo>(app, {
    method: 'POST',
    url: '/v3/hotel/detail',
    payload: { insideOrderNo },
    token: opts.token,
    headers: opts.accessToken ? { 'x-order-token': opts.accessToken } : {},
  });
const refund = (insideOrderNo: string, accessToken: string | null, token?: string) =>
  call<HotelRefundResult>(app, {
    method: 'POST',
    url: '/v3/hotel/refund',
    payload: { insideOrderNo, reason: 'Plans changed', ...(accessToken ? { accessToken } : {}) },
    token,
  });

async function left(s: ReturnType<typeof pickStay>) {
  return (await hotels.availability({ hotel: s.hotel, nights: s.nights })).get(
    s.roomType.id,
  ) as number;
}

/** Verify, then book with the verified total. */
async function bookStay(
  s: ReturnType<typeof pickStay>,
  plan: 'FC' | 'NR' = 'FC',
  opts: { token?: string; guests?: unknown[] } = {},
) {
  const base = {
    sk: s.sk,
    RoomTypeId: s.roomType.id,
    RatePlanId: plan,
    Currency: 'AUD',
    Language: 'en',
  };
  const quote = await verify(base);
  expect(quote.status).toBe(200);
  const res = await booking(
    {
      ...base,
      Guests: opts.guests ?? [guest()],
      Contact: contact,
      SpecialRequests: 'High floor',
      totalPrice: quote.body.data.TotalPrice,
    },
    opts.token,
  );
  expect(res.status, res.body.msg).toBe(200);
  return { quote: quote.body.data, order: res.body.data };
}

async function pay(order: HotelBookingResult) {
  const res = await call<{ status: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType: 'hotel',
      orderId: order.orderId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, goodCard.number),
      idempotencyKey: `pay-${order.orderId}`,
    },
    headers: order.accessToken ? { 'x-order-token': order.accessToken } : {},
  });
  expect(res.body.data?.status, res.body.msg).toBe('succeeded');
}

describe('verify and booking', () => {
  test('verify prices the stay on the server, with the policy deadline in hotel time, and answers 409 { was, now } when the total moved', async () => {
    const s = pickStay(1);
    const res = await verify({
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Currency: 'AUD',
    });
    expect(res.status).toBe(200);
    const q = res.body.data;
    expect(q.Nights).toBe(3);
    expect(q.NightlyPrices).toHaveLength(3);
    expect(q.TotalPrice).toBe(q.Subtotal + q.TaxesAndFees);
    expect(q.NightlyPrices.reduce((a, n) => a + n.Price, 0)).toBe(q.Subtotal);
    expect(q.Policy.FreeCancellationUntil).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(q.Policy.CancellationText).toContain('(hotel time)');
    const moved = await verify({
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Currency: 'AUD',
      totalPrice: q.TotalPrice - 1,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.data).toEqual({ was: q.TotalPrice - 1, now: q.TotalPrice, currency: 'AUD' });
  });

  test('a tampered total is refused with 409 and nothing is held', async () => {
    const s = pickStay(2);
    const before = await left(s);
    const quote = await verify({
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Currency: 'AUD',
    });
    const res = await booking({
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Currency: 'AUD',
      Guests: [guest()],
      Contact: contact,
      totalPrice: 100,
      Language: 'en',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('hotel_orders.price_changed');
    expect(res.body.data).toMatchObject({ was: 100, now: quote.body.data.TotalPrice });
    expect(await left(s)).toBe(before);
  });

  test("the guest and contact rules answer SPEC 5's messages", async () => {
    const s = pickStay(3);
    const res = await booking({
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Guests: [{ given_name: '', surname: 'L3e' }],
      Contact: { name: 'Ann', email: 'nope', postcode: '61', mobile: '12' },
      totalPrice: 1,
    });
    expect(res.status).toBe(422);
    const messages = Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));
    expect(messages).toMatchObject({
      'Guests.0.given_name': PM.givenNameRequired,
      'Guests.0.surname': PM.nameFormat,
      'Contact.email': CONTACT_MESSAGES.emailInvalid,
      'Contact.mobile': CONTACT_MESSAGES.mobileTooShort,
    });
  });

  test('30 concurrent bookings of the last room of a night: exactly one succeeds', async () => {
    const s = pickStay(4, 2);
    // Sell all but one room of the first night.
    await app.db.transaction((tx) =>
      hotels.holdRooms(
        {
          hotelId: s.hotel.id,
          roomTypeId: s.roomType.id,
          nights: [s.nights[0]!],
          count: s.firstNight - 1,
        },
        tx,
      ),
    );
    const quote = await verify({
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Currency: 'AUD',
    });
    const body = {
      sk: s.sk,
      RoomTypeId: s.roomType.id,
      RatePlanId: 'FC',
      Currency: 'AUD',
      Guests: [guest()],
      Contact: contact,
      totalPrice: quote.body.data.TotalPrice,
    };
    const results = await Promise.all(Array.from({ length: 30 }, () => booking(body)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status !== 200);
    expect(lost).toHaveLength(29);
    for (const r of lost) expect([r.status, r.body.error]).toEqual([409, 'hotels.sold_out']);
    expect(await left(s)).toBe(0);
  });
});

describe('who can see an order', () => {
  test("a user cannot see another user's order, and a guest needs the order's token", async () => {
    const alice = (await signUp(app)).token;
    const bob = (await signUp(app)).token;
    const mine = await bookStay(pickStay(5), 'FC', { token: alice });
    expect(mine.order.accessToken).toBeNull();
    expect((await detail(mine.order.insideOrderNo, { token: alice })).status).toBe(200);
    // A signed-in stranger gets the answer a number that does not exist gets.
    const unknown = await detail('HZZZZZZZZZ', { token: bob });
    expect(unknown.status).toBe(404);
    expect((await detail(mine.order.insideOrderNo, { token: bob })).body).toEqual(
      sameAnswer(unknown.body),
    );
    expect((await detail(mine.order.insideOrderNo)).body).toEqual(sameAnswer(unknown.body));

    const guestOrder = await bookStay(pickStay(6));
    const token = guestOrder.order.accessToken as string;
    expect((await detail(guestOrder.order.insideOrderNo)).status).toBe(404);
    expect(
      (await detail(guestOrder.order.insideOrderNo, { accessToken: 'x'.repeat(32) })).status,
    ).toBe(404);
    expect((await detail(guestOrder.order.insideOrderNo, { token: bob })).status).toBe(404);
    const seen = await detail(guestOrder.order.insideOrderNo, { accessToken: token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      status: 'PendingPayment',
      statusText: 'Awaiting Payment',
      SpecialRequests: 'High floor',
    });
    expect(seen.body.data.Rooms[0]?.Guest).toEqual(guest());
    // Nor can Bob pay for, or read the payments of, Alice's order.
    const payStatus = await call(app, {
      method: 'POST',
      url: '/v3/commonb2c/orderPayStatus',
      payload: { orderType: 'hotel', orderId: mine.order.orderId },
      token: bob,
    });
    expect(payStatus.status).toBe(404);
  });

  test("the confirmation mail's link on another device: the booking's e-mail opens it, reads its refunds and cancels it", async () => {
    // Another phone: no session and no token, only what the mail holds (the number) and its address.
    const { order } = await bookStay(pickStay(31));
    const no = order.insideOrderNo;
    const withEmail = (url: string, email: string, extra: Record<string, unknown> = {}) =>
      call<HotelOrderInfo>(app, {
        method: 'POST',
        url,
        payload: { insideOrderNo: no, email, ...extra },
      });
    const unknown = await detail('HZZZZZZZZZ');
    expect((await withEmail('/v3/hotel/detail', 'bob@example.com')).body).toEqual(
      sameAnswer(unknown.body),
    );
    const seen = await withEmail('/v3/hotel/detail', ' Ann@Example.com ');
    expect(seen.status, seen.body.msg).toBe(200);
    expect(seen.body.data.insideOrderNo).toBe(no);
    await pay(order);
    // What cancelling now does, with the deadline written as the pages write dates.
    const paid = await withEmail('/v3/hotel/detail', 'ann@example.com');
    expect(paid.body.data.cancellation.text).toMatch(
      /^Free cancellation until \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d \(hotel time\): you will get a full refund of AUD [\d,]+\.\d\d\.$/,
    );
    expect((await withEmail('/v3/hotel/refundList', 'ann@example.com')).status).toBe(200);
    const cancelled = await withEmail('/v3/hotel/refund', 'ann@example.com', {
      reason: 'Plans changed',
    });
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    expect((await withEmail('/v3/hotel/refund', 'bob@example.com')).status).toBe(404);
    // Its payments and refund (the page's one list, orderMoney) open with the same e-mail.
    const money = (email: string) =>
      call<OrderMoney>(app, {
        method: 'POST',
        url: '/v3/commonb2c/orderMoney',
        payload: { orderType: 'hotel', orderId: order.orderId, email },
      });
    const listed = await money('Ann@Example.com');
    expect(listed.status, listed.body.msg).toBe(200);
    expect(listed.body.data.movements.map((m) => m.kind)).toEqual(['payment', 'refund']);
    expect(listed.body.data.paid).toBe(toDecimal(order.TotalPrice));
    expect((await money('bob@example.com')).status).toBe(404);
  });

  test("the account's order list: newest first, SPEC 3 fields, pages of 10, 20 or 50", async () => {
    const carol = (await signUp(app)).token;
    const first = await bookStay(pickStay(7), 'FC', { token: carol });
    clock.advance(1000);
    const second = await bookStay(pickStay(8), 'NR', { token: carol });
    const res = await call<HotelOrdersList>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/hotel',
      payload: { page: 1, size: 10 },
      token: carol,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((o) => o.inside_order_no)).toEqual([
      second.order.insideOrderNo,
      first.order.insideOrderNo,
    ]);
    expect(res.body.data.list[0]).toMatchObject({
      order_type: 2,
      name: second.quote.HotelName,
      check_in: second.quote.CheckIn,
      check_out: second.quote.CheckOut,
      room_num: 1,
      price_total: { currency: 'AUD', total: second.quote.TotalPrice / 100 },
      status: 'PendingPayment',
    });
    expect(res.body.data.list[0]?.room_image[0]?.Href).toMatch(/^\/v3\/hotel\/photo\//);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/v3/commonb2c/orders/hotel',
          payload: { page: 1, size: 15 },
          token: carol,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(app, { method: 'POST', url: '/v3/commonb2c/orders/hotel', payload: {} })).status,
    ).toBe(401);
    clock.set(START);
  });
});

describe('holds', () => {
  test('an unpaid hold expires after 15 minutes and releases every night', async () => {
    clock.set(START);
    const s = pickStay(9);
    const before = await left(s);
    const { order } = await bookStay(s);
    expect(await left(s)).toBe(before - 1);
    clock.advance(14 * 60_000);
    await app.hotelOrders!.releaseExpiredHolds();
    expect(await left(s)).toBe(before - 1);
    clock.advance(2 * 60_000);
    expect(await app.hotelOrders!.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await left(s)).toBe(before);
    const seen = await detail(order.insideOrderNo, { accessToken: order.accessToken! });
    expect(seen.body.data).toMatchObject({ status: 'Cancelled', statusText: 'Room Cancelled' });
    // Too late to pay.
    const payment = await call(app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'hotel',
        orderId: order.orderId,
        paymentType: 'full',
        paymentMethod: await paymentMethod(app, goodCard.number),
        idempotencyKey: `late-${order.orderId}`,
      },
      headers: { 'x-order-token': order.accessToken! },
    });
    expect(payment.status).toBe(409);
    clock.set(START);
  });

  test('cancelling an unpaid order releases the hold', async () => {
    const s = pickStay(10);
    const before = await left(s);
    const { order } = await bookStay(s);
    const res = await call<HotelOrderInfo>(app, {
      method: 'POST',
      url: '/hotel/cancel',
      payload: { insideOrderNo: order.insideOrderNo, accessToken: order.accessToken },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.statusText).toBe('Room Cancelled');
    expect(await left(s)).toBe(before);
  });
});

describe('payment, confirmation and cancellation', () => {
  test('paid, confirmed with a number and an e-mail with an .ics; cancelled before the deadline for a full refund', async () => {
    clock.set(START);
    const s = pickStay(11);
    const before = await left(s);
    const { order, quote } = await bookStay(s);
    await pay(order);
    const confirmed = await call<HotelOrderInfo>(app, {
      method: 'POST',
      url: '/v3/hotel/confirm',
      payload: { insideOrderNo: order.insideOrderNo, accessToken: order.accessToken },
    });
    expect(confirmed.body.data).toMatchObject({
      status: 'Issued',
      statusText: 'Upcoming',
      Paid: quote.TotalPrice,
    });
    expect(confirmed.body.data.confirmationNo).toMatch(/^[A-Z0-9]+-\d{6}$/);
    expect(confirmed.body.data.payments[0]).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ann@example.com'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe(`Hotel booking confirmed: ${order.insideOrderNo}`);
    expect(mail?.html).toContain(quote.HotelName.replace(/&/g, '&amp;'));

    const voucher = await call(app, {
      method: 'POST',
      url: '/hotel/ticket',
      payload: { insideOrderNo: order.insideOrderNo, accessToken: order.accessToken },
    });
    expect(voucher.status).toBe(200);

    const seen = await detail(order.insideOrderNo, { accessToken: order.accessToken! });
    expect(seen.body.data.cancellation).toMatchObject({
      allowed: true,
      free: true,
      chargeAmount: 0,
      refundAmount: quote.TotalPrice,
    });
    const res = await refund(order.insideOrderNo, order.accessToken);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'RoomRefund', statusText: 'Room Refund' });
    expect(res.body.data.refund).toMatchObject({
      amount: quote.TotalPrice,
      charged: 0,
      status: 'refunded',
    });
    expect(await left(s)).toBe(before);
    const list = await call<{ list: unknown[]; total: number }>(app, {
      method: 'POST',
      url: '/v3/hotel/refundList',
      payload: { insideOrderNo: order.insideOrderNo, accessToken: order.accessToken },
    });
    expect(list.body.data.total).toBe(1);
    expect((await refund(order.insideOrderNo, order.accessToken)).status).toBe(422);
  });

  test('3-D Secure completed after the traveller cancelled: the charge is refunded at once, shown and mailed', async () => {
    clock.set(START);
    const s = pickStay(23, 2);
    const { order, quote } = await bookStay(s);
    const res = await call<{ status: string; challengeUrl: string; paymentId: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'hotel',
        orderId: order.orderId,
        paymentType: 'full',
        paymentMethod: await paymentMethod(app, '4000 0000 0000 3220'),
        idempotencyKey: `3ds-cancel-${order.orderId}`,
      },
      headers: { 'x-order-token': order.accessToken! },
    });
    expect(res.body.data.status, res.body.msg).toBe('requires_action');
    const cancelled = await refund(order.insideOrderNo, order.accessToken);
    expect(cancelled.body.data, cancelled.body.msg).toMatchObject({ status: 'Cancelled' });
    const { marked } = await passChallenge(app, {
      ...res.body.data,
      orderToken: order.accessToken,
    });
    expect(marked.body.data.status).toBe('failed');
    expect(marked.body.msg).toMatch(/refunded in full/);
    const [charged] = await app.db
      .select()
      .from(sandboxCharges)
      .innerJoin(payments, eq(payments.gatewayRef, sandboxCharges.id))
      .where(eq(payments.id, res.body.data.paymentId));
    expect(charged!.sandbox_charges).toMatchObject({
      status: 'succeeded',
      amount: quote.TotalPrice,
      refunded: quote.TotalPrice,
    });
    expect(
      (await detail(order.insideOrderNo, { accessToken: order.accessToken! })).body.data,
    ).toMatchObject({ status: 'Cancelled' });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, contact.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe(
      `Your payment of ${formatMoney(quote.TotalPrice, 'AUD')} has been refunded`,
    );
  });

  test('a 3-D Secure payment completed after the hold lapsed takes the rooms again, or gives all of it back when they are gone', async () => {
    clock.set(START);
    const challengeThenLapse = async (offset: number) => {
      const s = pickStay(offset, 2);
      const { order, quote } = await bookStay(s);
      const res = await call<{ status: string; challengeUrl: string; paymentId: string }>(app, {
        method: 'POST',
        url: '/v3/commonb2c/createPayment',
        payload: {
          orderType: 'hotel',
          orderId: order.orderId,
          paymentType: 'full',
          paymentMethod: await paymentMethod(app, '4000 0000 0000 3220'),
          idempotencyKey: `3ds-${order.orderId}`,
        },
        headers: { 'x-order-token': order.accessToken! },
      });
      expect(res.body.data.status, res.body.msg).toBe('requires_action');
      clock.advance(16 * 60_000);
      await app.hotelOrders!.releaseExpiredHolds();
      const seen = await detail(order.insideOrderNo, { accessToken: order.accessToken! });
      expect(seen.body.data.status).toBe('Cancelled');
      return { s, order, quote, ...res.body.data };
    };
    const complete = async (c: Awaited<ReturnType<typeof challengeThenLapse>>) => {
      const { marked } = await passChallenge(app, { ...c, orderToken: c.order.accessToken });
      expect(marked.body.data.status, marked.body.msg).toBe('succeeded');
      return (await detail(c.order.insideOrderNo, { accessToken: c.order.accessToken! })).body.data;
    };

    const kept = await challengeThenLapse(21);
    const before = await left(kept.s);
    expect((await complete(kept)).status).toMatch(/^(Paid|Issued)$/);
    expect(await left(kept.s)).toBe(before - 1);

    const gone = await challengeThenLapse(22);
    const night = and(
      eq(hotelAllotments.hotelId, gone.s.hotel.id),
      eq(hotelAllotments.roomTypeId, gone.s.roomType.id),
      eq(hotelAllotments.night, gone.s.checkIn),
    );
    const [row] = await app.db.select().from(hotelAllotments).where(night);
    await app.db.update(hotelAllotments).set({ available: 0 }).where(night);
    try {
      const info = await complete(gone);
      expect(info.status).toBe('RoomRefundPending');
      expect(info.refunds).toEqual([
        expect.objectContaining({
          amount: gone.quote.TotalPrice,
          charged: 0,
          reason: 'The rooms were no longer available when the payment arrived.',
        }),
      ]);
      await app.hotelOrders!.retryPendingRefunds();
      const settled = await detail(gone.order.insideOrderNo, {
        accessToken: gone.order.accessToken!,
      });
      expect(settled.body.data.refunds).toEqual([expect.objectContaining({ status: 'refunded' })]);
    } finally {
      await app.db.update(hotelAllotments).set({ available: row!.available }).where(night);
      clock.set(START);
    }
  });

  test("after the deadline the first night is kept and the rest refunded: 'Room Part Refund'", async () => {
    clock.set(START);
    const s = pickStay(12);
    const { order, quote } = await bookStay(s);
    await pay(order);
    clock.set(new Date(Date.parse(quote.Policy.FreeCancellationUntilUtc!) + 60_000));
    const seen = await detail(order.insideOrderNo, { accessToken: order.accessToken! });
    const q = seen.body.data.cancellation;
    expect(q.allowed).toBe(true);
    expect(q.free).toBe(false);
    expect(q.chargeAmount).toBeGreaterThan(0);
    expect(q.chargeAmount + q.refundAmount).toBe(quote.TotalPrice);
    expect(q.text).toContain('Cancelling now costs the first night');
    const res = await refund(order.insideOrderNo, order.accessToken);
    expect(res.body.data).toMatchObject({ status: 'PartRefund', statusText: 'Room Part Refund' });
    expect(res.body.data.refund).toMatchObject({ amount: q.refundAmount, charged: q.chargeAmount });
    clock.set(START);
  });

  test('a paid non-refundable booking cannot be cancelled', async () => {
    clock.set(START);
    const s = pickStay(13);
    const { order } = await bookStay(s, 'NR');
    await pay(order);
    const seen = await detail(order.insideOrderNo, { accessToken: order.accessToken! });
    expect(seen.body.data.cancellation).toMatchObject({
      allowed: false,
      text: NON_REFUNDABLE_MESSAGE,
    });
    const res = await refund(order.insideOrderNo, order.accessToken);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(NON_REFUNDABLE_MESSAGE);
  });

  test('two rooms with their own type and rate: both held, and cancelling keeps only the non-refundable room', async () => {
    clock.set(START);
    const rooms = [
      { adults: 2, children: [] as number[] },
      { adults: 1, children: [7] },
    ];
    const s = pickStay(14, 3, rooms);
    const before = await left(s);
    const base = {
      sk: s.sk,
      RoomTypeId: `${s.roomType.id},${s.roomType.id}`,
      RatePlanId: 'FC,NR',
      Currency: 'AUD',
    };
    const quote = await verify(base);
    expect(quote.status, quote.body.msg).toBe(200);
    expect(quote.body.data.RoomLines.map((l) => [l.RatePlanId, l.Refundable])).toEqual([
      ['FC', true],
      ['NR', false],
    ]);
    const nr = quote.body.data.RoomLines[1]!;
    const res = await booking({
      ...base,
      Guests: [guest(), guest('Bea', 'Lee')],
      Contact: contact,
      totalPrice: quote.body.data.TotalPrice,
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(await left(s)).toBe(before - 2);
    expect(
      (
        await booking({
          ...base,
          Guests: [guest()],
          Contact: contact,
          totalPrice: quote.body.data.TotalPrice,
        })
      ).body.errors?.[0]?.field,
    ).toBe('Guests');
    await pay(res.body.data);
    const cancelled = await refund(res.body.data.insideOrderNo, res.body.data.accessToken);
    expect(cancelled.body.data).toMatchObject({
      status: 'PartRefund',
      statusText: 'Room Part Refund',
    });
    expect(cancelled.body.data.refund).toMatchObject({
      charged: nr.TotalPrice,
      amount: quote.body.data.TotalPrice - nr.TotalPrice,
    });
    expect(await left(s)).toBe(before);
  });
});
