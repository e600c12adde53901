import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CARD_MESSAGES, cardDigits } from '@farewise/domain/payments/card.rules';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import { rulesSource } from './sandbox-card-form.ts';
import {
  CARDS,
  PAY_TEST_NOW,
  call,
  card,
  fakePayable,
  paymentMethod,
} from './payments.test-support.ts';

describe('the sandbox gateway keeps the card (decision 050)', () => {
  let app: FastifyInstance;
  let fake: ReturnType<typeof fakePayable>;
  const logged: string[] = [];

  beforeAll(async () => {
    // Everything the server logs, at its most talkative, is kept to be searched for the card.
    app = await buildApp(
      { ...testConfig(), logLevel: 'trace' },
      { clock: manualClock(PAY_TEST_NOW), logStream: { write: (line) => logged.push(line) } },
    );
    await app.ready();
    fake = fakePayable();
    app.payments.payables.register('flight', fake.payable);
  });
  afterAll(() => app.close());

  const pay = (orderId: string, token: string, method: string, key = `key-${orderId}`) =>
    call(
      app,
      'createPayment',
      {
        orderType: 'flight',
        orderId,
        paymentType: 'full',
        paymentMethod: method,
        idempotencyKey: key,
      },
      token,
    );

  test('its card fields: their own page, framed only by the site, labelled, with its script', async () => {
    const page = await app.inject({ url: '/sandbox-gateway/card-form' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const [id, label] of [
      ['number', 'Card number'],
      ['name', 'Name on card'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'CVC'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}`);
      expect(page.body).toContain(`aria-describedby="${id}-error"`);
    }
    const script = await app.inject({ url: '/sandbox-gateway/card-form.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(() => new vm.Script(script.body)).not.toThrow();
  });

  test("the fields' script checks with the domain's card rules, as the server does", () => {
    const run = (expr: string) => vm.runInNewContext(`${rulesSource()}\n${expr}`);
    expect(run(`formatCardNumber('4242424242424242')`)).toBe('4242 4242 4242 4242');
    expect(run(`cardBrand('378282246310005')`)).toBe('amex');
    const form = `{ number: '4242 4242 4242 4241', name: '', expiry: '13/3', cvc: '1' }`;
    expect(run(`cardFormProblem(${form}, 'number', new Date())`)).toBe(CARD_MESSAGES.numberInvalid);
    expect(run(`cardFormProblem(${form}, 'name', new Date())`)).toBe(CARD_MESSAGES.nameRequired);
    expect(run(`cardFormProblem(${form}, 'expiry', new Date())`)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(run(`cardFormProblem(${form}, 'cvc', new Date())`)).toBe(CARD_MESSAGES.cvcInvalid);
  });

  test('tokenise answers a one-use payment method, or the card messages of the form', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/tokenise',
      payload: card(CARDS.ok),
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({
      paymentMethod: expect.stringMatching(/^pm_[0-9a-f]{24}$/),
      brand: 'visa',
      last4: '4242',
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/tokenise',
      payload: { ...card('4242 4242 4242 4241'), cvc: '12' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'number', message: CARD_MESSAGES.numberInvalid },
      { field: 'cvc', message: CARD_MESSAGES.cvcInvalid },
    ]);

    // Used once: the same payment method again charges nothing.
    const first = fake.add();
    const method = made.json().paymentMethod as string;
    expect((await pay(first.id, first.order.token, method)).body.data.status).toBe('succeeded');
    const second = fake.add();
    const again = await pay(second.id, second.order.token, method);
    expect(again.body.data).toMatchObject({ status: 'failed' });
    expect(again.body.data.msg).toContain('Your card details could not be used.');
  });

  test('the test cards keep what they do through the payment method: 3-D Secure, declines', async () => {
    const threeDs = fake.add();
    const challenged = await pay(
      threeDs.id,
      threeDs.order.token,
      await paymentMethod(app, CARDS.threeDs),
    );
    expect(challenged.body.data).toMatchObject({
      status: 'requires_action',
      challengeUrl: expect.stringMatching(/^\/v3\/sandbox\/challenge\/ch_/),
    });
    const declined = fake.add();
    const refused = await pay(
      declined.id,
      declined.order.token,
      await paymentMethod(app, CARDS.declined),
    );
    expect(refused.body.data).toMatchObject({ status: 'failed' });
    expect(refused.body.data.msg).toContain('Your card was declined.');
  });

  test("after a payment, the card's digits are nowhere in the server's log or its database", async () => {
    const { id, order } = fake.add();
    const paid = await pay(id, order.token, await paymentMethod(app, CARDS.ok));
    expect(paid.body.data.status).toBe('succeeded');
    const status = await call(
      app,
      'orderPayStatus',
      { orderType: 'flight', orderId: id },
      order.token,
    );
    expect(status.body.data.payments[0]).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });

    const digits = cardDigits(CARDS.ok);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.replace(/[\s-]/g, '').includes(digits))).toEqual([]);

    // Every row of every table, the sandbox gateway's own included: its books keep the test
    // behaviour, brand and last four digits of a card, never the number.
    const { rows: tables } = await app.database.sql.executeSql(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((r: { t: string }) => r.t)).toEqual(
      expect.arrayContaining(['payments', 'sandbox_charges', 'sandbox_cards']),
    );
    const holding: string[] = [];
    for (const { s, t } of tables as { s: string; t: string }[]) {
      const { rows } = await app.database.sql.executeSql(
        `select row_to_json(x)::text as row from "${s}"."${t}" x`,
      );
      for (const { row } of rows as { row: string }[]) {
        if (row.replace(/[\s-]/g, '').includes(digits)) holding.push(`${s}.${t}: ${row}`);
      }
    }
    expect(holding).toEqual([]);
  });
});
