import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES as M,
  accountRequestsLimitedMessage,
  loginRateLimitedMessage,
} from '@farewise/domain/auth/auth.messages';
import {
  changePasswordBody,
  getMailCodeBody,
  loginBody,
  mailCodeSent,
  mailCodeVerified,
  registerBody,
  resetPasswordBody,
  signInResult,
  userInfo,
  verifyMailCodeBody,
} from '@farewise/domain/auth/auth.schemas';
import { requireUser } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createAuthService, type SignedIn } from './auth.service.ts';
import { DEVICE_KNOWN_DAYS, isDeviceToken } from './sign-in-throttle.ts';

const signedIn = [{ bearer: [] }];

/** The device cookie (sign-in-throttle.ts): HttpOnly, sent only to the sign-in calls under /v3. */
const DEVICE_COOKIE = 'fw_device';

/** Accounts: mailed codes, register, login, logout, reset and change password, user info (SPEC 7). */
export async function authRoutes(fastify: FastifyInstance) {
  // Cookies are read and written by these routes only.
  await fastify.register(cookie);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    rateLimits: app.config.rateLimits,
    log: app.log,
  });
  app.addHook('onClose', () => auth.settle());

  /** Per-IP limit on calls that check a password, on top of the per-address lock in the database. */
  const passwordRateLimit = {
    max: app.config.rateLimits.loginPerMinutePerIp,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        code: 429,
        msg: loginRateLimitedMessage(retryAfter),
        data: { retryAfter },
      };
    },
  };
  /** Registrations and resets per IP: each may cost a password hash. */
  const accountRateLimit = {
    ...passwordRateLimit,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        code: 429,
        msg: accountRequestsLimitedMessage(retryAfter),
        data: { retryAfter },
      };
    },
  };
  const caller = (request: FastifyRequest) => {
    const device = request.cookies[DEVICE_COOKIE];
    return {
      ip: request.ip || null,
      userAgent:
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      deviceToken: isDeviceToken(device) ? device : null,
    };
  };
  /** Keeps the browser's device cookie, so its next sign-in to the account is from a known device. */
  const signedInAnswer = (reply: FastifyReply, { deviceToken, ...session }: SignedIn) => {
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      path: '/v3/',
      httpOnly: true,
      sameSite: 'strict',
      secure: app.config.publicUrl.startsWith('https:'),
      maxAge: DEVICE_KNOWN_DAYS * 86_400,
    });
    return session;
  };

  app.post(
    '/v2/getMailCode',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a 6-digit verification code (use 1 register, 2 reset); one per 60 s per address',
        description:
          'The code is valid for 10 minutes. A second request within 60 seconds answers 429 with data.retryAfter. Registering an address that has an account answers 409. A reset request answers the same whether or not an account exists.',
        body: getMailCodeBody,
        response: { 200: envelopeOf(mailCodeSent) },
      },
    },
    async (request) => {
      const { email, use } = request.body;
      const { msg, retryAfter } = await auth.getMailCode({ email, use });
      return ok({ retryAfter }, msg);
    },
  );

  app.post(
    '/v2/verifyMailCode',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a mailed code without using it up',
        description: 'Five wrong codes spend the code (429); a new one must then be requested.',
        body: verifyMailCodeBody,
        response: { 200: envelopeOf(mailCodeVerified) },
      },
    },
    async (request) => {
      await auth.verifyMailCode(request.body);
      return ok({ valid: true as const }, M.codeCorrect);
    },
  );

  app.post(
    '/v3/register',
    {
      config: { rateLimit: accountRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a mailed code (use 1) and sign in',
        description:
          'The code may be sent as a number or a string of 6 digits. Success returns a bearer token: the new traveller is signed in, and msg says so.',
        body: registerBody,
        response: { 200: envelopeOf(signInResult) },
      },
    },
    async (request, reply) =>
      ok(
        signedInAnswer(reply, await auth.register(request.body, caller(request))),
        M.registerSignedIn,
      ),
  );

  app.post(
    '/v3/login',
    {
      config: { rateLimit: passwordRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (mail) and password; returns a bearer token valid 30 days',
        description:
          'A wrong address and a wrong password give the same 401. Failures are counted per e-mail and per client, and slow them rather than lock ' +
          'the account (OWASP): after 5 failures to one e-mail in 24 hours (since its last success) from browsers that never signed in to it, ' +
          'each further try from such a browser waits 30 s, then 1, 2, 4, 8 minutes, at most 15 (429 auth.sign_in_slowed with data.retryAfter ' +
          'and a Retry-After header); tries made while waiting are not counted. A browser ' +
          'that signed in to the account before (the HttpOnly fw_device cookie this call and register set) is counted on its own (429 ' +
          'auth.device_slowed), so the owner gets in from their usual browser while someone else fails on their address. One client ' +
          'address failing 20 times in 15 minutes on any e-mails waits likewise (429 auth.network_slowed); 30 attempts a minute per client address at ' +
          'most (429). 503 auth.busy when too many password checks are waiting.',
        body: loginBody,
        response: { 200: envelopeOf(signInResult) },
      },
    },
    async (request, reply) => {
      const session = await auth.login(
        { email: request.body.mail, password: request.body.password },
        caller(request),
      );
      return ok(signedInAnswer(reply, session), M.loginSucceeded);
    },
  );

  app.post(
    '/v3/logout',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign out: revoke the token this request carries (succeeds when already signed out)',
        security: signedIn,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await auth.logout(request.user);
      return ok(null, M.logoutSucceeded);
    },
  );

  app.post(
    '/v2/resetPassword',
    {
      config: { rateLimit: accountRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed code (use 2); signs out every session',
        body: resetPasswordBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { email, new_pass, code } = request.body;
      await auth.resetPassword({ email, newPassword: new_pass, code });
      return ok(null, M.resetSucceeded);
    },
  );

  app.post(
    '/v3/changePass',
    {
      config: { rateLimit: passwordRateLimit },
      schema: {
        tags: ['user'],
        summary: 'Change the password (signed in); signs out every other session',
        security: signedIn,
        body: changePasswordBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await auth.changePassword(user, {
        oldPassword: request.body.old_pass,
        newPassword: request.body.new_pass,
      });
      return ok(null, M.passwordChanged);
    },
  );

  app.get(
    '/v2/user/getInfo',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (401 when signed out)',
        security: signedIn,
        response: { 200: envelopeOf(userInfo) },
      },
    },
    async (request) => ok({ email: requireUser(request).email }),
  );
}
