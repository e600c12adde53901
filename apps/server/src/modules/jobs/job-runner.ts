import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/clock.ts';

/**
 * Scheduled work of a module. `run(now)` must be safe to call from several server instances at
 * once: claim rows with SELECT … FOR UPDATE SKIP LOCKED and mark them in the same transaction.
 */
export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  add(job: Job): void;
  /** Runs every job once for `now`; tests call it with a manual clock. Returns each job's report. */
  runDueJobs(now: Date): Promise<Record<string, unknown>>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createJobRunner(opts: {
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): JobRunner {
  const jobs: Job[] = [];
  const intervalMs = opts.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runDueJobs(now: Date) {
    const reports: Record<string, unknown> = {};
    for (const job of jobs) {
      try {
        reports[job.name] = await job.run(now);
      } catch (err) {
        // One job failing must not stop the others; the next tick tries again.
        opts.log.error({ err, job: job.name }, 'job failed');
        reports[job.name] = { error: err instanceof Error ? err.message : String(err) };
      }
    }
    return reports;
  }

  return {
    add(job) {
      jobs.push(job);
    },
    runDueJobs,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return; // a slow run is still going: skip this tick rather than pile up
        running = runDueJobs(opts.clock.now()).finally(() => {
          running = null;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
