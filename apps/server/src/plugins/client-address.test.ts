import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { call, makeApp, uniqueEmail } from '../../test/helpers.ts';
import { defaultRateLimits } from '../config.ts';
import { users } from '../modules/users/users.table.ts';
import { authTokens } from '../modules/auth/auth.table.ts';
import { PASSWORD, signUp } from '../modules/auth/auth.test-support.ts';

const LIMIT = defaultRateLimits.loginPerMinutePerIp;
// The failed-sign-in count per client is left out of the way: the per-IP request limit is under test.
const LIMITS = { ...defaultRateLimits, globalPerMinute: 100_000, loginFailuresPerClient: 1_000 };

/** Sign-ins one after the other, each claiming its own address in X-Forwarded-For. */
async function flood(
  app: FastifyInstance,
  times: number,
  forwardedFor: (i: number) => string,
  remoteAddress = '198.51.100.7',
) {
  const answers = [];
  for (let i = 0; i < times; i++) {
    answers.push(
      await call(app, {
        method: 'POST',
        url: '/v3/login',
        payload: { mail: uniqueEmail('flood'), password: 'Wrong1pass' },
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress,
      }),
    );
  }
  return answers;
}

async function sessionAddress(app: FastifyInstance, email: string) {
  const [row] = await app.db
    .select({ ip: authTokens.ip })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(users.email, email))
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return row?.ip;
}

describe('without TRUST_PROXY (the default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ rateLimits: LIMITS });
  });
  afterAll(async () => {
    await app.close();
  });

  test('a sign-in flood with a different X-Forwarded-For each time is still refused past the limit', async () => {
    const answers = await flood(app, LIMIT * 2, (i) => `203.0.113.${i + 1}`);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(LIMIT);
    expect(refused[0]!.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
  });

  test('a session records the address that connected, not the one a header claims', async () => {
    const { email } = await signUp(app);
    const res = await call(app, {
      method: 'POST',
      url: '/v3/login',
      payload: { mail: email, password: PASSWORD },
      headers: { 'x-forwarded-for': '1.2.3.4' },
      remoteAddress: '192.0.2.44',
    });
    expect(res.status).toBe(200);
    expect(await sessionAddress(app, email)).toBe('192.0.2.44');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({
      trustProxy: ['10.0.0.0/8'],
      rateLimits: LIMITS,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  test('clients behind the trusted proxy are told apart by X-Forwarded-For', async () => {
    const answers = await flood(app, LIMIT + 5, (i) => `203.0.113.${(i % 2) + 1}`, '10.1.2.3');
    expect(answers.filter((r) => r.status === 429)).toHaveLength(0);
    const { email } = await signUp(app);
    await call(app, {
      method: 'POST',
      url: '/v3/login',
      payload: { mail: email, password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.77' },
      remoteAddress: '10.1.2.3',
    });
    expect(await sessionAddress(app, email)).toBe('203.0.113.77');
  });

  test('a client that is not the proxy cannot name itself', async () => {
    const answers = await flood(app, LIMIT * 2, (i) => `198.18.0.${i + 1}`, '192.0.2.99');
    expect(answers.filter((r) => r.status === 429)).toHaveLength(LIMIT);
  });
});
