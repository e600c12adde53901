import { randomBytes } from 'node:crypto';
import { hashToken } from '../../shared/token-hash.ts';
import type { RateLimitConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { createAuthRepository } from './auth.repository.ts';
import { deviceSlowed, networkSlowed, signInSlowed } from './auth.errors.ts';

/** The first wait after the allowed failures; each further failure doubles it, up to the window. */
export const BACKOFF_START_SECONDS = 30;
/** How long a device that signed in to an e-mail stays known to it. */
export const DEVICE_KNOWN_DAYS = 180;

export type ThrottleLimits = Pick<
  RateLimitConfig,
  | 'loginFailuresPerAddress'
  | 'loginFailureWindowMinutes'
  | 'loginFailuresPerClient'
  | 'loginClientWindowMinutes'
  | 'loginBackoffMaxMinutes'
>;

/** A device cookie: 32 random bytes, URL-safe. */
export const newDeviceToken = () => randomBytes(32).toString('base64url');
export const isDeviceToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
const deviceHash = hashToken;

/**
 * Seconds still to wait after `failures` failures, the newest at `last`: none up to `allowed`,
 * then 30 s, 60 s, 2 min, … doubling, never more than `capSeconds`.
 */
export function backoffSeconds({
  failures,
  allowed,
  last,
  now,
  capSeconds,
}: {
  failures: number;
  allowed: number;
  last: Date | null;
  now: Date;
  capSeconds: number;
}): number {
  if (failures < allowed || !last) return 0;
  const wait = Math.min(BACKOFF_START_SECONDS * 2 ** (failures - allowed), capSeconds);
  const left = last.getTime() + wait * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Sign-in throttling after OWASP's guidance (Authentication Cheat Sheet; "Slow Down Online
 * Guessing Attacks with Device Cookies"): failures are counted per e-mail and per client, and
 * answered with a growing wait rather than a lock. A browser that has signed in to an e-mail
 * before carries a device cookie; its attempts are counted on their own, so an attacker failing
 * on someone's address from elsewhere slows only devices that never signed in to it, and the
 * owner's usual browser with the right password still gets in.
 */
export function createSignInThrottle({
  db,
  clock,
  limits,
}: {
  db: DbOrTx;
  clock: Clock;
  limits: ThrottleLimits;
}) {
  const repo = createAuthRepository({ db });
  const windowMs = limits.loginFailureWindowMinutes * 60_000;
  const clientWindowMs = limits.loginClientWindowMinutes * 60_000;
  const capSeconds = limits.loginBackoffMaxMinutes * 60;

  return {
    /**
     * Throws a 429 with the wait when this attempt must wait; otherwise answers whether it comes
     * from a device known to the e-mail. Nothing is counted for an attempt that waits.
     */
    async admit({
      email,
      ip,
      deviceToken,
      passwordChangedAt,
    }: {
      email: string;
      ip: string | null;
      deviceToken: string | null;
      passwordChangedAt: Date | null;
    }): Promise<{ knownDevice: boolean; device: string | null }> {
      const now = clock.now();
      let since = new Date(now.getTime() - windowMs);
      // A new password starts every count again.
      if (passwordChangedAt && passwordChangedAt > since) since = passwordChangedAt;
      const wait = (f: { count: number; last: Date | null }, allowed: number) =>
        backoffSeconds({ failures: f.count, allowed, last: f.last, now, capSeconds });
      const device = deviceToken ? deviceHash(deviceToken) : null;
      const knownSince = new Date(now.getTime() - DEVICE_KNOWN_DAYS * 86_400_000);
      const knownDevice =
        !!device && (await repo.deviceKnown({ email, device, since: knownSince }));
      if (knownDevice && device) {
        const left = wait(
          await repo.failuresSince({ email, device }, since),
          limits.loginFailuresPerAddress,
        );
        if (left > 0) throw deviceSlowed(left);
        return { knownDevice, device };
      }
      const forEmail = wait(
        await repo.failuresSince({ email }, since),
        limits.loginFailuresPerAddress,
      );
      if (forEmail > 0) throw signInSlowed(forEmail);
      if (ip) {
        const clientSince = new Date(now.getTime() - clientWindowMs);
        const forClient = wait(
          await repo.failuresSince({ ip }, clientSince),
          limits.loginFailuresPerClient,
        );
        if (forClient > 0) throw networkSlowed(forClient);
      }
      return { knownDevice, device };
    },

    /** Records the outcome; a success makes the device known to the e-mail. */
    async record({
      email,
      ip,
      device,
      knownDevice,
      succeeded,
    }: {
      email: string;
      ip: string | null;
      device: string | null;
      knownDevice: boolean;
      succeeded: boolean;
    }): Promise<void> {
      await repo.recordLoginAttempt({
        email,
        ip,
        succeeded,
        device: succeeded || knownDevice ? device : null,
        trusted: knownDevice,
        at: clock.now(),
      });
    },
  };
}

/** The device cookie's token to hash for a success: the one the browser sent, or a new one. */
export function deviceTokenFor(sent: string | null): { token: string; hash: string } {
  const token = sent ?? newDeviceToken();
  return { token, hash: deviceHash(token) };
}
