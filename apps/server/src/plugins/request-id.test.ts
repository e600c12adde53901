import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { defaultRateLimits, testConfig, type TrustProxy } from '../config.ts';
import { makeApp } from '../../test/helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the id of a request', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });
  async function idFor(trustProxy: TrustProxy, remoteAddress: string, given = 'lb-7f3a-22') {
    const app =
      apps.find((a) => a.config.trustProxy === trustProxy) ?? (await makeApp({ trustProxy }));
    if (!apps.includes(app)) apps.push(app);
    const res = await app.inject({
      url: '/v2/static/siteInfo',
      remoteAddress,
      headers: { 'x-request-id': given },
    });
    return res.headers['x-request-id'];
  }

  test('an X-Request-Id from a client is ignored: the site gives its own', async () => {
    const id = await idFor(false, '127.0.0.1');
    expect(id).toMatch(UUID);
  });

  test('an X-Request-Id from a trusted proxy is kept, so its log and ours share it', async () => {
    expect(await idFor(['10.0.0.0/8', 'loopback'], '10.1.2.3')).toBe('lb-7f3a-22');
    expect(await idFor(['10.0.0.0/8', 'loopback'], '::ffff:127.0.0.1')).toBe('lb-7f3a-22');
    expect(await idFor(1, '192.0.2.8')).toBe('lb-7f3a-22');
  });

  test('an X-Request-Id from outside the trusted proxies, or malformed, is ignored', async () => {
    expect(await idFor(['10.0.0.0/8', 'loopback'], '203.0.113.9')).toMatch(UUID);
    expect(await idFor(1, '192.0.2.8', 'no spaces allowed')).toMatch(UUID);
  });
});

describe('every error envelope carries the request id of its X-Request-Id header', () => {
  let app: FastifyInstance;
  const rawLines: string[] = [];
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    app = await buildApp(
      testConfig({ logLevel: 'info', rateLimits: { ...defaultRateLimits, globalPerMinute: 12 } }),
      {
        logStream: {
          write: (line) => {
            rawLines.push(line);
            logged.push(JSON.parse(line) as Record<string, unknown>);
          },
        },
      },
    );
    app.post('/v3/test/fails', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.info({ got: Object.keys(request.body as object) }, 'a service logs by app.log');
      throw new Error('broken on purpose');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  async function errorOf(opts: InjectOptions) {
    const res = await app.inject(opts);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const body = res.json<{ code: number; requestId: string }>();
    expect(body.requestId).toBe(id);
    return { status: res.statusCode, body, id: id as string };
  }

  test('validation, unknown call, text input, card, server error', async () => {
    const json = { 'content-type': 'application/json' };
    const invalid = await errorOf({ method: 'POST', url: '/v3/login', payload: {} });
    expect(invalid.status).toBe(400);
    const unknown = await errorOf({ url: '/v3/no/such/call' });
    expect(unknown.status).toBe(404);
    const control = await errorOf({
      method: 'POST',
      url: '/v3/login',
      headers: json,
      payload: JSON.stringify({ mail: 'a\u0000@example.com', password: 'x' }),
    });
    expect(control.status).toBe(400);
    const card = await errorOf({
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: { orderId: 'x', cardNumber: '4242424242424242' },
    });
    expect(card.body).toMatchObject({ code: 400, error: 'payments.card_refused' });
    const failed = await errorOf({ method: 'POST', url: '/v3/test/fails', payload: { a: 1 } });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ msg: expect.stringContaining(failed.id) });
  });

  test('each line logged while a request is handled carries its id, app.log lines too', () => {
    const failed = logged.filter((l) => l.msg === 'a service logs by app.log');
    expect(failed).toHaveLength(1);
    const id = failed[0]!.reqId as string;
    expect(id).toMatch(UUID);
    const lines = logged.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(lines).toEqual(
      expect.arrayContaining([
        'incoming request',
        'a service logs by app.log',
        'request failed',
        'request completed',
      ]),
    );
    // request.log binds the id once: a line never names it twice.
    const ofRequest = rawLines.filter((line) => line.includes(id));
    expect(ofRequest.length).toBeGreaterThanOrEqual(4);
    for (const line of ofRequest) expect(line.split('"reqId"')).toHaveLength(2);
  });

  test('too many requests', async () => {
    let res = await app.inject({ url: '/v2/static/siteInfo' });
    for (let i = 0; i < 20 && res.statusCode !== 429; i++)
      res = await app.inject({ url: '/v2/static/siteInfo' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, requestId: res.headers['x-request-id'] });
  });
});
