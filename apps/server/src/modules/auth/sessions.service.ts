import { hasControlCharacter } from '@farewise/domain/api/text-input.rules';
import { TOKEN_TTL_DAYS } from '@farewise/domain/auth/auth.rules';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthUser } from '../../shared/fastify-types.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createUsersService } from '../users/users.service.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/** What a bearer token turned out to be. */
export type SessionLookup =
  { user: AuthUser; problem: null } | { user: null; problem: 'unknown' | 'expired' };

/** Sign-in tokens: opened on login and register, looked up per request, revoked on logout and password changes. */
export function createSessionService({ db, clock }: { db: DbOrTx; clock: Clock }) {
  return {
    async open(
      tx: DbOrTx,
      {
        userId,
        email,
        ip,
        userAgent,
      }: { userId: string; email: string; ip: string | null; userAgent: string | null },
    ) {
      const now = clock.now();
      const { token, tokenHash } = newSessionToken();
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
      await createAuthRepository({ db: tx }).insertToken({
        userId,
        tokenHash,
        createdAt: now,
        expiresAt,
        // Kept for a future "signed-in devices" list; bounded so a header cannot bloat the table.
        userAgent: userAgent && !hasControlCharacter(userAgent) ? userAgent.slice(0, 512) : null,
        ip,
      });
      return { token, email, expiresAt: expiresAt.toISOString() };
    },

    async resolve(token: string): Promise<SessionLookup> {
      const row = await createAuthRepository({ db }).tokenByHash(hashSessionToken(token));
      if (!row) return { user: null, problem: 'unknown' };
      if (row.revokedAt || clock.now().getTime() >= row.expiresAt.getTime())
        return { user: null, problem: 'expired' };
      // The account is the users module's: its address is asked there (the token row cascades with it).
      const email = await createUsersService({ db }).emailOf(row.userId);
      if (email === undefined) return { user: null, problem: 'unknown' };
      return { user: { id: row.userId, email, tokenId: row.tokenId }, problem: null };
    },

    async revoke({ tokenId }: { tokenId: string }): Promise<void> {
      await createAuthRepository({ db }).revokeToken({ id: tokenId, at: clock.now() });
    },

    async revokeAllOf(
      tx: DbOrTx,
      { userId, except }: { userId: string; except?: string },
    ): Promise<void> {
      await createAuthRepository({ db: tx }).revokeUserTokens({ userId, at: clock.now(), except });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
