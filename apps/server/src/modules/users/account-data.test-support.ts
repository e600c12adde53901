import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import { flightOrders } from '../flight-orders/flight-orders.table.ts';
import { seedFlightOrder, seedHotelOrder } from '../orders/orders.test-support.ts';
import { priceAlerts } from '../price-alerts/price-alerts.table.ts';
import { adultAnn, contactAnn, multipartBody, PNG_1PX } from './users.test-support.ts';
import { users } from './users.table.ts';

/** After the seeded orders' trips (December 2026), so they are over and the account may go. */
export const AFTER_THE_TRIPS = new Date('2027-01-15T12:00:00Z');

export async function makeAccountApp(
  clock = manualClock(AFTER_THE_TRIPS),
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { clock });
  await app.ready();
  return app;
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

export const flightPassengers = [
  { ...adultAnn, age_type: 0, phone_code: '61', mobile: '412345678' },
];

/**
 * What a traveller leaves with an account: a saved traveller and contact, a picture, a price
 * alert, a past flight order (with passengers and contact) and a past hotel order.
 */
export async function fillAccount(
  app: FastifyInstance,
  { token, email, flightStatus = 3 }: { token: string; email: string; flightStatus?: number },
) {
  const userId = await userIdOf(app, email);
  const at = new Date('2026-11-01T10:00:00Z');
  await call(app, {
    method: 'POST',
    url: '/v2/user/updateUserPassenger',
    token,
    payload: adultAnn,
  });
  await call(app, {
    method: 'POST',
    url: '/v2/user/updateUserContact',
    token,
    payload: contactAnn,
  });
  const upload = multipartBody([{ filename: 'me.png', contentType: 'image/png', data: PNG_1PX }]);
  const uploaded = await call<{ files: string[] }>(app, {
    method: 'POST',
    url: '/v3/common_app/upload',
    token,
    payload: upload.payload,
    headers: upload.headers,
  });
  const flight = await seedFlightOrder(app, { userId, at, status: flightStatus });
  await app.db
    .update(flightOrders)
    .set({
      passengers: flightPassengers,
      contact: { email, postcode: '61', mobile: '412345678' },
      contactEmail: email,
    })
    .where(eq(flightOrders.id, flight.id));
  const hotel = await seedHotelOrder(app, { userId, at, status: 'Issued' });
  await app.db.insert(priceAlerts).values({
    userId,
    email,
    status: 'active',
    kind: 'flight',
    search: { kind: 'flight' } as never,
    currency: 'AUD',
    dropKind: 'percent',
    dropValue: 10,
    endsAfter: '2027-03-01',
    nextCheckAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return { userId, flight, hotel, picture: uploaded.body.data.files[0]! };
}
