import type { Currency } from '@farewise/domain/money/currency';
import type { Hotel } from '../../suppliers/hotels/index.ts';
import type { HotelSupplier, StayContext } from '../../suppliers/hotels/hotel-supplier.ts';
import { toCard } from './hotel-cards.ts';
import type { PricedList } from './hotel-search-order.ts';
import type { HotelRates } from './hotel-rates.ts';
import { quoteFor, variantOf } from './plan-variants.ts';

/**
 * Cards kept per price list (any plan wish): the first pages a traveller turns to. Kept as JSON
 * only (about 1 KB each), so the 1,500 price lists of the search's cache hold at most ~90 MB.
 */
const CARDS_PER_LIST = 60;

/** A result card as quoted for a price list, as JSON; stale once a shown deadline passes. */
export interface KeptCard {
  json: string;
  expiresMs: number;
}

/**
 * The search's result cards, kept as long as the price list they were quoted with (same
 * destination, stay, rooms, currency and ten-minute bucket), per hotel and wished plan: a page
 * asked for again is neither re-quoted nor re-serialised. A card showing a free-cancellation
 * deadline is quoted again once that deadline has passed.
 */
export function createKeptCards({
  supplier,
  rates,
}: {
  supplier: HotelSupplier;
  rates: HotelRates;
}) {
  const keptCards = new WeakMap<PricedList, Map<number, KeptCard | null>>();

  /** The card of hotel i of a price list under the wished plan (null: nothing to sell). */
  return function cardOf(
    list: PricedList,
    i: number,
    wish: { freeCancellation: boolean; breakfast: boolean },
    context: { stay: StayContext; currency: Currency; toAirport: boolean; nowMs: number },
  ): KeptCard | null {
    let kept = keptCards.get(list);
    if (!kept) keptCards.set(list, (kept = new Map()));
    const key = i * 4 + variantOf(wish.freeCancellation, wish.breakfast);
    const hit = kept.get(key);
    if (hit === null || (hit && hit.expiresMs > context.nowMs)) return hit;
    const { stay, currency, toAirport, nowMs } = context;
    const hotel = list.hotels[i] as Hotel;
    const quotes = supplier.quote(hotel, stay, { perUsd: rates.perUsd(currency), nowMs });
    const quote =
      quoteFor(quotes, wish.freeCancellation, wish.breakfast) ?? quoteFor(quotes, false, false);
    let card: KeptCard | null = null;
    if (quote) {
      const shown = toCard({
        supplier,
        priced: { hotel, distanceKm: list.distanceKm[i] as number, quotes },
        quote,
        stay,
        currency,
        toAirport,
      });
      card = {
        json: JSON.stringify(shown),
        expiresMs: quote.deadline ? quote.deadline.utcMs : Number.POSITIVE_INFINITY,
      };
    }
    if (kept.size < CARDS_PER_LIST) kept.set(key, card);
    return card;
  };
}
