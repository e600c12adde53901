import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type {
  CreateAlertResult,
  PriceAlertList,
  PriceAlertView,
} from '@farewise/domain/price-alerts/price-alert.schemas';
import type { FlightAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { call, makeApp, uniqueEmail } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { createPriceAlertsJob } from './price-alerts.job.ts';
import { priceAlertChecks, priceAlerts } from './price-alerts.table.ts';
import type { AlertPricer } from './price-alerts.service.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const NOW = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(NOW);
const HOUR = 3_600_000;
let app: FastifyInstance;

const search = (over: Partial<FlightAlertSearch> = {}): FlightAlertSearch => ({
  kind: 'flight',
  tripType: 1,
  fromCity: 'Sydney',
  fromCityCode: 'SYD',
  toCity: 'Melbourne',
  toCityCode: 'MEL',
  fromDate: '2026-12-15',
  retDate: null,
  adultNumber: 1,
  childNumber: 0,
  cabinPref: 'Y',
  ...over,
});

beforeAll(async () => {
  app = await makeApp({}, { clock });
});
afterAll(async () => {
  await app.close();
});

async function create(body: Record<string, unknown>, token?: string) {
  return call<CreateAlertResult>(app, {
    method: 'POST',
    url: '/v3/priceAlert/create',
    payload: { currency: 'AUD', search: search(), ...body },
    token,
  });
}

async function listFor(opts: { token?: string; mailToken?: string }) {
  return call<PriceAlertList>(app, {
    method: 'POST',
    url: '/v3/priceAlert/list',
    payload: opts.mailToken ? { token: opts.mailToken } : {},
    token: opts.token,
  });
}

async function lastMail(to: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

const tokenIn = (text: string, action?: string) => {
  const re = action
    ? new RegExp(`/priceAlerts\\?token=([\\w-]+)&action=${action}`)
    : /\/priceAlerts\?token=([\w-]+)(?:\s|$)/m;
  const found = re.exec(text)?.[1];
  if (!found) throw new Error(`no ${action ?? 'manage'} link in:\n${text}`);
  return found;
};

/** A job on the app's database with a pricer the test sets. */
function jobWith(prices: Map<string, number | null>, fallback: number | null = null) {
  const pricer: AlertPricer = async (s) =>
    prices.get(s.kind === 'flight' ? s.fromDate : s.checkIn) ?? fallback;
  return createPriceAlertsJob({
    db: app.db,
    mailer: app.mailer,
    pricer,
    siteUrl: 'https://farewise.test',
  });
}

describe('Track prices', () => {
  test('signed in: one click watches the search at once, priced by the supplier, default 5%', async () => {
    const user = await signUp(app);
    const res = await create({}, user.token);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('active');
    const alert = res.body.data.alert!;
    expect(alert.drop).toEqual({ kind: 'percent', value: 5 });
    expect(alert.referencePrice).toBeGreaterThan(0);
    expect(alert.history).toEqual([{ at: NOW.toISOString(), price: alert.referencePrice }]);
    const list = await listFor({ token: user.token });
    expect(list.body.data.alerts.map((a) => a.id)).toEqual([alert.id]);
    // The same search again is the same alert.
    const again = await create({ drop: { kind: 'percent', value: 10 } }, user.token);
    expect(again.body.data.alert!.id).toBe(alert.id);
    expect(again.body.data.alert!.drop.value).toBe(10);
    // Nobody else sees it.
    const other = await signUp(app);
    expect((await listFor({ token: other.token })).body.data.alerts).toEqual([]);
    const stranger = await call(app, {
      method: 'POST',
      url: '/v3/priceAlert/delete',
      payload: { id: alert.id },
      token: other.token,
    });
    expect(stranger.status).toBe(404);
  });

  test('a multi-city search is watched as one trip, priced by the supplier over every flight', async () => {
    const user = await signUp(app);
    const legs = [
      {
        fromCity: 'Sydney',
        fromCityCode: 'SYD',
        toCity: 'Singapore',
        toCityCode: 'SIN',
        fromDate: '2027-01-10',
      },
      {
        fromCity: 'Singapore',
        fromCityCode: 'SIN',
        toCity: 'London',
        toCityCode: 'LON',
        fromDate: '2027-01-14',
      },
      {
        fromCity: 'London',
        fromCityCode: 'LON',
        toCity: 'Sydney',
        toCityCode: 'SYD',
        fromDate: '2027-01-22',
      },
    ];
    const trip = search({
      tripType: 3,
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: '2027-01-10',
      legs,
    });
    const res = await create({ search: trip }, user.token);
    expect(res.status, res.body.msg).toBe(200);
    const alert = res.body.data.alert!;
    expect(alert.search).toMatchObject({ tripType: 3, legs });
    // The whole journey costs more than its first flight alone.
    const firstOnly = await create(
      { search: search({ toCity: 'Singapore', toCityCode: 'SIN', fromDate: '2027-01-10' }) },
      user.token,
    );
    expect(alert.referencePrice).toBeGreaterThan(firstOnly.body.data.alert!.referencePrice!);
    // Moving one flight is another trip, so another alert.
    const moved = await create(
      {
        search: {
          ...trip,
          legs: legs.map((l, i) => (i === 2 ? { ...l, fromDate: '2027-01-23' } : l)),
        },
      },
      user.token,
    );
    expect(moved.body.data.alert!.id).not.toBe(alert.id);
    const bad = await create({ search: { ...trip, legs: undefined } }, user.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('A multi-city trip has 2 to 5 flights');
  });

  test('a guest gives an address, and nothing watches or is mailed until the mailed link confirms it', async () => {
    const email = uniqueEmail('guest');
    const res = await create({ email, search: search({ fromDate: '2026-12-16' }) });
    expect(res.body.data).toEqual({ alert: null, status: 'pending', email });
    const confirmMail = await lastMail(email);
    expect(confirmMail!.subject).toMatch(/Confirm your price alert: Sydney to Melbourne/);
    const token = tokenIn(confirmMail!.text, 'confirm');

    // Not confirmed: the job does not price it, so no drop can be mailed.
    const [pending] = await app.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
    expect(pending!.status).toBe('pending');
    await jobWith(new Map(), 1).runDue(new Date(NOW.getTime() + 13 * HOUR));
    expect((await lastMail(email))!.id).toBe(confirmMail!.id);

    const confirmed = await call<PriceAlertList>(app, {
      method: 'POST',
      url: '/v3/priceAlert/confirm',
      payload: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe(email);
    expect(confirmed.body.data.alerts.map((a) => a.status)).toEqual(['active']);
    expect((await listFor({ mailToken: token })).body.data.alerts).toHaveLength(1);

    const bad = await listFor({ mailToken: 'x'.repeat(43) });
    expect(bad.status).toBe(404);
    expect(bad.body.msg).toMatch(/no longer valid/);
  });

  test('a guest must give an address; thresholds out of range are refused in the envelope', async () => {
    const noMail = await create({});
    expect(noMail.status).toBe(400);
    expect(noMail.body.msg).toMatch(/e-mail address/);
    const bad = await create({ email: uniqueEmail(), drop: { kind: 'percent', value: 95 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/between 1% and 90%/);
    const past = await create({ email: uniqueEmail(), search: search({ fromDate: '2026-11-01' }) });
    expect(past.status).toBe(422);
  });

  test('at most 20 live alerts an address, with a clear message', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 20; i++) {
      const day = String(i + 1).padStart(2, '0');
      const res = await create({ search: search({ fromDate: `2027-01-${day}` }) }, user.token);
      expect(res.status).toBe(200);
    }
    const over = await create({ search: search({ fromDate: '2027-01-25' }) }, user.token);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(409);
    expect(over.body.msg).toMatch(/already have 20 price alerts/);
    expect(over.body.data).toEqual({ limit: 20 });
  });
});

describe('what a stranger can do with an address (issue 37)', () => {
  const confirmMails = async (to: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) =>
      m.subject.startsWith('Confirm your price alert'),
    );

  test('a mail names places from our data, never the names sent with the search', async () => {
    const email = uniqueEmail('named');
    const bait = 'Your card is blocked, call +1 555 0100 now';
    const res = await create({
      email,
      search: search({ fromDate: '2026-12-20', fromCity: bait, toCity: `${bait}!` }),
    });
    expect(res.status).toBe(200);
    const [mail] = await confirmMails(email);
    expect(mail!.subject).toBe('Confirm your price alert: Sydney to Melbourne');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain('blocked');
    const list = await listFor({ mailToken: tokenIn(mail!.text, 'confirm') });
    expect(list.body.data.alerts[0]!.search).toMatchObject({
      fromCity: 'Sydney',
      toCity: 'Melbourne',
    });
  });

  test("50 asks for an address mail it once a day, and never fill its owner's limit", async () => {
    const email = uniqueEmail('stranger');
    const answers = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const fromDate = `2027-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`;
      const res = await create({ email, search: search({ fromDate }) });
      expect(res.status, res.body.msg).toBe(200);
      answers.add(JSON.stringify(res.body));
    }
    // Every ask is answered alike, and one mail went.
    expect(answers.size).toBe(1);
    const mails = await confirmMails(email);
    expect(mails).toHaveLength(1);
    // The asks wait, at most 20, on the page that one mail opens, where each can be confirmed.
    const token = tokenIn(mails[0]!.text, 'confirm');
    const waiting = (await listFor({ mailToken: token })).body.data.alerts;
    expect(waiting).toHaveLength(20);
    expect(waiting.every((a) => a.status === 'pending')).toBe(true);
    const confirmed = await call<PriceAlertView>(app, {
      method: 'POST',
      url: '/v3/priceAlert/update',
      payload: { token, id: waiting[0]!.id, status: 'active' },
    });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(confirmed.body.data.status).toBe('active');

    // The owner signs up later: the unconfirmed asks do not count against their 20.
    const owner = await signUp(app, { email });
    for (let i = 0; i < 19; i++) {
      const res = await create(
        { search: search({ fromDate: `2027-03-${String(i + 1).padStart(2, '0')}` }) },
        owner.token,
      );
      expect(res.status, res.body.msg).toBe(200);
    }
    const over = await create({ search: search({ fromDate: '2027-03-25' }) }, owner.token);
    expect(over.status).toBe(409);
    expect(over.body.msg).toMatch(/already have 20 price alerts/);

    // A day later, an ask may mail the address again.
    try {
      clock.set(new Date(NOW.getTime() + 25 * HOUR));
      await create({ email, search: search({ fromDate: '2027-04-01' }) });
      expect(await confirmMails(email)).toHaveLength(2);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('the re-pricing job', () => {
  async function watched(fromDate: string, drop?: object) {
    const user = await signUp(app);
    const res = await create(
      { search: search({ fromDate }), ...(drop ? { drop } : {}) },
      user.token,
    );
    await app.db
      .update(priceAlerts)
      .set({ referencePrice: 500_00, latestPrice: 500_00 })
      .where(eq(priceAlerts.id, res.body.data.alert!.id));
    return { user, alert: res.body.data.alert! };
  }

  test('a fall of 5% or more is mailed with old and new price, the search and a one-click unsubscribe', async () => {
    const { user, alert } = await watched('2027-02-03');
    const job = jobWith(new Map([['2027-02-03', 470_00]]), 999_00);
    // Not due before its next check (12 hours after saving).
    const early = await job.runDue(new Date(NOW.getTime() + HOUR));
    expect(early.checked).toBe(0);

    const later = new Date(NOW.getTime() + 13 * HOUR);
    const report = await job.runDue(later);
    expect(report.checked).toBeGreaterThanOrEqual(1);
    const mail = await lastMail(user.email);
    expect(mail!.subject).toBe('Price drop: Sydney to Melbourne now AUD 470.00');
    expect(mail!.text).toContain('now AUD 470.00, down from AUD 500.00');
    expect(mail!.text).toContain(
      'https://farewise.test/flightsList?tripType=1&fromCity=Sydney&fromCityCode=SYD',
    );
    const unsubscribeToken = tokenIn(mail!.text, 'unsubscribe');

    const list = await listFor({ token: user.token });
    const seen = list.body.data.alerts.find((a) => a.id === alert.id)!;
    expect(seen.referencePrice).toBe(470_00);
    expect(seen.history.map((h) => h.price)).toEqual([alert.referencePrice, 470_00]);

    // The same price next time is no news.
    await job.runDue(new Date(later.getTime() + 13 * HOUR));
    expect((await lastMail(user.email))!.id).toBe(mail!.id);

    // One click from the mail, no sign-in.
    const off = await call<{ alert: PriceAlertView }>(app, {
      method: 'POST',
      url: '/v3/priceAlert/unsubscribe',
      payload: { token: unsubscribeToken },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.alert.status).toBe('unsubscribed');
    const checksBefore = await app.db
      .select()
      .from(priceAlertChecks)
      .where(eq(priceAlertChecks.alertId, alert.id));
    await job.runDue(new Date(later.getTime() + 40 * HOUR));
    const checksAfter = await app.db
      .select()
      .from(priceAlertChecks)
      .where(eq(priceAlertChecks.alertId, alert.id));
    expect(checksAfter).toHaveLength(checksBefore.length);
  });

  test('smaller falls are not mailed; an amount threshold counts money', async () => {
    const small = await watched('2027-02-04');
    const amount = await watched('2027-02-05', { kind: 'amount', value: 20_00 });
    const job = jobWith(
      new Map([
        ['2027-02-04', 480_00], // 4%
        ['2027-02-05', 480_00], // 20.00
      ]),
      999_00,
    );
    await job.runDue(new Date(NOW.getTime() + 13 * HOUR));
    expect((await lastMail(small.user.email))!.subject).not.toMatch(/Price drop/);
    expect((await lastMail(amount.user.email))!.subject).toBe(
      'Price drop: Sydney to Melbourne now AUD 480.00',
    );
  });

  test('mail programs unsubscribe with a form post (RFC 8058)', async () => {
    const { user } = await watched('2027-02-06');
    await jobWith(new Map([['2027-02-06', 400_00]]), 999_00).runDue(
      new Date(NOW.getTime() + 13 * HOUR),
    );
    const token = tokenIn((await lastMail(user.email))!.text, 'unsubscribe');
    const res = await app.inject({
      method: 'POST',
      url: `/v3/priceAlert/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.alert.status).toBe('unsubscribed');
  });

  test('two runs at once price each due alert once', async () => {
    const ids: string[] = [];
    for (const d of ['2027-03-01', '2027-03-02', '2027-03-03'])
      ids.push((await watched(d)).alert.id);
    const at = new Date(NOW.getTime() + 200 * HOUR);
    const a = jobWith(new Map(), 499_00);
    const b = jobWith(new Map(), 499_00);
    await Promise.all([a.runDue(at), b.runDue(at)]);
    for (const id of ids) {
      const checks = await app.db
        .select()
        .from(priceAlertChecks)
        .where(and(eq(priceAlertChecks.alertId, id), eq(priceAlertChecks.checkedAt, at)));
      expect(checks).toHaveLength(1);
    }
  });

  test('work per run is bounded; the rest waits for the next run', async () => {
    for (const d of ['2027-04-01', '2027-04-02', '2027-04-03']) await watched(d);
    const at = new Date(NOW.getTime() + 400 * HOUR);
    const bounded = createPriceAlertsJob({
      db: app.db,
      mailer: app.mailer,
      pricer: async () => 499_00,
      siteUrl: 'https://farewise.test',
      maxPerRun: 2,
    });
    expect((await bounded.runDue(at)).checked).toBe(2);
    expect((await bounded.runDue(at)).checked).toBe(2);
  });

  test('pause, change and delete; an alert ends by itself after its departure date', async () => {
    const { user, alert } = await watched('2027-02-10');
    const paused = await call<PriceAlertView>(app, {
      method: 'POST',
      url: '/v3/priceAlert/update',
      payload: { id: alert.id, status: 'paused', drop: { kind: 'amount', value: 50_00 } },
      token: user.token,
    });
    expect(paused.body.data.status).toBe('paused');
    expect(paused.body.data.drop).toEqual({ kind: 'amount', value: 50_00 });

    const report = await jobWith(new Map(), 1_00).runDue(new Date('2027-02-11T06:00:00Z'));
    expect(report.ended).toBeGreaterThanOrEqual(1);
    const list = await listFor({ token: user.token });
    expect(list.body.data.alerts[0]!.status).toBe('ended');
    const resume = await call(app, {
      method: 'POST',
      url: '/v3/priceAlert/update',
      payload: { id: alert.id, status: 'active' },
      token: user.token,
    });
    expect(resume.status).toBe(409);

    const gone = await call(app, {
      method: 'POST',
      url: '/v3/priceAlert/delete',
      payload: { id: alert.id },
      token: user.token,
    });
    expect(gone.status).toBe(200);
    expect((await listFor({ token: user.token })).body.data.alerts).toEqual([]);
  });
});
