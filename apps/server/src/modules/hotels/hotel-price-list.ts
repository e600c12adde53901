import type { Currency } from '@farewise/domain/money/currency';
import { LRUCache } from 'lru-cache';
import type { Hotel } from '../../suppliers/hotels/index.ts';
import type {
  HotelSupplier,
  ResolvedDestination,
  StayContext,
} from '../../suppliers/hotels/hotel-supplier.ts';
import type { PricedList } from './hotel-search-order.ts';
import type { HotelRates } from './hotel-rates.ts';
import { roomsSignature } from './search-criteria.ts';

/** A country, region, metro or airport covers its best-rated 2,000 hotels. */
export const MAX_CANDIDATES = 2_000;
const PRICED_CACHE_SIZE = 1_500;

/**
 * A destination priced for a stay: its hotels that can hold the rooms, in the recommended
 * order, each kept compactly (four totals, one per kind of plan) in a cache per destination,
 * stay, rooms, currency and ten-minute bucket.
 */
export function createPriceList({
  supplier,
  rates,
}: {
  supplier: HotelSupplier;
  rates: HotelRates;
}) {
  const pricedCache = new LRUCache<string, PricedList>({ max: PRICED_CACHE_SIZE });
  const orderCache = new LRUCache<string, Hotel[]>({ max: 2_000 });

  /**
   * The hotels a destination covers in the recommended order; broad ones are cut to their
   * best-rated MAX_CANDIDATES. A broad list is picked from the catalog's own ranking (one pass,
   * not a sort of a 15,000-hotel country), a short one sorted on the catalog's ranks.
   */
  function recommendedOrder(destination: ResolvedDestination): Hotel[] {
    let list = orderCache.get(destination.suggestion.ID);
    if (!list) {
      const { hotels } = destination;
      const { recommended, rank } = supplier.catalog;
      if (hotels.length > MAX_CANDIDATES) {
        const covered = new Uint8Array(recommended.length);
        for (const hotel of hotels) covered[hotel.index] = 1;
        list = [];
        for (const hotel of recommended) {
          if (covered[hotel.index] !== 1) continue;
          list.push(hotel);
          if (list.length === MAX_CANDIDATES) break;
        }
      } else {
        list = [...hotels].sort((a, b) => (rank[a.index] as number) - (rank[b.index] as number));
      }
      orderCache.set(destination.suggestion.ID, list);
    }
    return list;
  }

  /** The hotels a destination covers (a broad one its best-rated MAX_CANDIDATES, in the recommended order). */
  function candidates(destination: ResolvedDestination): Hotel[] {
    return destination.hotels.length <= MAX_CANDIDATES
      ? destination.hotels
      : recommendedOrder(destination);
  }

  /** Every candidate that can hold the rooms, with its cheapest total per kind of plan. */
  function priceList(
    destination: ResolvedDestination,
    stay: StayContext,
    currency: Currency,
    nowMs: number,
  ): PricedList {
    // Ten-minute buckets: a free-cancellation rate drops out soon after its deadline passes.
    const key = [
      destination.suggestion.ID,
      stay.checkIn,
      stay.checkOut,
      roomsSignature(stay),
      currency,
      Math.floor(nowMs / 600_000),
    ].join('|');
    const cached = pricedCache.get(key);
    if (cached) return cached;
    const pricing = { perUsd: rates.perUsd(currency), nowMs };
    const hotels: Hotel[] = [];
    const distances: number[] = [];
    const best: number[][] = [[], [], [], []];
    // Only each kind of plan's cheapest total, the same as quoteFor over supplier.quote (no quotes built).
    const cheapest = [-1, -1, -1, -1];
    // Kept in the recommended order, so that sort needs no work per request.
    for (const hotel of recommendedOrder(destination)) {
      if (!supplier.cheapestTotals(hotel, stay, pricing, cheapest)) continue;
      hotels.push(hotel);
      distances.push(supplier.distanceKm(hotel, destination.centre));
      for (let v = 0; v < 4; v++) (best[v] as number[]).push(cheapest[v] as number);
    }
    const n = hotels.length;
    const totals = new Int32Array(4 * n);
    best.forEach((list, v) => totals.set(list, v * n));
    const priced = { hotels, distanceKm: Float32Array.from(distances), totals };
    pricedCache.set(key, priced);
    return priced;
  }

  return { priceList, candidates };
}
