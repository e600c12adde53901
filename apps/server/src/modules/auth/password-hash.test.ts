import { describe, expect, test } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import { createHashLimiter, hashPassword, verifyPassword } from './password-hash.ts';

/** A job that stays running until released, recording how many ran at once. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const job = () =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      releases.push(() => {
        running--;
        resolve();
      });
    });
  return { job, releaseAll: () => releases.splice(0).forEach((r) => r()), most: () => most };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('bounded password hashing', () => {
  test('no more hashes run at once than the limit; the others wait their turn', async () => {
    const limiter = createHashLimiter({ concurrency: 2, maxWaiting: 10 });
    const g = gate();
    const done = Array.from({ length: 6 }, () => limiter.run(g.job));
    await tick();
    expect(limiter.stats()).toMatchObject({ running: 2, waiting: 4 });
    for (let i = 0; i < 3; i++) {
      g.releaseAll();
      await tick();
    }
    await Promise.all(done);
    expect(g.most()).toBe(2);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0, finished: 6 });
  });

  test('past the waiting room a check is refused at once with a 503 asking to try again shortly', async () => {
    const limiter = createHashLimiter({ concurrency: 1, maxWaiting: 2 });
    const g = gate();
    const accepted = [limiter.run(g.job), limiter.run(g.job), limiter.run(g.job)];
    await tick();
    const refused = await limiter.run(g.job).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'auth.busy',
      message: 'We are busy checking passwords right now. Please try again in a few seconds.',
      headers: { 'retry-after': '5' },
    });
    for (let i = 0; i < 3; i++) {
      g.releaseAll();
      await tick();
    }
    await Promise.all(accepted);
  });

  test('hashing through the limiter still verifies', async () => {
    const stored = await hashPassword('Trip2025go');
    expect(await verifyPassword('Trip2025go', stored)).toBe(true);
    expect(await verifyPassword('Trip2025gO', stored)).toBe(false);
  });
});
