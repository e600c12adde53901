import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) =>
  call(app, { method: 'POST', url, payload: payload as Record<string, unknown> });

describe('bad payloads get 400 with the form messages', () => {
  test.each([
    [
      '/v3/login',
      {},
      [
        { field: 'mail', message: 'Enter a valid Email' },
        { field: 'password', message: 'Please enter a password' },
      ],
    ],
    [
      '/v3/login',
      { mail: 'not-an-email', password: 'x' },
      [{ field: 'mail', message: 'This email address appears to be incorrect.' }],
    ],
    [
      '/v3/register',
      { email: 'ann@example.com', password: 'abc', code: '' },
      [
        {
          field: 'password',
          message: 'Password at least 6 characters (including letters and numbers)',
        },
        { field: 'code', message: 'Please enter the verification code' },
      ],
    ],
    [
      '/v3/register',
      { email: 'ann@example.com', password: 'abc123', code: 12345 },
      [{ field: 'code', message: 'The verification code is the 6 digits we sent to your email' }],
    ],
    [
      '/v2/getMailCode',
      { email: 'ann@', lang: 'en', use: '1' },
      [{ field: 'email', message: 'Please fill in the correct email address' }],
    ],
    [
      '/v2/getMailCode',
      { email: 'ann@example.com', use: 3 },
      [{ field: 'use', message: "use must be '1' (register) or '2' (reset password)" }],
    ],
    [
      '/v2/verifyMailCode',
      { email: 'ann@example.com', use: '1' },
      [{ field: 'code', message: 'Please enter the verification code' }],
    ],
    [
      '/v2/resetPassword',
      { email: '', new_pass: '', code: 123456 },
      [
        { field: 'email', message: 'Enter a valid Email' },
        { field: 'new_pass', message: 'Please enter a password' },
      ],
    ],
  ])('%s %j', async (url, payload, errors) => {
    const res = await post(url, payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.error).toBe('request.invalid');
    expect(res.body.errors).toEqual(errors);
    expect(res.body.msg).toBe(errors[0]!.message);
  });

  test('a body that is not JSON is a 400 envelope', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mail":',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: 'The request body is not valid JSON.' });
  });
});

describe('the OpenAPI document', () => {
  test('documents every account call with its tag and summary', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const routes: [string, string, string][] = [
      ['/v2/getMailCode', 'post', 'auth'],
      ['/v2/verifyMailCode', 'post', 'auth'],
      ['/v3/register', 'post', 'auth'],
      ['/v3/login', 'post', 'auth'],
      ['/v3/logout', 'post', 'auth'],
      ['/v2/resetPassword', 'post', 'auth'],
      ['/v3/changePass', 'post', 'user'],
      ['/v2/user/getInfo', 'get', 'user'],
    ];
    for (const [path, method, tag] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags).toEqual([tag]);
      expect(op!.summary).toBeTruthy();
    }
  });
});
