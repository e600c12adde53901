import type { FastifyInstance } from 'fastify';
import type { FlightSearchResult } from '@farewise/domain/flights/search.schemas';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { call } from '../../../test/helpers.ts';
import type { Clock } from '../../shared/clock.ts';

/** The whole app, ready. */
export async function makeFlightOrdersApp(
  clock: Clock,
  overrides: Parameters<typeof testConfig>[0] = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { clock });
  await app.ready();
  return app;
}

export const adult = (n = 0) => ({
  given_name: ['Ann', 'Bea', 'Cal', 'Dan'][n % 4],
  middle_name: '',
  surname: 'Lee',
  sex: 2,
  birthday: '1990-04-02',
  id_card_issue: 'AU',
  national_code: 'AU',
  id_card: `PA12345${60 + n}`,
  id_card_time: '2030-01-31',
  phone_code: '61',
  mobile: '0412 345 678',
  age_type: 0 as const,
});

export const child = (n = 0) => ({
  ...adult(n + 2),
  given_name: ['Tom', 'Tim'][n % 2],
  birthday: '2018-03-03',
  age_type: 1 as const,
});

export const contact = (email = 'ann@example.com') => ({
  postcode: '61',
  mobile: '0412 345 678',
  email,
});

/** A search and its first routing's Standard fare. */
export async function searchFare(app: FastifyInstance, body: Record<string, unknown>) {
  const res = await call<FlightSearchResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketSearchNew',
    payload: body,
  });
  if (res.status !== 200) throw new Error(`search failed: ${res.body.msg}`);
  const routing = res.body.data.routings[0]!;
  return { uniqueKey: res.body.data.uniqueKey, routing, fare: routing.priceList[0]! };
}
