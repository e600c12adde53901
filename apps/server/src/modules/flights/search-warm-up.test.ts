import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { defaultRateLimits } from '../../config.ts';
import { call, makeApp } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { WARM_UP_SEARCHES, warmUpFlightSearch, warmUpSearchBodies } from './search-warm-up.ts';

const now = new Date('2026-11-20T09:00:00Z');

describe('the flight search warm-up (decision 033)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A global limit of exactly the warm-up's searches: a client sharing its bucket would be refused.
    app = await makeApp(
      { rateLimits: { ...defaultRateLimits, globalPerMinute: WARM_UP_SEARCHES } },
      { clock: manualClock(now) },
    );
  });
  afterAll(async () => {
    await app.close();
  });

  test('every warm-up search is a new search the site answers, and a client keeps its whole quota', async () => {
    expect(await warmUpFlightSearch(app)).toMatchObject({ answered: WARM_UP_SEARCHES });
    const res = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketSearchNew',
      payload: {
        tripType: 1,
        fromCityCode: 'SYD',
        toCityCode: 'MEL',
        fromDate: '2026-12-01',
        adultNumber: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
  });

  test('it searches one-way, round and multi-city trips with children and Business, 200 days out or more', () => {
    const bodies = warmUpSearchBodies(now);
    expect(new Set(bodies.map((b) => b.tripType))).toEqual(new Set([1, 2, 3]));
    expect(bodies.some((b) => b.childNumber === 1)).toBe(true);
    expect(bodies.some((b) => b.cabinPref === 'C')).toBe(true);
    const soonest = now.getTime() + 200 * 86_400_000;
    for (const b of bodies) {
      const dates = [
        b.fromDate,
        b.retDate,
        ...((b.legs as { fromDate: string }[]) ?? []).map((l) => l.fromDate),
      ];
      for (const d of dates.filter(Boolean))
        expect(Date.parse(`${d}T12:00:00Z`)).toBeGreaterThan(soonest);
    }
    // Each is a distinct search, so none is answered from another's kept answer.
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(bodies.length);
  });
});
