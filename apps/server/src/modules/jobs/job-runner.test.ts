import { describe, expect, test, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import { paymentsPlugin } from '../payments/payments.plugin.ts';
import { createJobRunner } from './job-runner.ts';

const quietLog = { error: () => {} } as unknown as FastifyBaseLogger;

describe('job runner', () => {
  test('one failing job does not stop the others, and runDueJobs passes the given time', async () => {
    const runner = createJobRunner({ clock: manualClock(), log: quietLog });
    const seen: Date[] = [];
    runner.add({ name: 'broken', run: () => Promise.reject(new Error('boom')) });
    runner.add({ name: 'ok', run: async (now) => seen.push(now) });
    const now = new Date('2025-06-15T00:00:00Z');
    const report = await runner.runDueJobs(now);
    expect(report).toEqual({ broken: { error: 'boom' }, ok: 1 });
    expect(seen).toEqual([now]);
  });

  test('the timer runs jobs and stops on close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const runner = createJobRunner({
        clock: manualClock(),
        log: quietLog,
        intervalMs: 1000,
      });
      const run = vi.fn(async () => {});
      runner.add({ name: 'tick', run });
      runner.start();
      await vi.advanceTimersByTimeAsync(3000);
      expect(run).toHaveBeenCalledTimes(3);
      await runner.stop();
      await vi.advanceTimersByTimeAsync(3000);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  test('an app with runJobs starts the runner and closes cleanly', async () => {
    const app = await buildApp(testConfig({ runJobs: true }));
    if (!app.hasDecorator('payments')) await app.register(paymentsPlugin);
    await app.ready();
    expect(await app.jobs.runDueJobs(new Date())).toHaveProperty('slice-payments');
    await app.close();
  });
});
