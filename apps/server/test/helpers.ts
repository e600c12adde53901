import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';

/**
 * Builds the app on a fresh in-memory PGlite, or on the PostgreSQL named by TEST_DATABASE_URL
 * (CI creates one database per run). Tests use unique e-mails so runs on one server never clash.
 */
export async function makeApp(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}) {
  const app = await buildApp(testConfig(overrides), deps);
  await app.ready();
  return app;
}

/**
 * Another answer's envelope, its request id apart: each answer has its own (for support), so two
 * answers that must not tell callers apart (a wrong password, an unknown e-mail) differ in it only.
 */
export const sameAnswer = <T extends object>(body: T) => ({
  ...body,
  requestId: expect.any(String),
});

export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Injects a request and parses the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string },
) {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: {
    code: number;
    msg: string;
    data: T;
    error?: string;
    errors?: { field: string; message: string }[];
  };
  try {
    body = res.json();
  } catch {
    body = { code: res.statusCode, msg: res.body, data: undefined as T };
  }
  return { status: res.statusCode, headers: res.headers, body, raw: res };
}

/**
 * The traveller passes the sandbox's 3-D Secure challenge and the pay page marks the payment, as
 * the browser does after the redirect: answers the challenge's redirect and markPayment's status.
 */
export async function passChallenge(
  app: FastifyInstance,
  c: { challengeUrl: string; paymentId: string; orderToken: string | null },
) {
  const back = await app.inject({
    method: 'POST',
    url: `${c.challengeUrl}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const marked = await call<{ status: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/markPayment',
    payload: { paymentId: c.paymentId },
    headers: c.orderToken ? { 'x-order-token': c.orderToken } : {},
  });
  return { redirect: back, marked };
}
