import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { makeApp } from '../../test/helpers.ts';

describe('health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  test('/health/live answers while the process runs', async () => {
    const res = await app.inject({ url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { live: true } });
  });

  test('/health/ready: the database answers and is migrated; Redis and jobs not used here', async () => {
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ready: true,
      shuttingDown: false,
      database: true,
      migrations: true,
      redis: null,
      jobQueue: null,
    });
  });

  test('/health/ready is 503 when a configured Redis cannot be reached', async () => {
    const withRedis = await makeApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const res = await withRedis.inject({ url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 503,
        error: 'server.not_ready',
        data: { ready: false, redis: false, database: true },
        requestId: res.headers['x-request-id'],
      });
    } finally {
      await withRedis.close();
    }
  });
});

describe('shutdown drains', () => {
  test('not ready at once; a request in flight when the close starts still gets its answer', async () => {
    const app = await buildApp(testConfig());
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/v3/test/slow', async () => {
      started();
      await released;
      return { code: 200, msg: 'success', data: 'finished' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    const slow = fetch(`${base}/v3/test/slow`).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { data: unknown },
    }));
    await slowStarted;
    let endDrain!: () => void;
    const drain = new Promise<void>((resolve) => (endDrain = resolve));
    const closed = app.health.drainAndClose(drain);

    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      code: 503,
      msg: 'This server is shutting down.',
      data: { ready: false, shuttingDown: true },
    });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    endDrain();
    while (app.health.state !== 'closing') await new Promise((r) => setTimeout(r, 5));
    release();
    expect(await slow).toEqual({
      status: 200,
      body: expect.objectContaining({ data: 'finished' }),
    });
    await closed;
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
  });
});
