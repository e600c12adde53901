import { greatCircleKm } from '../flights/geo.ts';
import { buildDestinationIndex } from './destination-index.ts';
import { loadDestinations, type HotelCity } from './destinations.ts';
import {
  buildCatalog,
  DEFAULT_PROPERTY_COUNT,
  type Hotel,
  type RoomType,
} from './hotel-catalog.ts';
import type {
  HotelSupplier,
  PlanQuote,
  ResolvedDestination,
  StayContext,
} from './hotel-supplier-types.ts';
import { PlanPricer } from './plan-pricing.ts';
import { createStayContext } from './stay-context.ts';
import { baseAllotment, plansOf, taxRate, type CancellationDeadline } from './stay-pricing.ts';
import { preloadZones } from '../flights/local-time.ts';

/** Stays are sold this many days ahead at most (hotel-search.rules: a year). */
const ZONES_AHEAD_DAYS = 366;

export type {
  HotelSupplier,
  PlanQuote,
  ResolvedDestination,
  Stay,
  StayContext,
  StayRoom,
} from './hotel-supplier-types.ts';

/**
 * The simulated hotel supplier (DESIGN 4): destinations, properties, and quotes for a stay.
 * Built once per process from committed data and seeds, so every instance answers alike.
 */

export function createHotelSupplier({
  propertyCount = DEFAULT_PROPERTY_COUNT,
}: { propertyCount?: number } = {}): HotelSupplier {
  const start = performance.now();
  const destinations = loadDestinations();
  const { cities } = destinations;
  const catalog = buildCatalog(cities, propertyCount);
  const index = buildDestinationIndex(destinations, catalog);
  // Every city's local time zone for the year ahead (cancellation deadlines are in hotel time):
  // worked out here once instead of in the first searches of each zone.
  preloadZones(
    cities.map((c) => c.timeZone),
    Date.now(),
    Date.now() + ZONES_AHEAD_DAYS * 86_400_000,
  );
  const buildMs = performance.now() - start;

  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const cityById = new Map(cities.map((c) => [`c${c.id}`, c]));
  const groups = byId(destinations.groups);
  const metros = byId(destinations.metros);
  const airports = byId(destinations.airports);
  const countries = byId(destinations.countries);
  const districts = new Map(cities.flatMap((c) => c.districts.map((d) => [d.id, d] as const)));
  const hotelsOf = (cityIndexes: number[]) => cityIndexes.flatMap((i) => catalog.byCity[i] ?? []);
  const city = (i: number) => cities[i] as HotelCity;

  function hotelsFor(id: string): Omit<ResolvedDestination, 'suggestion'> | null {
    const none = { centre: null, pinnedHotelId: null };
    switch (id.charAt(0)) {
      case 'c': {
        const c = cityById.get(id);
        return c ? { ...none, hotels: catalog.byCity[c.index] ?? [] } : null;
      }
      case 'n': {
        const c = countries.get(id);
        return c ? { ...none, hotels: hotelsOf(c.cityIndexes) } : null;
      }
      case 'g': {
        const g = groups.get(id);
        return g ? { ...none, hotels: hotelsOf(g.cityIndexes) } : null;
      }
      case 'm': {
        const m = metros.get(id);
        return m ? { ...none, hotels: hotelsOf(m.cityIndexes) } : null;
      }
      case 'a': {
        const a = airports.get(id);
        return a
          ? { ...none, hotels: hotelsOf(a.cityIndexes), centre: { lat: a.lat, lon: a.lon } }
          : null;
      }
      case 'b': {
        const d = districts.get(id);
        if (!d) return null;
        const districtIndex = city(d.cityIndex).districts.indexOf(d);
        return {
          ...none,
          hotels: (catalog.byCity[d.cityIndex] ?? []).filter(
            (h) => h.districtIndex === districtIndex,
          ),
        };
      }
      case 'h': {
        const h = catalog.byId.get(id.slice(1));
        return h
          ? { ...none, hotels: catalog.byCity[h.cityIndex] ?? [], pinnedHotelId: h.id }
          : null;
      }
      default:
        return null;
    }
  }

  const resolved = new Map<string, Omit<ResolvedDestination, 'suggestion'>>();
  const listPricer = new PlanPricer();
  const quotePricer = new PlanPricer();
  let quotePricerBusy = false;

  /** Sets a pricer to the hotel, the stay and its city's demand and taxes. */
  function priceFor(
    pricer: PlanPricer,
    hotel: Hotel,
    stay: StayContext,
    perUsd: number,
    available?: (roomType: RoomType) => number,
  ): PlanPricer {
    const c = city(hotel.cityIndex);
    return pricer.reset({
      hotel,
      factors: stay.factorsFor(c),
      nightDays: stay.nightDays,
      rooms: stay.rooms,
      perUsd,
      taxRate: taxRate(c.countryCode),
      available,
    });
  }

  /** quote() with a given pricer. */
  function quoteWith(
    pricer: PlanPricer,
    hotel: Hotel,
    stay: StayContext,
    { perUsd, nowMs, available }: Parameters<HotelSupplier['quote']>[2],
  ): PlanQuote[] {
    priceFor(pricer, hotel, stay, perUsd, available);
    const types = hotel.roomTypes;
    const quotes: PlanQuote[] = [];
    for (const plan of plansOf(hotel)) {
      let planDeadline: CancellationDeadline | null = null;
      if (plan.refundable) {
        planDeadline = stay.deadlineFor(hotel);
        // A free-cancellation rate whose deadline has passed cannot be sold.
        if (planDeadline.utcMs <= nowMs) continue;
      }
      const chosen: RoomType[] = [];
      if (!pricer.seat(plan, chosen)) continue;
      let roomsLeft = Infinity;
      for (let t = 0; t < types.length; t++) {
        const used = pricer.used[t] as number;
        // What the detail page shows for the type: its rooms free on every night of the stay.
        if (used > 0) roomsLeft = Math.min(roomsLeft, pricer.availableOf(t));
      }
      quotes.push({
        plan,
        roomTypes: chosen,
        subtotal: pricer.subtotal,
        taxes: pricer.taxes,
        total: pricer.subtotal + pricer.taxes,
        deadline: planDeadline,
        roomsLeft,
      });
    }
    return quotes;
  }

  function allotments(hotel: Hotel, roomType: RoomType, stay: StayContext): number[] {
    const factors = stay.factorsFor(city(hotel.cityIndex));
    const rt = hotel.roomTypes.indexOf(roomType);
    return stay.nightDays.map((night, i) => baseAllotment(hotel, rt, night, factors[i] as number));
  }

  return {
    destinations,
    catalog,
    index,
    city,
    hotel: (id) => catalog.byId.get(id),
    stats: { cities: cities.length, properties: catalog.hotels.length, buildMs },

    resolve({ id, text }) {
      let suggestion = id ? index.byId(id) : undefined;
      // Typed but not chosen: the best suggestion for the text, as the form would have offered.
      if (!suggestion && text.trim()) suggestion = index.suggest(text, 1)[0];
      if (!suggestion) return null;
      let found = resolved.get(suggestion.ID);
      if (!found) {
        found = hotelsFor(suggestion.ID) ?? undefined;
        // A few thousand places at most, each list shared with the catalog's hotels.
        if (found) resolved.set(suggestion.ID, found);
      }
      return found ? { suggestion, ...found } : null;
    },

    stayContext(stay) {
      return createStayContext(stay, city);
    },

    allotments,

    quote(hotel, stay, opts) {
      // The shared pricer, unless an `available` callback quotes in turn.
      const shared = !quotePricerBusy;
      const pricer = shared ? quotePricer : new PlanPricer();
      quotePricerBusy = true;
      try {
        return quoteWith(pricer, hotel, stay, opts);
      } finally {
        if (shared) quotePricerBusy = false;
      }
    },

    cheapestTotals(hotel, stay, { perUsd, nowMs }, out) {
      const pricer = priceFor(listPricer, hotel, stay, perUsd);
      for (let v = 0; v < 4; v++) out[v] = -1;
      let sold = false;
      for (const plan of plansOf(hotel)) {
        if (plan.refundable && !stay.refundableAt(hotel, nowMs)) continue;
        if (!pricer.seat(plan)) continue;
        sold = true;
        const total = pricer.subtotal + pricer.taxes;
        const kind = (plan.refundable ? 1 : 0) + (plan.breakfast ? 2 : 0);
        // Every wish the plan meets: the wish's bits are among the plan's.
        for (let v = 0; v < 4; v++) {
          if ((v & kind) !== v) continue;
          const best = out[v] as number;
          if (best < 0 || total < best) out[v] = total;
        }
      }
      return sold;
    },

    distanceKm(hotel, centre) {
      return centre ? Math.round(greatCircleKm(hotel, centre) * 10) / 10 : hotel.distanceKm;
    },
  };
}

let shared: HotelSupplier | undefined;

/** The process's one supplier; HOTEL_PROPERTIES sets its size (default 50,000; the benchmark compares 5,000). */
export function hotelSupplier(): HotelSupplier {
  const fromEnv = Number(process.env.HOTEL_PROPERTIES);
  shared ??= createHotelSupplier({
    propertyCount: Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_PROPERTY_COUNT,
  });
  return shared;
}
