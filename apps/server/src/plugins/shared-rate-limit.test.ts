import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { call, makeApp } from '../../test/helpers.ts';
import { startRedis, type RedisServer } from '../../test/redis-server.ts';

const LIMIT = 6;
const rateLimits = { ...defaultRateLimits, globalPerMinute: LIMIT };

async function statuses(apps: FastifyInstance[], times: number, ip: string) {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) {
    const app = apps[i % apps.length]!;
    const res = await call(app, { method: 'GET', url: '/v2/static/siteInfo', remoteAddress: ip });
    seen.push(res.status);
  }
  return seen;
}

describe('rate limits with REDIS_URL: two servers count as one site', () => {
  let redis: RedisServer;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    one = await makeApp({ redisUrl: redis.url, rateLimits });
    two = await makeApp({ redisUrl: redis.url, rateLimits });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  test('requests to either server count against one limit per client', async () => {
    const seen = await statuses([one, two], LIMIT + 2, '203.0.113.7');
    expect(seen.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(seen.slice(LIMIT)).toEqual([429, 429]);
    // The other server refuses the client too, with the envelope and the wait.
    const refused = await call<{ retryAfter: number }>(two, {
      method: 'GET',
      url: '/v2/static/siteInfo',
      remoteAddress: '203.0.113.7',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, error: 'rate_limited' });
    expect(refused.body.data.retryAfter).toBeGreaterThan(0);
    // Another client still has its whole allowance.
    expect(await statuses([two, one], 2, '203.0.113.8')).toEqual([200, 200]);
  });

  test('without Redis each server counts alone (the reason for REDIS_URL)', async () => {
    const a = await makeApp({ rateLimits });
    const b = await makeApp({ rateLimits });
    try {
      const seen = await statuses([a, b], LIMIT + 2, '203.0.113.9');
      expect(seen).toEqual(Array(LIMIT + 2).fill(200));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
