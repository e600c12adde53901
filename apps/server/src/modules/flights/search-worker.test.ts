import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { flightSearchResult } from '@farewise/domain/flights/search.schemas';
import { call, makeApp } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { createSimulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { loadExchangeRates } from '../money/index.ts';
import {
  createFlightSearchService,
  type FlightSearchService,
  type SearchRequest,
} from './flight-search.service.ts';

/**
 * The search worker (decision 031) answers exactly what the main thread would: the same bytes for
 * the same searches and seats, and no search is lost when it crashes or is closed.
 */
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let inThread: FlightSearchService;
let inWorker: FlightSearchService;

async function service(searchWorker: boolean, resultCacheMegabytes = 0) {
  const s = createFlightSearchService({
    db: app.db,
    clock,
    supplier: createSimulatedFlightSupplier(),
    rates: await loadExchangeRates({ db: app.db }),
    resultCacheMegabytes,
    searchWorker,
  });
  await s.start();
  return s;
}

beforeAll(async () => {
  app = await makeApp({}, { clock });
  inThread = await service(false);
  inWorker = await service(true);
});
afterAll(async () => {
  await inWorker.close();
  await app.close();
});

const day = (n: number) =>
  new Date(Date.parse('2026-11-20T00:00:00Z') + n * 86_400_000).toISOString().slice(0, 10);

function request(i: number): SearchRequest {
  const pairs = [
    ['SYD', 'LON'],
    ['LON', 'NYC'],
    ['MEL', 'TYO'],
    ['IST', 'BER'],
    ['PER', 'SIN'],
  ] as const;
  const [from, to] = pairs[i % pairs.length]!;
  const tripType = i % 3 === 0 ? 1 : 2;
  return {
    tripType,
    fromCity: from,
    fromCityCode: from,
    toCity: to,
    toCityCode: to,
    fromDate: day(10 + i * 3),
    retDate: tripType === 2 ? day(17 + i * 3) : null,
    adultNumber: 1 + (i % 3),
    childNumber: i % 4 === 1 ? 1 : 0,
    cabinPref: i % 5 === 4 ? 'C' : 'Y',
    Currency: (['AUD', 'USD', 'EUR', 'CNY'] as const)[i % 4],
  };
}

const members = async (s: FlightSearchService, r: SearchRequest) =>
  (await s.searchRendered(r)).rendered.toString('utf8');

describe('the flight search worker', () => {
  test('renders the same bytes as the main thread, and the answer parses', async () => {
    for (let i = 0; i < 10; i++) {
      const expected = await members(inThread, request(i));
      const answer = await inWorker.searchAnswer(request(i));
      expect(answer.bytes.subarray(answer.membersAt, answer.bytes.length - 1).toString()).toBe(
        expected,
      );
      const envelope = JSON.parse(answer.bytes.toString('utf8'));
      expect(envelope).toMatchObject({ code: 200, msg: 'success' });
      expect(envelope.data.uniqueKey).toBe(answer.uniqueKey);
      flightSearchResult.parse(envelope.data);
    }
    expect(inWorker.searchWorker?.running).toBe(true);
  });

  test('follows the seats the main thread notes, in order', async () => {
    const r = request(1);
    const before = flightSearchResult.parse(await inWorker.search(r));
    const first = before.routings[0]!;
    const flights = [
      ...first.segmentInfo.fromSegments.detail,
      ...(first.segmentInfo.retSegments?.detail ?? []),
    ];
    // Someone bought most seats of the first routing's flights: both threads see the same counts.
    const counts = flights.map((f) => ({
      flightKey: `${f.flightNumber}@${f.depTimeEx.slice(0, 10)}`,
      cabin: 'Y',
      seatsLeft: 3,
    }));
    inThread.noteSeats(counts);
    inWorker.noteSeats(counts);
    const expected = await members(inThread, r);
    expect(await members(inWorker, r)).toBe(expected);
    expect(expected).not.toBe(await members(await service(false), r));
  });

  test('a crashed worker loses no search, and is started again', async () => {
    const worker = inWorker.searchWorker!;
    const searches = [2, 3, 5].map((i) => request(i));
    const expected = await Promise.all(searches.map((r) => members(inThread, r)));
    worker.crash();
    const answers = await Promise.all(searches.map((r) => members(inWorker, r)));
    expect(answers).toEqual(expected);
    await expect.poll(() => worker.running, { timeout: 10_000 }).toBe(true);
    expect(await members(inWorker, request(6))).toBe(await members(inThread, request(6)));
  });

  test('once closed, searches are priced in the main thread', async () => {
    const s = await service(true);
    await s.close();
    expect(s.searchWorker?.running).toBe(false);
    expect(await members(s, request(7))).toBe(await members(inThread, request(7)));
  });
});

describe('the app with FLIGHT_SEARCH_WORKER on', () => {
  test('answers searches through the worker and ends it on close', async () => {
    const on = await makeApp({ flightSearchWorker: true }, { clock });
    const worker = on.flightSearch.searchWorker;
    try {
      expect(worker?.running).toBe(true);
      const res = await call(on, {
        method: 'POST',
        url: '/v2/ticket/ticketSearchNew',
        payload: { ...request(1), Currency: 'AUD' },
      });
      expect(res.status).toBe(200);
      const data = flightSearchResult.parse(res.body.data);
      expect(data.routings.length).toBeGreaterThan(0);
      const bad = await call(on, {
        method: 'POST',
        url: '/v2/ticket/ticketSearchNew',
        payload: { ...request(1), toCityCode: 'SYD', fromCityCode: 'SYD' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(400);
    } finally {
      await on.close();
    }
    expect(worker?.running).toBe(false);
  });
});

describe('answers kept in a small arena', () => {
  test('an answer being sent is never written over, however many searches come meanwhile', async () => {
    // 2 MB: room for about a dozen answers; twenty searches go round it more than once.
    const small = await service(true, 2);
    // The main thread's answers on fresh seats (the tests above noted some on inThread's).
    const reference = await service(false);
    try {
      const sending = await small.searchAnswer(request(0));
      const sent = sending.bytes.toString('utf8');
      const others = [];
      for (let i = 1; i <= 20; i++) {
        const answer = await small.searchAnswer(request(i));
        others.push(answer.bytes.subarray(answer.membersAt, answer.bytes.length - 1).toString());
        answer.release();
      }
      // Still the same bytes, and the whole answer, while held.
      expect(sending.bytes.toString('utf8')).toBe(sent);
      expect(sending.bytes.subarray(sending.membersAt, sending.bytes.length - 1).toString()).toBe(
        await members(reference, request(0)),
      );
      sending.release();
      // The others were each the main thread's answer.
      for (let i = 1; i <= 20; i += 5)
        expect(others[i - 1]).toBe(await members(reference, request(i)));
      // Asked again, a search gets the same offer and routings (kept or written again).
      const again = await small.searchAnswer(request(20));
      expect(again.uniqueKey).toBe((await small.searchAnswer(request(20))).uniqueKey);
      expect(again.bytes.subarray(again.membersAt, again.bytes.length - 1).toString()).toBe(
        others[19],
      );
      again.release();
    } finally {
      await small.close();
    }
  });
});
