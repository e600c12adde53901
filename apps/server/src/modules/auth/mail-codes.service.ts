import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  MAIL_CODE_COUNTDOWN_SECONDS,
  MAIL_CODE_MAX_ATTEMPTS,
  MAIL_CODE_TTL_MINUTES,
  type MailCodeUse,
} from '@farewise/domain/auth/auth.rules';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { createAuthRepository } from './auth.repository.ts';
import { codeTooSoon, type CodeProblem } from './auth.errors.ts';

export type CodeCheck = { ok: true; codeId: string } | { ok: false; problem: CodeProblem };

/**
 * The code is keyed by its own row id, so equal codes never give equal hashes and a hash is
 * useless for any other address, purpose or request.
 */
function hashCode({
  id,
  email,
  use,
  code,
}: {
  id: string;
  email: string;
  use: MailCodeUse;
  code: string;
}): string {
  return createHmac('sha256', id).update(`${use}\n${email}\n${code}`).digest('hex');
}

/** Six digits from 100000 to 999999: never a leading zero, since SPEC 7 sends the code as a number. */
export function newMailCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

/** Mailed verification codes: issue (one per countdown), check without spending, and consume. */
export function createMailCodeService({ clock }: { clock: Clock }) {
  return {
    /**
     * Stores a new code for the address and purpose, replacing any earlier one. Throws a 429 when
     * the previous code was issued less than the countdown ago. Run it inside a transaction.
     */
    async issue(tx: DbOrTx, { email, use }: { email: string; use: MailCodeUse }) {
      const repo = createAuthRepository({ db: tx });
      const now = clock.now();
      await repo.lockAddress(`mail-code:${use}:${email}`);
      const previous = await repo.latestCode({ email, purpose: use });
      if (previous) {
        const waitMs =
          previous.createdAt.getTime() + MAIL_CODE_COUNTDOWN_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) throw codeTooSoon(Math.ceil(waitMs / 1000));
      }
      const id = randomUUID();
      const code = newMailCode();
      await repo.insertCode({
        id,
        email,
        purpose: use,
        codeHash: hashCode({ id, email, use, code }),
        createdAt: now,
        expiresAt: new Date(now.getTime() + MAIL_CODE_TTL_MINUTES * 60_000),
      });
      return { codeId: id, code, retryAfter: MAIL_CODE_COUNTDOWN_SECONDS };
    },

    /**
     * Checks a typed code against the newest one without spending it. A wrong code counts as a
     * try; the tries are written even though the caller then fails, so it must commit the
     * transaction and raise the problem after it (a rollback would give the tries back).
     */
    async check(
      tx: DbOrTx,
      { email, use, code }: { email: string; use: MailCodeUse; code: string },
    ): Promise<CodeCheck> {
      const repo = createAuthRepository({ db: tx });
      const row = await repo.latestCode({ email, purpose: use, forUpdate: true });
      if (!row || row.consumedAt) return { ok: false, problem: 'missing' };
      if (clock.now().getTime() >= row.expiresAt.getTime())
        return { ok: false, problem: 'expired' };
      if (row.attempts >= MAIL_CODE_MAX_ATTEMPTS) return { ok: false, problem: 'spent' };
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(hashCode({ id: row.id, email, use, code }), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given))
        return { ok: true, codeId: row.id };
      const tries = await repo.addWrongTry(row.id);
      return { ok: false, problem: tries >= MAIL_CODE_MAX_ATTEMPTS ? 'spent' : 'wrong' };
    },

    async consume(tx: DbOrTx, { codeId }: { codeId: string }): Promise<void> {
      await createAuthRepository({ db: tx }).consumeCode({ id: codeId, at: clock.now() });
    },

    /** Takes back a code whose e-mail could not be sent, so the traveller may ask again at once. */
    async withdraw(tx: DbOrTx, { codeId }: { codeId: string }): Promise<void> {
      await createAuthRepository({ db: tx }).deleteCode(codeId);
    },
  };
}

export type MailCodeService = ReturnType<typeof createMailCodeService>;
