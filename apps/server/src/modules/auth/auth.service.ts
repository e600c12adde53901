import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES as M } from '@farewise/domain/auth/auth.messages';
import {
  MAIL_CODE_TTL_MINUTES,
  MAIL_CODE_USE,
  type MailCodeUse,
} from '@farewise/domain/auth/auth.rules';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import type { RateLimitConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthUser } from '../../shared/fastify-types.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import {
  addressLocked,
  codeNotAccepted,
  codeSendFailed,
  emailTaken,
  invalidCredentials,
  oldPasswordWrong,
  resetFailed,
  sessionExpired,
  type CodeProblem,
} from './auth.errors.ts';
import { codeMail } from './code-mail.ts';
import { createMailCodeService } from './mail-codes.service.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import { createSessionService } from './sessions.service.ts';

/** Who is calling, for the session row and the attempt log. */
interface Caller {
  ip: string | null;
  userAgent: string | null;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; fail: () => Error };

const PG_UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the SQLSTATE sits somewhere down the cause chain. */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === PG_UNIQUE_VIOLATION) return true;
  }
  return false;
}

const failWith = (problem: CodeProblem) => ({
  ok: false as const,
  fail: () => codeNotAccepted(problem),
});

export function createAuthService({
  db,
  clock,
  mailer,
  rateLimits,
  log,
}: {
  db: Db;
  clock: Clock;
  mailer: MailService;
  rateLimits: Pick<RateLimitConfig, 'loginFailuresPerAddress' | 'loginFailureWindowMinutes'>;
  log: FastifyBaseLogger;
}) {
  const codes = createMailCodeService({ clock });
  const sessions = createSessionService({ db, clock });
  const users = createUsersRepository({ db });
  const authRepo = createAuthRepository({ db });
  const pendingDeliveries = new Set<Promise<void>>();

  /** Commits the transaction, then raises the failure it chose, so counted code tries are kept. */
  async function inTransaction<T>(work: (tx: Tx) => Promise<Outcome<T>>): Promise<T> {
    const outcome = await db.transaction(work);
    if (!outcome.ok) throw outcome.fail();
    return outcome.value;
  }

  /**
   * Sends a reset code after the answer has gone, so the answer takes as long for an address
   * without an account (nothing to send) as for one with an account.
   */
  function deliverLater(mail: OutgoingMail, codeId: string) {
    const delivery = mailer.send(mail).catch(async (err: unknown) => {
      log.error({ err }, 'could not send a password reset code');
      await db.transaction((tx) => codes.withdraw(tx, { codeId })).catch(() => {});
    });
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
  }

  /**
   * The start of the sign-in window that counts failures: the lock lifts after a success, a
   * password reset or change, or when the window passes.
   */
  async function lockedFor({
    email,
    passwordChangedAt,
  }: {
    email: string;
    passwordChangedAt: Date | null;
  }): Promise<number> {
    const now = clock.now();
    const windowMs = rateLimits.loginFailureWindowMinutes * 60_000;
    let since = new Date(now.getTime() - windowMs);
    if (passwordChangedAt && passwordChangedAt > since) since = passwordChangedAt;
    const lastSuccess = await authRepo.lastLoginSuccess({ email, since });
    if (lastSuccess && lastSuccess > since) since = lastSuccess;
    const limit = rateLimits.loginFailuresPerAddress;
    const failures = await authRepo.recentLoginFailures({ email, since, limit });
    const oldestCounted = failures[limit - 1];
    if (failures.length < limit || !oldestCounted) return 0;
    return Math.max(1, Math.ceil((oldestCounted.getTime() + windowMs - now.getTime()) / 1000));
  }

  return {
    async getMailCode({
      email,
      use,
    }: {
      email: string;
      use: MailCodeUse;
    }): Promise<{ msg: string; retryAfter: number }> {
      const user = await users.findByEmail(email);
      if (use === MAIL_CODE_USE.register && user) throw emailTaken();
      // A reset code is stored (and rate-limited) even for an unknown address but never sent:
      // the answers, waits and code checks are then the same whether or not an account exists.
      const issued = await db.transaction((tx) => codes.issue(tx, { email, use }));
      const mail = codeMail({
        to: email,
        code: issued.code,
        use,
        ttlMinutes: MAIL_CODE_TTL_MINUTES,
      });
      if (use === MAIL_CODE_USE.reset) {
        if (user) deliverLater(mail, issued.codeId);
        return { msg: M.resetCodeSent, retryAfter: issued.retryAfter };
      }
      try {
        await mailer.send(mail);
      } catch (err) {
        log.error({ err }, 'could not send a registration code');
        await db.transaction((tx) => codes.withdraw(tx, { codeId: issued.codeId }));
        throw codeSendFailed();
      }
      return { msg: M.codeSent, retryAfter: issued.retryAfter };
    },

    async verifyMailCode({
      email,
      use,
      code,
    }: {
      email: string;
      use: MailCodeUse;
      code: string;
    }): Promise<void> {
      await inTransaction<null>(async (tx) => {
        const check = await codes.check(tx, { email, use, code });
        return check.ok ? { ok: true, value: null } : failWith(check.problem);
      });
    },

    async register(
      { email, password, code }: { email: string; password: string; code: string },
      caller: Caller,
    ): Promise<SignInResult> {
      // Hash before the transaction: it takes tens of milliseconds and would hold the row locks.
      const passwordHash = await hashPassword(password);
      try {
        return await inTransaction<SignInResult>(async (tx) => {
          // The code row is locked first, so a double submit waits here and then finds the account.
          const check = await codes.check(tx, { email, use: MAIL_CODE_USE.register, code });
          const usersInTx = createUsersRepository({ db: tx });
          if (await usersInTx.findByEmail(email)) return { ok: false, fail: emailTaken };
          if (!check.ok) return failWith(check.problem);
          const user = await usersInTx.insert({ email, passwordHash, at: clock.now() });
          await codes.consume(tx, { codeId: check.codeId });
          const session = await sessions.open(tx, { userId: user.id, email, ...caller });
          return { ok: true, value: session };
        });
      } catch (err) {
        // Two registrations of one address at once: the unique index lets only one through.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    async login(
      { email, password }: { email: string; password: string },
      caller: Caller,
    ): Promise<SignInResult> {
      const user = await users.findByEmail(email);
      const retryAfter = await lockedFor({
        email,
        passwordChangedAt: user?.passwordChangedAt ?? null,
      });
      if (retryAfter > 0) throw addressLocked(retryAfter);
      const matches = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      await authRepo.recordLoginAttempt({
        email,
        ip: caller.ip,
        succeeded: matches,
        at: clock.now(),
      });
      if (!user || !matches) throw invalidCredentials();
      return sessions.open(db, { userId: user.id, email: user.email, ...caller });
    },

    /** Revokes the token the request came with; signing out when signed out is fine. */
    async logout(user: AuthUser | null): Promise<void> {
      if (user) await sessions.revoke({ tokenId: user.tokenId });
    },

    async resetPassword({
      email,
      newPassword,
      code,
    }: {
      email: string;
      newPassword: string;
      code: string;
    }): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await inTransaction<null>(async (tx) => {
        const check = await codes.check(tx, { email, use: MAIL_CODE_USE.reset, code });
        if (!check.ok) return failWith(check.problem);
        const usersInTx = createUsersRepository({ db: tx });
        const user = await usersInTx.findByEmail(email);
        if (!user) return { ok: false, fail: resetFailed };
        await usersInTx.setPassword({ id: user.id, passwordHash, at: clock.now() });
        await codes.consume(tx, { codeId: check.codeId });
        await sessions.revokeAllOf(tx, { userId: user.id });
        return { ok: true, value: null };
      });
    },

    async changePassword(
      user: AuthUser,
      { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
    ): Promise<void> {
      const row = await users.findById(user.id);
      if (!row) throw sessionExpired();
      if (!(await verifyPassword(oldPassword, row.passwordHash))) throw oldPasswordWrong();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await createUsersRepository({ db: tx }).setPassword({
          id: user.id,
          passwordHash,
          at: clock.now(),
        });
        await sessions.revokeAllOf(tx, { userId: user.id, except: user.tokenId });
      });
    },

    /** Waits for reset e-mails still being sent (on shutdown). */
    async settle(): Promise<void> {
      await Promise.allSettled([...pendingDeliveries]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
