import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES as M, loginRateLimitedMessage } from '@farewise/domain/auth/auth.messages';
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
import { createAuthService } from './auth.service.ts';

const signedIn = [{ bearer: [] }];

/** Accounts: mailed codes, register, login, logout, reset and change password, user info (SPEC 7). */
export async function authRoutes(fastify: FastifyInstance) {
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
  const caller = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip || null,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

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
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a mailed code (use 1) and sign in',
        description:
          'The code may be sent as a number or a string of 6 digits. Success returns a bearer token: the new traveller is signed in, and msg says so.',
        body: registerBody,
        response: { 200: envelopeOf(signInResult) },
      },
    },
    async (request) => ok(await auth.register(request.body, caller(request)), M.registerSignedIn),
  );

  app.post(
    '/v3/login',
    {
      config: { rateLimit: passwordRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (mail) and password; returns a bearer token valid 30 days',
        description:
          'A wrong address and a wrong password give the same 401. Repeated failures lock the address for a while (429).',
        body: loginBody,
        response: { 200: envelopeOf(signInResult) },
      },
    },
    async (request) => {
      const session = await auth.login(
        { email: request.body.mail, password: request.body.password },
        caller(request),
      );
      return ok(session, M.loginSucceeded);
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
