import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RefundQuoteWire, RequestList } from '@farewise/domain/aftersales/aftersales.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { users } from '../users/users.table.ts';
import { detail, paidOrder, psgList, submit, type PaidOrder } from './aftersales.test-support.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';

// An after-sales mail's link opened signed out (another phone): the look-up gives no token for an
// account's booking, so its after-sales calls take the booking's e-mail (x-order-email) as the
// payments list and the receipts do. Runs on PGlite, or on TEST_DATABASE_URL.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeFlightOrdersApp(clock);
});
afterAll(async () => {
  await app?.close();
});

const list = (orderId: string, headers: Record<string, string>) =>
  call<RequestList>(app, {
    method: 'GET',
    url: `/v3/ext/sr/refchg2/list?orderId=${orderId}&page=1&size=10`,
    headers,
  });

/** A paid booking that belongs to an account, as the owner's headers and the e-mail's. */
async function accountOrder(email: string) {
  const order = await paidOrder(app, { date: '2026-12-29', email });
  const owner = await signUp(app);
  const [user] = await app.db.select().from(users).where(eq(users.email, owner.email));
  await app.db
    .update(flightOrders)
    .set({ userId: user!.id })
    .where(eq(flightOrders.id, order.orderId));
  const asOwner: PaidOrder = { ...order, headers: { authorization: `Bearer ${owner.token}` } };
  const byMail: PaidOrder = { ...order, headers: { 'x-order-email': ` ${email.toUpperCase()} ` } };
  return { order, asOwner, byMail };
}

describe("an account's booking followed signed out with its e-mail", () => {
  test('the requests list, a request, the options and a refund open with the e-mail the booking was made with', async () => {
    const { asOwner, byMail } = await accountOrder('followed@example.com');
    // The order's own guest token no longer opens an account's booking: only its e-mail does.
    expect((await list(asOwner.orderId, {})).status).toBe(404);

    const options = await psgList(app, byMail, '&kind=refund&passengers=0&directions=0');
    expect(options.status, options.body.msg).toBe(200);
    const q = options.body.data.quote as RefundQuoteWire;
    const made = await submit(app, byMail, {
      kind: 'refund',
      passengers: [0],
      directions: [0],
      quote: { quotedAt: q.quotedAt, amount: q.amount },
    });
    expect(made.status, made.body.msg).toBe(200);
    const requestId = made.body.data.request!.requestId;

    const mine = await list(asOwner.orderId, asOwner.headers);
    const followed = await list(byMail.orderId, byMail.headers);
    expect(followed.status, followed.body.msg).toBe(200);
    expect(followed.body.data).toEqual(mine.body.data);
    expect(followed.body.data.list.map((r) => r.requestId)).toEqual([requestId]);

    const one = await detail(app, byMail, requestId);
    expect(one.status, one.body.msg).toBe(200);
    expect(one.body.data.kind).toBe('refund');
  });

  test('a wrong e-mail gets the same 404 as an unknown order', async () => {
    const { order } = await accountOrder('owner-only@example.com');
    const wrong = { 'x-order-email': 'thief@example.com' };
    const refused = await list(order.orderId, wrong);
    const unknown = await list(randomUUID(), wrong);
    expect(refused.status).toBe(404);
    expect({ code: refused.body.code, msg: refused.body.msg }).toEqual({
      code: unknown.body.code,
      msg: unknown.body.msg,
    });
    expect((await psgList(app, { ...order, headers: wrong })).status).toBe(404);
  });
});
