import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { manualClock } from './shared/clock.ts';
import {
  call,
  CARDS,
  fakePayable,
  PAY_TEST_NOW,
  paymentMethod,
} from './modules/payments/payments.test-support.ts';

// One composition root (services.ts): every service is built once per app, so two apps in one
// process (the tests build many) share nothing: not a payable, a search or a database.
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  const clock = manualClock(PAY_TEST_NOW);
  first = await buildApp(testConfig({ publicUrl: 'https://first.farewise.test' }), { clock });
  second = await buildApp(testConfig({ publicUrl: 'https://second.farewise.test' }), { clock });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const pay = async (app: FastifyInstance, orderId: string, token: string) =>
  call(
    app,
    'createPayment',
    {
      orderType: 'flight',
      orderId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, CARDS.ok),
      idempotencyKey: `key-${orderId}`,
    },
    token,
  );

describe('two apps in one process', () => {
  test('an order kind plugged into one app is not seen by the other', async () => {
    const fake = fakePayable();
    const realFlights = second.payments.payables.get('flight');
    first.payments.payables.register('flight', fake.payable);
    expect(second.payments.payables.get('flight')).toBe(realFlights);

    const { id, order } = fake.add();
    // The second app's flight orders know no such order: the 404 of an unknown order.
    expect((await pay(second, id, order.token)).status).toBe(404);
    expect(order.status).toBe('awaiting_payment');
    const paid = await pay(first, id, order.token);
    expect(paid.status).toBe(200);
    expect(order.status).toBe('paid');
  });

  test('each app has its own services, configuration and database', () => {
    expect(first.payments).not.toBe(second.payments);
    expect(first.flightSearch).not.toBe(second.flightSearch);
    expect(first.config.publicUrl).not.toBe(second.config.publicUrl);
    expect(first.database).not.toBe(second.database);
  });
});
