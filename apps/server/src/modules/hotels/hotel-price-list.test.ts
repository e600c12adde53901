import { describe, expect, test } from 'vitest';
import {
  hotelFilterParams,
  hotelSearchQuery,
  HOTEL_SORTS,
  type HotelSort,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { manualClock } from '../../shared/clock.ts';
import { seededRandom } from '../../suppliers/flights/seeded-random.ts';
import { hotelSupplier, type HotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import { fixedRates } from './hotel-rates.ts';
import { createHotelSearchService, MAX_CANDIDATES, quoteFor } from './hotel-search.service.ts';

describe('the price list', () => {
  const supplier = hotelSupplier();
  const clock = manualClock(new Date('2026-03-01T09:00:00Z'));
  const service = createHotelSearchService({ supplier, rates: fixedRates, clock });
  // The list as it was priced before cheapestTotals: every hotel quoted in full, then quoteFor.
  const quoting: HotelSupplier = {
    ...supplier,
    cheapestTotals(hotel, stay, opts, out) {
      const quotes = supplier.quote(hotel, stay, opts);
      for (let v = 0; v < 4; v++)
        out[v] = quoteFor(quotes, (v & 1) === 1, (v & 2) === 2)?.total ?? -1;
      return quotes.length > 0;
    },
  };
  const reference = createHotelSearchService({ supplier: quoting, rates: fixedRates, clock });
  const recommended = (a: { recommendScore: number; index: number }, b: typeof a) =>
    b.recommendScore - a.recommendScore || a.index - b.index;

  test('a broad destination covers its best-rated 2,000 hotels, in the recommended order', () => {
    const broad = supplier.destinations.countries
      .map((c) => supplier.resolve({ id: c.id, text: '' }))
      .filter((d) => d && d.hotels.length > MAX_CANDIDATES);
    expect(broad.length).toBeGreaterThanOrEqual(2);
    for (const destination of broad) {
      if (!destination) continue;
      expect(service.candidates(destination)).toEqual(
        [...destination.hotels].sort(recommended).slice(0, MAX_CANDIDATES),
      );
    }
    const city = supplier.resolve({ id: `c${supplier.destinations.cities[0]?.id}`, text: '' });
    if (city) expect(service.candidates(city)).toBe(city.hotels);
  });

  test('searches answer exactly as when every hotel was quoted in full', () => {
    const r = seededRandom('price-list');
    const { cities, countries, groups, metros, airports } = supplier.destinations;
    const big = [...countries]
      .map((c) => ({ c, n: supplier.resolve({ id: c.id, text: '' })?.hotels.length ?? 0 }))
      .sort((a, b) => b.n - a.n)
      .slice(0, 3)
      .map(({ c }) => c.id);
    const ids = [
      ...big,
      ...Array.from({ length: 30 }, () => `c${r.pick(cities).id}`),
      ...Array.from({ length: 6 }, () => r.pick(countries).id),
      ...Array.from({ length: 6 }, () => r.pick(groups).id),
      ...Array.from({ length: 4 }, () => r.pick(metros).id),
      ...Array.from({ length: 6 }, () => r.pick(airports).id),
      ...Array.from({ length: 4 }, () => r.pick(r.pick(cities).districts).id),
    ];
    const sorts = Object.keys(HOTEL_SORTS) as HotelSort[];
    ids.forEach((id, i) => {
      // From the day after "now" (deadlines passing) to four months ahead.
      const start = i % 5 === 0 ? 1 : r.int(2, 120);
      const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10);
      const rooms = Array.from({ length: r.chance(0.6) ? 1 : r.int(2, 3) }, (_, n) => {
        const ages = r.chance(0.3) ? [r.int(1, 17)] : [];
        return { Index: n, AdultNumber: r.int(1, 3), childNumber: ages.length, ChildAge: ages };
      });
      const Query = hotelSearchQuery.parse({
        Destination: 'x',
        Country: id,
        CheckIn: day(start),
        CheckOut: day(start + r.int(1, 6)),
        Rooms: rooms,
      });
      for (const wish of [{}, { FreeCancellation: true }, { Breakfast: true, PriceMax: 30_000 }]) {
        const body = {
          Query,
          FilterParams: hotelFilterParams.parse({
            Sort: sorts[i % sorts.length],
            Page: 1 + (i % 2),
            ...wish,
          }),
          ClientToken: String(i),
          Currency: r.pick(['USD', 'AUD', 'EUR', 'CNY'] as const),
        };
        expect(service.search(body)).toEqual(reference.search(body));
      }
    });
  });
});
