import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  ActivityDetail,
  ActivityListData,
  CityListData,
  ClassifyData,
  VpCitiesData,
} from '@farewise/domain/activities/activity.schemas';
import { RECOMMENDED_RULE, recommendedScore } from '@farewise/domain/activities/activity.rules';
import { call, makeApp } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const NOW = new Date('2026-11-20T09:00:00Z');
const PARIS = 'c1250015082';
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp({}, { clock: manualClock(NOW) });
});
afterAll(async () => {
  await app?.close();
});

const list = (payload: Record<string, unknown>) =>
  call<ActivityListData>(app, {
    method: 'POST',
    url: '/v3/vp/list',
    payload: { cityId: PARIS, date: '2026-12-01', ...payload },
  });

describe('cities', () => {
  test('vpcities lists the busiest destinations first, with counts and photos', async () => {
    const res = await call<VpCitiesData>(app, { method: 'GET', url: '/v3/vp/vpcities?limit=6' });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((c) => c.name)).toEqual([
      'Paris',
      'London',
      'Rome',
      'Barcelona',
      'New York',
      'Tokyo',
    ]);
    for (const c of res.body.data.list) {
      expect(c.count).toBeGreaterThan(20);
      expect(c.photo).toMatch(/^\/v3\/vp\/photo\/.+\.svg$/);
    }
    const bad = await call(app, { method: 'GET', url: '/v3/vp/vpcities?limit=100' });
    expect(bad.status).toBe(400);
  });

  test('citysearch finds cities by the start of a name or word; empty text gives none', async () => {
    const res = await call<{ list: { name: string; second_display: string }[] }>(app, {
      method: 'GET',
      url: '/v3/vp/citysearch?k=par',
    });
    expect(res.body.data.list[0]).toMatchObject({
      name: 'Paris',
      second_display: expect.stringContaining('France'),
    });
    const word = await call<{ list: { name: string }[] }>(app, {
      method: 'GET',
      url: '/v3/vp/citysearch?k=york',
    });
    expect(word.body.data.list.map((c) => c.name)).toContain('New York');
    const accents = await call<{ list: { name: string }[] }>(app, {
      method: 'GET',
      url: '/v3/vp/citysearch?k=sao paulo',
    });
    expect(accents.body.data.list[0]?.name).toBe('São Paulo');
    const empty = await call<{ list: unknown[] }>(app, {
      method: 'GET',
      url: '/v3/vp/citysearch?k=',
    });
    expect(empty.body.data.list).toEqual([]);
  });

  test("citylist gives a country's cities with counts, paginated; an unknown country is a 404, a bad code a 400", async () => {
    const res = await call<CityListData>(app, {
      method: 'GET',
      url: '/v3/vp/citylist?country=fr&size=5',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.country).toEqual({ code: 'FR', name: 'France' });
    expect(res.body.data.list[0]?.name).toBe('Paris');
    expect(res.body.data.list).toHaveLength(5);
    expect(res.body.data.total).toBeGreaterThan(5);
    expect((await call(app, { method: 'GET', url: '/v3/vp/citylist?country=ZZ' })).status).toBe(
      404,
    );
    const bad = await call(app, { method: 'GET', url: '/v3/vp/citylist?country=France' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/two-letter country code/);
  });

  test('classify counts the categories of a city on a date; a past date is refused', async () => {
    const res = await call<ClassifyData>(app, {
      method: 'GET',
      url: `/v3/vp/classify?cityId=${PARIS}&date=2026-12-01`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((c) => c.label)).toEqual([
      'Tours',
      'Attractions and tickets',
      'Day trips',
      'Food and drink',
      'Outdoor',
      'Shows',
      'Cruises and water',
      'Classes',
    ]);
    expect(res.body.data.list.find((c) => c.id === 'cruises')?.count).toBeGreaterThan(0);
    expect(res.body.data.total).toBe(res.body.data.list.reduce((s, c) => s + c.count, 0));
    const past = await call(app, {
      method: 'GET',
      url: `/v3/vp/classify?cityId=${PARIS}&date=2026-11-01`,
    });
    expect(past.status).toBe(422);
    expect((await call(app, { method: 'GET', url: '/v3/vp/classify?cityId=c1' })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: '/v3/vp/classify?cityId=paris' })).status).toBe(
      400,
    );
  });
});

