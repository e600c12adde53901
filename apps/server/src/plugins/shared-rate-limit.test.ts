import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
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

/** A Redis that accepts connections and never answers (hung, or a network that drops replies): counts the commands it is sent. */
async function silentRedis(port: number) {
  const sockets = new Set<net.Socket>();
  let commands = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => {
      commands += (chunk.toString().match(/^\*\d+\r$/gm) ?? []).length;
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    commands: () => commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('rate limits when Redis stops answering', () => {
  const RETRY_MS = 300;
  let redis: RedisServer;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    const limits = { ...rateLimits, sharedStoreRetryMs: RETRY_MS };
    one = await makeApp({ redisUrl: redis.url, rateLimits: limits });
    two = await makeApp({ redisUrl: redis.url, rateLimits: limits });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  test('requests are counted by each server at once, Redis is tried once a retry interval, and used again when back', async () => {
    const port = Number(new URL(redis.url).port);
    // Shared while it answers.
    expect(await statuses([one, two], LIMIT + 1, '198.51.100.1')).toEqual([
      ...Array(LIMIT).fill(200),
      429,
    ]);

    await redis.stop();
    const silent = await silentRedis(port);
    const started = Date.now();
    // Each server counts alone in its memory: a client gets its allowance, then 429, with no
    // request waiting for the store (a request that waited would be let through by skipOnError).
    expect(await statuses([one], LIMIT + 2, '198.51.100.2')).toEqual([
      ...Array(LIMIT).fill(200),
      429,
      429,
    ]);
    expect(await statuses([two], LIMIT + 2, '198.51.100.2')).toEqual([
      ...Array(LIMIT).fill(200),
      429,
      429,
    ]);
    const requests = 2 * (LIMIT + 2) + 4 * 2;
    for (let n = 0; n < 4; n++) {
      await statuses([one, two], 2, `198.51.100.${10 + n}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS / 2));
    }
    const intervals = Math.floor((Date.now() - started) / RETRY_MS) + 1;
    // At most one try of the store per server and retry interval, however many requests came.
    expect(silent.commands()).toBeLessThanOrEqual(2 * intervals);
    // Not one a request, as when each request asked the store and waited for it.
    expect(silent.commands()).toBeLessThan(requests);

    await silent.close();
    redis = await startRedis({ port });
    // Back: the two servers count as one site again.
    let client = 100;
    await vi.waitFor(
      async () => {
        client += 1;
        expect(await statuses([one, two], LIMIT + 1, `198.51.100.${client}`)).toEqual([
          ...Array(LIMIT).fill(200),
          429,
        ]);
      },
      { timeout: 30_000, interval: RETRY_MS },
    );
  });
});
