import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { makeApp, uniqueEmail } from '../../../test/helpers.ts';
import { defaultRetentionDays as D } from '../../retention-config.ts';
import { applyRetention } from './retention.plugin.ts';

const NOW = new Date('2026-12-01T03:15:00Z');
/** `days` (fractions too) before NOW. */
const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const r = (await app.db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
};
const run = () => applyRetention(app.db, D, NOW);

async function mail(status: string, sentAt: string | null, createdAt: string) {
  const to = uniqueEmail('keep');
  await app.db.execute(sql`
    insert into mail_outbox (id, "to", subject, text, html, transport, status, headers, attachments, created_at, sent_at)
    values (${randomUUID()}, ${to}, 'Your code', 'Your code is 123456', '<p>123456</p>', 'smtp', ${status},
      '{"List-Unsubscribe":"<https://x/u?token=abc>"}', '[{"filename":"a.ics","contentType":"text/calendar","contentBase64":"QQ=="}]',
      ${createdAt}, ${sentAt})`);
  return to;
}
const mailOf = async (to: string) =>
  (
    await rows<Record<string, unknown>>(
      sql`select "to", subject, text, html, headers, attachments, status, created_at, sent_at from mail_outbox where "to" = ${to}`,
    )
  )[0]!;

async function user() {
  const id = randomUUID();
  await app.db.execute(
    sql`insert into users (id, email, password_hash) values (${id}, ${uniqueEmail('ret')}, 'x')`,
  );
  return id;
}

