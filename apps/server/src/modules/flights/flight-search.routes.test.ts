import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  flightSearchResult,
  type FlightSearchResult,
} from '@farewise/domain/flights/search.schemas';
import {
  priceCalendarResult,
  recoFlightResult,
  ticketPriceResult,
  ticketVerifyResult,
} from '@farewise/domain/flights/flight-calls.schemas';
import { baggageLine } from '@farewise/domain/flights/baggage';
import { cardRuleText } from '@farewise/domain/flights/fare-rules';
import { cardRuleEntry } from '@farewise/domain/flights/fare-display';
import {
  segmentBaggageLine,
  summarizeEntry,
  summaryBaggageLine,
  summaryRuleText,
} from '@farewise/domain/flights/fare-summary';
import { FLIGHT_SEARCH_MESSAGES as M } from '@farewise/domain/flights/search.rules.messages';
import { call, makeApp } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { OFFER_EXPIRED_MESSAGE, PRICE_CHANGED_MESSAGE } from './flights.errors.ts';
import { createFlightSearchService, OFFER_TTL_MINUTES } from './flight-search.service.ts';
import { simulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { loadExchangeRates } from '../money/index.ts';

const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({}, { clock });
});
afterAll(async () => {
  await app.close();
});

const base = {
  tripType: 1,
  fromCityCode: 'SYD',
  toCityCode: 'MEL',
  fromDate: '2026-12-15',
  adultNumber: 1,
  childNumber: 0,
  cabinPref: 'Y',
};

async function searchFor(body: Record<string, unknown>) {
  const res = await call<FlightSearchResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketSearchNew',
    payload: body,
  });
  return res;
}

