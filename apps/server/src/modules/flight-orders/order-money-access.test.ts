import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { OrderMoney } from '@farewise/domain/payments/payment.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { users } from '../users/users.table.ts';
import { paidOrder } from '../aftersales/aftersales.test-support.ts';
import { flightOrders } from './flight-orders.table.ts';
import { makeFlightOrdersApp } from './flight-orders.test-support.ts';

// A flight order's money list (orderMoney) opens with the proofs its page and its look-up take:
// the booking's token, the signed-in owner, and the order number with its e-mail
// (/searchBookings), which opens an account's order to a signed-out visitor too.
// Runs on PGlite, or on TEST_DATABASE_URL.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

const money = (
  orderId: string,
  opts: { email?: string; token?: string; headers?: Record<string, string> } = {},
) =>
  call<OrderMoney>(app, {
    method: 'POST',
    url: '/v3/commonb2c/orderMoney',
    token: opts.token,
    headers: opts.headers ?? {},
    payload: { orderType: 'flight', orderId, ...(opts.email ? { email: opts.email } : {}) },
  });

describe("who may read a flight order's money", () => {
  test("an account's order looked up signed out by number and e-mail lists its payments, as the look-up shows the order", async () => {
    const order = await paidOrder(app, { date: '2026-12-29', email: 'lookup-money@example.com' });
    const owner = await signUp(app);
    const [user] = await app.db.select().from(users).where(eq(users.email, owner.email));
    await app.db
      .update(flightOrders)
      .set({ userId: user!.id })
      .where(eq(flightOrders.id, order.orderId));

    const mine = await money(order.orderId, { token: owner.token });
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data.paid).toBe(order.total);

    // Signed out: the look-up opens the order (no token for an account's order) ...
    const orderNo = (
      await app.db
        .select({ orderNo: flightOrders.orderNo })
        .from(flightOrders)
        .where(eq(flightOrders.id, order.orderId))
    )[0]!.orderNo;
    const found = await call<FlightOrderInfo>(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderNo, email: 'lookup-money@example.com' },
    });
    expect(found.status, found.body.msg).toBe(200);
    expect((found.body as { orderToken?: unknown }).orderToken).toBeUndefined();
    // ... and its e-mail opens the same money list.
    const byMail = await money(order.orderId, { email: ' Lookup-Money@Example.com ' });
    expect(byMail.status, byMail.body.msg).toBe(200);
    expect(byMail.body.data).toEqual(mine.body.data);

    // Nobody else: no proof, another e-mail, or a stranger signed in.
    const stranger = await signUp(app);
    for (const other of [{}, { email: 'thief@example.com' }, { token: stranger.token }]) {
      const refused = await money(order.orderId, other);
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe('This booking was not found.');
    }
  });

  test("a guest's order: the booking's token and the look-up's e-mail both open it", async () => {
    const order = await paidOrder(app, { date: '2026-12-30', email: 'guest-money@example.com' });
    const byToken = await money(order.orderId, { headers: order.headers });
    expect(byToken.status, byToken.body.msg).toBe(200);
    expect(byToken.body.data.movements).toHaveLength(1);
    const byMail = await money(order.orderId, { email: 'guest-money@example.com' });
    expect(byMail.status, byMail.body.msg).toBe(200);
    expect(byMail.body.data).toEqual(byToken.body.data);
  });
});
