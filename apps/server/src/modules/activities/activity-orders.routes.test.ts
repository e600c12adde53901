import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type {
  ActListData,
  ActivityBookResult,
  ActivityCancelResult,
  ActivityDetail,
  ActivityListData,
  ActivityOrderInfo,
} from '@farewise/domain/activities/activity.schemas';
import type { OrdersMixPage } from '@farewise/domain/orders/orders-list.schemas';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { OrderMoney } from '@farewise/domain/payments/payment.schemas';
import { call, makeApp, passChallenge } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payments, sandboxCharges } from '../payments/payments.table.ts';
import { activitySlots } from './activities.table.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const NOW = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(NOW);
const PARIS = 'c1250015082';
const DATE = '2026-12-03';
const goodCard = {
  number: '4242 4242 4242 4242',
  name: 'Ann Lee',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
};
const declined = { ...goodCard, number: '4000 0000 0000 0002' };
const lead = { given_name: 'Ann', surname: 'Lee' };
const contact = (email: string) => ({
  name: 'Ann Lee',
  email,
  postcode: '61',
  mobile: '412345678',
});
let app: FastifyInstance;
/** A free-cancellation product and one that is non-refundable, with a slot on DATE. */
let free: { id: string; option: string; time: string; startsAt: string };
let nonRefundable: { id: string; option: string; time: string };
/** A third product whose slot the race sells out. */
let raced: { id: string; option: string; time: string };