describe('the daily retention job (issue 41)', () => {
  test('mail bodies go once sent and their period has passed; to, subject, status and dates stay', async () => {
    const oldSent = await mail('sent', ago(D.mailBodies + 1), ago(D.mailBodies + 1));
    const oldStored = await mail('stored', null, ago(D.mailBodies + 1));
    const recentSent = await mail('sent', ago(D.mailBodies - 1), ago(D.mailBodies + 2));
    const oldQueued = await mail('queued', null, ago(D.mailBodies + 3));
    await run();
    for (const to of [oldSent, oldStored]) {
      const m = await mailOf(to);
      expect(m).toMatchObject({ to, subject: 'Your code', text: '', html: '' });
      expect(m.headers).toBeNull();
      expect(m.attachments).toBeNull();
      expect(m.created_at).toBeTruthy();
    }
    expect((await mailOf(oldSent)).sent_at).toBeTruthy();
    for (const to of [recentSent, oldQueued])
      expect(await mailOf(to)).toMatchObject({
        text: 'Your code is 123456',
        html: '<p>123456</p>',
      });
  });

  test('sign-in codes go a period after they expired; login attempts after theirs', async () => {
    const email = uniqueEmail('codes');
    for (const [tag, expires] of [
      ['old', ago(D.signInCodes + 1)],
      ['recent', ago(D.signInCodes / 2)],
    ])
      await app.db
        .execute(sql`insert into mail_codes (email, purpose, code_hash, created_at, expires_at)
        values (${email}, '1', ${tag}, ${expires}, ${expires})`);
    for (const [ok, at] of [
      [false, ago(D.loginAttempts + 1)],
      [true, ago(D.loginAttempts - 1)],
    ] as const)
      await app.db.execute(sql`insert into login_attempts (email, ip, succeeded, created_at)
        values (${email}, '10.0.0.1', ${ok}, ${at})`);
    await run();
    const codes = await rows<{ code_hash: string }>(
      sql`select code_hash from mail_codes where email = ${email}`,
    );
    expect(codes.map((c) => c.code_hash)).toEqual(['recent']);
    const attempts = await rows<{ succeeded: boolean }>(
      sql`select succeeded from login_attempts where email = ${email}`,
    );
    expect(attempts).toEqual([{ succeeded: true }]);
  });

  test('sessions go a period after they expired or were ended; live ones stay', async () => {
    const userId = await user();
    const insert = (tag: string, expires: string, revoked: string | null) =>
      app.db
        .execute(sql`insert into auth_tokens (user_id, token_hash, created_at, expires_at, revoked_at)
        values (${userId}, ${tag + userId}, ${ago(60)}, ${expires}, ${revoked})`);
    await insert('expired-', ago(D.sessions + 1), null);
    await insert('signed-out-', ago(-20), ago(D.sessions + 1));
    await insert('recently-ended-', ago(-20), ago(D.sessions - 1));
    await insert('live-', ago(-20), null);
    await run();
    const left = await rows<{ token_hash: string }>(
      sql`select token_hash from auth_tokens where user_id = ${userId} order by token_hash`,
    );
    expect(left.map((r) => r.token_hash.replace(userId, ''))).toEqual(['live-', 'recently-ended-']);
  });

  test('unconfirmed price alerts and old alert links go; confirmed and recent ones stay', async () => {
    const email = uniqueEmail('alerts');
    const alert = async (status: string, confirmed: string | null, created: string) => {
      const id = randomUUID();
      await app.db.execute(sql`insert into price_alerts (id, email, status, kind, search, currency,
          drop_kind, drop_value, ends_after, next_check_at, confirmed_at, created_at, updated_at)
        values (${id}, ${email}, ${status}, 'flight', '{}', 'AUD', 'percent', 10, '2027-06-01',
          ${created}, ${confirmed}, ${created}, ${created})`);
      return id;
    };
    const stale = await alert('pending', null, ago(D.unconfirmedAlerts + 1));
    const fresh = await alert('pending', null, ago(D.unconfirmedAlerts - 1));
    const confirmed = await alert(
      'active',
      ago(D.unconfirmedAlerts + 1),
      ago(D.unconfirmedAlerts + 2),
    );
    for (const [hash, at] of [
      [`old-${email}`, ago(D.alertLinks + 1)],
      [`new-${email}`, ago(D.alertLinks - 1)],
    ])
      await app.db
        .execute(sql`insert into price_alert_tokens (token_hash, email, alert_id, created_at)
        values (${hash}, ${email}, ${confirmed}, ${at})`);
    await run();
    const left = await rows<{ id: string }>(
      sql`select id from price_alerts where email = ${email}`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([fresh, confirmed].sort());
    expect(left.map((r) => r.id)).not.toContain(stale);
    const links = await rows<{ token_hash: string }>(
      sql`select token_hash from price_alert_tokens where email = ${email}`,
    );
    expect(links.map((l) => l.token_hash)).toEqual([`new-${email}`]);
  });

  test('orphaned uploads go after their period; a case’s pictures a period after it closed', async () => {
    const upload = async (created: string) => {
      const name = randomUUID().replaceAll('-', '') + '.png';
      await app.db
        .execute(sql`insert into uploads (name, content_type, size, data, guest_token_hash, created_at)
        values (${name}, 'image/png', 1, ${new Uint8Array([1])}, 'guest', ${created})`);
      return name;
    };
    const orphanOld = await upload(ago(D.orphanedUploads + 1));
    const orphanNew = await upload(ago(D.orphanedUploads / 2));
    const closedOld = await upload(ago(D.closedCasePictures + 5));
    const closedRecent = await upload(ago(D.closedCasePictures + 5));
    const open = await upload(ago(D.closedCasePictures + 5));
    const request = (status: string, updated: string, pictures: string[]) =>
      app.db.execute(sql`insert into flight_order_requests (request_no, order_id, kind, status,
          client_key, passengers, directions, details, currency, timeline, created_at, updated_at)
        values (${'RQ' + randomUUID().slice(0, 8)}, ${randomUUID()}, 'problem', ${status}, 'k',
          '[]', '[]', ${JSON.stringify({ category: 'other', description: 'x', attachments: pictures })},
          'AUD', '[]', ${updated}, ${updated})`);
    await request('closed', ago(D.closedCasePictures + 1), [closedOld]);
    await request('closed', ago(D.closedCasePictures - 1), [closedRecent]);
    await request('open', ago(D.closedCasePictures + 1), [open]);
    await run();
    const names = [orphanOld, orphanNew, closedOld, closedRecent, open];
    const left = await rows<{ name: string }>(sql`select name from uploads where name in ${names}`);
    expect(left.map((r) => r.name).sort()).toEqual([orphanNew, closedRecent, open].sort());
  });

  test('the privacy page reads the periods from the server, and the job is on the queue daily', async () => {
    const res = await app.inject({ url: '/v2/static/retention' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days).toEqual(D);
    const report = await app.jobs.runDueJobs(NOW);
    expect(report['data-retention']).toMatchObject({ mailBodies: expect.any(Number) });
  });
});
