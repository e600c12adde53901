import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES as M } from '@farewise/domain/auth/auth.messages';
import {
  MAIL_CODE_TTL_MINUTES,
  MAIL_CODE_USE,
  type MailCodeUse,
} from '@farewise/domain/auth/auth.rules';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthUser } from '../../shared/fastify-types.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import { createUsersService } from '../users/users.service.ts';
import {
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
import { createSignInThrottle, deviceTokenFor, type ThrottleLimits } from './sign-in-throttle.ts';

/** Who is calling, for the session row and the attempt log. */
interface Caller {
  ip: string | null;
  userAgent: string | null;
  /** The browser's device cookie (sign-in-throttle.ts), when it sent a well-formed one. */
  deviceToken: string | null;
}

/** A session, and the device cookie to keep (or set) on the browser that opened it. */
export type SignedIn = SignInResult & { deviceToken: string };

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
  rateLimits: ThrottleLimits;
  log: FastifyBaseLogger;
}) {
  const codes = createMailCodeService({ clock });
  const sessions = createSessionService({ db, clock });
  const users = createUsersService({ db });
  const throttle = createSignInThrottle({ db, clock, limits: rateLimits });
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
    const delivery = mailer.sendNow(mail).catch(async (err: unknown) => {
      log.error({ err }, 'could not send a password reset code');
      await db.transaction((tx) => codes.withdraw(tx, { codeId })).catch(() => {});
    });
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
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
        await mailer.sendNow(mail);
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
    ): Promise<SignedIn> {
      // The cheap checks first (the account, the code, counting a wrong code as a try): a wrong
      // code costs no password hashing, the one expensive step, which then runs bounded.
      await inTransaction<null>(async (tx) => {
        if (await createUsersService({ db: tx }).findByEmail(email))
          return { ok: false, fail: emailTaken };
        const check = await codes.check(tx, { email, use: MAIL_CODE_USE.register, code });
        return check.ok ? { ok: true, value: null } : failWith(check.problem);
      });
      // Hash outside the transaction: it takes tens of milliseconds and would hold the row locks.
      const passwordHash = await hashPassword(password);
      const device = deviceTokenFor(caller.deviceToken);
      try {
        const session = await inTransaction<SignInResult>(async (tx) => {
          // The code row is locked first, so a double submit waits here and then finds the account.
          const check = await codes.check(tx, { email, use: MAIL_CODE_USE.register, code });
          const usersInTx = createUsersService({ db: tx });
          if (await usersInTx.findByEmail(email)) return { ok: false, fail: emailTaken };
          if (!check.ok) return failWith(check.problem);
          const user = await usersInTx.create({ email, passwordHash, at: clock.now() });
          await codes.consume(tx, { codeId: check.codeId });
          const session = await sessions.open(tx, { userId: user.id, email, ...caller });
          // The browser that registered is the account's first known device.
          await createSignInThrottle({ db: tx, clock, limits: rateLimits }).record({
            email,
            ip: caller.ip,
            device: device.hash,
            knownDevice: false,
            succeeded: true,
          });
          return { ok: true, value: session };
        });
        return { ...session, deviceToken: device.token };
      } catch (err) {
        // Two registrations of one address at once: the unique index lets only one through.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    async login(
      { email, password }: { email: string; password: string },
      caller: Caller,
    ): Promise<SignedIn> {
      const user = await users.findByEmail(email);
      const admitted = await throttle.admit({
        email,
        ip: caller.ip,
        deviceToken: caller.deviceToken,
        passwordChangedAt: user?.passwordChangedAt ?? null,
      });
      const matches = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      const device = matches ? deviceTokenFor(caller.deviceToken) : null;
      await throttle.record({
        email,
        ip: caller.ip,
        device: device?.hash ?? admitted.device,
        knownDevice: admitted.knownDevice,
        succeeded: matches,
      });
      if (!user || !matches || !device) throw invalidCredentials();
      const session = await sessions.open(db, { userId: user.id, email: user.email, ...caller });
      return { ...session, deviceToken: device.token };
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
      // The code first, so a wrong one costs no password hashing.
      await inTransaction<null>(async (tx) => {
        const check = await codes.check(tx, { email, use: MAIL_CODE_USE.reset, code });
        return check.ok ? { ok: true, value: null } : failWith(check.problem);
      });
      const passwordHash = await hashPassword(newPassword);
      await inTransaction<null>(async (tx) => {
        const check = await codes.check(tx, { email, use: MAIL_CODE_USE.reset, code });
        if (!check.ok) return failWith(check.problem);
        const usersInTx = createUsersService({ db: tx });
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
        await createUsersService({ db: tx }).setPassword({
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
