import { and, count, desc, eq, gt, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, loginAttempts, mailCodes } from './auth.table.ts';

export type MailCodeRow = typeof mailCodes.$inferSelect;

export function createAuthRepository({ db }: { db: DbOrTx }) {
  return {
    /**
     * Serialises code requests for one address and purpose until the transaction ends, so two
     * requests at the same moment cannot both pass the 60-second check.
     */
    async lockAddress(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    /** The newest code for the address and purpose; only it counts. FOR UPDATE when checking it. */
    async latestCode({
      email,
      purpose,
      forUpdate,
    }: {
      email: string;
      purpose: string;
      forUpdate?: boolean;
    }) {
      const query = db
        .select()
        .from(mailCodes)
        .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose)))
        .orderBy(desc(mailCodes.createdAt))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertCode(row: {
      id: string;
      email: string;
      purpose: string;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(mailCodes).values(row);
    },

    async deleteCode(id: string): Promise<void> {
      await db.delete(mailCodes).where(eq(mailCodes.id, id));
    },

    /** Counts one wrong try and answers how many there have been. */
    async addWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(mailCodes)
        .set({ attempts: sql`${mailCodes.attempts} + 1` })
        .where(eq(mailCodes.id, id))
        .returning({ attempts: mailCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    async consumeCode({ id, at }: { id: string; at: Date }): Promise<void> {
      await db.update(mailCodes).set({ consumedAt: at }).where(eq(mailCodes.id, id));
    },

    async recordLoginAttempt(row: {
      email: string;
      ip: string | null;
      succeeded: boolean;
      device: string | null;
      trusted: boolean;
      at: Date;
    }): Promise<void> {
      await db.insert(loginAttempts).values({
        email: row.email,
        ip: row.ip,
        succeeded: row.succeeded,
        device: row.device,
        trusted: row.trusted,
        createdAt: row.at,
      });
    },

    /** Whether the device (its cookie's hash) has signed in to the e-mail since the date. */
    async deviceKnown({
      email,
      device,
      since,
    }: {
      email: string;
      device: string;
      since: Date;
    }): Promise<boolean> {
      const [row] = await db
        .select({ id: loginAttempts.id })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email),
            eq(loginAttempts.device, device),
            eq(loginAttempts.succeeded, true),
            gt(loginAttempts.createdAt, since),
          ),
        )
        .limit(1);
      return !!row;
    },

    /**
     * Failed sign-ins after `since` of one e-mail from unknown devices, of one known device, or
     * from one client address, with the time of the newest; and the newest success of the same
     * kind (which starts the count again), for e-mail and device.
     */
    async failuresSince(
      scope:
        | { email: string; device?: undefined; ip?: undefined }
        | { email: string; device: string; ip?: undefined }
        | { ip: string; email?: undefined; device?: undefined },
      since: Date,
    ): Promise<{ count: number; last: Date | null }> {
      const conditions: SQL[] = [gt(loginAttempts.createdAt, since)];
      if (scope.ip !== undefined) {
        conditions.push(eq(loginAttempts.ip, scope.ip), eq(loginAttempts.trusted, false));
      } else if (scope.device !== undefined) {
        conditions.push(
          eq(loginAttempts.email, scope.email),
          eq(loginAttempts.device, scope.device),
          eq(loginAttempts.trusted, true),
        );
      } else {
        conditions.push(eq(loginAttempts.email, scope.email), eq(loginAttempts.trusted, false));
      }
      if (scope.ip === undefined) {
        const [success] = await db
          .select({ at: max(loginAttempts.createdAt) })
          .from(loginAttempts)
          .where(and(...conditions, eq(loginAttempts.succeeded, true)));
        if (success?.at) conditions[0] = gt(loginAttempts.createdAt, success.at);
      }
      const [row] = await db
        .select({ count: count(), last: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(...conditions, eq(loginAttempts.succeeded, false)));
      return { count: Number(row?.count ?? 0), last: row?.last ?? null };
    },

    async insertToken(row: {
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }) {
      const [inserted] = await db.insert(authTokens).values(row).returning({ id: authTokens.id });
      if (!inserted) throw new Error('insert into auth_tokens returned no row');
      return inserted;
    },

    async tokenByHash(tokenHash: string) {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          userId: authTokens.userId,
          expiresAt: authTokens.expiresAt,
          revokedAt: authTokens.revokedAt,
        })
        .from(authTokens)
        .where(eq(authTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async revokeToken({ id, at }: { id: string; at: Date }): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: at })
        .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
    },

    /** Revokes every live token of the user, except the one named (the caller's own session). */
    async revokeUserTokens({
      userId,
      at,
      except,
    }: {
      userId: string;
      at: Date;
      except?: string;
    }): Promise<void> {
      const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
      if (except) conditions.push(ne(authTokens.id, except));
      await db
        .update(authTokens)
        .set({ revokedAt: at })
        .where(and(...conditions));
    },
  };
}
