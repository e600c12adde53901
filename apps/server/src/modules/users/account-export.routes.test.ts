import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountExport } from '@farewise/domain/account/account-data.schemas';
import { call } from '../../../test/helpers.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { seedFlightOrder } from '../orders/orders.test-support.ts';
import { fillAccount, makeAccountApp } from './account-data.test-support.ts';

let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof signUp>>;
let aliceData: Awaited<ReturnType<typeof fillAccount>>;
let bobData: Awaited<ReturnType<typeof fillAccount>>;
let guestOrderNo: string;

beforeAll(async () => {
  app = await makeAccountApp();
  alice = await signUp(app);
  const bob = await signUp(app);
  aliceData = await fillAccount(app, alice);
  bobData = await fillAccount(app, bob);
  // Booked as a guest with Alice's address: not the account's (decision 056).
  const guest = await seedFlightOrder(app, {
    userId: aliceData.userId,
    at: new Date('2026-10-01T10:00:00Z'),
    status: 3,
  });
  await app.db
    .update(flightOrders)
    .set({ userId: null, contactEmail: alice.email })
    .where(eq(flightOrders.id, guest.id));
  guestOrderNo = guest.orderNo;
});
afterAll(async () => {
  await app.close();
});

const exportOf = (token?: string) =>
  call<AccountExport>(app, { method: 'GET', url: '/v3/account/export', token });

describe('Download my data', () => {
  test('signed out, the export is refused', async () => {
    const res = await exportOf();
    expect(res.status).toBe(401);
    expect(res.body.data).toBeNull();
  });

  test('holds the account, its travellers, contacts, orders, alerts and uploads', async () => {
    const res = await exportOf(alice.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.account.email).toBe(alice.email);
    expect(data.travellers).toEqual([
      expect.objectContaining({ given_name: 'Ann', surname: 'Lee', id_card: 'PA1234567' }),
    ]);
    expect(data.contacts).toEqual([expect.objectContaining({ email: 'ann@example.com' })]);
    expect(data.orders.map((o) => [o.orderType, o.orderNo]).sort()).toEqual(
      [
        [1, aliceData.flight.orderNo],
        [2, aliceData.hotel.orderNo],
      ].sort(),
    );
    const flight = data.orders.find((o) => o.orderType === 1)!;
    expect(flight).toMatchObject({ status: 3, currency: 'AUD' });
    expect(flight.details).toMatchObject({ totalAmount: 45_678, contactEmail: alice.email });
    expect(flight.details.passengers).toEqual([expect.objectContaining({ given_name: 'Ann' })]);
    const hotel = data.orders.find((o) => o.orderType === 2)!;
    expect(hotel.details).toMatchObject({ total: 55_000, checkIn: '2026-12-24' });
    expect(data.alerts).toEqual([
      expect.objectContaining({ email: alice.email, kind: 'flight', dropValue: 10 }),
    ]);
    expect(data.uploads).toEqual([
      expect.objectContaining({
        name: aliceData.picture,
        url: `/v3/common_app/upload/${aliceData.picture}`,
        contentType: 'image/png',
      }),
    ]);
  });

  test("holds only the caller's data: not another account's, not a guest order to the same address, no token hashes", async () => {
    const { body } = await exportOf(alice.token);
    const text = JSON.stringify(body.data);
    expect(text).not.toContain(bobData.flight.orderNo);
    expect(text).not.toContain(bobData.hotel.orderNo);
    expect(text).not.toContain(bobData.picture);
    expect(text).not.toContain(guestOrderNo);
    expect(text).not.toMatch(/guestTokenHash|lookupTokenHashes|passwordHash|userId/);
    expect(text).not.toContain(aliceData.userId);
  });
});
