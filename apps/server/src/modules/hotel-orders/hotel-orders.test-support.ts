import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';

/** The whole app, ready. */
export async function makeHotelOrdersApp(clock: Clock): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { clock });
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
