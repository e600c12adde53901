import { describe, expect, test } from 'vitest';
import {
  hotelFilterParams,
  hotelSearchQuery,
  type HotelCard,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { manualClock } from '../../shared/clock.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import { fixedRates } from './hotel-rates.ts';
import { createHotelSearchService } from './hotel-search.service.ts';

/** Result cards are quoted once per price list and reused: these pin down what that may not change. */
describe('result cards kept with their price list', () => {
  const supplier = hotelSupplier();
  const start = new Date('2026-03-01T09:00:00Z');
  const bodyFor = (cityId: string, page = 1, FreeCancellation = false) => ({
    Query: hotelSearchQuery.parse({
      Destination: 'x',
      Country: `c${cityId}`,
      CheckIn: '2026-03-04',
      CheckOut: '2026-03-06',
      Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
    }),
    FilterParams: hotelFilterParams.parse({ Sort: 'recommended', Page: page, FreeCancellation }),
    ClientToken: 't',
    Currency: 'EUR' as const,
  });
  const cities = [...supplier.destinations.cities]
    .sort((a, b) => b.population - a.population)
    .slice(0, 60);

  test('the JSON answer is the answer, first and again from kept cards', () => {
    const clock = manualClock(start);
    const service = createHotelSearchService({ supplier, rates: fixedRates, clock });
    const fresh = () => createHotelSearchService({ supplier, rates: fixedRates, clock });
    for (const city of cities.slice(0, 10)) {
      for (const [page, fc] of [
        [1, false],
        [2, false],
        [1, true],
      ] as const) {
        const expected = fresh().search(bodyFor(city.id, page, fc));
        expect(JSON.parse(service.searchJson(bodyFor(city.id, page, fc)))).toEqual(expected);
        expect(JSON.parse(service.searchJson(bodyFor(city.id, page, fc)))).toEqual(expected);
        expect(service.search(bodyFor(city.id, page, fc))).toEqual(expected);
      }
    }
  });

  test('a kept card whose free cancellation has just ended is quoted again', () => {
    // A card whose deadline falls inside a ten-minute bucket, so the price list outlives it.
    const clock = manualClock(start);
    const probe = createHotelSearchService({ supplier, rates: fixedRates, clock });
    let found: { cityId: string; card: HotelCard; deadline: number } | undefined;
    // Deadlines at 23:59 local (or in a zone such as Kathmandu's, 5:45 ahead of UTC) fall mid-bucket.
    for (const city of cities) {
      for (const card of probe.search(bodyFor(city.id, 1, true)).list) {
        const utc = card.Policy.FreeCancellationUntilUtc;
        const deadline = utc ? Date.parse(utc) : NaN;
        if (deadline % 600_000 >= 60_000 && deadline % 600_000 < 540_000 + 1) {
          found = { cityId: city.id, card, deadline };
          break;
        }
      }
      if (found) break;
    }
    if (!found) throw new Error('no card with a deadline inside a ten-minute bucket');
    const { cityId, card, deadline } = found;

    clock.set(new Date(deadline - 30_000));
    const service = createHotelSearchService({ supplier, rates: fixedRates, clock });
    const before = service
      .search(bodyFor(cityId, 1, true))
      .list.find((c) => c.HotelId === card.HotelId);
    expect(before?.Policy.FreeCancellationUntilUtc).toBe(card.Policy.FreeCancellationUntilUtc);
    // A twin whose price list is as old but whose free-cancellation cards were never quoted.
    const twin = createHotelSearchService({ supplier, rates: fixedRates, clock });
    twin.search(bodyFor(cityId, 1, false));

    clock.set(new Date(deadline + 30_000));
    const after = service
      .search(bodyFor(cityId, 1, true))
      .list.find((c) => c.HotelId === card.HotelId);
    const quotedNow = twin
      .search(bodyFor(cityId, 1, true))
      .list.find((c) => c.HotelId === card.HotelId);
    expect(after).toBeDefined();
    expect(after?.Policy.FreeCancellationUntilUtc).not.toBe(card.Policy.FreeCancellationUntilUtc);
    expect(after).toEqual(quotedNow);
  });
});
