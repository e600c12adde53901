import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retentionInfo } from '@farewise/domain/site/retention.schemas';
import type { Db } from '../../db/client.ts';
import { defaultRetentionDays, type RetentionDays } from '../../retention-config.ts';
import { ok, envelopeOf } from '../../shared/envelope.ts';

/**
 * Keeping only the data we may (issue 41, decision 055): how many days each kind of personal data
 * is kept, a daily job on the job queue that deletes what is older, and the periods as the privacy
 * page shows them. The job spans modules' tables by name in plain SQL: it deletes rows by age and
 * state only, never reading what they mean.
 */
/** The after-sales statuses of a case that is over. */
const CLOSED_CASES = sql.raw(`('closed', 'completed', 'refunded', 'expired')`);

const DAY_MS = 86_400_000;

/** Deletes what each period has passed for at `now`; answers how many rows of each kind went. */
export async function applyRetention(
  db: Db,
  days: RetentionDays,
  now: Date,
): Promise<Record<keyof RetentionDays, number>> {
  const before = (n: number) => new Date(now.getTime() - n * DAY_MS).toISOString();
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows?: unknown[]; length?: number };
    return result.rows?.length ?? result.length ?? 0;
  };
  // Pictures first: a closed case's pictures, then uploads no request names.
  const closedCasePictures = await count(sql`
    delete from uploads where name in (
      select jsonb_array_elements_text(details -> 'attachments') from flight_order_requests
      where status in ${CLOSED_CASES} and updated_at < ${before(days.closedCasePictures)}
        and jsonb_typeof(details -> 'attachments') = 'array')
    returning id`);
  const orphanedUploads = await count(sql`
    delete from uploads u where u.created_at < ${before(days.orphanedUploads)}
      and not exists (select 1 from flight_order_requests r
        where jsonb_typeof(r.details -> 'attachments') = 'array'
          and r.details -> 'attachments' ? u.name)
    returning id`);
  return {
    mailBodies: await count(sql`
      update mail_outbox set text = '', html = '', headers = null, attachments = null
      where status <> 'queued' and (text <> '' or html <> '' or headers is not null)
        and coalesce(sent_at, created_at) < ${before(days.mailBodies)}
      returning id`),
    signInCodes: await count(sql`
      delete from mail_codes where expires_at < ${before(days.signInCodes)} returning id`),
    loginAttempts: await count(sql`
      delete from login_attempts where created_at < ${before(days.loginAttempts)} returning id`),
    sessions: await count(sql`
      delete from auth_tokens
      where least(expires_at, coalesce(revoked_at, expires_at)) < ${before(days.sessions)}
      returning id`),
    unconfirmedAlerts: await count(sql`
      delete from price_alerts where confirmed_at is null and status = 'pending'
        and created_at < ${before(days.unconfirmedAlerts)}
      returning id`),
    alertLinks: await count(sql`
      delete from price_alert_tokens where created_at < ${before(days.alertLinks)}
      returning token_hash`),
    orphanedUploads,
    closedCasePictures,
  };
}

/** The daily job (03:15 UTC) and GET /v2/static/retention, which the privacy page reads. */
export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    const days: RetentionDays = { ...defaultRetentionDays, ...app.config.retention };
    app.jobs.add({
      name: 'data-retention',
      cron: '15 3 * * *',
      run: (now) => applyRetention(app.db, days, now),
    });
    app.get(
      '/v2/static/retention',
      {
        schema: {
          tags: ['site'],
          summary: 'How long personal data is kept',
          description:
            'Days each kind of personal data is kept before the daily retention job deletes it (the privacy page lists them).',
          response: { 200: envelopeOf(retentionInfo) },
        },
      },
      async () => ok({ days }),
    );
  },
  { name: 'farewise-retention', dependencies: ['farewise-jobs'] },
);
