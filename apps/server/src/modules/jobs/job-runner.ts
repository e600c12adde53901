import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { reportedJob, type JobMetrics } from '../../shared/metrics.ts';

/**
 * Scheduled work of a module (decision 019). `run(now)` catches up everything due at `now`, so a
 * retry or a second run does no harm; it must be safe beside the same job on another server:
 * claim rows with SELECT … FOR UPDATE SKIP LOCKED and mark them in the same transaction.
 */
export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
  /** When it runs on its own (a pg-boss cron line, UTC); every minute unless given. */
  cron?: string;
}

export interface JobQueueOptions {
  /** Attempts after the first before a run is parked in the dead-letter queue. */
  retryLimit: number;
  /** Wait before the first retry; doubled at each further one (pg-boss's backoff). */
  retryDelaySeconds: number;
  /** A run still active after this long (its server died) fails and is retried elsewhere. */
  expireSeconds: number;
  /** How often a server looks for expired runs and archives old ones. */
  maintenanceSeconds: number;
  /** How often each queue is polled for runs other servers asked for. */
  pollSeconds: number;
}

export const defaultJobQueueOptions: JobQueueOptions = {
  retryLimit: 5,
  retryDelaySeconds: 15,
  expireSeconds: 300,
  maintenanceSeconds: 60,
  pollSeconds: 2,
};

/** The queue where a run that failed every retry is kept (with its error) for a person to look at. */
export const DEAD_LETTER_QUEUE = 'dead-letter';
/** pg-boss keeps its tables in this schema, created and migrated by pg-boss itself. */
export const JOB_SCHEMA = 'pgboss';

export interface JobRunner {
  add(job: Job): void;
  /**
   * Runs every job once for `now`, in this process and in order, without the queue; tests call it
   * with a manual clock. Returns each job's report ({ error } for one that threw).
   */
  runDueJobs(now: Date): Promise<Record<string, unknown>>;
  /**
   * Asks for a run of a job soon, on whichever server takes it first: for work that follows a
   * committed change (tickets after a payment). Call it after the commit. Without the queue
   * (tests, RUN_JOBS=false) it does nothing: tests run the work themselves.
   */
  trigger(name: string): Promise<void>;
  /** Starts the queue: creates or migrates pg-boss's schema, its queues, schedules and workers. */
  start(): Promise<void>;
  /** Stops taking runs and waits for the runs in progress. */
  stop(): Promise<void>;
}

interface JobData {
  job: string;
  reason: 'schedule' | 'trigger';
}

export function createJobRunner(opts: {
  clock: Clock;
  log: FastifyBaseLogger;
  /** The database pg-boss keeps its queue in (the site's own, PostgreSQL or PGlite). */
  sql?: SqlExecutor;
  options?: Partial<JobQueueOptions>;
  /** Told of each run, its outcome and time, and of each run parked as a dead letter. */
  metrics?: JobMetrics;
}): JobRunner {
  const options = { ...defaultJobQueueOptions, ...opts.options };
  const jobs: Job[] = [];
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function runDueJobs(now: Date) {
    const reports: Record<string, unknown> = {};
    for (const job of jobs) {
      try {
        reports[job.name] = await job.run(now);
      } catch (err) {
        // One job failing must not stop the others.
        opts.log.error({ err, job: job.name }, 'job failed');
        reports[job.name] = { error: err instanceof Error ? err.message : String(err) };
      }
    }
    return reports;
  }

  /** One run taken from the queue: a log line whatever the outcome, and a throw for pg-boss to retry. */
  async function runFromQueue(job: Job, taken: PgBoss.JobWithMetadata<JobData>) {
    const started = Date.now();
    const attempt = taken.retryCount + 1;
    const line = {
      job: job.name,
      jobId: taken.id,
      reason: taken.data?.reason ?? 'schedule',
      attempt,
    };
    try {
      const report = await job.run(opts.clock.now());
      opts.log.info({ ...line, ms: Date.now() - started, report }, `job ${job.name} ran`);
      return { report: report ?? null };
    } catch (err) {
      const parked = taken.retryCount >= taken.retryLimit;
      if (parked) opts.metrics?.jobDeadLettered(job.name);
      opts.log.error(
        { ...line, ms: Date.now() - started, err },
        parked
          ? `job ${job.name} failed ${attempt} times: parked in the ${DEAD_LETTER_QUEUE} queue`
          : `job ${job.name} failed: retried with backoff`,
      );
      throw err;
    }
  }

  async function ensureQueue(b: PgBoss, name: string, queue: Omit<PgBoss.Queue, 'name'>) {
    if (!(await b.getQueue(name))) {
      // Two servers starting together may both try: the loser's insert fails, the queue is there.
      await b.createQueue(name, { name, ...queue }).catch(async (err: unknown) => {
        if (!(await b.getQueue(name))) throw err;
      });
    }
    await b.updateQueue(name, { name, ...queue });
  }

  async function startQueue() {
    if (!opts.sql) throw new Error('The job queue needs a database');
    const b = new PgBoss({
      db: opts.sql,
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds,
      // Finished runs are kept a week: the history of what ran, when and with what report.
      deleteAfterDays: 7,
    });
    b.on('error', (err) => opts.log.error({ err }, 'job queue error'));
    await b.start();
    await ensureQueue(b, DEAD_LETTER_QUEUE, { policy: 'standard', retentionMinutes: 60 * 24 * 30 });
    for (const job of jobs) {
      await ensureQueue(b, job.name, {
        // At most one run waiting and one running per job, whoever asks (cron or trigger).
        policy: 'stately',
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireSeconds,
        deadLetter: DEAD_LETTER_QUEUE,
      });
      await b.schedule(job.name, job.cron ?? '* * * * *', {
        job: job.name,
        reason: 'schedule',
      } satisfies JobData);
      const id = await b.work<JobData>(
        job.name,
        { includeMetadata: true, pollingIntervalSeconds: options.pollSeconds },
        async ([taken]) => (taken ? runFromQueue(job, taken) : null),
      );
      workers.set(job.name, id);
    }
    boss = b;
    opts.log.info(
      { jobs: jobs.map((j) => j.name), schema: JOB_SCHEMA },
      'job queue started (pg-boss)',
    );
  }

  return {
    add(job) {
      if (boss || starting) throw new Error(`Job ${job.name} added after the queue started`);
      if (jobs.some((j) => j.name === job.name)) throw new Error(`Job ${job.name} added twice`);
      jobs.push(reportedJob(job, opts.metrics));
    },
    runDueJobs,
    async trigger(name) {
      const b = boss;
      if (!b) return;
      try {
        await b.send(name, { job: name, reason: 'trigger' } satisfies JobData);
        // Wake this server's worker rather than wait for its next poll.
        const worker = workers.get(name);
        if (worker) b.notifyWorker(worker);
      } catch (err) {
        // The scheduled run picks the work up within the minute.
        opts.log.error({ err, job: name }, 'could not ask for a job run');
      }
    },
    async start() {
      starting ??= startQueue();
      await starting;
    },
    async stop() {
      if (starting) await starting.catch(() => undefined);
      const b = boss;
      boss = null;
      if (b) await b.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
