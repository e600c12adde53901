import {
  BOOKING_CUTOFF_MINUTES,
  clockTime,
  type BandPrices,
} from '@farewise/domain/activities/activity.rules';
import type { Currency } from '@farewise/domain/money/currency';
import { foldForSearch } from '../flights/city-index.ts';
import { localToUtc } from '../flights/local-time.ts';
import { seededRandom } from '../flights/seeded-random.ts';
import { costLevel } from '../hotels/cost-level.ts';
import { loadDestinations, type HotelCity } from '../hotels/destinations.ts';
import { cityProducts, type ActivityProduct } from './activity-catalog.ts';
import { CURATED_LIST } from './data/landmarks.ts';

export type { ActivityProduct } from './activity-catalog.ts';

/** Units of a currency per US dollar (the supplier prices in US cents). */
export interface ActivityRates {
  perUsd(currency: Currency): number;
}

export interface ActivitySlot {
  date: string;
  /** Minutes after local midnight. */
  minutes: number;
  time: string;
  startsAtMs: number;
}

/**
 * The simulated activity supplier (DESIGN 4, 7): every destination city of the hotel data with
 * its products, their schedules, prices per age band and the places the supplier has in each
 * time slot before our own bookings. Built once per process from committed data and seeds.
 */
export function createActivitySupplier() {
  const start = performance.now();
  const { cities } = loadDestinations();
  const products: ActivityProduct[] = [];
  const byCity: ActivityProduct[][] = cities.map((city) => {
    const list = cityProducts(city, cities, costLevel(city.countryCode));
    products.push(...list);
    return list;
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  const cityById = new Map(cities.map((c) => [`c${c.id}`, c]));
  const curatedOrder = CURATED_LIST.map(([id]) => id);
  // Popular: the curated destinations in their order, then holiday places and the largest cities.
  const popular = [...cities].sort((a, b) => {
    const ca = curatedOrder.indexOf(a.id);
    const cb = curatedOrder.indexOf(b.id);
    if (ca !== cb) return ca === -1 ? 1 : cb === -1 ? -1 : ca - cb;
    return b.population * (b.holiday ? 3 : 1) - a.population * (a.holiday ? 3 : 1);
  });
  const folded = cities.map((c) => foldForSearch(c.name));
  const buildMs = performance.now() - start;

  const city = (index: number) => cities[index] as HotelCity;

  return {
    buildMs,
    productCount: products.length,
    cities,
    city,
    cityById: (id: string) => cityById.get(id),
    productsOf: (cityIndex: number) => byCity[cityIndex] ?? [],
    product: (id: string) => byId.get(id),
    /** Cities by popularity. */
    popular: () => popular,

    /** Cities whose name starts with the text, or has a later word starting with it; more populous first. */
    searchCities(text: string, limit = 10): HotelCity[] {
      const q = foldForSearch(text);
      if (!q) return [];
      const starts: HotelCity[] = [];
      const words: HotelCity[] = [];
      cities.forEach((c, i) => {
        const name = folded[i] as string;
        if (name.startsWith(q)) starts.push(c);
        else if (name.includes(` ${q}`)) words.push(c);
      });
      const rank = (a: HotelCity, b: HotelCity) =>
        b.population * (b.holiday ? 3 : 1) - a.population * (a.holiday ? 3 : 1);
      const exact = starts.filter((c) => foldForSearch(c.name) === q).sort(rank);
      const rest = starts.filter((c) => foldForSearch(c.name) !== q).sort(rank);
      return [...exact, ...rest, ...words.sort(rank)].slice(0, limit);
    },

    /** Whether the product runs on a local date (its weekly schedule). */
    runsOn(product: ActivityProduct, date: string): boolean {
      return product.days.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    },

    /** The time slots of a date (empty when it does not run that day). */
    slotsOf(product: ActivityProduct, date: string): ActivitySlot[] {
      if (!this.runsOn(product, date)) return [];
      const zone = city(product.cityIndex).timeZone;
      return product.times.map((minutes) => ({
        date,
        minutes,
        time: clockTime(minutes),
        startsAtMs: localToUtc(date, minutes, zone),
      }));
    },

    /** Whether a slot can still be booked at `nowMs` (it starts after the booking cut-off). */
    open(slot: ActivitySlot, nowMs: number): boolean {
      return slot.startsAtMs - nowMs >= BOOKING_CUTOFF_MINUTES * 60_000;
    },

    /**
     * Places the supplier has in a slot before our bookings: the capacity less what other sellers
     * have sold (more at weekends and in the evening), a few slots fully sold. Our bookings then
     * count down from this in the database (activity_slots).
     */
    supplierPlaces(product: ActivityProduct, date: string, time: string): number {
      const r = seededRandom(`places:${product.id}:${date}:${time}`);
      if (r.chance(0.05)) return 0;
      const weekend = [0, 5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
      const demand = r.next() ** 2 * (weekend ? 0.95 : 0.75);
      return Math.max(0, product.capacity - Math.floor(product.capacity * demand));
    },

    /** Adult and child prices of an option in minor units of the currency (whole units). */
    prices(
      product: ActivityProduct,
      optionId: string,
      currency: Currency,
      rates: ActivityRates,
    ): BandPrices | null {
      const option = product.options.find((o) => o.id === optionId);
      if (!option) return null;
      const toMinor = (usdCents: number) =>
        Math.max(100, Math.round((usdCents * rates.perUsd(currency)) / 100) * 100);
      const adultUsd = product.baseUsdCents * option.factor;
      return {
        adult: toMinor(adultUsd),
        child: product.childShare === null ? null : toMinor(adultUsd * product.childShare),
      };
    },
  };
}
export type ActivitySupplier = ReturnType<typeof createActivitySupplier>;

let shared: ActivitySupplier | undefined;
/** The process's one supplier. */
export function activitySupplier(): ActivitySupplier {
  shared ??= createActivitySupplier();
  return shared;
}