describe('list', () => {
  test('recommended order follows its stated rule; pages and totals add up', async () => {
    const first = await list({ size: 10 });
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data.sortRule).toBe(RECOMMENDED_RULE);
    expect(data.list).toHaveLength(10);
    const scores = data.list.map((c) => recommendedScore(c.rating, c.reviewCount));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const all = await list({ size: 50 });
    expect(all.body.data.total).toBe(data.total);
    const second = await list({ size: 10, page: 2 });
    expect(second.body.data.list[0]?.id).toBe(all.body.data.list[10]?.id);
    expect(data.list[0]).toMatchObject({
      title: expect.any(String),
      photo: expect.stringMatching(/\.svg$/),
      nextDate: '2026-12-01',
      area: expect.any(String),
    });
  });

  test('sorts by price, rating and duration', async () => {
    const by = async (sort: string) => (await list({ sort, size: 50 })).body.data.list;
    const prices = (await by('price-asc')).map((c) => c.priceFrom);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = (await by('price-desc')).map((c) => c.priceFrom);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    const ratings = (await by('rating')).map((c) => c.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const minutes = (await by('duration-asc')).map((c) => c.durationMinutes);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
  });

  test('filters narrow the list and the facets count with the other filters', async () => {
    const all = (await list({ size: 50 })).body.data;
    const cruises = (await list({ categories: ['cruises'], size: 50 })).body.data;
    expect(cruises.total).toBe(all.facets.categories.find((c) => c.id === 'cruises')?.count);
    expect(cruises.list.every((c) => c.category === 'cruises')).toBe(true);
    expect(cruises.list.map((c) => c.title)).toContain('Seine sightseeing cruise');
    const free = (await list({ freeCancellation: true, size: 50 })).body.data;
    expect(free.total).toBe(all.facets.freeCancellation);
    expect(free.list.every((c) => c.freeCancellation)).toBe(true);
    const cheap = (await list({ priceMax: 3000, size: 50 })).body.data;
    expect(cheap.list.every((c) => c.priceFrom <= 3000)).toBe(true);
    const rated = (await list({ minRating: 4.5, size: 50 })).body.data;
    expect(rated.list.every((c) => c.rating >= 4.5)).toBe(true);
    const evening = (await list({ times: ['evening'], size: 50 })).body.data;
    expect(evening.total).toBe(all.facets.times.find((t) => t.id === 'evening')?.count);
    const long = (await list({ durations: ['4h-1d'], size: 50 })).body.data;
    expect(long.list.every((c) => c.durationMinutes > 240)).toBe(true);
    // A category's facet keeps counting other categories while one is chosen.
    expect(cruises.facets.categories.find((c) => c.id === 'tours')?.count).toBe(
      all.facets.categories.find((c) => c.id === 'tours')?.count,
    );
  });

  test('prices are per adult (from) and for the whole party, in the chosen currency', async () => {
    const one = (await list({ adults: 1, size: 50, currency: 'EUR' })).body.data;
    const party = (await list({ adults: 2, children: 1, size: 50, currency: 'EUR' })).body.data;
    expect(one.currency).toBe('EUR');
    const a = one.list.find((c) => c.title === 'Seine sightseeing cruise')!;
    const b = party.list.find((c) => c.title === 'Seine sightseeing cruise')!;
    expect(a.partyPrice).toBe(a.priceFrom);
    expect(b.partyPrice).toBeGreaterThan(2 * b.priceFrom);
    expect(b.partyPrice).toBeLessThan(3 * b.priceFrom);
  });

  test('an adults-only product is left out for a party with a child', async () => {
    const adults = (await list({ adults: 2, size: 50 })).body.data.list.map((c) => c.title);
    const withChild = (await list({ adults: 2, children: 1, size: 50 })).body.data.list.map(
      (c) => c.title,
    );
    expect(adults).toContain('Moulin Rouge show ticket');
    expect(withChild).not.toContain('Moulin Rouge show ticket');
  });

  test('refusals: unknown city 404; past date, long range, no adult 422; bad shape 400', async () => {
    expect((await list({ cityId: 'c999999' })).status).toBe(404);
    const past = await list({ date: '2026-11-01' });
    expect(past.status).toBe(422);
    expect(past.body.msg).toBe('The date has passed. Please choose today or a later date.');
    expect((await list({ dateTo: '2027-02-01' })).body.msg).toBe(
      'A search covers at most 31 days.',
    );
    const noAdult = await list({ adults: 0, children: 2 });
    expect(noAdult.status).toBe(422);
    expect(noAdult.body.msg).toBe('Please add at least one adult: every booking needs an adult.');
    expect((await list({ adults: 16 })).status).toBe(400);
    expect((await list({ date: '2026-02-30' })).status).toBe(400);
    expect((await list({ sort: 'cheapest' })).status).toBe(400);
    expect((await list({ categories: ['spa'] })).status).toBe(400);
  });
});