async function detail(id: string, party = { adults: 2, children: 1 }) {
  const res = await call<ActivityDetail>(app, {
    method: 'POST',
    url: '/v3/vp/item',
    payload: { id, date: DATE, ...party },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

async function pick(policy: 'free-24h' | 'non-refundable', except = '') {
  const cards = (
    await call<ActivityListData>(app, {
      method: 'POST',
      url: '/v3/vp/list',
      payload: { cityId: PARIS, date: DATE, adults: 2, children: 1, size: 50 },
    })
  ).body.data.list;
  for (const card of cards) {
    const d = await detail(card.id);
    const slot = d.slots.find((s) => s.bookable && s.placesLeft === null);
    if (d.policy.kind === policy && slot && d.id !== except)
      return {
        id: d.id,
        option: d.options[0]!.id,
        time: slot.time,
        startsAt: slot.startsAt,
        total: d.options[0]!.total,
      };
  }
  throw new Error(`no ${policy} product`);
}

async function book(
  product: { id: string; option: string; time: string },
  opts: {
    email?: string;
    token?: string;
    party?: { adults: number; children: number; infants?: number };
    totalPrice?: number;
  } = {},
) {
  const party = opts.party ?? { adults: 2, children: 1 };
  const d = await detail(product.id, { adults: party.adults, children: party.children });
  const option = d.options.find((o) => o.id === product.option)!;
  return call<ActivityBookResult>(app, {
    method: 'POST',
    url: '/v3/vp/book',
    token: opts.token,
    payload: {
      id: product.id,
      optionId: product.option,
      date: DATE,
      time: product.time,
      infants: 0,
      ...party,
      totalPrice: opts.totalPrice ?? option.total,
      lead,
      contact: contact(opts.email ?? 'ann@example.com'),
    },
  });
}

async function pay(order: ActivityBookResult, card = goodCard, token?: string) {
  return call<{ status: string; msg: string }>(app, {
    method: 'POST',
    token,
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType: 'activity',
      orderId: order.orderNo,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, card.number),
      idempotencyKey: `pay-${order.orderNo}-${card.number.slice(-4)}`,
    },
    headers: order.accessToken ? { 'x-order-token': order.accessToken } : {},
  });
}

const orderOf = (order: ActivityBookResult, extra: Record<string, unknown> = {}) =>
  call<ActivityOrderInfo>(app, {
    method: 'POST',
    url: '/v3/vp/orders',
    payload: { orderNo: order.orderNo, accessToken: order.accessToken ?? undefined, ...extra },
  });
const cancel = (order: ActivityBookResult, token?: string) =>
  call<ActivityCancelResult>(app, {
    method: 'POST',
    url: '/v3/vp/orders/cancel',
    token,
    payload: {
      orderNo: order.orderNo,
      accessToken: order.accessToken ?? undefined,
      reason: 'Plans changed',
    },
  });

async function placesLeft(product: { id: string; time: string }) {
  const [row] = await app.db
    .select()
    .from(activitySlots)
    .where(
      and(
        eq(activitySlots.productId, product.id),
        eq(activitySlots.date, DATE),
        eq(activitySlots.time, product.time),
      ),
    );
  return row?.remaining;
}

async function mailsTo(email: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
}

beforeAll(async () => {
  app = await makeApp({}, { clock });
  free = await pick('free-24h');
  nonRefundable = await pick('non-refundable');
  raced = await pick('free-24h', free.id);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => clock.set(NOW));

describe('book and pay', () => {
  test('a guest books 2 adults and a child: places held, paid, voucher issued, confirmation mailed', async () => {
    const email = `guest.${Date.now()}@example.com`;
    const before = (await detail(free.id)).slots.find((s) => s.time === free.time)!;
    const res = await book(free, { email });
    expect(res.status, res.body.msg).toBe(200);
    const order = res.body.data;
    expect(order.orderNo).toMatch(/^AW[A-Z2-9]{8}$/);
    expect(order.accessToken).toBeTruthy();
    expect(order.holdExpiresAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    const left = await placesLeft(free);
    expect(left).toBeGreaterThan(0);
    expect(before.placesLeft === null || before.placesLeft - 3 === left).toBe(true);

    const unpaid = (await orderOf(order)).body.data;
    expect(unpaid).toMatchObject({
      status: 'PendingPayment',
      statusText: 'Awaiting Payment',
      voucher: null,
      total: order.totalPrice,
    });
    expect(unpaid.lines.map((l) => [l.band, l.count])).toEqual([
      ['adult', 2],
      ['child', 1],
    ]);

    const paid = await pay(order);
    expect(paid.body.data.status, paid.body.msg).toBe('succeeded');
    const info = (await orderOf(order)).body.data;
    expect(info).toMatchObject({
      status: 'Issued',
      statusText: 'Upcoming',
      paid: order.totalPrice,
    });
    expect(info.voucher?.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(info.voucher?.qrText).toContain(order.orderNo);
    expect(info.cancellation).toMatchObject({ allowed: true, refundAmount: order.totalPrice });
    await app.activityOrders!.followUp();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Activity booked: ${info.product.title} (${order.orderNo})`);
    expect(mail?.text).toContain(`Voucher code: ${info.voucher!.code}`);
  });

  test('a declined card cancels the booking and releases its places', async () => {
    const res = await book(free, { email: 'decline@example.com' });
    const held = await placesLeft(free);
    const paid = await pay(res.body.data, declined);
    expect(paid.body.data.status).toBe('failed');
    expect((await orderOf(res.body.data)).body.data.status).toBe('Cancelled');
    expect(await placesLeft(free)).toBe(held! + 3);
  });

  test('3-D Secure: the challenge returns to /activityPay and markPayment issues the voucher', async () => {
    const order = (await book(free, { email: 'secure@example.com' })).body.data;
    const res = await pay(order, { ...goodCard, number: '4000 0000 0000 3220' });
    expect(res.body.data.status).toBe('requires_action');
    const { challengeUrl, paymentId } = res.body.data as unknown as {
      challengeUrl: string;
      paymentId: string;
    };
    const { redirect, marked } = await passChallenge(app, {
      challengeUrl,
      paymentId,
      orderToken: order.accessToken,
    });
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`/activityPay/${order.orderNo}?paymentId=${paymentId}`);
    expect(marked.body.data.status, marked.body.msg).toBe('succeeded');
    expect((await orderOf(order)).body.data).toMatchObject({
      status: 'Issued',
      voucher: { code: expect.any(String) },
    });
  });

  test('3-D Secure completed after the traveller cancelled: the charge is refunded at once, shown and mailed', async () => {
    const email = 'cancelled.3ds@example.com';
    const order = (await book(free, { email })).body.data;
    const res = await pay(order, { ...goodCard, number: '4000 0000 0000 3220' });
    expect(res.body.data.status).toBe('requires_action');
    const { challengeUrl, paymentId } = res.body.data as unknown as {
      challengeUrl: string;
      paymentId: string;
    };
    const cancelled = await cancel(order);
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    const { marked } = await passChallenge(app, {
      challengeUrl,
      paymentId,
      orderToken: order.accessToken,
    });
    expect(marked.body.data.status).toBe('failed');
    expect(marked.body.msg).toMatch(/refunded in full/);
    const [charge] = await app.db
      .select()
      .from(sandboxCharges)
      .innerJoin(payments, eq(payments.gatewayRef, sandboxCharges.id))
      .where(eq(payments.id, paymentId));
    expect(charge!.sandbox_charges).toMatchObject({
      status: 'succeeded',
      refunded: charge!.sandbox_charges.amount,
    });
    expect((await orderOf(order)).body.data.status).toBe('Cancelled');
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe(
      `Your payment of AUD ${(charge!.sandbox_charges.amount / 100).toFixed(2)} has been refunded`,
    );
  });

  test('an unpaid hold expires after 15 minutes: places back, order cancelled, no payment taken', async () => {
    const res = await book(free, { email: 'late@example.com' });
    const held = await placesLeft(free);
    clock.advance(16 * 60_000);
    expect((await orderOf(res.body.data)).body.data.status).toBe('Cancelled');
    expect(await placesLeft(free)).toBe(held! + 3);
    const late = await pay(res.body.data);
    expect(late.status).toBe(409);
  });

  test('a 3-D Secure payment completed after the hold lapsed takes the places again, or gives all of it back when they are gone', async () => {
    const challengeThenLapse = async (email: string) => {
      const order = (await book(free, { email })).body.data;
      const res = await pay(order, { ...goodCard, number: '4000 0000 0000 3220' });
      const { challengeUrl, paymentId } = res.body.data as unknown as {
        challengeUrl: string;
        paymentId: string;
      };
      clock.advance(16 * 60_000);
      // The sweep runs when the order is read: the hold lapsed, the places went back.
      expect((await orderOf(order)).body.data.status).toBe('Cancelled');
      return { order, challengeUrl, paymentId };
    };
    const complete = async (c: {
      order: ActivityBookResult;
      challengeUrl: string;
      paymentId: string;
    }) => {
      const { marked } = await passChallenge(app, { ...c, orderToken: c.order.accessToken });
      expect(marked.body.data.status, marked.body.msg).toBe('succeeded');
      return (await orderOf(c.order)).body.data;
    };

    const kept = await challengeThenLapse('lapsed.kept@example.com');
    const freeBefore = await placesLeft(free);
    expect(await complete(kept)).toMatchObject({
      status: 'Issued',
      voucher: { code: expect.any(String) },
    });
    expect(await placesLeft(free)).toBe(freeBefore! - 3);

    const gone = await challengeThenLapse('lapsed.gone@example.com');
    const slot = and(
      eq(activitySlots.productId, free.id),
      eq(activitySlots.date, DATE),
      eq(activitySlots.time, free.time),
    );
    const [row] = await app.db.select().from(activitySlots).where(slot);
    const remaining = row!.remaining;
    await app.db.update(activitySlots).set({ remaining: 0 }).where(slot);
    try {
      const info = await complete(gone);
      expect(info.voucher).toBeNull();
      expect(info.refunds).toEqual([
        expect.objectContaining({
          amount: gone.order.totalPrice,
          reason: 'The places were no longer available when the payment arrived.',
        }),
      ]);
      await app.activityOrders!.followUp();
      expect((await orderOf(gone.order)).body.data).toMatchObject({
        status: 'Refunded',
        refunds: [expect.objectContaining({ status: 'refunded' })],
      });
      expect(await placesLeft(free)).toBe(0);
    } finally {
      await app.db.update(activitySlots).set({ remaining }).where(slot);
    }
  });

  test('a date the supplier does not sell (a year and more ahead, 31 Dec 9999, the past) is refused and holds nothing', async () => {
    const d = await detail(free.id, { adults: 2, children: 1 });
    const option = d.options.find((o) => o.id === free.option)!;
    // Thursdays like DATE, so the weekly schedule runs then and only the date itself is wrong.
    for (const date of ['2027-12-02', '9999-12-30', '2026-11-19']) {
      const res = await call<ActivityBookResult>(app, {
        method: 'POST',
        url: '/v3/vp/book',
        payload: {
          id: free.id,
          optionId: free.option,
          date,
          time: free.time,
          adults: 2,
          children: 1,
          infants: 0,
          totalPrice: option.total,
          lead,
          contact: contact('far@example.com'),
        },
      });
      expect(res.status, date).toBe(422);
      expect(res.body.error).toBe('activities.dates_invalid');
      expect(res.body.msg).toBe('Please choose a date from today up to 365 days ahead.');
    }
    const held = await app.db
      .select()
      .from(activitySlots)
      .where(and(eq(activitySlots.productId, free.id), eq(activitySlots.date, '9999-12-30')));
    expect(held).toEqual([]);
  });

  test('refusals: changed price 409, bad contact 422, closed slot 409, unfit party 422, unknown option 422', async () => {
    const changed = await book(free, { totalPrice: 1 });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toBe('activities.price_changed');
    expect(changed.body.data).toMatchObject({ was: 1, now: expect.any(Number) });
    const bad = await call(app, {
      method: 'POST',
      url: '/v3/vp/book',
      payload: {
        id: free.id,
        optionId: free.option,
        date: DATE,
        time: free.time,
        adults: 1,
        totalPrice: 100,
        lead: { given_name: 'A1', surname: '' },
        contact: { name: 'A', email: 'nope', postcode: '61', mobile: '12' },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(
      expect.arrayContaining([
        'lead.given_name',
        'lead.surname',
        'contact.email',
        'contact.mobile',
      ]),
    );
    expect(bad.body.errors?.find((e) => e.field === 'contact.email')?.message).toBe(
      'This email address appears to be incorrect.',
    );
    const closed = await book({ ...free, time: '03:17' });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('activities.slot_unavailable');
    const noAdult = await book(free, { party: { adults: 0, children: 2 } });
    expect(noAdult.status).toBe(422);
    const option = await call(app, {
      method: 'POST',
      url: '/v3/vp/book',
      payload: {
        id: free.id,
        optionId: 'helicopter',
        date: DATE,
        time: free.time,
        adults: 1,
        totalPrice: 100,
        lead,
        contact: contact('a@example.com'),
      },
    });
    expect(option.status).toBe(422);
  });

  test('50 buyers racing for the last place of a slot: exactly one wins', async () => {
    const product = { ...raced };
    await book(product); // makes the slot's row
    await app.db
      .update(activitySlots)
      .set({ remaining: 1 })
      .where(
        and(
          eq(activitySlots.productId, product.id),
          eq(activitySlots.date, DATE),
          eq(activitySlots.time, product.time),
        ),
      );
    const d = await detail(product.id, { adults: 1, children: 0 });
    expect(d.slots.find((s) => s.time === product.time)).toMatchObject({
      placesLeft: 1,
      bookable: true,
    });
    const total = d.options.find((o) => o.id === product.option)!.total;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(app, {
          method: 'POST',
          url: '/v3/vp/book',
          payload: {
            id: product.id,
            optionId: product.option,
            date: DATE,
            time: product.time,
            adults: 1,
            totalPrice: total,
            lead,
            contact: contact(`racer${i}@example.com`),
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status === 409);
    expect(lost).toHaveLength(49);
    expect(lost.every((r) => r.body.error === 'activities.sold_out')).toBe(true);
    expect(await placesLeft(product)).toBe(0);
    const after = await detail(product.id, { adults: 1, children: 0 });
    expect(after.slots.find((s) => s.time === product.time)).toMatchObject({
      placesLeft: 0,
      bookable: false,
    });
  });
});

describe('cancellation', () => {
  test('inside the free window: cancelled, places released and the whole amount refunded to the card', async () => {
    const email = `cancel.${Date.now()}@example.com`;
    const order = (await book(free, { email })).body.data;
    await pay(order);
    await app.activityOrders!.followUp();
    const held = await placesLeft(free);
    const res = await cancel(order);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Refunded',
      statusText: 'Refunded',
      refund: { amount: order.totalPrice, status: 'refunded' },
    });
    expect(await placesLeft(free)).toBe(held! + 3);
    const pays = await call<{ refunded: number; paid: number }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orderPayStatus',
      payload: { orderType: 'activity', orderId: order.orderNo },
      headers: { 'x-order-token': order.accessToken! },
    });
    expect(pays.body.data.refunded).toBe(order.totalPrice / 100);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^Activity cancelled: /);
    const again = await cancel(order);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('This booking is already cancelled.');
  });

  test('outside the free window (less than 24 hours before) the cancellation is refused and nothing moves', async () => {
    const order = (await book(free)).body.data;
    await pay(order);
    clock.set(new Date(Date.parse(free.startsAt) - 23 * 3_600_000));
    const res = await cancel(order);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(
      'Free cancellation ended 24 hours before the start, so this booking can no longer be cancelled or refunded.',
    );
    expect((await orderOf(order)).body.data).toMatchObject({ status: 'Issued', refunded: 0 });
  });

  test('a non-refundable booking cannot be cancelled once paid; unpaid it can, at no cost', async () => {
    const paidOrder = (await book(nonRefundable)).body.data;
    await pay(paidOrder);
    const refused = await cancel(paidOrder);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe(
      'This booking is non-refundable, so it cannot be cancelled or refunded.',
    );
    const unpaid = (await book(nonRefundable)).body.data;
    const res = await cancel(unpaid);
    expect(res.body.data).toMatchObject({
      status: 'Cancelled',
      statusText: 'Booking Cancelled',
      refund: null,
    });
  });
});

describe('access and lists', () => {
  test('a stranger cannot read or cancel; the contact e-mail opens a guest order (the look-up)', async () => {
    const order = (await book(free, { email: 'owner@example.com' })).body.data;
    const stranger = await call(app, {
      method: 'POST',
      url: '/v3/vp/orders',
      payload: { orderNo: order.orderNo },
    });
    expect(stranger.status).toBe(404);
    const wrongMail = await call(app, {
      method: 'POST',
      url: '/v3/vp/orders',
      payload: { orderNo: order.orderNo, email: 'thief@example.com' },
    });
    expect(wrongMail.status).toBe(404);
    const byMail = await call<ActivityOrderInfo>(app, {
      method: 'POST',
      url: '/v3/vp/orders',
      payload: { orderNo: order.orderNo.toLowerCase(), email: 'Owner@Example.com' },
    });
    expect(byMail.status).toBe(200);
    expect(byMail.body.data.orderNo).toBe(order.orderNo);
    const other = await signUp(app);
    const signedIn = await call(app, {
      method: 'POST',
      url: '/v3/vp/orders/cancel',
      token: other.token,
      payload: { orderNo: order.orderNo },
    });
    expect(signedIn.status).toBe(404);
  });

  test("orderMoney opens with the order page's own proofs: its token, the signed-in owner, or the look-up's e-mail (a guest's or an account's order)", async () => {
    const money = (
      orderNo: string,
      opts: { email?: string; token?: string; headers?: Record<string, string> },
    ) =>
      call<OrderMoney>(app, {
        method: 'POST',
        url: '/v3/commonb2c/orderMoney',
        token: opts.token,
        headers: opts.headers ?? {},
        payload: {
          orderType: 'activity',
          orderId: orderNo,
          ...(opts.email ? { email: opts.email } : {}),
        },
      });
    const guest = (await book(free, { email: 'guest-money@example.com' })).body.data;
    expect((await pay(guest)).body.data.status).toBe('succeeded');
    const byToken = await money(guest.orderNo, {
      headers: { 'x-order-token': guest.accessToken! },
    });
    expect(byToken.status, byToken.body.msg).toBe(200);
    // Another device: the mail's link or /searchBookings, with the e-mail the order was booked with.
    const byMail = await money(guest.orderNo, { email: 'Guest-Money@Example.com' });
    expect(byMail.status, byMail.body.msg).toBe(200);
    expect(byMail.body.data).toEqual(byToken.body.data);
    expect(byMail.body.data.movements).toHaveLength(1);
    expect(byMail.body.data.paid).toBe(toDecimal(guest.totalPrice));
    // A signed-out look-up of an account's order.
    const user = await signUp(app);
    const owned = (await book(free, { token: user.token, email: 'owner-money@example.com' })).body
      .data;
    expect((await pay(owned, goodCard, user.token)).body.data.status).toBe('succeeded');
    expect((await money(owned.orderNo, { token: user.token })).status).toBe(200);
    const ownedByMail = await money(owned.orderNo, { email: 'owner-money@example.com' });
    expect(ownedByMail.status, ownedByMail.body.msg).toBe(200);
    expect(ownedByMail.body.data.paid).toBe(toDecimal(owned.totalPrice));
    // Nobody else: no proof, or another e-mail, answers what an unknown order does.
    for (const stranger of [{}, { email: 'thief@example.com' }]) {
      const refused = await money(owned.orderNo, stranger);
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe('This booking was not found.');
    }
  });

  test("a signed-in traveller's orders are in actlist and in My Trips (all and activities) with their status", async () => {
    const user = await signUp(app);
    const order = (await book(free, { token: user.token })).body.data;
    expect(order.accessToken).toBeNull();
    expect((await pay(order, goodCard, user.token)).body.data.status).toBe('succeeded');
    const mine = await call<ActListData>(app, {
      method: 'POST',
      url: '/v3/vp/actlist',
      token: user.token,
      payload: { page: 1, size: 10 },
    });
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({
      order_type: 3,
      order_no: order.orderNo,
      status: 'Issued',
      status_text: 'Upcoming',
      adt_num: 2,
      chd_num: 1,
      date: DATE,
    });
    for (const filter of ['all', 'activities']) {
      const mix = await call<OrdersMixPage>(app, {
        method: 'POST',
        url: '/v3/commonb2c/orders/mix',
        token: user.token,
        payload: { filter, page: 1, size: 10 },
      });
      expect(mix.body.data.total).toBe(1);
      expect(mix.body.data.list[0]).toMatchObject({
        order_type: 3,
        order_no: order.orderNo,
        status_text: 'Upcoming',
      });
    }
    const hotels = await call<OrdersMixPage>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/mix',
      token: user.token,
      payload: { filter: 'hotels', page: 1, size: 10 },
    });
    expect(hotels.body.data.total).toBe(0);
    const byStatus = await call<OrdersMixPage>(app, {
      method: 'POST',
      url: '/v3/commonb2c/orders/mix',
      token: user.token,
      payload: { filter: 'all', status: 'Refunded', page: 1, size: 10 },
    });
    expect(byStatus.body.data.total).toBe(0);
    const signedOut = await call(app, {
      method: 'POST',
      url: '/v3/vp/actlist',
      payload: { page: 1, size: 10 },
    });
    expect(signedOut.status).toBe(401);
    const guest = await call<ActListData>(app, {
      method: 'POST',
      url: '/v3/vp/actlist',
      payload: { orderNo: order.orderNo, email: 'ann@example.com' },
    });
    expect(guest.body.data.list.map((o) => o.order_no)).toEqual([order.orderNo]);
  });
});
