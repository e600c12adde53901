import { DESTINATION_TYPES } from '@farewise/domain/hotels/destination.schemas';
import {
  HOTEL_AMENITIES,
  HOTEL_AMENITY_CODES,
  REVIEW_SCORE_STEPS,
  type HotelCard,
  type HotelFilterParamsParsed,
  type HotelSearchQueryParsed,
  type HotelSearchResult,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { pickCurrency, type Currency } from '@farewise/domain/money/currency';
import type { Clock } from '../../shared/clock.ts';
import type { Hotel } from '../../suppliers/hotels/index.ts';
import type { HotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import { withBookings } from './booked-prices.ts';
import { priceFacet } from './hotel-price-facet.ts';
import { createPriceList } from './hotel-price-list.ts';
import { comparator, firstInOrder } from './hotel-search-order.ts';
import type { HotelRates } from './hotel-rates.ts';
import { destinationUnknown } from './hotels.errors.ts';
import { createKeptCards } from './kept-cards.ts';
import { toCard } from './hotel-cards.ts';
import type { BookedRooms } from './hotel-inventory.ts';
import { quoteFor, variantOf } from './plan-variants.ts';
import { checkedStay } from './search-criteria.ts';

export { firstInOrder, type PricedList } from './hotel-search-order.ts';
export { quoteFor } from './plan-variants.ts';

export { MAX_CANDIDATES } from './hotel-price-list.ts';

interface SearchParams {
  Query: HotelSearchQueryParsed;
  FilterParams: HotelFilterParamsParsed;
  ClientToken: string;
  Currency?: Currency;
}

/** The search's answer (its list left empty) and its cards' JSON, in order. */
interface SearchOutcome {
  result: HotelSearchResult;
  cardJson: string[];
  /** The lowest total stay (all rooms, every night) of the hotels that pass every filter, or null. */
  cheapestTotal: number | null;
}

// Filter groups as bits: a hotel's passes are one number, so counting per group is cheap.
const STARS = 1;
const REVIEW = 2;
const PLAN = 4;
const AMENITIES = 8;
const PRICE = 16;
const NAME = 32;
const ALL = 63;

/**
 * POST /v3/hotel/search, served from memory (DESIGN 2): the destination's price list for the
 * stay (hotel-price-list.ts, cached) is filtered, counted, sorted and paged per request, and only
 * the hotels of the page get cards (kept with the list, kept-cards.ts).
 */
export function createHotelSearchService({
  supplier,
  rates,
  clock,
}: {
  supplier: HotelSupplier;
  rates: HotelRates;
  clock: Clock;
}) {
  const { priceList, candidates } = createPriceList({ supplier, rates });
  const cardOf = createKeptCards({ supplier, rates });

  /** The destination, stay and price list a search looks at (the list is cached). */
  function scope({ Query, Currency: requested }: SearchParams, now = clock.now()) {
    const stayRequest = checkedStay(Query, now);
    const destination = supplier.resolve({ id: Query.Country, text: Query.Destination });
    if (!destination) throw destinationUnknown();
    const currency = pickCurrency(requested);
    const stay = supplier.stayContext(stayRequest);
    const list = priceList(destination, stay, currency, now.getTime());
    return { now, destination, currency, stay, list };
  }

  function run(params: SearchParams, booked: BookedRooms = new Map(), at?: Date): SearchOutcome {
    const { FilterParams: f, ClientToken } = params;
    const { now, destination, currency, stay, list: supplied } = scope(params, at);
    const nights = stay.nights.length;
    // Hotels we have booked on the stay's nights are priced again from our rooms left, so that a
    // sold-out combination is never offered and a card's rooms left is the detail page's.
    const live = withBookings({ supplier, rates }, supplied, booked, stay, currency, now.getTime());
    const list = live.list;
    const { hotels, totals } = list;
    const n = hotels.length;

    const wantStars = f.Stars.length ? new Set(f.Stars) : null;
    let amenityMask = 0;
    for (const code of f.Amenities) amenityMask |= 1 << HOTEL_AMENITY_CODES.indexOf(code);
    const minReview = f.ReviewScore === undefined ? 0 : Math.round(f.ReviewScore * 10);
    const nameNeedle = f.HotelName?.trim().toLowerCase() ?? '';
    const variant = variantOf(f.FreeCancellation, f.Breakfast);
    const fcVariant = variantOf(true, f.Breakfast);
    const breakfastVariant = variantOf(f.FreeCancellation, true);

    // Per hotel: the price per night it shows under the wished plan, and the filters it passes.
    const price = new Int32Array(n);
    const pass = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const h = hotels[i] as Hotel;
      const total = totals[variant * n + i] as number;
      const perNight = total < 0 ? -1 : Math.round(total / nights);
      price[i] = perNight;
      pass[i] =
        (!wantStars || wantStars.has(h.stars) ? STARS : 0) |
        (h.reviewScore10 >= minReview ? REVIEW : 0) |
        (total >= 0 ? PLAN : 0) |
        ((h.amenities & amenityMask) === amenityMask ? AMENITIES : 0) |
        (total >= 0 &&
        (f.PriceMin === undefined || perNight >= f.PriceMin) &&
        (f.PriceMax === undefined || perNight <= f.PriceMax)
          ? PRICE
          : 0) |
        (!nameNeedle || h.name.toLowerCase().includes(nameNeedle) ? NAME : 0);
    }

    // Counts per filter value: each group counted with every other filter applied, not its own.
    const starCounts = [0, 0, 0, 0, 0, 0];
    const reviewCounts = REVIEW_SCORE_STEPS.map(() => 0);
    const amenityCounts = HOTEL_AMENITY_CODES.map(() => 0);
    let fcCount = 0;
    let breakfastCount = 0;
    const prices: number[] = [];
    const matching: number[] = [];
    let cheapestTotal: number | null = null;
    for (let i = 0; i < n; i++) {
      const bits = pass[i] as number;
      const h = hotels[i] as Hotel;
      if (bits === ALL) {
        matching.push(i);
        const total = totals[variant * n + i] as number;
        if (cheapestTotal === null || total < cheapestTotal) cheapestTotal = total;
      }
      if ((bits | STARS) === ALL) starCounts[h.stars] = (starCounts[h.stars] as number) + 1;
      if ((bits | REVIEW) === ALL) {
        for (let s = 0; s < REVIEW_SCORE_STEPS.length; s++)
          if (h.reviewScore10 >= (REVIEW_SCORE_STEPS[s] as { value: number }).value * 10)
            reviewCounts[s] = (reviewCounts[s] as number) + 1;
      }
      if ((bits | AMENITIES) === ALL) {
        for (let bit = 0; bit < amenityCounts.length; bit++)
          if ((h.amenities & (1 << bit)) !== 0)
            amenityCounts[bit] = (amenityCounts[bit] as number) + 1;
      }
      if ((bits | PLAN | PRICE) === ALL) {
        if ((totals[fcVariant * n + i] as number) >= 0) fcCount++;
        if ((totals[breakfastVariant * n + i] as number) >= 0) breakfastCount++;
      }
      if ((bits | PRICE) === ALL && (price[i] as number) >= 0) prices.push(price[i] as number);
    }

    // The list is already in the recommended order; other orders need only the pages up to this one.
    const start = (f.Page - 1) * f.Size;
    const ordered =
      f.Sort === 'recommended'
        ? matching
        : firstInOrder(matching, start + f.Size, comparator(f.Sort, list, price));
    if (destination.pinnedHotelId) {
      const pinned = matching.find((i) => (hotels[i] as Hotel).id === destination.pinnedHotelId);
      if (pinned !== undefined) {
        const at = ordered.indexOf(pinned);
        if (at > 0) ordered.splice(at, 1);
        if (at !== 0) ordered.unshift(pinned);
      }
    }

    // Only the page's hotels are quoted again in full, for their cards (kept with the list).
    const context = {
      stay,
      currency,
      toAirport: destination.suggestion.Type === DESTINATION_TYPES.airport,
      nowMs: now.getTime(),
    };
    const wish = { freeCancellation: f.FreeCancellation, breakfast: f.Breakfast };
    const cardJson: string[] = [];
    for (const i of ordered.slice(start, start + f.Size)) {
      const quotes = live.quotes.get(i);
      if (quotes) {
        const quote =
          quoteFor(quotes, wish.freeCancellation, wish.breakfast) ?? quoteFor(quotes, false, false);
        if (!quote) continue;
        const hotel = hotels[i] as Hotel;
        const priced = { hotel, distanceKm: list.distanceKm[i] as number, quotes };
        cardJson.push(JSON.stringify(toCard({ supplier, priced, quote, ...context })));
        continue;
      }
      const kept = cardOf(supplied, i, wish, context);
      if (!kept) continue;
      cardJson.push(kept.json);
    }

    const s = destination.suggestion;
    const result: HotelSearchResult = {
      ClientToken,
      Destination: {
        ID: s.ID,
        Name: s.Name,
        Type: s.Type,
        CountryCode: s.CountryCode,
        second_display: s.second_display,
      },
      CheckIn: stay.checkIn,
      CheckOut: stay.checkOut,
      Nights: nights,
      RoomCount: stay.rooms.length,
      Travellers: stay.rooms.reduce((sum, r) => sum + r.adults + r.children.length, 0),
      Currency: currency,
      Sort: f.Sort,
      total: matching.length,
      page: f.Page,
      size: f.Size,
      list: [],
      facets: {
        Stars: [5, 4, 3, 2, 1].map((v) => ({
          Value: v,
          Label: `${v} star${v > 1 ? 's' : ''}`,
          Count: starCounts[v] as number,
        })),
        ReviewScore: REVIEW_SCORE_STEPS.map((step2, i) => ({
          Value: step2.value,
          Label: step2.label,
          Count: reviewCounts[i] as number,
        })),
        FreeCancellation: fcCount,
        Breakfast: breakfastCount,
        Amenities: HOTEL_AMENITY_CODES.map((code, bit) => ({
          Value: code,
          Label: HOTEL_AMENITIES[code],
          Count: amenityCounts[bit] as number,
        })),
        Price: priceFacet(prices),
      },
    };
    return { result, cardJson, cheapestTotal };
  }

  return {
    search(params: SearchParams, booked?: BookedRooms): HotelSearchResult {
      const { result, cardJson } = run(params, booked);
      return { ...result, list: cardJson.map((json) => JSON.parse(json) as HotelCard) };
    },

    /**
     * The hotels and nights a search prices: the booked rooms to look up before searchJson.
     * Throws the search's own errors (bad stay, unknown destination).
     */
    scopeOf(params: SearchParams, at?: Date): { hotelIds: string[]; nights: string[] } {
      const { list, stay } = scope(params, at);
      return { hotelIds: list.hotels.map((h) => h.id), nights: stay.nights };
    },

    /** The same answer as JSON, each card's JSON written once and reused with its price list. */
    searchJson(params: SearchParams, booked?: BookedRooms): string {
      const { result, cardJson } = run(params, booked);
      const rest = JSON.stringify(result); // its list is empty: the cards go in as written
      // The only `,"list":[]` outside a string: inside one its quotes would be escaped.
      return rest.replace(',"list":[]', `,"list":[${cardJson.join(',')}]`);
    },

    /**
     * Price alerts: the cheapest total stay the search sells on `at` (its filters applied, the
     * rooms we have booked taken off), in its currency's minor units; null when none. No cards.
     * Throws the search's own errors (bad stay, unknown destination).
     */
    cheapestTotal(params: SearchParams, booked: BookedRooms | undefined, at: Date): number | null {
      return run({ ...params, FilterParams: { ...params.FilterParams, Size: 1 } }, booked, at)
        .cheapestTotal;
    },

    candidates,
  };
}
export type HotelSearchService = ReturnType<typeof createHotelSearchService>;
