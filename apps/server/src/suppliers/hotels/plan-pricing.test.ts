import { describe, expect, test } from 'vitest';
import type { RoomType } from './hotel-catalog.ts';
import {
  hotelSupplier,
  type PlanQuote,
  type StayContext,
  type StayRoom,
} from './hotel-supplier.ts';
import {
  addDays,
  baseAllotment,
  cancellationDeadline,
  fits,
  ratePlansOf,
  stayPrice,
  taxRate,
  type CancellationDeadline,
  type StayPrice,
} from './stay-pricing.ts';
import type { Hotel } from './hotel-catalog.ts';

const supplier = hotelSupplier();

/**
 * quote() as it was before the pricer: every plan, room and fitting type priced through
 * stayPrice, the deadline worked out per hotel. The pricer must give exactly these quotes.
 */
function referenceQuote(
  hotel: Hotel,
  stay: StayContext,
  {
    perUsd,
    nowMs,
    available,
  }: { perUsd: number; nowMs: number; available?: (roomType: RoomType) => number },
): PlanQuote[] {
  const c = supplier.city(hotel.cityIndex);
  const factors = stay.factorsFor(c);
  const tax = taxRate(c.countryCode);
  const types = hotel.roomTypes;
  const left = new Array<number>(types.length).fill(-1);
  const availableOf = (t: number) => {
    let n = left[t] as number;
    if (n < 0) {
      const rt = types[t] as RoomType;
      if (available) n = available(rt);
      else {
        n = Infinity;
        for (let i = 0; i < stay.nightDays.length; i++)
          n = Math.min(
            n,
            baseAllotment(hotel, t, stay.nightDays[i] as number, factors[i] as number),
          );
      }
      left[t] = n;
    }
    return n;
  };
  const quotes: PlanQuote[] = [];
  let deadline: CancellationDeadline | undefined;
  const used = new Array<number>(types.length);
  for (const plan of ratePlansOf(hotel)) {
    let planDeadline: CancellationDeadline | null = null;
    if (plan.refundable) {
      deadline ??= cancellationDeadline(hotel, c, stay.checkIn);
      if (deadline.utcMs <= nowMs) continue;
      planDeadline = deadline;
    }
    used.fill(0);
    const chosen: RoomType[] = [];
    let subtotal = 0;
    let taxes = 0;
    for (const room of stay.rooms) {
      let best = -1;
      let bestPrice: StayPrice | null = null;
      for (let t = 0; t < types.length; t++) {
        const rt = types[t] as RoomType;
        if (!fits(rt, room.adults, room.children.length)) continue;
        if ((used[t] as number) >= availableOf(t)) continue;
        const price = stayPrice({
          hotel,
          roomType: rt,
          plan,
          factors,
          guests: room.adults + room.children.length,
          perUsd,
          taxRate: tax,
        });
        if (!bestPrice || price.total < bestPrice.total) {
          best = t;
          bestPrice = price;
        }
      }
      if (!bestPrice) break;
      used[best] = (used[best] as number) + 1;
      chosen.push(types[best] as RoomType);
      subtotal += bestPrice.subtotal;
      taxes += bestPrice.taxes;
    }
    if (chosen.length < stay.rooms.length) continue;
    let roomsLeft = Infinity;
    for (let t = 0; t < types.length; t++)
      if ((used[t] as number) > 0) roomsLeft = Math.min(roomsLeft, availableOf(t));
    quotes.push({
      plan,
      roomTypes: chosen,
      subtotal,
      taxes,
      total: subtotal + taxes,
      deadline: planDeadline,
      roomsLeft,
    });
  }
  return quotes;
}

/** The cheapest total among quotes meeting the wishes of a variant (bit 1 refundable, bit 2 breakfast). */
function cheapestOf(quotes: readonly PlanQuote[], variant: number): number {
  let best = -1;
  for (const q of quotes) {
    if ((variant & 1 && !q.plan.refundable) || (variant & 2 && !q.plan.breakfast)) continue;
    if (best < 0 || q.total < best) best = q.total;
  }
  return best;
}

