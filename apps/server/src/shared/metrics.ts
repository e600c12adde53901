import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';

/** What a search reports: its product and whether its answer came from the result cache. */
export interface SearchMetrics {
  searched(
    product: 'flight' | 'hotel' | 'activity',
    cache: 'hit' | 'miss' | 'none' | 'unmeasured',
  ): void;
}

/** What the job runner reports: each run of a queue's job, and a run parked after its last retry. */
export interface JobMetrics {
  jobRan(queue: string, outcome: 'succeeded' | 'failed', seconds: number): void;
  jobDeadLettered(queue: string): void;
}

/** What the mail sender reports: each delivery to the SMTP server, sent or failed. */
export interface MailMetrics {
  mailDelivered(outcome: 'sent' | 'failed'): void;
}

export interface AppMetrics extends SearchMetrics, JobMetrics, MailMetrics {
  /** The app's own registry (never prom-client's global one: two apps in a process share nothing). */
  registry: Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  booked(kind: 'flight' | 'hotel' | 'activity'): void;
}

const PREFIX = 'farewise_';

/**
 * One app's metrics (decision 054), in a registry of its own. Counters move as things happen in
 * this process; payments and refunds are read from the database when scraped (the ledger is the
 * truth, whichever server or job wrote it); the pool of a PostgreSQL server is read from pg's
 * Pool (PGlite has none: one connection in the process). The process's own figures (memory,
 * event-loop lag, CPU) only when `processMetrics`, i.e. when /metrics is served.
 */
export function createAppMetrics(opts: {
  database: Database;
  processMetrics: boolean;
}): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const searches = new Counter({
    name: `${PREFIX}searches_total`,
    help: 'Searches by product and result cache: hit, miss, none (activities keep no answers), unmeasured (hotels)',
    labelNames: ['product', 'cache'] as const,
    registers: [registry],
  });
  const bookings = new Counter({
    name: `${PREFIX}bookings_total`,
    help: 'Orders created, by kind (flight, hotel, activity)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: `${PREFIX}job_runs_total`,
    help: 'Runs of scheduled jobs, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: `${PREFIX}job_run_duration_seconds`,
    help: 'Time a job run took, by queue',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [registry],
  });
  const deadLetters = new Counter({
    name: `${PREFIX}job_dead_letters_total`,
    help: 'Job runs that failed every retry and were parked in the dead-letter queue, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: `${PREFIX}mail_deliveries_total`,
    help: 'Mail handed to the SMTP server (sent) or refused by it (failed; retried from the outbox)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  moneyGauges(registry, opts.database);
  poolGauges(registry, opts.database);
  if (opts.processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });

  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    booked: (kind) => bookings.inc({ kind }),
    searched: (product, cache) => searches.inc({ product, cache }),
    jobRan(queue, outcome, seconds) {
      jobRuns.inc({ queue, outcome });
      jobSeconds.observe({ queue }, seconds);
    },
    jobDeadLettered: (queue) => deadLetters.inc({ queue }),
    mailDelivered: (outcome) => mail.inc({ outcome }),
  };
}

interface MoneyRow {
  currency: string;
  status: string;
  n: number | string;
  amount: number | string;
}

/** Payments and refunds by currency and status, counted and summed (minor units) in the database at each scrape. */
function moneyGauges(registry: Registry, database: Database) {
  const labelNames = ['currency', 'status'] as const;
  const gauge = (name: string, help: string) =>
    new Gauge({ name: `${PREFIX}${name}`, help, labelNames, registers: [registry], collect: read });
  const payments = gauge('payments', 'Payments recorded, by currency and status');
  const paid = gauge(
    'payments_amount_minor',
    'Sum of payments, minor units, by currency and status',
  );
  const refunds = gauge('refunds', 'Refunds recorded, by currency and status');
  const refunded = gauge(
    'refunds_amount_minor',
    'Sum of refunds, minor units, by currency and status',
  );

  const fill = (count: Gauge, sum: Gauge, rows: MoneyRow[]) => {
    count.reset();
    sum.reset();
    for (const r of rows) {
      count.set({ currency: r.currency, status: r.status }, Number(r.n));
      sum.set({ currency: r.currency, status: r.status }, Number(r.amount));
    }
  };
  // A scrape collects the four at once: they share one reading of the two queries.
  let reading: Promise<void> | null = null;
  function read() {
    reading ??= (async () => {
      const rowsOf = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: MoneyRow[] }).rows;
      fill(
        payments,
        paid,
        await rowsOf(sql`select currency, status, count(*) as n, coalesce(sum(amount), 0) as amount
          from payments group by currency, status`),
      );
      fill(
        refunds,
        refunded,
        await rowsOf(sql`select p.currency, r.status, count(*) as n, coalesce(sum(r.amount), 0) as amount
          from payment_refunds r join payments p on p.id = r.payment_id group by p.currency, r.status`),
      );
    })().finally(() => {
      reading = null;
    });
    return reading;
  }
}

/** A PostgreSQL server's connection pool (node-postgres): connections open, idle, and callers waiting for one. */
function poolGauges(registry: Registry, database: Database) {
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind !== 'pg' || !(pool instanceof pg.Pool)) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `${PREFIX}db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('connections', 'Connections the pool holds open', () => pool.totalCount);
  gauge('idle', 'Open connections not in use', () => pool.idleCount);
  gauge('waiting', 'Queries waiting for a connection', () => pool.waitingCount);
}

/** A delivery to the SMTP server, reported sent or failed as it settles; its outcome unchanged. */
export function reportedDelivery<T>(metrics: MailMetrics | undefined, delivery: Promise<T>) {
  return delivery.then(
    (sent) => {
      metrics?.mailDelivered('sent');
      return sent;
    },
    (err: unknown) => {
      metrics?.mailDelivered('failed');
      throw err;
    },
  );
}

/** A job whose every run (queued or run directly) is reported to `metrics` with its outcome and time. */
export function reportedJob<J extends { name: string; run(now: Date): Promise<unknown> }>(
  job: J,
  metrics: JobMetrics | undefined,
): J {
  if (!metrics) return job;
  return {
    ...job,
    async run(now: Date) {
      const started = performance.now();
      const took = () => (performance.now() - started) / 1000;
      try {
        const report = await job.run(now);
        metrics.jobRan(job.name, 'succeeded', took());
        return report;
      } catch (err) {
        metrics.jobRan(job.name, 'failed', took());
        throw err;
      }
    },
  };
}
