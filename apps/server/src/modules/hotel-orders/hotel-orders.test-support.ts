import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import { paymentsPlugin } from '../payments/payments.plugin.ts';
import { hotelOrdersRoutes } from './hotel-orders.routes.ts';

/** The whole app with payments and the hotel order routes added if app.ts does not register them yet. */
export async function makeHotelOrdersApp(clock: Clock): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { clock });
  if (!app.hasDecorator('payments')) await app.register(paymentsPlugin);
  if (!app.hasRoute({ method: 'POST', url: '/v3/hotel/booking' }))
    await app.register(hotelOrdersRoutes);
  await app.ready();
  return app;
}

/** A sandbox card that succeeds. */
export const goodCard = {
  number: '4242 4242 4242 4242',
  name: 'Ann Lee',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
};
