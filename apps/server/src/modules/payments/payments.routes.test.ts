import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RECORD_ID_MESSAGE } from '@farewise/domain/api/record-id';
import { CARD_MESSAGES } from '@farewise/domain/payments/card.rules';
import { payments, sandboxCharges } from './payments.table.ts';
import type { fakePayable } from './payments.test-support.ts';
import { CARD_REFUSED_MESSAGE } from './payments.errors.ts';
import { CARDS, call, card, makePaymentsApp, paymentMethod } from './payments.test-support.ts';

let app: FastifyInstance;
let fake: ReturnType<typeof fakePayable>;

beforeAll(async () => {
  ({ app, fake } = await makePaymentsApp());
});
afterAll(async () => {
  await app?.close();
});

/** Pays with a payment method the sandbox gateway made of the card (as its card fields do). */
const pay = async (id: string, token: string, number: string, over: object = {}) =>
  call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId: id,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, number),
      idempotencyKey: `key-${id}`,
      ...over,
    },
    token,
  );

describe('createPayment', () => {
  test('a test card that succeeds pays the order and keeps only brand and last four', async () => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, CARDS.ok);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'succeeded', amount: 1000, currency: 'AUD' });
    expect(order.status).toBe('paid');
    expect(order.events).toEqual(['paid:full:100000']);
    const [row] = await app.db.select().from(payments).where(eq(payments.orderId, id));
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', amount: 100000 });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  test('a double-submitted payment charges once and answers the same result', async () => {
    const { id, order } = fake.add();
    const [a, b] = await Promise.all([
      pay(id, order.token, CARDS.ok),
      pay(id, order.token, CARDS.ok),
    ]);
    expect(a.body.data.paymentId).toBe(b.body.data.paymentId);
    expect(a.body.data.status).toBe('succeeded');
    expect(b.body.data.status).toBe('succeeded');
    const again = await pay(id, order.token, CARDS.ok);
    expect(again.body.data.paymentId).toBe(a.body.data.paymentId);
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, id));
    expect(rows).toHaveLength(1);
    const charges = await app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `payment:${rows[0]!.id}`));
    expect(charges).toHaveLength(1);
    expect(order.events).toEqual(['paid:full:100000']);
  });

  test('a second key for an order already paid is refused without charging', async () => {
    const { id, order } = fake.add();
    await pay(id, order.token, CARDS.ok);
    const res = await pay(id, order.token, CARDS.ok, { idempotencyKey: `other-${id}` });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This booking has already been paid.');
  });

  test.each([
    ['declined', CARDS.declined, 'Your card was declined.'],
    ['insufficient funds', CARDS.insufficient, 'Your card has insufficient funds.'],
  ])('a %s card fails the payment and cancels the booking', async (_name, number, reason) => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, number);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('failed');
    expect(res.body.data.msg).toContain(reason);
    expect(res.body.data.msg).toContain('Your booking has been cancelled');
    expect(order.status).toBe('cancelled');
    expect(order.events).toEqual([`failed:${reason}`]);
    const status = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(status.body.data).toMatchObject({ status: 'failed', paid: 0, due: 0 });
  });

  test("a declined payment speaks of a flight's seats and of a hotel's rooms", async () => {
    const flight = fake.add();
    const flightPaid = await pay(flight.id, flight.order.token, CARDS.declined);
    expect(flightPaid.body.data.msg).toBe(
      'Your card was declined. Your booking has been cancelled and its seats released.',
    );
    // The same stand-in order type, plugged in as a hotel order.
    app.payments.payables.register('hotel', fake.payable);
    const hotel = fake.add();
    const hotelPaid = await pay(hotel.id, hotel.order.token, CARDS.declined, {
      orderType: 'hotel',
    });
    expect(hotelPaid.body.data.msg).toBe(
      'Your card was declined. Your booking has been cancelled and its rooms released.',
    );
    expect(hotelPaid.body.data.msg).not.toContain('seats');
  });

  test("a mistyped card is refused by the gateway's tokenise, with the card rules' messages", async () => {
    const tokenise = (over: object) =>
      app.inject({
        method: 'POST',
        url: '/sandbox-gateway/tokenise',
        payload: { ...card(CARDS.ok), ...over },
      });
    expect((await tokenise({ number: '4242 4242 4242 4241' })).json().errors).toContainEqual({
      field: 'number',
      message: CARD_MESSAGES.numberInvalid,
    });
    const expired = await tokenise({ expMonth: 5, expYear: 25 });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual([{ field: 'expMonth', message: CARD_MESSAGES.expired }]);
    const cvc = await tokenise({ cvc: '12a' });
    expect(cvc.json().errors).toEqual([{ field: 'cvc', message: CARD_MESSAGES.cvcInvalid }]);
  });

  test.each([
    ['the card itself', { card: card(CARDS.ok) }],
    ['a card number in another field', { note: 'my card is 4242-4242-4242-4242' }],
    ['the number as digits', { paymentMethod: '4242424242424242' }],
    ['a CVC', { cvc: '123' }],
  ])(
    'a body holding %s is refused with the envelope, charging and cancelling nothing',
    async (_name, over) => {
      const { id, order } = fake.add();
      const res = await call(
        app,
        'createPayment',
        {
          orderType: 'flight',
          orderId: id,
          paymentType: 'full',
          paymentMethod: 'pm_none',
          idempotencyKey: `key-${id}`,
          ...over,
        },
        order.token,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 400,
        msg: CARD_REFUSED_MESSAGE,
        data: null,
        error: 'payments.card_refused',
        requestId: expect.stringMatching(/^[\w-]+$/),
      });
      expect(order.status).toBe('awaiting_payment');
      expect(await app.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(0);
    },
  );

  test("another traveller's order answers 404", async () => {
    const { id } = fake.add();
    const res = await pay(id, 'wrong-token', CARDS.ok);
    expect(res.status).toBe(404);
    const status = await call(app, 'orderPayStatus', { orderType: 'flight', orderId: id });
    expect(status.status).toBe(404);
  });

  test.each(['orderPayStatus', 'slicePayParse', 'createPayment'])(
    '%s with a malformed order id answers 400 with the id message, before any database look-up',
    async (url) => {
      for (const orderId of ['not-an-id', "1' or '1'='1", '12345678-1234-1234-1234-1234567890zz']) {
        const res = await call(app, url, {
          orderType: 'hotel',
          orderId,
          paymentType: 'full',
          paymentMethod: 'pm_none',
          idempotencyKey: 'malformed-id-key',
        });
        expect(res.status, orderId).toBe(400);
        expect(res.body).toMatchObject({
          code: 400,
          msg: RECORD_ID_MESSAGE,
          errors: [{ field: 'orderId', message: RECORD_ID_MESSAGE }],
        });
      }
    },
  );

  test('markPayment with a malformed payment id answers 400', async () => {
    const res = await call(app, 'markPayment', { paymentId: 'pay_1' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(RECORD_ID_MESSAGE);
  });
});

