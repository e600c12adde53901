import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import {
  CARD,
  paidOrder,
  type PaidOrder,
} from '../src/modules/aftersales/aftersales.test-support.ts';
import { paymentMethod } from '../src/modules/payments/payments.test-support.ts';
import { call } from './helpers.ts';
import { freePort, startRedis, type RedisServer } from './redis-server.ts';

/**
 * DESIGN 5a: two identical servers (separate processes) on one PostgreSQL database and one Redis
 * behave as one site. Needs a PostgreSQL server: CI runs the server tests with TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  console.warn(
    'two-servers.test.ts skipped: set TEST_DATABASE_URL (a PostgreSQL database) to run two servers on one database.',
  );

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  jobId?: string;
  reason?: string;
  attempt?: number;
  report?: Record<string, unknown>;
}

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  lines: LogLine[];
  output: string[];
  app: FastifyInstance;
}

/** A running server seen as an app, so the inject-based helpers (paidOrder, call) drive it over HTTP. */
function overHttp(url: string): FastifyInstance {
  return {
    async inject(opts: InjectOptions) {
      const hasBody = opts.payload !== undefined;
      const res = await fetch(`${url}${opts.url as string}`, {
        method: opts.method ?? 'GET',
        headers: {
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...(opts.headers as Record<string, string> | undefined),
        },
        body: hasBody ? JSON.stringify(opts.payload) : undefined,
      });
      const body = await res.text();
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers),
        body,
        json: () => JSON.parse(body) as unknown,
      };
    },
  } as unknown as FastifyInstance;
}

