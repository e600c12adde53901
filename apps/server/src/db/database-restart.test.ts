import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { call, makeApp, uniqueEmail } from '../../test/helpers.ts';
import { postgresMissing, startPostgres, type PostgresServer } from '../../test/postgres-server.ts';

const missing = postgresMissing();
if (missing) console.warn(`database restart test skipped: ${missing}`);

const lookUp = (app: FastifyInstance) =>
  call(app, {
    method: 'POST',
    url: '/v3/login',
    payload: { mail: uniqueEmail('restart'), password: 'not-the-password-1' },
  });

describe.skipIf(!!missing)('a PostgreSQL restart (pg_ctl stop -m fast) with work in flight', () => {
  let pg: PostgresServer;
  let app: FastifyInstance;
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);

  beforeAll(async () => {
    pg = await startPostgres();
    app = await makeApp({ databaseUrl: pg.url });
    // Vitest would report the crash too; recorded here, the test says what happened.
    process.on('uncaughtException', onCrash);
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await app?.close().catch(() => undefined);
    pg?.remove();
  });

  test('the server survives, answers 503 envelopes while it is down and serves again after', async () => {
    expect((await lookUp(app)).status).toBe(401);

    // Transactions holding pooled connections between statements, as a refund does around its
    // gateway call, and look-ups on their way, when the server is told to stop.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transactions = Array.from({ length: 3 }, () =>
      app.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await held;
          await tx.execute(sql`select 2`);
        })
        .then(
          () => 'committed',
          () => 'failed',
        ),
    );
    const inFlight = Array.from({ length: 5 }, () => lookUp(app));
    await new Promise((resolve) => setTimeout(resolve, 50));
    pg.stop();
    // Let the terminated connections report their errors before the transactions move on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();

    expect(await Promise.all(transactions)).toEqual(['failed', 'failed', 'failed']);
    const answered = await Promise.all(inFlight);
    expect(crashes).toEqual([]);
    for (const res of answered) expect([401, 503]).toContain(res.status);

    const down = await lookUp(app);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 503, error: 'server.database_unavailable' });
    expect(down.body.msg).toMatch(/try again/i);
    expect(down.headers['retry-after']).toBeDefined();

    pg.start();
    await vi.waitFor(async () => expect((await lookUp(app)).status).toBe(401), {
      timeout: 30_000,
      interval: 200,
    });
    expect(crashes).toEqual([]);
  });
});
