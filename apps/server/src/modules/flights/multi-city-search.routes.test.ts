import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  flightSearchResult,
  type FlightSearchResult,
} from '@farewise/domain/flights/search.schemas';
import { ticketPriceResult } from '@farewise/domain/flights/flight-calls.schemas';
import { journeyFareLegs, journeyLegs } from '@farewise/domain/flights/journey-legs';
import { FLIGHT_SEARCH_MESSAGES as M } from '@farewise/domain/flights/search.rules.messages';
import { call, makeApp } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';

const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({}, { clock });
});
afterAll(async () => {
  await app.close();
});

const leg = (fromCityCode: string, toCityCode: string, fromDate: string) => ({
  fromCityCode,
  toCityCode,
  fromDate,
});
const threeLegs = [
  leg('SYD', 'SIN', '2026-12-15'),
  leg('SIN', 'LON', '2026-12-19'),
  leg('LON', 'SYD', '2026-12-28'),
];
const base = { tripType: 3, legs: threeLegs, adultNumber: 2, childNumber: 1, cabinPref: 'Y' };

function searchFor(body: Record<string, unknown>) {
  return call<FlightSearchResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketSearchNew',
    payload: body,
  });
}

describe('multi-city search (trip type 3)', () => {
  test.each([
    ['one leg', { legs: threeLegs.slice(0, 1) }, M.legsCount, 'legs'],
    ['six legs', { legs: [...threeLegs, ...threeLegs] }, M.legsCount, 'legs'],
    [
      'a leg to its own city',
      { legs: [threeLegs[0], leg('SIN', 'SIN', '2026-12-19')] },
      M.sameCity,
      'legs.1.toCityCode',
    ],
    [
      'a leg to an airport of its own city',
      { legs: [threeLegs[0], leg('LHR', 'LON', '2026-12-19')] },
      M.sameCity,
      'legs.1.toCityCode',
    ],
    [
      'a leg without a destination',
      { legs: [threeLegs[0], leg('SIN', '', '2026-12-19')] },
      M.toRequired,
      'legs.1.toCityCode',
    ],
    [
      'a leg before the leg before it',
      { legs: [threeLegs[0], leg('SIN', 'LON', '2026-12-14')] },
      M.legBeforePrevious,
      'legs.1.fromDate',
    ],
    [
      'a first leg before yesterday',
      { legs: [leg('SYD', 'SIN', '2026-11-10'), threeLegs[1]] },
      M.dateTooEarly,
      'legs.0.fromDate',
    ],
    [
      'more than 2 children per adult',
      { adultNumber: 1, childNumber: 3 },
      M.childrenPerAdult,
      'childNumber',
    ],
  ])('refuses %s with its message', async (_name, change, message, field) => {
    const res = await searchFor({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.map((e) => e.field)).toContain(field);
  });

  test('refuses an unknown city on a leg, naming the leg', async () => {
    const res = await searchFor({ ...base, legs: [threeLegs[0], leg('SIN', 'QQQ', '2026-12-19')] });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('legs.1.toCityCode');
  });

  test('a three-leg trip returns whole itineraries with every leg in order, priced as one', async () => {
    const res = await searchFor(base);
    expect(res.status).toBe(200);
    const data = flightSearchResult.parse(res.body.data);
    expect(data.routings.length).toBeGreaterThan(0);
    const airports = new Map(data.air_ports.map((a) => [a.code, a.cityCode]));
    for (const routing of data.routings) {
      expect(routing.segmentInfo.retSegments).toBeNull();
      const legs = journeyLegs(routing.segmentInfo);
      expect(legs).toHaveLength(3);
      expect(legs[0]).toEqual(routing.segmentInfo.fromSegments);
      expect(legs.map((l) => [airports.get(l.DepAirport), airports.get(l.ArrAirport)])).toEqual([
        ['SYD', 'SIN'],
        ['SIN', 'LON'],
        ['LON', 'SYD'],
      ]);
      legs.forEach((l, i) =>
        expect(l.detail[0]!.depTimeEx.slice(0, 10)).toBe(threeLegs[i]!.fromDate),
      );
      // Each leg leaves after the one before it lands.
      for (let i = 1; i < legs.length; i++) {
        const landed = legs[i - 1]!.detail.at(-1)!.arrTimeEx;
        expect(legs[i]!.detail[0]!.depTimeEx > landed).toBe(true);
      }
      expect(routing.TotalTimes).toBe(legs.reduce((n, l) => n + l.TotalTimes, 0));
      expect(routing.priceList.map((p) => p.fareProduct)).toEqual(['0THP', 'CHGF', 'RF24']);
      for (const p of routing.priceList) {
        expect(journeyFareLegs(p.flights)).toHaveLength(3);
        expect(p.flights.ret).toBeNull();
        // 2 adults and a child, all in.
        expect(p.totalPriceEx).toBeCloseTo(2 * p.adultPriceEx + p.childPriceEx, 2);
      }
    }
    const totals = data.routings.map((r) => Math.min(...r.priceList.map((p) => p.totalPriceEx)));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  test("ticketPrice re-prices a multi-city option with each leg's rules and prices adding up", async () => {
    const found = flightSearchResult.parse((await searchFor(base)).body.data);
    const option = found.routings[0]!.priceList[1]!;
    const res = await call(app, {
      method: 'GET',
      url: `/v2/ticket/ticketPrice?unique=${found.uniqueKey}&g=${option.uniqueStr}`,
    });
    expect(res.status).toBe(200);
    const priced = ticketPriceResult.parse(res.body.data);
    expect(priced.kind).toBe(3);
    expect(journeyLegs(priced.routing.segmentInfo)).toHaveLength(3);
    const entry = priced.routing.priceList.find((p) => p.uniqueStr === option.uniqueStr)!;
    expect(entry.totalPriceEx).toBe(option.totalPriceEx);
    const legs = journeyFareLegs(entry.flights);
    expect(legs).toHaveLength(3);
    legs.forEach((l, i) => {
      expect(l.refundInfoList.every((r) => r.refundType === i)).toBe(true);
      expect(l.changesInfoList.every((r) => r.changesType === i)).toBe(true);
      expect(l.baggageInfoList.length).toBeGreaterThan(0);
    });
    const perAdult = legs.reduce((n, l) => n + l.prices!.adultFare + l.prices!.adultTax, 0);
    expect(perAdult).toBeCloseTo(entry.adultPriceEx, 2);
  });

  test('a two-leg multi-city trip is not a round trip: its second leg is in legs, not retSegments', async () => {
    const res = await searchFor({
      ...base,
      legs: [leg('SYD', 'MEL', '2026-12-15'), leg('MEL', 'SYD', '2026-12-15')],
    });
    expect(res.status).toBe(200);
    const data = flightSearchResult.parse(res.body.data);
    const first = data.routings[0]!;
    expect(first.segmentInfo.retSegments).toBeNull();
    expect(first.segmentInfo.legs).toHaveLength(2);
  });

  test('saveParams keeps a multi-city form with its legs', async () => {
    const form = {
      tripType: 3,
      kind: 3,
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: '2026-12-15',
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
      legs: threeLegs.map((l) => ({ ...l, fromCity: l.fromCityCode, toCity: l.toCityCode })),
    };
    const saved = await call<{ id: string }>(app, {
      method: 'POST',
      url: '/v2/searchParams/saveParams',
      payload: form,
    });
    expect(saved.status).toBe(200);
    const got = await call(app, {
      method: 'GET',
      url: `/v2/searchParams/getParams?id=${saved.body.data.id}`,
    });
    expect(got.body.data).toEqual(form);
  });
});
