import type { Currency } from '@farewise/domain/money/currency';
import type { Hotel, RoomType } from '../../suppliers/hotels/index.ts';
import type {
  HotelSupplier,
  PlanQuote,
  StayContext,
} from '../../suppliers/hotels/hotel-supplier.ts';
import type { BookedRooms } from './hotel-inventory.ts';
import type { HotelRates } from './hotel-rates.ts';
import type { PricedList } from './hotel-search-order.ts';
import { quoteFor } from './plan-variants.ts';

/**
 * The supplier's price list with the booked hotels' totals worked out again from our rooms left
 * (the cached list itself is not changed), and those hotels' quotes by index.
 */
export function withBookings(
  { supplier, rates }: { supplier: HotelSupplier; rates: HotelRates },
  list: PricedList,
  booked: BookedRooms,
  stay: StayContext,
  currency: Currency,
  nowMs: number,
): { list: PricedList; quotes: Map<number, PlanQuote[]> } {
  const quotes = new Map<number, PlanQuote[]>();
  if (booked.size === 0) return { list, quotes };
  const n = list.hotels.length;
  let totals: Int32Array | null = null;
  const perUsd = rates.perUsd(currency);
  for (let i = 0; i < n; i++) {
    const hotel = list.hotels[i] as Hotel;
    const rows = booked.get(hotel.id);
    if (!rows) continue;
    const available = (rt: RoomType) => {
      const supplied = supplier.allotments(hotel, rt, stay);
      let fewest = Infinity;
      stay.nights.forEach((night, k) => {
        fewest = Math.min(fewest, rows.get(`${rt.id}|${night}`) ?? (supplied[k] as number));
      });
      return fewest === Infinity ? 0 : fewest;
    };
    const hotelQuotes = supplier.quote(hotel, stay, { perUsd, nowMs, available });
    quotes.set(i, hotelQuotes);
    totals ??= Int32Array.from(list.totals);
    for (let v = 0; v < 4; v++)
      totals[v * n + i] = quoteFor(hotelQuotes, (v & 1) !== 0, (v & 2) !== 0)?.total ?? -1;
  }
  return { list: totals ? { ...list, totals } : list, quotes };
}
