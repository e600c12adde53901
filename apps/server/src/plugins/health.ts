import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { migrationsFolder } from '../db/client.ts';
import { envelopeOf } from '../shared/envelope.ts';

/** How long one readiness check may take before it counts as failing. */
const CHECK_TIMEOUT_MS = 2_000;

/** Each check: true passing, false failing, null when it does not apply to this server. */
const readiness = z.object({
  ready: z.boolean(),
  shuttingDown: z.boolean(),
  database: z.boolean(),
  migrations: z.boolean(),
  redis: z.boolean().nullable(),
  jobQueue: z.boolean().nullable(),
});
type Readiness = z.infer<typeof readiness>;

export interface Health {
  /** serving, then draining (not ready, still answering) once shutdown begins, then closing. */
  readonly state: 'serving' | 'draining' | 'closing';
  /**
   * Shutdown (SIGTERM): answers not ready at once and keeps serving for the drain window (a number
   * of milliseconds, or until a promise settles) so the load balancer stops sending, then closes:
   * Fastify stops taking connections and waits for the requests in flight.
   */
  drainAndClose(drain: number | PromiseLike<unknown>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const passes = (work: () => Promise<unknown>) =>
  withTimeout(work()).then(
    () => true,
    () => false,
  );

/** How many migrations this build carries (drizzle-kit's journal). */
function migrationsInBuild(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** A connection of its own to the configured Redis, for PING only (the rate limits have theirs). */
function redisPinger(app: FastifyInstance, url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CHECK_TIMEOUT_MS,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => 5_000,
  });
  redis.on('error', () => {}); // a failing PING says it; the rate limits log Redis' errors
  redis.connect().catch(() => {});
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return () => redis.ping();
}

/**
 * GET /health/live (the process answers) and GET /health/ready (the database reachable and
 * migrated, Redis reachable when configured, the job queue started, not shutting down), for a
 * load balancer or Kubernetes' probes. Decision 053.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const expectedMigrations = migrationsInBuild();
    const pingRedis = app.config.redisUrl ? redisPinger(app, app.config.redisUrl) : null;
    let jobQueueStarted = false;
    let state: Health['state'] = 'serving';

    // The jobs plugin, registered before, starts the queue in its own onReady: after it, it has.
    app.addHook('onReady', async () => {
      jobQueueStarted = true;
    });
    app.addHook('preClose', async () => {
      state = 'closing';
    });
    // Once shutdown begins, each answer closes its connection: a client's next request opens a new
    // one, which the load balancer sends elsewhere, and the close need not wait for idle keep-alives.
    app.addHook('onSend', async (_request, reply) => {
      if (state !== 'serving') reply.header('connection', 'close');
    });
    app.decorate('health', {
      get state() {
        return state;
      },
      async drainAndClose(drain: number | PromiseLike<unknown>) {
        if (state === 'serving') state = 'draining';
        app.log.info('not ready: draining before the close');
        await (typeof drain === 'number'
          ? new Promise((resolve) => setTimeout(resolve, drain))
          : Promise.resolve(drain).catch(() => undefined));
        await app.close();
      },
    } satisfies Health);

    async function check(): Promise<Readiness> {
      const sql = app.database.sql;
      const [database, migrations, redis] = await Promise.all([
        passes(() => sql.executeSql('select 1')),
        withTimeout(
          sql.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations'),
        ).then(
          ({ rows }) => Number(rows[0]?.n) >= expectedMigrations,
          () => false,
        ),
        pingRedis ? passes(pingRedis) : Promise.resolve(null),
      ]);
      const jobQueue = app.config.runJobs ? jobQueueStarted : null;
      const shuttingDown = state !== 'serving';
      const ready =
        !shuttingDown && database && migrations && redis !== false && jobQueue !== false;
      return { ready, shuttingDown, database, migrations, redis, jobQueue };
    }

    const noLimit = { rateLimit: false } as const;
    app.get(
      '/health/live',
      {
        config: noLimit,
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers',
          response: { 200: envelopeOf(z.object({ live: z.literal(true) })) },
        },
      },
      async () => ({ code: 200, msg: 'success', data: { live: true as const } }),
    );

    app.get(
      '/health/ready',
      {
        config: noLimit,
        schema: {
          tags: ['health'],
          summary: 'Readiness: may this server be sent traffic',
          description:
            'Ready (200) when the database answers and has every migration of this build, Redis answers (when configured) and the job queue has started (when this server runs jobs). 503, with the same checks in data, when one fails or the server is shutting down.',
          response: {
            200: envelopeOf(readiness),
            503: z.object({
              code: z.literal(503),
              msg: z.string(),
              data: readiness,
              error: z.string(),
              requestId: z.string().optional(),
            }),
          },
        },
      },
      async (_request, reply) => {
        const data = await check();
        if (data.ready) return { code: 200, msg: 'success', data };
        return reply.status(503).send({
          code: 503 as const,
          msg: data.shuttingDown ? 'This server is shutting down.' : 'This server is not ready.',
          data,
          error: 'server.not_ready',
        });
      },
    );
  },
  { name: 'farewise-health', dependencies: ['farewise-jobs'] },
);
