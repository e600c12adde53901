import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp, uniqueEmail } from '../../../test/helpers.ts';
import { defaultRateLimits } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import { PASSWORD, logIn, mailedCode, signUp } from './auth.test-support.ts';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  // A high per-IP limit here so only the per-address lock is under test; the IP limit has its own app.
  app = await makeApp(
    { rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000, loginPerMinutePerIp: 1_000 } },
    { clock },
  );
});
afterAll(async () => {
  await app.close();
});

describe('logging in', () => {
  test('the right password signs in with a token for 30 days', async () => {
    const { email } = await signUp(app);
    const res = await logIn(app, `  ${email.toUpperCase()} `, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('Login successful');
    expect(res.body.data.email).toBe(email);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.expiresAt).toBe(
      new Date(clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString(),
    );
    const info = await call<{ email: string }>(app, {
      method: 'GET',
      url: '/v2/user/getInfo',
      token: res.body.data.token,
    });
    expect(info.body).toEqual({ code: 200, msg: 'success', data: { email } });
  });

  test('a wrong password and an unknown address get the same answer', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await logIn(app, email, 'Wrong1pass');
    const unknownAddress = await logIn(app, uniqueEmail('ghost'), PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownAddress.body);
    expect(wrongPassword.body).toEqual({
      code: 401,
      msg: 'The email or password is incorrect.',
      data: null,
      error: 'auth.invalid_credentials',
    });
  });

  test('every sign-in gets its own token', async () => {
    const { email, token } = await signUp(app);
    const second = await logIn(app, email, PASSWORD);
    expect(second.body.data.token).not.toBe(token);
    for (const t of [token, second.body.data.token]) {
      expect((await call(app, { method: 'GET', url: '/v2/user/getInfo', token: t })).status).toBe(
        200,
      );
    }
  });
});

describe('the per-address lock', () => {
  test('five failures lock the address, even for the right password, until the window passes', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 5; i++) {
      // Spread over addresses: the lock follows the account, not the network.
      expect((await logIn(app, email, `Wrong${i}pass`, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const locked = await logIn(app, email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(
      'Too many failed attempts. Please try again in 15 minutes or reset your password.',
    );
    expect(locked.body.data).toEqual({ retryAfter: 900 });
    expect(locked.headers['retry-after']).toBe('900');

    clock.advance(10 * 60_000);
    expect((await logIn(app, email, PASSWORD)).body.msg).toBe(
      'Too many failed attempts. Please try again in 5 minutes or reset your password.',
    );
    clock.advance(5 * 60_000);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test('an unknown address locks the same way, so the lock reveals nothing', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await logIn(app, ghost, PASSWORD)).status).toBe(401);
    expect((await logIn(app, ghost, PASSWORD)).status).toBe(429);
  });

  test('a successful sign-in clears earlier failures', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 4; i++) await logIn(app, email, 'Wrong1pass');
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await logIn(app, email, 'Wrong1pass')).status).toBe(401);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test('resetting the password lifts the lock', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 5; i++) await logIn(app, email, 'Wrong1pass');
    expect((await logIn(app, email, PASSWORD)).status).toBe(429);
    await call(app, { method: 'POST', url: '/v2/getMailCode', payload: { email, use: '2' } });
    const code = await mailedCode(app, email);
    clock.advance(1000);
    const reset = await call(app, {
      method: 'POST',
      url: '/v2/resetPassword',
      payload: { email, new_pass: 'Fresh2pass', code },
    });
    expect(reset.status).toBe(200);
    expect((await logIn(app, email, 'Fresh2pass')).status).toBe(200);
  });
});

describe('the per-IP limit', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await makeApp(
      { rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000, loginPerMinutePerIp: 3 } },
      { clock },
    );
  });
  afterAll(async () => {
    await limited.close();
  });

  test('one network may try only so many sign-ins a minute; another network is unaffected', async () => {
    const ghost = uniqueEmail('ip');
    for (let i = 0; i < 3; i++)
      expect((await logIn(limited, ghost, PASSWORD, '203.0.113.9')).status).toBe(401);
    const blocked = await logIn(limited, uniqueEmail('ip'), PASSWORD, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
    expect(blocked.body.msg).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(limited, ghost, PASSWORD, '203.0.113.10')).status).toBe(401);
  });
});
