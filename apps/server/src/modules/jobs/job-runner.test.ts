import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { manualClock } from '../../shared/clock.ts';
import { createJobRunner, DEAD_LETTER_QUEUE, JOB_SCHEMA } from './job-runner.ts';

interface Line {
  level: 'info' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

/** A logger that keeps its lines, so a test can read what the queue logged. */
function recordingLog() {
  const lines: Line[] = [];
  const log = {
    info: (obj: Record<string, unknown>, msg: string) => lines.push({ level: 'info', obj, msg }),
    error: (obj: Record<string, unknown>, msg: string) => lines.push({ level: 'error', obj, msg }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

// A wait on pg-boss's workers, which poll: long enough for a machine at half speed.
async function until<T>(what: () => Promise<T> | T, ok: (v: T) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('job runner without the queue (tests, RUN_JOBS=false)', () => {
  test('one failing job does not stop the others, and runDueJobs passes the given time', async () => {
    const { log } = recordingLog();
    const runner = createJobRunner({ clock: manualClock(), log });
    const seen: Date[] = [];
    runner.add({ name: 'broken', run: () => Promise.reject(new Error('boom')) });
    runner.add({ name: 'ok', run: async (now) => seen.push(now) });
    const now = new Date('2025-06-15T00:00:00Z');
    const report = await runner.runDueJobs(now);
    expect(report).toEqual({ broken: { error: 'boom' }, ok: 1 });
    expect(seen).toEqual([now]);
    // Nothing to ask: without the queue a trigger does nothing.
    await runner.trigger('ok');
    expect(seen).toHaveLength(1);
  });
});

describe('job runner on pg-boss (the embedded database, or TEST_DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL || undefined,
      dataDir: 'memory://',
      template: process.env.TEST_PGLITE_TEMPLATE,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  test('an asked-for run runs once with a log line; one that keeps failing is retried, then parked', async () => {
    const { log, lines } = recordingLog();
    const clock = manualClock(new Date('2025-06-15T08:00:00Z'));
    const runner = createJobRunner({
      clock,
      log,
      sql: database.sql,
      options: { retryLimit: 2, retryDelaySeconds: 0, pollSeconds: 0.5 },
      metrics: {
        jobRan: (queue, outcome) => reported.push(`${queue} ${outcome}`),
        jobDeadLettered: (queue) => reported.push(`${queue} dead letter`),
      },
    });
    // What the runner told the app's metrics (shared/metrics.ts).
    const reported: string[] = [];
    const ran: Date[] = [];
    let failures = 0;
    // Scheduled once a year (1 January): only the asked-for runs happen while the test runs.
    const cron = '0 0 1 1 *';
    runner.add({ name: 'test-ok', cron, run: async (now) => ran.push(now) });
    runner.add({
      name: 'test-broken',
      cron,
      run: async () => {
        failures += 1;
        throw new Error(`supplier down (${failures})`);
      },
    });
    await runner.start();
    try {
      await runner.trigger('test-ok');
      await until(
        () => ran.length,
        (n) => n > 0,
      );
      expect(ran).toEqual([clock.now()]);
      const okLine = lines.find((l) => l.obj.job === 'test-ok' && l.obj.reason === 'trigger');
      expect(okLine).toMatchObject({
        level: 'info',
        msg: 'job test-ok ran',
        obj: { reason: 'trigger', attempt: 1, report: 1 },
      });

      await runner.trigger('test-broken');
      const failed = await until(
        // The asked-for run only: the minute's scheduled run may start too on a slow machine.
        () => lines.filter((l) => l.obj.job === 'test-broken' && l.obj.reason === 'trigger'),
        (l) => l.length >= 3,
      );
      expect(failed.map((l) => [l.level, l.obj.attempt, l.msg])).toEqual([
        ['error', 1, 'job test-broken failed: retried with backoff'],
        ['error', 2, 'job test-broken failed: retried with backoff'],
        ['error', 3, `job test-broken failed 3 times: parked in the ${DEAD_LETTER_QUEUE} queue`],
      ]);
      expect(reported.filter((r) => r.startsWith('test-broken'))).toEqual([
        'test-broken failed',
        'test-broken failed',
        'test-broken failed',
        'test-broken dead letter',
      ]);
      expect(reported).toContain('test-ok succeeded');
      const parked = await until(
        async () =>
          (
            await database.sql.executeSql(
              `select data->>'job' as job from ${JOB_SCHEMA}.job where name = $1`,
              [DEAD_LETTER_QUEUE],
            )
          ).rows,
        (rows) => rows.length > 0,
      );
      expect(parked).toEqual([{ job: 'test-broken' }]);
      expect(failures).toBe(3);
    } finally {
      await runner.stop();
    }
  });
});

describe('the app', () => {
  test('with runJobs, every module’s job is on the queue with a schedule; it closes cleanly', async () => {
    const app = await buildApp(testConfig({ runJobs: true }));
    await app.ready();
    expect(await app.jobs.runDueJobs(new Date())).toHaveProperty('slice-payments');
    const { rows } = await app.database.sql.executeSql(
      `select name, cron from ${JOB_SCHEMA}.schedule order by name`,
      [],
    );
    expect(rows.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining([
        'activity-orders',
        'aftersales-follow-up',
        'flight-orders',
        'hotel-orders',
        'payment-recovery',
        'refund-recovery',
        'schedule-changes',
        'slice-payments',
      ]),
    );
    await app.close();
  });
});