async function startServer(name: string, redisUrl: string): Promise<Server> {
  const port = await freePort();
  const db = new URL(databaseUrl!);
  // The name shows in pg_stat_activity, so the test can tell whose query waits.
  db.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: db.toString(),
      REDIS_URL: redisUrl,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      PRINT_MAIL: 'false',
      // Short enough for a test: a run whose server died is retried after 6 s.
      JOBS_EXPIRE_SECONDS: '6',
      JOBS_MAINTENANCE_SECONDS: '1',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_POLL_SECONDS: '1',
    },
  });
  const server: Server = {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    lines: [],
    output: [],
    app: overHttp(`http://127.0.0.1:${port}`),
  };
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    rest += chunk.toString();
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      server.output.push(part);
      try {
        server.lines.push(JSON.parse(part) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  const ready = await until(
    async () => {
      if (child.exitCode !== null) return 'exited';
      return fetch(`${server.url}/v2/static/siteInfo`)
        .then((r) => (r.ok ? 'ok' : 'no'))
        .catch(() => 'no');
    },
    (v) => v !== 'no',
    180_000,
  );
  if (ready !== 'ok') throw new Error(`${name} did not start:\n${server.output.join('\n')}`);
  return server;
}

async function until<T>(what: () => Promise<T> | T, ok: (v: T) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ran = (servers: Server[], job: string) =>
  servers.flatMap((s) =>
    s.lines.filter((l) => l.msg === `job ${job} ran`).map((l) => ({ ...l, server: s.name })),
  );

function inDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.skipIf(!databaseUrl)('two servers on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let one: Server;
  let two: Server;
  let sql: pg.Client;
  let order: PaidOrder;
  const email = `two.servers.${Date.now().toString(36)}@example.com`;

  beforeAll(async () => {
    redis = await startRedis();
    sql = new pg.Client({ connectionString: databaseUrl });
    sql.on('error', () => undefined);
    await sql.connect();
    // One after the other: the second finds the schema and the queue made by the first.
    one = await startServer('server-one', redis.url);
    two = await startServer('server-two', redis.url);
  }, 400_000);

  afterAll(async () => {
    const running = [one, two].filter(
      (s) => s && s.process.exitCode === null && s.process.signalCode === null,
    );
    await Promise.all(
      running.map((s) => {
        const exited = new Promise((r) => s.process.once('exit', r));
        s.process.kill('SIGTERM');
        return exited;
      }),
    );
    await sql?.end();
    await redis?.stop();
  });

  const mails = async () =>
    (
      await sql.query<{ subject: string }>(
        `select subject from mail_outbox where "to" = $1 order by created_at`,
        [email],
      )
    ).rows.map((r) => r.subject);

  test('a booking made on one is seen and paid on the other; the queue tickets it once', async () => {
    order = await paidOrder(one.app, { date: inDays(40), email, pay: false });
    const seen = await call<{ status: number; orderNo: string }>(two.app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderId: order.orderId },
      headers: order.headers,
    });
    expect(seen.status, seen.body.msg).toBe(200);
    expect(seen.body.data.status).toBe(0);

    const paid = await call<{ status: string }>(two.app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'flight',
        orderId: order.orderId,
        paymentType: 'full',
        paymentMethod: await paymentMethod(two.app, CARD.number),
        idempotencyKey: `pay-${order.orderId}`,
      },
      headers: order.headers,
    });
    expect(paid.body.data.status, paid.body.msg).toBe('succeeded');
    // Ticketing runs on the job queue after the payment commits, on whichever server takes it.
    const ticketed = await until(
      async () =>
        (
          await call<{ status: number }>(one.app, {
            method: 'POST',
            url: '/v2/order/commonQuery',
            payload: { orderId: order.orderId },
            headers: order.headers,
          })
        ).body.data.status,
      (status) => status === 3,
    );
    expect(ticketed).toBe(3);
    expect((await mails()).filter((s) => /confirm/i.test(s))).toHaveLength(1);
    const runs = ran([one, two], 'flight-orders').filter((l) => l.report?.ticketed === 1);
    expect(runs).toHaveLength(1);
  });

  test('a rate limit counts across both servers (Redis)', async () => {
    const info = await call<{ orderNo: string }>(one.app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderId: order.orderId },
      headers: order.headers,
    });
    const lookUp = (s: Server) =>
      call(s.app, {
        method: 'POST',
        url: '/v2/order/commonQuery',
        payload: { orderNo: info.body.data.orderNo, email },
      });
    // Ten look-ups by number a minute per client: five on each server, then both refuse.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await lookUp(i % 2 ? two : one)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await lookUp(one)).status).toBe(429);
    expect((await lookUp(two)).status).toBe(429);
  });

  test('each scheduled job runs exactly once a minute across both servers', async () => {
    const jobs = [
      'activity-orders',
      'aftersales-follow-up',
      'flight-orders',
      'hotel-orders',
      'payment-recovery',
      'refund-recovery',
      'schedule-changes',
      'slice-payments',
    ];
    const scheduled = () =>
      jobs.map((job) => ran([one, two], job).filter((l) => l.reason === 'schedule'));
    const all = await until(scheduled, (runs) => runs.every((r) => r.length > 0), 200_000);
    for (const [i, runs] of all.entries()) {
      expect(runs.length, `${jobs[i]} ran on schedule`).toBeGreaterThan(0);
      // No run was taken by both servers.
      expect(new Set(runs.map((r) => r.jobId)).size).toBe(runs.length);
    }
    // pg-boss made one run per job and minute, however many servers keep the schedule.
    const { rows } = await sql.query<{ name: string; n: number }>(
      `select name, date_trunc('minute', created_on) as minute, count(*)::int as n
         from (select name, created_on, data from pgboss.job
               union all select name, created_on, data from pgboss.archive) j
        where data->>'reason' = 'schedule' and name = any($1)
        group by name, minute`,
      [jobs],
    );
    expect(rows.length).toBeGreaterThanOrEqual(jobs.length);
    for (const row of rows) expect([row.name, row.n]).toEqual([row.name, 1]);
  }, 240_000);

  test('a server killed mid-job leaves the work to the other', async () => {
    const next = await paidOrder(two.app, { date: inDays(41), email, pay: false });
    const before = (await mails()).length;
    // Hold the mail table so the ticketing run stops mid-way, inside its transaction.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table mail_outbox in access exclusive mode');
    let victim: Server | undefined;
    try {
      const paid = await call<{ status: string }>(one.app, {
        method: 'POST',
        url: '/v3/commonb2c/createPayment',
        payload: {
          orderType: 'flight',
          orderId: next.orderId,
          paymentType: 'full',
          paymentMethod: await paymentMethod(one.app, CARD.number),
          idempotencyKey: `pay-${next.orderId}`,
        },
        headers: next.headers,
      });
      expect(paid.body.data.status, paid.body.msg).toBe('succeeded');
      const waiting = await until(
        async () =>
          (
            await sql.query<{ application_name: string }>(
              `select application_name from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike 'insert into "mail_outbox"%'`,
            )
          ).rows.map((r) => r.application_name),
        (names) => names.length > 0,
      );
      expect(waiting).toHaveLength(1);
      victim = [one, two].find((s) => s.name === waiting[0])!;
      victim.process.kill('SIGKILL');
      await new Promise((r) => victim!.process.once('exit', r));
      // The database drops the dead server's connections (as TCP keepalive would): its
      // transaction, tickets and mail included, rolls back.
      await sql.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
        [victim.name],
      );
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }
    const survivor = victim === one ? two : one;
    const status = await until(
      async () =>
        (
          await call<{ status: number }>(survivor.app, {
            method: 'POST',
            url: '/v2/order/commonQuery',
            payload: { orderId: next.orderId },
            headers: next.headers,
          })
        ).body.data.status,
      (s) => s === 3,
      90_000,
    );
    expect(status).toBe(3);
    const after = await mails();
    expect(after.slice(before).filter((s) => /confirm/i.test(s))).toHaveLength(1);
    expect(ran([survivor], 'flight-orders').some((l) => l.report?.ticketed === 1)).toBe(true);
  }, 180_000);
});