const ROOMS: StayRoom[][] = [
  [{ adults: 2, children: [] }],
  [{ adults: 1, children: [] }],
  [{ adults: 3, children: [] }],
  [{ adults: 2, children: [4, 9] }],
  [
    { adults: 2, children: [5] },
    { adults: 2, children: [] },
  ],
  [
    { adults: 3, children: [] },
    { adults: 2, children: [] },
    { adults: 1, children: [4, 9] },
  ],
  [
    { adults: 2, children: [] },
    { adults: 2, children: [] },
    { adults: 2, children: [] },
  ],
  [{ adults: 3, children: [2, 4, 6, 8, 10, 12] }],
];

describe('the plan pricer gives the quotes stayPrice gives', () => {
  // Every 37th hotel: all countries, stars, room type mixes and breakfast or not.
  const hotels = supplier.catalog.hotels.filter((_, i) => i % 37 === 0);
  const checkIns = ['2026-01-01', '2026-03-27', '2026-07-03', '2026-10-24', '2026-12-30'];

  test('quote() and cheapestTotals() equal the reference for every plan, room mix and currency', () => {
    let compared = 0;
    let sold = 0;
    const out = [0, 0, 0, 0];
    checkIns.forEach((checkIn, d) => {
      ROOMS.forEach((rooms, r) => {
        const stay = supplier.stayContext({
          checkIn,
          checkOut: addDays(checkIn, 1 + ((d + r) % 6)),
          rooms,
        });
        const perUsd = [1, 1.52, 0.92, 7.2][(d + r) % 4] as number;
        for (const hotel of hotels) {
          // Half a day before check-in less the hotel's days: some deadlines passed, some not.
          const nowMs =
            Date.parse(`${addDays(checkIn, -hotel.cancelDays)}T00:00:00Z`) +
            (((hotel.index + d) % 3) - 1) * 12 * 3_600_000;
          const expected = referenceQuote(hotel, stay, { perUsd, nowMs });
          expect(supplier.quote(hotel, stay, { perUsd, nowMs })).toEqual(expected);
          const any = supplier.cheapestTotals(hotel, stay, { perUsd, nowMs }, out);
          expect(any).toBe(expected.length > 0);
          expect(out).toEqual([0, 1, 2, 3].map((v) => cheapestOf(expected, v)));
          compared++;
          if (any) sold++;
        }
      });
    });
    expect(compared).toBeGreaterThan(50_000);
    expect(sold).toBeGreaterThan(compared / 2);
  });

  test("with the inventory's own counts, rooms left and the cheapest free type are the reference's", () => {
    const stay = supplier.stayContext({
      checkIn: '2026-08-14',
      checkOut: '2026-08-17',
      rooms: ROOMS[6] as StayRoom[],
    });
    for (const hotel of hotels.slice(0, 400)) {
      // Few rooms of the cheaper types, so the third room takes a dearer one or none.
      const available = (rt: RoomType) => (Number(rt.id.slice(1)) + hotel.index) % 3;
      const opts = { perUsd: 1.37, nowMs: Date.UTC(2026, 6, 1), available };
      expect(supplier.quote(hotel, stay, opts)).toEqual(referenceQuote(hotel, stay, opts));
    }
  });

  test('the deadline shared by a stay is the one cancellationDeadline gives each hotel', () => {
    const stay = supplier.stayContext({
      checkIn: '2026-03-29',
      checkOut: '2026-03-30',
      rooms: ROOMS[0] as StayRoom[],
    });
    for (const hotel of hotels) {
      const deadline = cancellationDeadline(hotel, supplier.city(hotel.cityIndex), '2026-03-29');
      expect(stay.deadlineFor(hotel)).toEqual(deadline);
      for (const nowMs of [deadline.utcMs - 1, deadline.utcMs, deadline.utcMs - 16 * 3_600_000])
        expect(stay.refundableAt(hotel, nowMs)).toBe(deadline.utcMs > nowMs);
    }
  });
});