describe('3-D Secure', () => {
  async function startChallenge() {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, CARDS.threeDs);
    expect(res.body.data.status).toBe('requires_action');
    const challengeUrl: string = res.body.data.challengeUrl;
    expect(challengeUrl).toMatch(/^\/v3\/sandbox\/challenge\/ch_/);
    const page = await app.inject({ method: 'GET', url: challengeUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
    expect(page.body).not.toContain('<script');
    const pending = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(pending.body.data.status).toBe('pending');
    return { id, order, paymentId: res.body.data.paymentId as string, challengeUrl };
  }

  test('completing the challenge returns to the pay page and markPayment records the success', async () => {
    const { id, order, paymentId, challengeUrl } = await startChallenge();
    const back = await app.inject({
      method: 'POST',
      url: `${challengeUrl}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/flightsPay/${id}?paymentId=${paymentId}`);
    const marked = await call(app, 'markPayment', { paymentId }, order.token);
    expect(marked.body.data.status).toBe('succeeded');
    const twice = await call(app, 'markPayment', { paymentId }, order.token);
    expect(twice.body.data.status).toBe('succeeded');
    expect(order.events).toEqual(['paid:full:100000']);
    const status = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(status.body.data).toMatchObject({ status: 'paid', paid: 1000, due: 0 });
  });

  test('failing the challenge fails the payment and cancels the booking', async () => {
    const { order, paymentId, challengeUrl } = await startChallenge();
    await app.inject({ method: 'POST', url: `${challengeUrl}/fail` });
    const marked = await call(app, 'markPayment', { paymentId }, order.token);
    expect(marked.body.data.status).toBe('failed');
    expect(marked.body.data.msg).toContain('The 3-D Secure check of your card failed.');
    expect(order.status).toBe('cancelled');
  });

  test('markPayment before the challenge is done still answers requires_action', async () => {
    const { order, paymentId } = await startChallenge();
    const marked = await call(app, 'markPayment', { paymentId }, order.token);
    expect(marked.body.data.status).toBe('requires_action');
    expect(order.status).toBe('awaiting_payment');
  });
});

describe('slice payment', () => {
  test('slicePayParse lists the deposit, weekly instalments and hold fee; paying charges the deposit', async () => {
    const { id, order } = fake.add({ paymentType: 'slice' });
    const plan = await call(
      app,
      'slicePayParse',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(plan.body.data).toMatchObject({
      available: true,
      total: 1000,
      deposit: 230,
      holdFee: 30,
      adjustedAmount: 1030,
    });
    const instalments = plan.body.data.instalments as { amount: number; dueDate: string }[];
    expect(instalments[0]!.dueDate).toBe('2025-06-22');
    expect(instalments.at(-1)!.dueDate <= '2025-08-25').toBe(true);
    const sum = Math.round(instalments.reduce((s, i) => s + i.amount * 100, 0) + 23000);
    expect(sum).toBe(103000);

    const res = await pay(id, order.token, CARDS.ok, { paymentType: 'slice' });
    expect(res.body.data).toMatchObject({ status: 'succeeded', amount: 230 });
    const status = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(status.body.data).toMatchObject({
      status: 'instalments',
      total: 1030,
      paid: 230,
      due: 800,
    });
    expect(status.body.data.instalments[0]).toMatchObject({
      number: 1,
      status: 'scheduled',
      dueDate: '2025-06-22',
    });
  });

  test('a payment type other than the booking’s is refused', async () => {
    const { id, order } = fake.add({ paymentType: 'full' });
    const res = await pay(id, order.token, CARDS.ok, { paymentType: 'slice' });
    expect(res.status).toBe(422);
  });
});

describe('refunds', () => {
  test('a refund gives back at most what was paid', async () => {
    const { id, order } = fake.add();
    const res = await pay(id, order.token, CARDS.ok);
    const paymentId = res.body.data.paymentId as string;
    await expect(
      app.payments.refundPayment({ paymentId, amount: 60_000, idempotencyKey: 'r1' }),
    ).resolves.toMatchObject({ status: 'succeeded', amount: 60_000, cardLast4: '4242' });
    await expect(
      app.payments.refundPayment({ paymentId, amount: 50_000, idempotencyKey: 'r2' }),
    ).rejects.toThrow(/larger/);
    const status = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(status.body.data.refunded).toBe(600);
  });
});
