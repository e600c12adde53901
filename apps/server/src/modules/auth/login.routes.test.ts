import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp, uniqueEmail, sameAnswer } from '../../../test/helpers.ts';
import { defaultRateLimits } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import { signInSlowedMessage } from '@farewise/domain/auth/auth.messages';
import { PASSWORD, logIn, mailedCode, signUp } from './auth.test-support.ts';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  // High per-IP limits here so only the per-account counts are under test; the IP limits have their own app.
  app = await makeApp(
    {
      rateLimits: {
        ...defaultRateLimits,
        globalPerMinute: 100_000,
        loginPerMinutePerIp: 1_000,
        loginFailuresPerClient: 1_000,
      },
    },
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
    expect(wrongPassword.body).toEqual(sameAnswer(unknownAddress.body));
    expect(wrongPassword.body).toEqual({
      code: 401,
      msg: 'The email or password is incorrect.',
      data: null,
      error: 'auth.invalid_credentials',
      requestId: wrongPassword.headers['x-request-id'],
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

describe('repeated failures slow the guesser, not the owner (OWASP)', () => {
  // The test clock stands still: a second passes after each sign-up, as it would between real requests.
  const signUpThen = async () => {
    const account = await signUp(app);
    clock.advance(1000);
    return account;
  };
  const slowed = (res: Awaited<ReturnType<typeof logIn>>, error: string, retryAfter: number) => {
    expect(res.status, res.body.msg).toBe(429);
    expect(res.body).toMatchObject({ code: 429, error, data: { retryAfter } });
    expect(res.headers['retry-after']).toBe(String(retryAfter));
  };

  test('after five failures from browsers new to the account, each try waits: 30 s, then twice as long', async () => {
    const { email } = await signUpThen();
    for (let i = 0; i < 5; i++) {
      // Spread over addresses: this count follows the account, not the network.
      expect((await logIn(app, email, `Wrong${i}pass`, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const wait = await logIn(app, email, PASSWORD);
    slowed(wait, 'auth.sign_in_slowed', 30);
    expect(wait.body.msg).toBe(signInSlowedMessage(30));
    expect(wait.body.msg).toBe(
      'Too many failed sign-ins for this email. Please wait 30 seconds and try again, or reset your password. A device you have signed in on before can still sign in.',
    );
    clock.advance(30_000);
    expect((await logIn(app, email, 'Wrong9pass')).status).toBe(401);
    slowed(await logIn(app, email, PASSWORD), 'auth.sign_in_slowed', 60);
    clock.advance(60_000);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test('the wait doubles up to 15 minutes, and tries made while waiting are not counted', async () => {
    const { email } = await signUpThen();
    for (let i = 0; i < 5; i++) expect((await logIn(app, email, 'Wrong1pass')).status).toBe(401);
    for (const seconds of [30, 60, 120, 240, 480, 900, 900]) {
      slowed(await logIn(app, email, PASSWORD), 'auth.sign_in_slowed', seconds);
      slowed(await logIn(app, email, 'Wrong1pass'), 'auth.sign_in_slowed', seconds);
      clock.advance(seconds * 1000);
      expect((await logIn(app, email, 'Wrong1pass')).status).toBe(401);
    }
    clock.advance(900_000);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test("the owner's usual browser signs in with the right password while an attacker fails on their address", async () => {
    const victim = await signUpThen();
    // The attacker, from many addresses and with no device cookie of the account.
    for (let i = 0; i < 12; i++)
      await logIn(app, victim.email, `Guess${i}word`, `203.0.113.${i + 1}`);
    slowed(await logIn(app, victim.email, PASSWORD, '203.0.113.99'), 'auth.sign_in_slowed', 30);
    // The owner, from the browser they registered with.
    const owner = await logIn(app, victim.email, PASSWORD, '192.0.2.10', victim.device);
    expect(owner.status, owner.body.msg).toBe(200);
    expect(owner.body.msg).toBe('Login successful');
    // The owner's success does not let the attacker go on guessing.
    slowed(await logIn(app, victim.email, 'Guess99word', '203.0.113.1'), 'auth.sign_in_slowed', 30);
  });

  test("a device cookie made up, or another account's, is not the owner's browser", async () => {
    const victim = await signUpThen();
    const attacker = await signUpThen();
    for (let i = 0; i < 5; i++) await logIn(app, victim.email, 'Wrong1pass', '203.0.113.5');
    const forged = 'A'.repeat(43);
    slowed(
      await logIn(app, victim.email, PASSWORD, '203.0.113.5', forged),
      'auth.sign_in_slowed',
      30,
    );
    slowed(
      await logIn(app, victim.email, PASSWORD, '203.0.113.5', attacker.device),
      'auth.sign_in_slowed',
      30,
    );
  });

  test("a known browser's own failures slow only that browser", async () => {
    const { email, device } = await signUpThen();
    for (let i = 0; i < 5; i++)
      expect((await logIn(app, email, 'Wrong1pass', undefined, device)).status).toBe(401);
    const wait = await logIn(app, email, PASSWORD, undefined, device);
    slowed(wait, 'auth.device_slowed', 30);
    expect(wait.body.msg).toBe(
      'Too many failed sign-ins on this device. Please wait 30 seconds and try again, or reset your password.',
    );
    // Another browser has not failed: it signs in.
    expect((await logIn(app, email, PASSWORD, '192.0.2.77')).status).toBe(200);
  });

  test('an address without an account is slowed the same way, so the wait reveals nothing', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await logIn(app, ghost, PASSWORD)).status).toBe(401);
    slowed(await logIn(app, ghost, PASSWORD), 'auth.sign_in_slowed', 30);
  });

  test('a successful sign-in clears earlier failures', async () => {
    const { email } = await signUpThen();
    for (let i = 0; i < 4; i++) await logIn(app, email, 'Wrong1pass');
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
    clock.advance(1000);
    for (let i = 0; i < 4; i++) expect((await logIn(app, email, 'Wrong1pass')).status).toBe(401);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test('resetting the password ends the wait', async () => {
    const { email } = await signUpThen();
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

  test('sign-in and registration set the device cookie HttpOnly, for the sign-in calls only', async () => {
    const email = uniqueEmail('cookie');
    await signUp(app, { email });
    const res = await logIn(app, email, PASSWORD);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';');
    expect(cookie).toMatch(/^fw_device=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/v3/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(res.body.data).not.toHaveProperty('deviceToken');
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

  test('one client failing on many addresses waits; other clients do not', async () => {
    const failing = await makeApp(
      { rateLimits: { ...defaultRateLimits, globalPerMinute: 100_000, loginFailuresPerClient: 6 } },
      { clock },
    );
    try {
      for (let i = 0; i < 6; i++)
        expect((await logIn(failing, uniqueEmail('spray'), PASSWORD, '203.0.113.20')).status).toBe(
          401,
        );
      const wait = await logIn(failing, uniqueEmail('spray'), PASSWORD, '203.0.113.20');
      expect(wait.status).toBe(429);
      expect(wait.body).toMatchObject({ error: 'auth.network_slowed', data: { retryAfter: 30 } });
      expect(wait.body.msg).toBe(
        'Too many failed sign-ins from your network. Please wait 30 seconds and try again.',
      );
      expect((await logIn(failing, uniqueEmail('spray'), PASSWORD, '203.0.113.21')).status).toBe(
        401,
      );
    } finally {
      await failing.close();
    }
  });
});
