import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import type { HotelSearchResult } from '@farewise/domain/hotels/hotel-search.schemas';
import type {
  CreateAlertResult,
  PriceAlertList,
  PriceAlertView,
} from '@farewise/domain/price-alerts/price-alert.schemas';
import { type HotelAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { hotelAlertQuery } from '@farewise/domain/price-alerts/price-alert.addresses';
import { call, makeApp, uniqueEmail } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { createPriceAlertsJob } from './price-alerts.job.ts';
import { priceAlerts } from './price-alerts.table.ts';
import type { AlertPricer } from './price-alerts.service.ts';

// Hotel alerts (decision 024, Hotel alerts). Runs on PGlite, or on TEST_DATABASE_URL's server.
const NOW = new Date('2026-11-20T09:00:00Z');
const clock = manualClock(NOW);
const HOUR = 3_600_000;
let app: FastifyInstance;
let paris: DestinationSuggestion;

beforeAll(async () => {
  app = await makeApp({}, { clock });
  const res = await call<DestinationSuggestion[]>(app, {
    method: 'GET',
    url: '/v3/hotel/keyword?k=paris',
  });
  paris = res.body.data[0]!;
});
afterAll(async () => {
  await app.close();
});

const stay = (over: Partial<HotelAlertSearch> = {}): HotelAlertSearch => ({
  kind: 'hotel',
  destination: paris.Name,
  destinationId: paris.ID,
  destinationType: paris.Type,
  countryCode: paris.CountryCode,
  cityName: paris.city_name,
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  rooms: [{ adults: 2, childAges: [6] }],
  stars: [],
  reviewScore: null,
  freeCancellation: false,
  breakfast: false,
  amenities: [],
  ...over,
});

async function create(body: Record<string, unknown>, token?: string) {
  return call<CreateAlertResult>(app, {
    method: 'POST',
    url: '/v3/priceAlert/create',
    payload: { currency: 'EUR', search: stay(), ...body },
    token,
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

const tokenIn = (text: string, action: string) => {
  const found = new RegExp(`/priceAlerts\\?token=([\\w-]+)&action=${action}`).exec(text)?.[1];
  if (!found) throw new Error(`no ${action} link in:\n${text}`);
  return found;
};

/** The cheapest total stay the hotel list shows for the same search, sorted by price. */
async function cheapestListed(search: HotelAlertSearch, currency: string) {
  const res = await call<HotelSearchResult>(app, {
    method: 'POST',
    url: '/v3/hotel/search',
    payload: {
      Query: hotelAlertQuery(search),
      FilterParams: {
        Stars: search.stars,
        FreeCancellation: search.freeCancellation,
        Breakfast: search.breakfast,
        Sort: 'price_asc',
        Size: 50,
      },
      Currency: currency,
    },
  });
  expect(res.status).toBe(200);
  return Math.min(...res.body.data.list.map((c) => c.TotalPrice));
}

/** A job on the app's database whose hotel prices the test sets by check-in day. */
function jobWith(prices: Map<string, number | null>, fallback: number | null = null) {
  const pricer: AlertPricer = async (s) =>
    prices.get(s.kind === 'hotel' ? s.checkIn : s.fromDate) ?? fallback;
  return createPriceAlertsJob({
    db: app.db,
    mailer: app.mailer,
    pricer,
    siteUrl: 'https://farewise.test',
  });
}

describe('Track prices on the hotel list', () => {
  test('signed in: the stay is watched at once, priced as the cheapest total the hotel list sells', async () => {
    const user = await signUp(app);
    const search = stay({ stars: [4, 5], freeCancellation: true });
    const res = await create({ search }, user.token);
    expect(res.status).toBe(200);
    const alert = res.body.data.alert!;
    expect(res.body.data.status).toBe('active');
    expect(alert.search).toEqual(search);
    expect(alert.endsAfter).toBe('2026-12-10');
    expect(alert.referencePrice).toBe(await cheapestListed(search, 'EUR'));
    // Without the filters the cheapest stay is no dearer; in another currency it is another number.
    const open = await create({ search: stay() }, user.token);
    expect(open.body.data.alert!.id).not.toBe(alert.id);
    expect(open.body.data.alert!.referencePrice!).toBeLessThanOrEqual(alert.referencePrice!);
    const aud = await create({ search: stay(), currency: 'AUD' }, user.token);
    expect(aud.body.data.alert!.id).not.toBe(open.body.data.alert!.id);
    expect(aud.body.data.alert!.currency).toBe('AUD');

    // The same stay with its star filter in another order is the alert already there.
    const again = await create({ search: { ...search, stars: [5, 4] } }, user.token);
    expect(again.body.data.alert!.id).toBe(alert.id);
  });

  test('a stay that cannot be searched is refused in the envelope', async () => {
    const user = await signUp(app);
    const backwards = await create(
      { search: stay({ checkIn: '2026-12-10', checkOut: '2026-12-09' }) },
      user.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe(400);
    const started = await create({ search: stay({ checkIn: '2026-11-19' }) }, user.token);
    expect(started.status).toBe(422);
    expect(started.body.msg).toMatch(/already started/);
  });

  test('a guest confirms from the mail before anything else is mailed', async () => {
    const email = uniqueEmail('hotel.guest');
    const res = await create({ email, search: stay({ checkIn: '2026-12-11' }) });
    expect(res.body.data).toEqual({ alert: null, status: 'pending', email });
    const confirmMail = await lastMail(email);
    expect(confirmMail!.subject).toBe(`Confirm your price alert: Hotels in ${paris.Name}`);
    expect(confirmMail!.text).toContain(
      '11 Dec 2026 – 13 Dec 2026 · 2 nights · 1 room · 2 adults, 1 child (age 6)',
    );

    // Pending: the job does not price it, so no drop can be mailed.
    await jobWith(new Map(), 1_00).runDue(new Date(NOW.getTime() + 13 * HOUR));
    expect((await lastMail(email))!.id).toBe(confirmMail!.id);

    const confirmed = await call<PriceAlertList>(app, {
      method: 'POST',
      url: '/v3/priceAlert/confirm',
      payload: { token: tokenIn(confirmMail!.text, 'confirm') },
    });
    expect(confirmed.status).toBe(200);
    const [seen] = confirmed.body.data.alerts;
    expect(seen!.status).toBe('active');
    expect(seen!.search.kind).toBe('hotel');
  });

  test('the mail names the destination the search resolved, never the text sent with it', async () => {
    const email = uniqueEmail('hotel.named');
    const bait = 'Verify your account at evil.example';
    const res = await create({ email, search: stay({ destination: bait, cityName: bait }) });
    expect(res.status, res.body.msg).toBe(200);
    const mail = await lastMail(email);
    expect(mail!.subject).toBe(`Confirm your price alert: Hotels in ${paris.Name}`);
    expect(`${mail!.text}${mail!.html}`).not.toContain('evil.example');
  });

  test('the 20-an-address limit counts flight and hotel alerts together', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 10; i++) {
      const day = String(i + 1).padStart(2, '0');
      const flight = await create(
        {
          currency: 'AUD',
          search: {
            kind: 'flight',
            tripType: 1,
            fromCity: 'Sydney',
            fromCityCode: 'SYD',
            toCity: 'Melbourne',
            toCityCode: 'MEL',
            fromDate: `2027-01-${day}`,
            adultNumber: 1,
            cabinPref: 'Y',
          },
        },
        user.token,
      );
      expect(flight.status).toBe(200);
      const hotel = await create(
        { search: stay({ checkIn: `2027-01-${day}`, checkOut: '2027-01-20' }) },
        user.token,
      );
      expect(hotel.status).toBe(200);
    }
    const over = await create(
      { search: stay({ checkIn: '2027-01-21', checkOut: '2027-01-23' }) },
      user.token,
    );
    expect(over.status).toBe(409);
    expect(over.body.msg).toMatch(/already have 20 price alerts/);
  });
});

describe('the re-pricing job and hotel alerts', () => {
  async function watched(checkIn: string, checkOut: string) {
    const user = await signUp(app);
    const res = await create({ search: stay({ checkIn, checkOut }) }, user.token);
    await app.db
      .update(priceAlerts)
      .set({ referencePrice: 900_00, latestPrice: 900_00 })
      .where(eq(priceAlerts.id, res.body.data.alert!.id));
    return { user, alert: res.body.data.alert! };
  }

  test('a cheaper stay is mailed with old and new price, a link to the hotel search and one-click unsubscribe', async () => {
    const { user, alert } = await watched('2027-02-03', '2027-02-05');
    const later = new Date(NOW.getTime() + 13 * HOUR);
    await jobWith(new Map([['2027-02-03', 810_00]]), 999_00).runDue(later);
    const mail = await lastMail(user.email);
    expect(mail!.subject).toBe(`Price drop: Hotels in ${paris.Name} now EUR 810.00`);
    expect(mail!.text).toContain('is now EUR 810.00, down from EUR 900.00');
    expect(mail!.text).toMatch(
      /See the hotels: https:\/\/farewise\.test\/hotelList\?destination=[^\n]*checkIn=2027-02-03&checkOut=2027-02-05&room=2%2C6/,
    );
    const off = await call<{ alert: PriceAlertView }>(app, {
      method: 'POST',
      url: '/v3/priceAlert/unsubscribe',
      payload: { token: tokenIn(mail!.text, 'unsubscribe') },
    });
    expect(off.body.data.alert.id).toBe(alert.id);
    expect(off.body.data.alert.status).toBe('unsubscribed');
  });

  test('the app re-prices a hotel alert through the hotel search when its clock moves on', async () => {
    const { user, alert } = await watched('2027-02-08', '2027-02-09');
    await app.jobs.runDueJobs(new Date(NOW.getTime() + 13 * HOUR));
    const list = await call<PriceAlertList>(app, {
      method: 'POST',
      url: '/v3/priceAlert/list',
      payload: {},
      token: user.token,
    });
    const seen = list.body.data.alerts.find((a) => a.id === alert.id)!;
    expect(seen.history).toHaveLength(2);
    expect(seen.latestPrice).toBe(await cheapestListed(seen.search as HotelAlertSearch, 'EUR'));
    // Far below the 900.00 it was said to cost: a drop, mailed.
    expect((await lastMail(user.email))!.subject).toMatch(/^Price drop: Hotels in /);
  });

  test('a hotel alert ends by itself after its check-in date, not at check-out', async () => {
    const { user, alert } = await watched('2027-02-10', '2027-02-14');
    const job = jobWith(new Map(), 999_00);
    await job.runDue(new Date('2027-02-10T20:00:00Z'));
    const during = await call<PriceAlertList>(app, {
      method: 'POST',
      url: '/v3/priceAlert/list',
      payload: {},
      token: user.token,
    });
    expect(during.body.data.alerts.find((a) => a.id === alert.id)!.status).toBe('active');
    const report = await job.runDue(new Date('2027-02-11T06:00:00Z'));
    expect(report.ended).toBeGreaterThanOrEqual(1);
    const after = await call<PriceAlertList>(app, {
      method: 'POST',
      url: '/v3/priceAlert/list',
      payload: {},
      token: user.token,
    });
    expect(after.body.data.alerts.find((a) => a.id === alert.id)!.status).toBe('ended');
  });
});
