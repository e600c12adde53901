import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { hotelOrderInfo, hotelVoucher } from '@farewise/domain/orders/hotel-order.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { makeOrdersApp, seedHotelOrder } from './orders.test-support.ts';

// The browser tests open seeded hotel orders: each call of the order page must answer them.
const NOW = new Date('2026-11-20T09:00:00Z');
let app: FastifyInstance;
let token: string;
let userId: string;

beforeAll(async () => {
  app = await makeOrdersApp(manualClock(NOW));
  const user = await signUp(app);
  token = user.token;
  userId = (await createUsersRepository({ db: app.db }).findByEmail(user.email))!.id;
});
afterAll(async () => {
  await app?.close();
});

const post = <T>(url: string, insideOrderNo: string) =>
  call<T>(app, { method: 'POST', url, token, payload: { insideOrderNo } });

describe('seedHotelOrder', () => {
  test.each(['PendingPayment', 'Paid', 'Issued', 'Cancelled', 'RoomRefund', 'PartRefund'])(
    'a seeded %s order opens with /v3/hotel/detail, rooms, guests and contact included',
    async (status) => {
      const row = await seedHotelOrder(app, {
        userId,
        at: new Date(NOW.getTime() - 60_000),
        status,
      });
      const res = await post('/v3/hotel/detail', row.orderNo);
      expect(res.status).toBe(200);
      const order = hotelOrderInfo.parse(res.body.data);
      expect(order).toMatchObject({
        status,
        hotel: { Name: 'Harbour View Hotel', Photo: '/hotel.jpg' },
        room: { Photo: '/room.jpg' },
        Nights: 2,
        TotalPrice: 55_000,
      });
      expect(order.Rooms.map((r) => `${r.Guest.given_name} ${r.Guest.surname}`)).toEqual([
        'Ann Lee',
        'Ben Lee',
      ]);
      expect(order.Contact.email).toBe('ann@example.com');
    },
  );

  test('a seeded Paid order is confirmed with a number and the confirmation mail', async () => {
    const row = await seedHotelOrder(app, { userId, at: NOW, status: 'Paid' });
    const res = await post('/v3/hotel/confirm', row.orderNo);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Issued', statusText: 'Upcoming' });
    expect((res.body.data as { confirmationNo: string }).confirmationNo).toMatch(
      /^[A-Z0-9]+-\d{6}$/,
    );
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ann@example.com'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe(`Hotel booking confirmed: ${row.orderNo}`);
    expect(mail?.text).toContain('Room 2: Ben Lee · 1 adult, 1 child (age 7)');
  });

  test('seeded refunds come back from refundList; the voucher of an Issued order', async () => {
    const part = await seedHotelOrder(app, { userId, at: NOW, status: 'PartRefund' });
    const refunds = await post<{ list: { amount: number; charged: number }[]; total: number }>(
      '/v3/hotel/refundList',
      part.orderNo,
    );
    expect(refunds.status).toBe(200);
    expect(refunds.body.data.total).toBe(1);
    expect(refunds.body.data.list[0]).toMatchObject({ amount: 27_500, charged: 27_500 });

    const issued = await seedHotelOrder(app, { userId, at: NOW, status: 'Issued' });
    const voucher = await post('/hotel/ticket', issued.orderNo);
    expect(voucher.status).toBe(200);
    expect(hotelVoucher.parse(voucher.body.data)).toMatchObject({
      confirmationNo: 'SEED-123456',
      HotelName: 'Harbour View Hotel',
      Guests: [
        { Room: 1, Name: 'Ann Lee', Adults: 2, Children: 0, ChildAges: [] },
        { Room: 2, Name: 'Ben Lee', Adults: 1, Children: 1, ChildAges: [7] },
      ],
    });
  });

  test('a seeded order with a free-cancellation deadline ahead can be cancelled for a full refund', async () => {
    const row = await seedHotelOrder(app, { userId, at: NOW, status: 'Issued' });
    const res = await call(app, {
      method: 'POST',
      url: '/v3/hotel/refund',
      token,
      payload: { insideOrderNo: row.orderNo, reason: 'test' },
    });
    expect(res.body).toMatchObject({ code: 200 });
    expect(res.body.data).toMatchObject({ status: 'RoomRefund', statusText: 'Room Refund' });
  });
});
