import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp, uniqueEmail } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { PASSWORD, logIn, mailCount, mailedCode, signUp, wrongCode } from './auth.test-support.ts';

const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({}, { clock });
});
afterAll(async () => {
  await app.close();
});

const getInfo = (token?: string) =>
  call<{ email: string }>(app, { method: 'GET', url: '/v2/user/getInfo', token });
const logout = (token?: string) => call(app, { method: 'POST', url: '/v3/logout', token });
const changePass = (token: string, old_pass: string, new_pass: string) =>
  call(app, { method: 'POST', url: '/v3/changePass', payload: { old_pass, new_pass }, token });

describe('user info', () => {
  test('without a token the answer is 401 asking to log in', async () => {
    const res = await getInfo();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, msg: 'Please log in first.', data: null });
  });

  test('an unknown or malformed token is not signed in', async () => {
    expect((await getInfo('A'.repeat(43))).body.msg).toBe('Please log in first.');
    const malformed = await call(app, {
      method: 'GET',
      url: '/v2/user/getInfo',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.status).toBe(401);
  });

  test('a token stops working after 30 days', async () => {
    const { token } = await signUp(app);
    clock.advance(30 * 24 * 3600 * 1000 - 1000);
    expect((await getInfo(token)).status).toBe(200);
    clock.advance(1000);
    const res = await getInfo(token);
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('Your session has expired. Please log in again.');
  });
});

describe('logging out', () => {
  test('logout revokes the token it came with, and only that one', async () => {
    const { email, token } = await signUp(app);
    const other = (await logIn(app, email, PASSWORD)).body.data.token;
    const res = await logout(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'Exit successfully', data: null });
    const after = await getInfo(token);
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('Your session has expired. Please log in again.');
    expect((await getInfo(other)).status).toBe(200);
  });

  test('logging out when signed out is fine', async () => {
    const { token } = await signUp(app);
    await logout(token);
    expect((await logout(token)).body.msg).toBe('Exit successfully');
    expect((await logout()).status).toBe(200);
    const withBody = await call(app, { method: 'POST', url: '/v3/logout', payload: {} });
    expect(withBody.status).toBe(200);
  });
});

describe('changing the password', () => {
  test('signs out every other session but keeps this one; the new password works', async () => {
    const { email, token } = await signUp(app);
    const laptop = (await logIn(app, email, PASSWORD)).body.data.token;
    const phone = (await logIn(app, email, PASSWORD)).body.data.token;
    const res = await changePass(laptop, PASSWORD, 'Newer3pass');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      msg: 'Password changed. Other devices have been signed out.',
      data: null,
    });
    expect((await getInfo(laptop)).status).toBe(200);
    for (const t of [token, phone])
      expect((await getInfo(t)).body.msg).toBe('Your session has expired. Please log in again.');
    expect((await logIn(app, email, PASSWORD)).status).toBe(401);
    expect((await logIn(app, email, 'Newer3pass')).status).toBe(200);
  });

  test('a wrong current password is refused and changes nothing', async () => {
    const { email, token } = await signUp(app);
    const res = await changePass(token, 'Nope1234', 'Newer3pass');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The current password is incorrect.');
    expect(res.body.errors).toEqual([
      { field: 'old_pass', message: 'The current password is incorrect.' },
    ]);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test('needs a signed-in user and a new password that follows the rule', async () => {
    const signedOut = await call(app, {
      method: 'POST',
      url: '/v3/changePass',
      payload: { old_pass: PASSWORD, new_pass: 'Newer3pass' },
    });
    expect(signedOut.status).toBe(401);
    const { token } = await signUp(app);
    const same = await changePass(token, PASSWORD, PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([
      { field: 'new_pass', message: 'The new password must be different from the current one' },
    ]);
    const weak = await changePass(token, PASSWORD, 'letters');
    expect(weak.body.errors).toEqual([
      {
        field: 'new_pass',
        message: 'Password at least 6 characters (including letters and numbers)',
      },
    ]);
  });
});

describe('resetting the password', () => {
  const reset = (email: string, code: string | number, new_pass: string) =>
    call(app, { method: 'POST', url: '/v2/resetPassword', payload: { email, new_pass, code } });

  test('signs out every session; the new password works and the old one does not', async () => {
    const { email, token } = await signUp(app);
    const other = (await logIn(app, email, PASSWORD)).body.data.token;
    const sent = await call(app, {
      method: 'POST',
      url: '/v2/getMailCode',
      payload: { email, lang: 'en', use: '2' },
    });
    expect(sent.status).toBe(200);
    const code = await mailedCode(app, email);
    const res = await reset(email, Number(code), 'Reset4pass');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      msg: 'Password has been reset successfully. Please log in.',
      data: null,
    });
    for (const t of [token, other]) expect((await getInfo(t)).status).toBe(401);
    expect((await logIn(app, email, PASSWORD)).body.msg).toBe(
      'The email or password is incorrect.',
    );
    expect((await logIn(app, email, 'Reset4pass')).status).toBe(200);
    // The code is used up.
    expect((await reset(email, code, 'Again5pass')).body.msg).toBe(
      'Please get a verification code first.',
    );
  });

  test('a wrong code changes nothing', async () => {
    const { email, token } = await signUp(app);
    await call(app, { method: 'POST', url: '/v2/getMailCode', payload: { email, use: '2' } });
    const code = await mailedCode(app, email);
    const res = await reset(email, wrongCode(code), 'Reset4pass');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The verification code is incorrect.');
    expect((await getInfo(token)).status).toBe(200);
    expect((await logIn(app, email, PASSWORD)).status).toBe(200);
  });

  test('an unknown address never gets a working code', async () => {
    const ghost = uniqueEmail('ghost');
    await call(app, {
      method: 'POST',
      url: '/v2/getMailCode',
      payload: { email: ghost, use: '2' },
    });
    expect(await mailCount(app, ghost)).toBe(0);
    const res = await reset(ghost, 123456, 'Reset4pass');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The verification code is incorrect.');
  });
});
