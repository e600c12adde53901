import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import type { HotelDetail, HotelRecoResult } from '@farewise/domain/hotels/hotel-detail.schemas';
import { HOTEL_SEARCH_MESSAGES as M } from '@farewise/domain/hotels/hotel-search.messages';
import {
  hotelSearchResult,
  type HotelCard,
  type HotelSearchBody,
  type HotelSearchResult,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { makeHotelsApp } from './hotels.test-app.ts';

// A fixed "now", so the dates below are always in the future.
const clock = manualClock(new Date('2026-03-01T09:00:00Z'));
let app: FastifyInstance;
let paris: DestinationSuggestion;

beforeAll(async () => {
  app = await makeHotelsApp({ clock });
  const res = await call<DestinationSuggestion[]>(app, {
    method: 'GET',
    url: '/v3/hotel/keyword?k=paris',
  });
  paris = res.body.data[0] as DestinationSuggestion;
});
afterAll(async () => {
  await app.close();
});

const parisQuery = (over: Partial<NonNullable<HotelSearchBody['Query']>> = {}) => ({
  Destination: paris.Name,
  Type: paris.Type,
  CountryCode: paris.CountryCode,
  Country: paris.ID,
  FirstCountry: paris.city_name,
  CheckIn: '2026-04-10',
  CheckOut: '2026-04-13',
  Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
  ...over,
});

async function search(body: HotelSearchBody) {
  const res = await call<HotelSearchResult>(app, {
    method: 'POST',
    url: '/v3/hotel/search',
    payload: body,
  });
  // The route sends its JSON without the response schema: every answer must match it exactly.
  if (res.status === 200) expect(hotelSearchResult.parse(res.body.data)).toEqual(res.body.data);
  return res;
}

/** Every card of a filtered search, page by page. */
async function allCards(body: HotelSearchBody): Promise<HotelCard[]> {
  const cards: HotelCard[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await search({
      ...body,
      FilterParams: { ...body.FilterParams, Page: page, Size: 50 },
    });
    expect(res.status).toBe(200);
    cards.push(...res.body.data.list);
    if (cards.length >= res.body.data.total) break;
  }
  return cards;
}

describe('GET /v3/hotel/keyword', () => {
  test('answers suggestions with the SPEC fields, best first', async () => {
    expect(paris).toMatchObject({ Name: 'Paris', Type: 1, CountryCode: 'FR', city_name: 'Paris' });
    expect(paris.ID).toMatch(/^c\d+$/);
  });

  test('an empty k gives an empty list', async () => {
    for (const url of ['/v3/hotel/keyword?k=', '/v3/hotel/keyword']) {
      const res = await call(app, { method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });

  test('accepts Language and still answers in English', async () => {
    const res = await call<DestinationSuggestion[]>(app, {
      method: 'GET',
      url: '/v3/hotel/keyword?k=tokyo&Language=zh-CN',
    });
    expect(res.body.data[0]).toMatchObject({ Name: 'Tokyo', second_display: 'Tōkyō, Japan' });
  });
});

describe('POST /v3/hotel/search', () => {
  test('a missing destination or date answers the criteria message with field errors', async () => {
    const res = await search({
      Query: parisQuery({ Destination: '', Country: '', CheckOut: '' }),
      ClientToken: 't1',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(M.criteriaIncorrect);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'Query.Destination', message: M.destinationRequired },
        { field: 'Query.CheckOut', message: M.checkOutRequired },
      ]),
    );
  });

  test("a child without an age is refused with 'Please select the child's age.'", async () => {
    const res = await search({
      Query: parisQuery({ Rooms: [{ Index: 0, AdultNumber: 1, childNumber: 1, ChildAge: [''] }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("Please select the child's age.");
  });

  test('per-room limits and dates are checked', async () => {
    const tooMany = await search({
      Query: parisQuery({
        Rooms: [{ Index: 0, AdultNumber: 4, childNumber: 6, ChildAge: [3, 3, 3, 3, 3, 3] }],
      }),
    });
    expect(tooMany.body.msg).toBe(M.travellersMax);
    const noAdult = await search({
      Query: parisQuery({ Rooms: [{ Index: 0, AdultNumber: 0, childNumber: 1, ChildAge: [5] }] }),
    });
    expect(noAdult.body.msg).toBe(M.adultsMin);
    const past = await search({
      Query: parisQuery({ CheckIn: '2026-02-20', CheckOut: '2026-02-22' }),
    });
    expect(past.body.msg).toBe(M.dateTooEarly);
    const badShape = await search({
      Query: parisQuery(),
      FilterParams: { Sort: 'cheapest' as never },
    });
    expect(badShape.status).toBe(400);
  });

  test('an unknown destination is a 400 with a readable message', async () => {
    const res = await search({ Query: parisQuery({ Destination: 'qqqzzx', Country: 'c0' }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(M.destinationUnknown);
  });

  test('answers a page of cards with totals, prices per night and for the stay, and the ClientToken', async () => {
    const res = await search({
      Query: parisQuery(),
      ClientToken: 'abc-1',
      Currency: 'EUR',
      Language: 'zh-CN',
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      ClientToken: 'abc-1',
      Currency: 'EUR',
      Nights: 3,
      RoomCount: 1,
      Travellers: 2,
      page: 1,
      size: 20,
      Sort: 'recommended',
    });
    expect(data.total).toBeGreaterThan(50);
    expect(data.list).toHaveLength(20);
    for (const card of data.list) {
      expect(card.CityName).toBe('Paris');
      expect(Number.isInteger(card.TotalPrice) && card.TotalPrice > 0).toBe(true);
      expect(card.PricePerNight).toBe(Math.round(card.TotalPrice / 3));
      expect(card.Photo).toMatch(/^\/v3\/hotel\/photo\/[\w-]+\.svg$/);
      expect(card.sk).toMatch(/^v1\./);
    }
    const scores = data.list.map((c) => c.HotelId);
    expect(new Set(scores).size).toBe(scores.length);
  });

  test('the same search gives the same answer (deterministic supplier)', async () => {
    const a = await search({ Query: parisQuery(), FilterParams: { Sort: 'price_asc' } });
    const b = await search({ Query: parisQuery(), FilterParams: { Sort: 'price_asc' } });
    expect(a.body.data.list).toEqual(b.body.data.list);
  });

  test('filters: stars, review score, free cancellation, breakfast, amenities and price range hold on every card', async () => {
    const FilterParams = {
      Stars: [4, 5],
      ReviewScore: 8,
      FreeCancellation: true,
      Breakfast: true,
      Amenities: ['wifi' as const],
      PriceMin: 10_000,
      PriceMax: 200_000,
    };
    const cards = await allCards({ Query: parisQuery(), FilterParams });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect([4, 5]).toContain(card.Stars);
      expect(card.ReviewScore).toBeGreaterThanOrEqual(8);
      expect(card.Policy.FreeCancellation).toBe(true);
      expect(card.Policy.FreeCancellationUntil).toMatch(/^2026-04-0\d \d\d:\d\d$/);
      expect(card.Policy.Breakfast).toBe(true);
      expect(card.Amenities).toContain('wifi');
      expect(card.PricePerNight).toBeGreaterThanOrEqual(10_000);
      expect(card.PricePerNight).toBeLessThanOrEqual(200_000);
    }
  });

  test('counts per filter value match what the filter then returns', async () => {
    const base = await search({ Query: parisQuery() });
    const facets = base.body.data.facets;
    const fourStar = facets.Stars.find((s) => s.Value === 4)?.Count ?? 0;
    const starSum = facets.Stars.reduce((sum, s) => sum + s.Count, 0);
    expect(starSum).toBe(base.body.data.total);
    expect(
      (await search({ Query: parisQuery(), FilterParams: { Stars: [4] } })).body.data.total,
    ).toBe(fourStar);
    expect(
      (await search({ Query: parisQuery(), FilterParams: { FreeCancellation: true } })).body.data
        .total,
    ).toBe(facets.FreeCancellation);
    expect(
      (await search({ Query: parisQuery(), FilterParams: { Breakfast: true } })).body.data.total,
    ).toBe(facets.Breakfast);
    const eight = facets.ReviewScore.find((r) => r.Value === 8)?.Count;
    expect(
      (await search({ Query: parisQuery(), FilterParams: { ReviewScore: 8 } })).body.data.total,
    ).toBe(eight);
    const pool = facets.Amenities.find((a) => a.Value === 'pool')?.Count;
    expect(
      (await search({ Query: parisQuery(), FilterParams: { Amenities: ['pool'] } })).body.data
        .total,
    ).toBe(pool);
    const bucketSum = facets.Price.Buckets.reduce((sum, b) => sum + b.Count, 0);
    expect(bucketSum).toBe(base.body.data.total);
    // Counting a group ignores its own filter: choosing 4 stars still counts 5-star hotels.
    const withFour = await search({ Query: parisQuery(), FilterParams: { Stars: [4] } });
    expect(withFour.body.data.facets.Stars).toEqual(facets.Stars);
  });

  test('sorts: price, review score, stars and distance to centre', async () => {
    const byPrice = await allCards({ Query: parisQuery(), FilterParams: { Sort: 'price_asc' } });
    expect(byPrice.map((c) => c.PricePerNight)).toEqual(
      [...byPrice.map((c) => c.PricePerNight)].sort((a, b) => a - b),
    );
    const desc = (
      await search({ Query: parisQuery(), FilterParams: { Sort: 'price_desc', Size: 50 } })
    ).body.data.list;
    expect(desc.map((c) => c.PricePerNight)).toEqual(
      [...desc.map((c) => c.PricePerNight)].sort((a, b) => b - a),
    );
    expect(desc[0]?.PricePerNight).toBe(byPrice.at(-1)?.PricePerNight);
    const review = (
      await search({ Query: parisQuery(), FilterParams: { Sort: 'review', Size: 50 } })
    ).body.data.list;
    expect(review.map((c) => c.ReviewScore)).toEqual(
      [...review.map((c) => c.ReviewScore)].sort((a, b) => b - a),
    );
    const stars = (
      await search({ Query: parisQuery(), FilterParams: { Sort: 'stars_desc', Size: 50 } })
    ).body.data.list;
    expect(stars[0]?.Stars).toBe(5);
    expect(stars.map((c) => c.Stars)).toEqual([...stars.map((c) => c.Stars)].sort((a, b) => b - a));
    const near = await allCards({ Query: parisQuery(), FilterParams: { Sort: 'distance' } });
    expect(near.map((c) => c.DistanceKm)).toEqual(
      [...near.map((c) => c.DistanceKm)].sort((a, b) => a - b),
    );
    expect(near[0]?.DistanceText).toMatch(/^\d+\.\d km from centre$/);
  });

  test('pages do not overlap and cover the total', async () => {
    const cards = await allCards({ Query: parisQuery(), FilterParams: { Sort: 'price_asc' } });
    const total = (await search({ Query: parisQuery() })).body.data.total;
    expect(cards).toHaveLength(total);
    expect(new Set(cards.map((c) => c.HotelId)).size).toBe(total);
  });

  test('several rooms with children: every room is placed and the total is for all rooms', async () => {
    const Rooms = [
      { Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] },
      { Index: 1, AdultNumber: 1, childNumber: 1, ChildAge: [7] },
    ];
    const one = await search({ Query: parisQuery(), FilterParams: { Sort: 'price_asc' } });
    const two = await search({ Query: parisQuery({ Rooms }), FilterParams: { Sort: 'price_asc' } });
    expect(two.body.data).toMatchObject({ RoomCount: 2, Travellers: 4 });
    const cheapestOne = one.body.data.list[0]?.TotalPrice ?? 0;
    expect(two.body.data.list[0]?.TotalPrice).toBeGreaterThan(cheapestOne);
  });

  test('a destination typed but not chosen is matched to the best suggestion', async () => {
    const res = await search({ Query: parisQuery({ Country: '', Type: 0, Destination: 'Paris' }) });
    expect(res.body.data.Destination).toMatchObject({ ID: paris.ID, Name: 'Paris' });
  });

  test('a country search covers its cities; an airport search measures distance to the airport', async () => {
    const country = await search({
      Query: parisQuery({ Destination: 'France', Country: 'nFR', Type: 3 }),
    });
    expect(new Set(country.body.data.list.map((c) => c.CountryCode))).toEqual(new Set(['FR']));
    expect(country.body.data.total).toBeGreaterThan(200);
    const airport = await search({
      Query: parisQuery({ Destination: 'CDG', Country: 'aCDG', Type: 2 }),
      FilterParams: { Sort: 'distance' },
    });
    expect(airport.body.data.list[0]?.DistanceText).toMatch(/from the airport$/);
  });

  test('a hotel chosen by name comes first in its city', async () => {
    const hotelSuggestion = (
      await call<DestinationSuggestion[]>(app, {
        method: 'GET',
        url: '/v3/hotel/keyword?k=old town paris',
      })
    ).body.data;
    expect(hotelSuggestion[0]?.Type).toBe(7);
    const base = await search({ Query: parisQuery(), FilterParams: { Sort: 'price_desc' } });
    const last = base.body.data.list.at(-1) as HotelCard;
    const pinned = await search({
      Query: parisQuery({ Country: `h${last.HotelId}`, Type: 6, Destination: last.Name }),
      FilterParams: { Sort: 'price_desc' },
    });
    expect(pinned.body.data.list[0]?.HotelId).toBe(last.HotelId);
  });
});

describe('sk, hdetail, hnames, recommendations and photos', () => {
  test('a card opens the detail for the same stay at the same price', async () => {
    const card = (await search({ Query: parisQuery(), Currency: 'USD' })).body.data
      .list[0] as HotelCard;
    const res = await call<HotelDetail>(app, {
      method: 'POST',
      url: '/v3/hotel/hdetail',
      payload: { HotelId: card.HotelId, sk: card.sk, Currency: 'USD' },
    });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({
      HotelId: card.HotelId,
      Name: card.Name,
      Stay: { CheckIn: '2026-04-10', CheckOut: '2026-04-13', Nights: 3 },
    });
    expect(detail.Photos).toHaveLength(6);
    const offers = detail.Rooms.filter((r) => r.FitsRooms.includes(0) && r.Available > 0).flatMap(
      (r) => r.RatePlans,
    );
    expect(Math.min(...offers.map((p) => p.TotalPrice))).toBe(card.TotalPrice);
    for (const room of detail.Rooms) {
      for (const plan of room.RatePlans) {
        expect(plan.NightlyPrices.map((n) => n.Date)).toEqual([
          '2026-04-10',
          '2026-04-11',
          '2026-04-12',
        ]);
        expect(plan.NightlyPrices.reduce((s, n) => s + n.Price, 0) + plan.TaxesAndFees).toBe(
          plan.TotalPrice,
        );
        if (plan.Refundable)
          expect(plan.FreeCancellationUntil && plan.FreeCancellationUntil < '2026-04-10').toBe(
            true,
          );
        else expect(plan.PolicyText).toBe('Non-refundable');
      }
    }
  });

  test('/v3/hotel/sk makes the key a card carries', async () => {
    const card = (await search({ Query: parisQuery() })).body.data.list[0] as HotelCard;
    const res = await call<{ sk: string }>(app, {
      method: 'POST',
      url: '/v3/hotel/sk',
      payload: { HotelId: card.HotelId, Query: parisQuery() },
    });
    expect(res.body.data.sk).toBe(card.sk);
    const bad = await call(app, {
      method: 'POST',
      url: '/v3/hotel/hdetail',
      payload: { HotelId: card.HotelId, sk: 'v1.nonsense' },
    });
    expect(bad.status).toBe(400);
    const missing = await call(app, {
      method: 'POST',
      url: '/v3/hotel/hdetail',
      payload: { HotelId: 'nope-1' },
    });
    expect(missing.status).toBe(404);
  });

  test('a key whose check-in has passed answers 400 (the detail page then asks /v3/hotel/sk for a fresh one)', async () => {
    const card = (await search({ Query: parisQuery() })).body.data.list[0] as HotelCard;
    const key = await call<{ sk: string }>(app, {
      method: 'POST',
      url: '/v3/hotel/sk',
      payload: { HotelId: card.HotelId, Query: parisQuery() },
    });
    const started = clock.now();
    clock.set(new Date('2026-04-20T09:00:00Z'));
    try {
      const stale = await call(app, {
        method: 'POST',
        url: '/v3/hotel/hdetail',
        payload: { HotelId: card.HotelId, sk: key.body.data.sk },
      });
      expect(stale.status).toBe(400);
      const fresh = await call<{ sk: string }>(app, {
        method: 'POST',
        url: '/v3/hotel/sk',
        payload: {
          HotelId: card.HotelId,
          Query: { CheckIn: '2026-04-27', CheckOut: '2026-04-29', Rooms: parisQuery().Rooms },
        },
      });
      expect(fresh.status).toBe(200);
      const priced = await call<HotelDetail>(app, {
        method: 'POST',
        url: '/v3/hotel/hdetail',
        payload: { HotelId: card.HotelId, sk: fresh.body.data.sk },
      });
      expect(priced.body.data.Stay).toMatchObject({ CheckIn: '2026-04-27', Nights: 2 });
    } finally {
      clock.set(started);
    }
  });

  test('hnames lists hotel names of the destination matching k', async () => {
    const res = await call<{ list: { HotelId: string; Name: string }[] }>(app, {
      method: 'POST',
      url: '/v3/hotel/hnames',
      payload: { Query: { Destination: 'Paris', Country: paris.ID, Type: 1 }, k: 'hotel' },
    });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const item of res.body.data.list) expect(item.Name.toLowerCase()).toContain('hotel');
  });

  test('recommendations for a city and for popular destinations', async () => {
    const city = await call<HotelRecoResult>(app, {
      method: 'GET',
      url: `/v3/commonb2c/reco/hotel?city=${paris.ID}&Currency=CNY`,
    });
    expect(city.body.data).toMatchObject({
      CityName: 'Paris',
      Currency: 'CNY',
      CheckIn: '2026-03-08',
      CheckOut: '2026-03-10',
    });
    expect(city.body.data.list).toHaveLength(8);
    const popular = await call<HotelRecoResult>(app, {
      method: 'GET',
      url: '/v3/commonb2c/reco/hotel',
    });
    expect(popular.body.data.list).toHaveLength(8);
    expect(new Set(popular.body.data.list.map((c) => c.CityName)).size).toBe(8);
  });

  test('photos are our own SVG pictures, the same for the same name', async () => {
    const a = await app.inject({ method: 'GET', url: '/v3/hotel/photo/1250015082-7-0.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toMatch(/^<svg /);
    const b = await app.inject({ method: 'GET', url: '/v3/hotel/photo/1250015082-7-0.svg' });
    expect(b.body).toBe(a.body);
    const room = await app.inject({ method: 'GET', url: '/v3/hotel/photo/1250015082-7-r1.svg' });
    expect(room.body).not.toBe(a.body);
    expect(
      (await app.inject({ method: 'GET', url: '/v3/hotel/photo/..%2Fetc.svg' })).statusCode,
    ).toBe(404);
  });
});
