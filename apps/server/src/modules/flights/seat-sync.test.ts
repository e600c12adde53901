import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FlightSearchResult } from '@farewise/domain/flights/search.schemas';
import { call, makeApp } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { simulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { loadExchangeRates } from '../money/index.ts';
import { createFlightSearchService } from './flight-search.service.ts';
import { SEAT_SYNC_INTERVAL_MS } from './seat-sync.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL.
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({}, { clock });
});
afterAll(async () => {
  await app?.close();
});

const search = async () => {
  const res = await call<FlightSearchResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketSearchNew',
    payload: {
      tripType: 1,
      fromCityCode: 'SYD',
      toCityCode: 'MEL',
      fromDate: '2026-12-18',
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('seats another server instance sells', () => {
  test('reach this instance’s search results within the sync interval', async () => {
    const first = await search();
    const option = first.routings[0]!.priceList[0]!;
    const seatsBefore = option.seatsLeft;
    expect(seatsBefore).toBeGreaterThan(3);

    // Another instance on the same database sells all but 2 seats of this flight.
    const other = createFlightSearchService({
      db: app.db,
      clock,
      supplier: simulatedFlightSupplier(),
      rates: await loadExchangeRates({ db: app.db }),
    });
    await app.db.transaction((tx) =>
      other.holdSeats({ unique: first.uniqueKey, g: option.uniqueStr, count: seatsBefore - 2 }, tx),
    );

    const find = (r: FlightSearchResult) =>
      r.routings.flatMap((x) => x.priceList).find((p) => p.uniqueStr === option.uniqueStr);
    // Within the interval this instance still answers from what it last read.
    expect(find(await search())?.seatsLeft).toBe(seatsBefore);

    clock.advance(SEAT_SYNC_INTERVAL_MS + 1_000);
    const later = find(await search());
    expect(later?.seatsLeft).toBe(2);
    expect(later!.totalPriceEx).toBeGreaterThan(option.totalPriceEx);
  });
});
