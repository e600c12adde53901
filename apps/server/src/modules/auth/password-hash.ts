import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import pLimit from 'p-limit';
import { passwordCheckBusy } from './auth.errors.ts';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be
 * raised later and old hashes still verify with the parameters they were made with.
 */
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Refuse stored parameters that would take unbounded memory or time (a corrupt or hostile row).
const MAX_N = 1 << 20;

/**
 * Runs at most `concurrency` jobs at once and keeps at most `maxWaiting` waiting; past that a job
 * is refused at once (passwordCheckBusy, 503 with Retry-After) instead of queueing without end.
 */
export function createHashLimiter({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}) {
  const limit = pLimit(concurrency);
  let finished = 0;
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (limit.pendingCount >= maxWaiting) return Promise.reject(passwordCheckBusy());
      return limit(async () => {
        try {
          return await job();
        } finally {
          finished++;
        }
      });
    },
    /** Jobs running, waiting, and finished since start. */
    stats: () => ({ running: limit.activeCount, waiting: limit.pendingCount, finished }),
  };
}

/**
 * Password hashing costs about 16 MB and tens of milliseconds of a core each time. At most half
 * the cores hash at once (one on a 2-core machine), so a flood of sign-ups or sign-ins leaves the
 * rest of the site a core; about 2 s of work may wait, the rest is refused.
 */
export const passwordHashing = createHashLimiter({
  concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxWaiting: 40,
});

function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > MAX_N || r > 32 || p > 16)
    return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const key = await derive(password, salt, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for sign-ins to unknown addresses, so the
 * answer time does not tell which addresses have accounts. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
