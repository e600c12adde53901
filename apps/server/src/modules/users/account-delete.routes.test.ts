import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountExport } from '@farewise/domain/account/account-data.schemas';
import { call } from '../../../test/helpers.ts';
import { logIn, mailedCode, PASSWORD, signUp, wrongCode } from '../auth/auth.test-support.ts';
import { flightOrderRequests } from '../aftersales/aftersales.table.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { hotelOrders } from '../hotel-orders/hotel-orders.table.ts';
import { priceAlerts } from '../price-alerts/price-alerts.table.ts';
import { seedFlightOrder } from '../orders/orders.test-support.ts';
import { manualClock } from '../../shared/clock.ts';
import {
  AFTER_THE_TRIPS,
  fillAccount,
  makeAccountApp,
  userIdOf,
} from './account-data.test-support.ts';

let app: FastifyInstance;
const clock = manualClock(AFTER_THE_TRIPS);
beforeAll(async () => {
  app = await makeAccountApp(clock);
});
afterAll(async () => {
  await app.close();
});

const askCode = (token?: string) =>
  call(app, { method: 'POST', url: '/v3/account/deleteCode', token });
const deleteWith = (token: string | undefined, code: string | number) =>
  call(app, { method: 'POST', url: '/v3/account/delete', token, payload: { code } });
const userInfo = (token: string) => call(app, { method: 'GET', url: '/v2/user/getInfo', token });

describe('Delete my account', () => {
  test('signed out, asking a code and deleting are refused', async () => {
    expect((await askCode()).status).toBe(401);
    expect((await deleteWith(undefined, 123456)).status).toBe(401);
  });

  test('a wrong code is refused and the account stays', async () => {
    const ann = await signUp(app);
    expect((await askCode(ann.token)).status).toBe(200);
    const code = await mailedCode(app, ann.email);
    const res = await deleteWith(ann.token, wrongCode(code));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('auth.code_wrong');
    expect((await userInfo(ann.token)).status).toBe(200);
    expect((await logIn(app, ann.email, PASSWORD)).status).toBe(200);
  });

  test('a trip not over yet holds the deletion back, and says why', async () => {
    const ann = await signUp(app);
    const userId = await userIdOf(app, ann.email);
    await seedFlightOrder(app, { userId, at: new Date('2027-01-10T00:00:00Z'), status: 0 });
    const res = await askCode(ann.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'account.open_orders', data: { openOrders: 1 } });
    expect(res.body.msg).toMatch(/not over yet/);
  });

  test('with the mailed code: orders kept anonymised, everything else gone, signed out everywhere, the e-mail registers again', async () => {
    const ann = await signUp(app);
    const bob = await signUp(app);
    const annData = await fillAccount(app, ann);
    const bobData = await fillAccount(app, bob);
    // A name correction of her flight, long closed.
    const [request] = await app.db
      .insert(flightOrderRequests)
      .values({
        requestNo: 'RQTEST0001',
        orderId: annData.flight.id,
        userId: annData.userId,
        kind: 'name',
        status: 'closed',
        clientKey: 'k1',
        passengers: [{ given_name: 'Ann', surname: 'Lee' }],
        directions: [],
        details: {
          names: [
            {
              from: { given_name: 'Ann', surname: 'Le' },
              to: { given_name: 'Ann', surname: 'Lee' },
            },
          ],
        },
        currency: 'AUD',
        chargeAmount: 2_500,
        timeline: [],
        createdAt: new Date('2026-11-02T10:00:00Z'),
        updatedAt: new Date('2026-11-02T10:00:00Z'),
      })
      .returning();
    const otherDevice = await logIn(app, ann.email, PASSWORD);
    expect(otherDevice.status).toBe(200);

    expect((await askCode(ann.token)).status).toBe(200);
    const res = await deleteWith(ann.token, await mailedCode(app, ann.email));
    expect(res.status, res.body.msg).toBe(200);

    // Signed out on every device, and the password opens nothing.
    expect((await userInfo(ann.token)).status).toBe(401);
    expect((await userInfo(otherDevice.body.data.token)).status).toBe(401);
    expect((await logIn(app, ann.email, PASSWORD)).status).toBe(401);

    // The orders stay with their money; their people are replaced.
    const [flight] = await app.db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.id, annData.flight.id));
    expect(flight).toMatchObject({ userId: null, totalAmount: 45_678, status: 3 });
    expect(flight!.contactEmail).toMatch(/^deleted-[0-9a-f]+@deleted\.invalid$/);
    expect(flight!.passengers).toEqual([
      expect.objectContaining({
        given_name: 'Deleted',
        surname: 'Traveller',
        id_card: '',
        birthday: '',
      }),
    ]);
    const [hotel] = await app.db
      .select()
      .from(hotelOrders)
      .where(eq(hotelOrders.id, annData.hotel.id));
    expect(hotel).toMatchObject({ userId: null, total: 55_000, paidAmount: 55_000 });
    expect(hotel!.payments).toEqual(annData.hotel.payments);
    expect(JSON.stringify([hotel!.rooms, hotel!.contact])).not.toMatch(/Ann|Ben|Lee|ann@example/);
    expect(hotel!.contact).toMatchObject({ name: 'Deleted traveller' });
    expect(hotel!.contactEmail).not.toBe(flight!.contactEmail);

    const [kept] = await app.db
      .select()
      .from(flightOrderRequests)
      .where(eq(flightOrderRequests.id, request!.id));
    expect(kept).toMatchObject({ userId: null, chargeAmount: 2_500, orderId: annData.flight.id });
    expect(JSON.stringify([kept!.passengers, kept!.details])).not.toMatch(/Ann|Lee|"Le"/);

    // Alerts and uploads went with the account.
    expect(await app.db.select().from(priceAlerts).where(eq(priceAlerts.email, ann.email))).toEqual(
      [],
    );
    const picture = await call(app, {
      method: 'GET',
      url: `/v3/common_app/upload/${annData.picture}`,
    });
    expect(picture.status).toBe(404);

    // Bob's account, orders and data are untouched.
    const bobs = await call<AccountExport>(app, {
      method: 'GET',
      url: '/v3/account/export',
      token: bob.token,
    });
    expect(bobs.body.data.orders.map((o) => o.orderNo).sort()).toEqual(
      [bobData.flight.orderNo, bobData.hotel.orderNo].sort(),
    );
    expect(bobs.body.data.orders[0]!.details).toMatchObject({ contactEmail: bob.email });
    expect(bobs.body.data.travellers).toHaveLength(1);
    expect(bobs.body.data.uploads).toHaveLength(1);

    // The address registers again (once the code countdown is over), as a new, empty account.
    clock.advance(61_000);
    const again = await signUp(app, { email: ann.email });
    const fresh = await call<AccountExport>(app, {
      method: 'GET',
      url: '/v3/account/export',
      token: again.token,
    });
    expect(fresh.body.data).toMatchObject({ orders: [], travellers: [], contacts: [], alerts: [] });
  });
});