describe('POST /v2/ticket/ticketSearchNew', () => {
  test.each([
    ['the same city', { toCityCode: 'SYD' }, M.sameCity, 'toCityCode'],
    [
      'an airport of the same city',
      { fromCityCode: 'LHR', toCityCode: 'LON' },
      M.sameCity,
      'toCityCode',
    ],
    ['a date before yesterday', { fromDate: '2026-11-10' }, M.dateTooEarly, 'fromDate'],
    ['over 9 travellers', { adultNumber: 6, childNumber: 4 }, M.travellersMax, 'childNumber'],
    [
      'more than 2 children per adult',
      { adultNumber: 1, childNumber: 3 },
      M.childrenPerAdult,
      'childNumber',
    ],
    ['a round trip without a return date', { tripType: 2 }, M.dateRequired, 'retDate'],
    [
      'a return before the departure',
      { tripType: 2, retDate: '2026-12-10' },
      M.returnBeforeDeparture,
      'retDate',
    ],
  ])('refuses %s with the SPEC message', async (_name, change, message, field) => {
    const res = await searchFor({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  test('refuses an unknown city code with a clear message', async () => {
    const res = await searchFor({ ...base, toCityCode: 'QQQ' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain("'QQQ'");
    expect(res.body.errors?.[0]?.field).toBe('toCityCode');
  });

  test('a one-way search from Sydney to Melbourne returns nonstop routings in AUD by default', async () => {
    const res = await searchFor({ ...base, Currency: 'XYZ' });
    expect(res.status).toBe(200);
    const data = flightSearchResult.parse(res.body.data);
    expect(data.currency).toBe('AUD');
    expect(data.routings.length).toBeGreaterThan(3);
    const first = data.routings[0]!;
    expect(first.segmentInfo.retSegments).toBeNull();
    expect(first.segmentInfo.fromSegments.detail[0]!.depTimeEx.startsWith('2026-12-15')).toBe(true);
    expect(first.priceList.map((p) => p.fareProduct)).toEqual(['0THP', 'CHGF', 'RF24']);
    for (const p of first.priceList) {
      expect(Number.isInteger(Math.round(p.totalPriceEx * 100))).toBe(true);
      expect(p.totalPriceEx).toBeGreaterThan(0);
      expect(p.flights.from.refund).not.toBeNull();
    }
    expect(data.air_ports.map((a) => a.code)).toEqual(expect.arrayContaining(['SYD', 'MEL']));
  });

  test('a round trip from Sydney to London returns routings with both legs', async () => {
    const res = await searchFor({
      ...base,
      tripType: 2,
      toCityCode: 'LON',
      retDate: '2026-12-29',
      adultNumber: 2,
      childNumber: 1,
      Currency: 'EUR',
    });
    expect(res.status).toBe(200);
    const data = flightSearchResult.parse(res.body.data);
    expect(data.currency).toBe('EUR');
    expect(data.routings.length).toBeGreaterThan(5);
    expect(data.routings.length).toBeLessThanOrEqual(60);
    for (const r of data.routings) {
      expect(r.segmentInfo.fromSegments.DepAirport).toBe('SYD');
      expect(r.segmentInfo.retSegments?.ArrAirPort).toBe('SYD');
      expect(r.priceList[0]!.flights.ret).not.toBeNull();
      expect(r.priceList[0]!.childPriceEx).toBeLessThan(r.priceList[0]!.adultPriceEx);
    }
    const totals = data.routings.map((r) => r.priceList[0]!.totalPriceEx);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  test('the same search twice gives the same routings and shares its stored offer until half its life is gone', async () => {
    const a = await searchFor(base);
    const b = await searchFor(base);
    expect(b.body.data.uniqueKey).toBe(a.body.data.uniqueKey);
    expect(b.body.data.routings).toEqual(a.body.data.routings);
    clock.advance((OFFER_TTL_MINUTES / 2 + 1) * 60_000);
    try {
      const c = await searchFor(base);
      expect(c.body.data.uniqueKey).not.toBe(a.body.data.uniqueKey);
      expect(Date.parse(c.body.data.expiresAt)).toBeGreaterThan(Date.parse(a.body.data.expiresAt));
      // The kept answer is sent again with the new offer's key and expiry, and then as it is.
      expect(c.body.data.routings).toEqual(a.body.data.routings);
      const d = await searchFor(base);
      expect(d.body.data.uniqueKey).toBe(c.body.data.uniqueKey);
      expect(d.body.data.expiresAt).toBe(c.body.data.expiresAt);
      expect(d.body.data.routings).toEqual(a.body.data.routings);
    } finally {
      clock.advance(-(OFFER_TTL_MINUTES / 2 + 1) * 60_000);
    }
  });
});

describe('an answer naming airports outside ASCII', () => {
  test('the airports of İstanbul are sent as UTF-8 beside the routings', async () => {
    for (const [from, to] of [
      ['IST', 'BER'],
      ['IST', 'LON'],
    ] as const) {
      const res = await searchFor({ ...base, fromCityCode: from, toCityCode: to });
      expect(res.status).toBe(200);
      const data = flightSearchResult.parse(res.body.data);
      expect(data.routings.length).toBeGreaterThan(0);
      const names = data.air_ports.map((a) => a.name);
      const expected = simulatedFlightSupplier()
        .airportsFor(from)
        .map((a) => a.name);
      expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^İstanbul/)]));
      expect(expected.some((n) => names.includes(n))).toBe(true);
    }
  });
});

describe('concurrent new searches', () => {
  test('twelve different searches at once each get their own stored offer, priced afterwards', async () => {
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      ...base,
      fromDate: `2027-01-${String(4 + i).padStart(2, '0')}`,
    }));
    const results = await Promise.all(bodies.map((b) => searchFor(b)));
    const keys = new Set<string>();
    for (const res of results) {
      expect(res.status).toBe(200);
      const data = flightSearchResult.parse(res.body.data);
      keys.add(data.uniqueKey);
      const entry = data.routings[0]!.priceList[0]!;
      const priced = await call(app, {
        method: 'GET',
        url: `/v2/ticket/ticketPrice?unique=${data.uniqueKey}&g=${entry.uniqueStr}`,
      });
      expect(priced.status).toBe(200);
    }
    expect(keys.size).toBe(12);
  });
});

describe('GET /v2/ticket/ticketPrice', () => {
  test('search entries carry the rule summary only; ticketPrice has the full lists and the same card texts', async () => {
    const round = {
      ...base,
      tripType: 2,
      toCityCode: 'LON',
      retDate: '2026-12-29',
      adultNumber: 2,
      childNumber: 1,
    };
    const res = await searchFor(round);
    const raw = res.body.data as unknown as {
      uniqueKey: string;
      routings: { priceList: Record<string, unknown>[] }[];
    };
    const data = flightSearchResult.parse(res.body.data);
    const checked = data.routings.slice(0, 4);
    for (const [i, routing] of checked.entries()) {
      for (const [j, entry] of routing.priceList.entries()) {
        const wire = JSON.stringify(raw.routings[i]!.priceList[j]);
        for (const list of ['baggageInfoList', 'refundInfoList', 'changesInfoList'])
          expect(wire).not.toContain(list);
        const priced = await call(app, {
          method: 'GET',
          url: `/v2/ticket/ticketPrice?unique=${data.uniqueKey}&g=${entry.uniqueStr}`,
        });
        expect(priced.status).toBe(200);
        const full = ticketPriceResult
          .parse(priced.body.data)
          .routing.priceList.find((p) => p.uniqueStr === entry.uniqueStr)!;
        expect(full.totalPriceEx).toBe(entry.totalPriceEx);
        expect(full.flights.from.refundInfoList.some((r) => r.passengerType === 1)).toBe(true);
        for (const leg of ['from', 'ret'] as const) {
          const summary = entry.flights[leg]!;
          const lists = full.flights[leg]!;
          expect(summaryBaggageLine(summary)).toBe(baggageLine(lists.baggageInfoList));
          expect(summaryRuleText('refund', summary.refund, entry.currencyEx)).toBe(
            cardRuleText('refund', cardRuleEntry(lists.refundInfoList)),
          );
          expect(summaryRuleText('change', summary.change, entry.currencyEx)).toBe(
            cardRuleText('change', cardRuleEntry(lists.changesInfoList)),
          );
          for (const n of summary.baggage.keys()) {
            expect(segmentBaggageLine(summary, n)).toBe(
              baggageLine(lists.baggageInfoList.filter((b) => b.segmentNo === n + 1)),
            );
          }
        }
        expect(summarizeEntry(full)).toEqual(entry);
      }
    }
  });

  test('prices an option again with its routing, airlines and airports', async () => {
    const search = (await searchFor(base)).body.data;
    const option = search.routings[0]!.priceList[2]!;
    const res = await call(app, {
      method: 'GET',
      url: `/v2/ticket/ticketPrice?unique=${search.uniqueKey}&g=${option.uniqueStr}`,
    });
    expect(res.status).toBe(200);
    const data = ticketPriceResult.parse(res.body.data);
    expect(data.fareProduct).toBe('RF24');
    expect(data.routing.priceList[2]!.totalPriceEx).toBe(option.totalPriceEx);
    expect(data.air_lines.length).toBeGreaterThan(0);
  });

  test('an expired offer answers SPEC 8 failure with no data', async () => {
    const search = (await searchFor(base)).body.data;
    const g = search.routings[0]!.priceList[0]!.uniqueStr;
    clock.advance((OFFER_TTL_MINUTES + 1) * 60_000);
    try {
      const res = await call(app, {
        method: 'GET',
        url: `/v2/ticket/ticketPrice?unique=${search.uniqueKey}&g=${g}`,
      });
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({
        code: 410,
        msg: OFFER_EXPIRED_MESSAGE,
        data: null,
        error: 'flights.offer_expired',
      });
    } finally {
      clock.advance(-(OFFER_TTL_MINUTES + 1) * 60_000);
    }
  });

  test('an unknown offer or option answers the same', async () => {
    const search = (await searchFor(base)).body.data;
    for (const url of [
      `/v2/ticket/ticketPrice?unique=nope&g=QF1-20261215~0THP`,
      `/v2/ticket/ticketPrice?unique=${search.uniqueKey}&g=QF9999-20261215~0THP`,
    ]) {
      const res = await call(app, { method: 'GET', url });
      expect(res.status).toBe(410);
      expect(res.body.msg).toBe(OFFER_EXPIRED_MESSAGE);
    }
  });
});

describe('POST /v2/ticket/ticketVerify', () => {
  test('the same price is confirmed; a changed one answers 409 with was and now; no seats answers sold out', async () => {
    const search = (await searchFor({ ...base, fromDate: '2026-12-16', adultNumber: 2 })).body.data;
    const option = search.routings[0]!.priceList[0]!;
    const body = {
      unique: search.uniqueKey,
      g: option.uniqueStr,
      adultNumber: 2,
      childNumber: 0,
      totalPriceEx: option.totalPriceEx,
    };
    const same = await call(app, { method: 'POST', url: '/v2/ticket/ticketVerify', payload: body });
    expect(same.status).toBe(200);
    expect(ticketVerifyResult.parse(same.body.data).totalPriceEx).toBe(option.totalPriceEx);

    // Others buy most of the seats: demand pricing moves the fare.
    const service = createFlightSearchService({
      db: app.db,
      clock,
      supplier: simulatedFlightSupplier(),
      rates: await loadExchangeRates({ db: app.db }),
    });
    const seatsLeft = option.seatsLeft;
    await app.db.transaction((tx) =>
      service.holdSeats(
        { unique: search.uniqueKey, g: option.uniqueStr, count: seatsLeft - 2 },
        tx,
      ),
    );
    const changed = await call(app, {
      method: 'POST',
      url: '/v2/ticket/ticketVerify',
      payload: body,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toBe(PRICE_CHANGED_MESSAGE);
    expect(changed.body.data).toMatchObject({ was: option.totalPriceEx, currency: 'AUD' });
    expect((changed.body.data as { now: number }).now).toBeGreaterThan(option.totalPriceEx);

    await app.db.transaction((tx) =>
      service.holdSeats({ unique: search.uniqueKey, g: option.uniqueStr, count: 1 }, tx),
    );
    const gone = await call(app, { method: 'POST', url: '/v2/ticket/ticketVerify', payload: body });
    expect(gone.status).toBe(409);
    expect(gone.body.error).toBe('flights.sold_out');
  });
});

describe('the other flight calls', () => {
  test('saveParams stores a form and getParams gives it back', async () => {
    const form = {
      tripType: 2,
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'London',
      toCityCode: 'LON',
      fromDate: '2026-12-15',
      retDate: '2026-12-29',
      adultNumber: 2,
      childNumber: 1,
      cabinPref: 'Y',
      kind: 2,
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
    const missing = await call(app, {
      method: 'GET',
      url: '/v2/searchParams/getParams?id=nothing',
    });
    expect(missing.status).toBe(404);
  });

  test('isSimpleLine tells nonstop city pairs from the others', async () => {
    const yes = await call<{ simpleLine: boolean; airlines: string[] }>(app, {
      method: 'GET',
      url: '/v2/ticket/isSimpleLine?from=SYD&to=MEL',
    });
    expect(yes.body.data.simpleLine).toBe(true);
    expect(yes.body.data.airlines).toContain('QF');
    const no = await call<{ simpleLine: boolean }>(app, {
      method: 'GET',
      url: '/v2/ticket/isSimpleLine?from=SYD&to=LON',
    });
    expect(no.body.data.simpleLine).toBe(false);
  });

  test('recommended routes from Sydney have fares about 3-4 weeks out', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/v3/commonb2c/reco/flight?from=SYD&Currency=USD',
    });
    expect(res.status).toBe(200);
    const data = recoFlightResult.parse(res.body.data);
    expect(data.date).toBe('2026-12-14');
    expect(data.currency).toBe('USD');
    expect(data.list.length).toBeGreaterThan(3);
    expect(data.list.some((r) => r.priceEx !== null && r.priceEx > 0)).toBe(true);
  });

  test('the price calendar gives 7 days, fewer near today', async () => {
    const week = await call(app, {
      method: 'GET',
      url: '/v2/ticket/priceCalendar?from=SYD&to=MEL&date=2026-12-15',
    });
    const data = priceCalendarResult.parse(week.body.data);
    expect(data.days.map((d) => d.date)).toEqual([
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
    ]);
    expect(data.days.filter((d) => d.cheapest).length).toBeGreaterThanOrEqual(1);
    expect(data.days.find((d) => d.selected)?.date).toBe('2026-12-15');
    const near = await call(app, {
      method: 'GET',
      url: '/v2/ticket/priceCalendar?from=SYD&to=MEL&date=2026-11-20',
    });
    expect(priceCalendarResult.parse(near.body.data).days[0]!.date).toBe('2026-11-19');
  });

  test('every flight call is in the API document', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/v2/ticket/ticketSearchNew',
      '/v2/ticket/ticketPrice',
      '/v2/ticket/ticketVerify',
      '/v2/searchParams/saveParams',
      '/v2/searchParams/getParams',
      '/v2/ticket/isSimpleLine',
      '/v3/commonb2c/reco/flight',
      '/v2/ticket/priceCalendar',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