describe('item', () => {
  test('the detail prices every option for the party and lists dates and slots', async () => {
    const found = (await list({ categories: ['cruises'], size: 50 })).body.data.list.find(
      (c) => c.title === 'Seine sightseeing cruise',
    )!;
    const res = await call<ActivityDetail>(app, {
      method: 'POST',
      url: '/v3/vp/item',
      payload: { id: found.id, date: '2026-12-01', adults: 2, children: 1 },
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      title: 'Seine sightseeing cruise',
      cityName: 'Paris',
      category: 'cruises',
      date: '2026-12-01',
      timeZone: 'Europe/Paris',
    });
    expect(d.highlights.length).toBeGreaterThan(2);
    expect(d.inclusions.length).toBeGreaterThan(1);
    expect(d.meetingPoint.name).toMatch(/Seine/);
    expect(d.ageBands.child?.label).toMatch(/^Child \(\d+-\d+\)$/);
    for (const o of d.options) expect(o.total).toBe(2 * o.prices.adult + (o.prices.child ?? 0));
    expect(d.availableDates[0]).toBe('2026-11-20');
    expect(d.availableDates.length).toBeGreaterThan(300);
    expect(d.slots.length).toBeGreaterThan(0);
    // 10:00 in Paris in winter is 09:00 UTC; free cancellation ends 24 hours earlier.
    const ten = d.slots.find((s) => s.time === '10:00');
    if (ten) {
      expect(ten.startsAt).toBe('2026-12-01T09:00:00.000Z');
      expect(ten.freeCancellationUntil).toBe(
        d.policy.kind === 'free-24h' ? '2026-11-30T09:00:00.000Z' : null,
      );
    }
  });

  test('partyErrors tell a party that cannot join; an unknown id is a 404, a bad id a 400', async () => {
    const moulin = (await list({ size: 50 })).body.data.list.find(
      (c) => c.title === 'Moulin Rouge show ticket',
    )!;
    const res = await call<ActivityDetail>(app, {
      method: 'POST',
      url: '/v3/vp/item',
      payload: { id: moulin.id, adults: 1, children: 1 },
    });
    expect(res.body.data.partyErrors).toEqual(['This activity is for adults only.']);
    expect(res.body.data.slots.every((s) => !s.bookable)).toBe(true);
    expect(
      (await call(app, { method: 'POST', url: '/v3/vp/item', payload: { id: 'A1-999' } })).status,
    ).toBe(404);
    expect(
      (await call(app, { method: 'POST', url: '/v3/vp/item', payload: { id: 'eiffel' } })).status,
    ).toBe(400);
  });

  test('photos are SVG drawn from the name; other names are a 404', async () => {
    const cards = (await list({ size: 5 })).body.data.list;
    const res = await app.inject({ method: 'GET', url: cards[0]!.photo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
    expect(
      (await app.inject({ method: 'GET', url: '/v3/vp/photo/..%2Fsecret.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('OpenAPI', () => {
  test('every activity call is documented with its request, answer and error envelopes', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    type Op = {
      parameters?: unknown[];
      requestBody?: unknown;
      responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const doc = res.json() as { paths: Record<string, Record<string, Op>> };
    const calls: [string, 'get' | 'post'][] = [
      ['/v3/vp/vpcities', 'get'],
      ['/v3/vp/citysearch', 'get'],
      ['/v3/vp/citylist', 'get'],
      ['/v3/vp/classify', 'get'],
      ['/v3/vp/list', 'post'],
      ['/v3/vp/item', 'post'],
      ['/v3/vp/book', 'post'],
      ['/v3/vp/actlist', 'post'],
      ['/v3/vp/orders', 'post'],
      ['/v3/vp/orders/cancel', 'post'],
    ];
    for (const [url, method] of calls) {
      const op = doc.paths[url]?.[method];
      expect(op, url).toBeDefined();
      expect(method === 'get' ? op!.parameters?.length : op!.requestBody, url).toBeTruthy();
      expect(op!.responses['200']?.content?.['application/json']?.schema, url).toBeDefined();
      expect(op!.responses['400']?.content?.['application/json']?.schema, url).toBeDefined();
    }
  });
});
