import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES as M } from '@farewise/domain/auth/auth.messages';
import { unauthorized } from '../shared/app-error.ts';
import type { AuthUser } from '../shared/fastify-types.ts';
import { bearerToken, sessionExpired } from '../modules/auth/index.ts';
import { createSessionService } from '../modules/auth/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why a bearer token did not sign the request in, so a 401 can say the session expired. */
    authProblem: 'unknown' | 'expired' | null;
  }
}

/**
 * Resolves `Authorization: Bearer <token>` to request.user. A missing, malformed, unknown,
 * expired or revoked token makes the request a guest's: public routes still answer, and
 * requireUser turns it into a 401.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessions = createSessionService({ db: app.db, clock: app.clock });
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = bearerToken(header);
    if (!token) {
      request.authProblem = 'unknown';
      return;
    }
    const found = await sessions.resolve(token);
    request.user = found.user;
    request.authProblem = found.problem;
  });
});

/** The signed-in user, or a 401 envelope ('Please log in first.' or, for a dead token, session expired). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  if (request.authProblem === 'expired') throw sessionExpired();
  throw unauthorized(M.loginRequired);
}
