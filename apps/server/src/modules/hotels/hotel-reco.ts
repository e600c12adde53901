import type { HotelRecoResult } from '@farewise/domain/hotels/hotel-detail.schemas';
import { pickCurrency, type Currency } from '@farewise/domain/money/currency';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../shared/clock.ts';
import type { HotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import { addDays } from '../../suppliers/hotels/index.ts';
import { toCard } from './hotel-cards.ts';
import type { HotelRates } from './hotel-rates.ts';
import { quoteFor, type HotelSearchService } from './hotel-search.service.ts';
import { destinationUnknown } from './hotels.errors.ts';

const RECO_SIZE = 8;

/** The recommended hotels of the home page and a destination, cached per destination, day and currency. */
export function createHotelReco(deps: {
  supplier: HotelSupplier;
  rates: HotelRates;
  clock: Clock;
  search: HotelSearchService;
}) {
  const { supplier, rates, clock, search } = deps;
  const recoCache = new LRUCache<string, HotelRecoResult>({ max: 300 });

  /** GET /v3/commonb2c/reco/hotel: the best 8 of a destination (or of the most visited cities) for 2 nights a week ahead. */
  return function recommended({
    city,
    Currency: requested,
  }: {
    city?: string;
    Currency?: Currency;
  }): HotelRecoResult {
    const now = clock.now();
    const currency = pickCurrency(requested);
    const checkIn = addDays(now.toISOString().slice(0, 10), 7);
    const key = `${city ?? ''}|${checkIn}|${currency}`;
    const cached = recoCache.get(key);
    if (cached) return cached;
    const stay = supplier.stayContext({
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: [{ adults: 2, children: [] }],
    });
    // Without a destination: the top hotel of each of the 8 most visited cities.
    const destinations = city
      ? [supplier.resolve({ id: city, text: '' })]
      : supplier.destinations.cities
          .filter((c) => c.holiday || c.capital)
          .sort((a, b) => b.population - a.population)
          .slice(0, RECO_SIZE)
          .map((c) => supplier.resolve({ id: `c${c.id}`, text: '' }));
    if (destinations.some((d) => !d)) throw destinationUnknown();
    const perDestination = city ? RECO_SIZE : 1;
    const perUsd = rates.perUsd(currency);
    const list = destinations.flatMap((destination) => {
      if (!destination) return [];
      const cards = [];
      const best = [...search.candidates(destination)].sort(
        (a, b) => b.recommendScore - a.recommendScore || a.index - b.index,
      );
      for (const hotel of best) {
        if (cards.length >= perDestination) break;
        const quotes = supplier.quote(hotel, stay, { perUsd, nowMs: now.getTime() });
        const quote = quoteFor(quotes, false, false);
        if (quote)
          cards.push(
            toCard({
              supplier,
              priced: { hotel, distanceKm: hotel.distanceKm, quotes },
              quote,
              stay,
              currency,
              toAirport: false,
            }),
          );
      }
      return cards;
    });
    const result = {
      CityName: city ? (destinations[0]?.suggestion.Name ?? '') : 'Popular destinations',
      CheckIn: stay.checkIn,
      CheckOut: stay.checkOut,
      Currency: currency,
      list,
    };
    recoCache.set(key, result);
    return result;
  };
}
