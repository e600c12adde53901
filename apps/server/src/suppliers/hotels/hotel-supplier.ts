import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import { greatCircleKm } from '../flights/geo.ts';
import { buildDestinationIndex, type DestinationIndex } from './destination-index.ts';
import { loadDestinations, type Destinations, type HotelCity } from './destinations.ts';
import {
  buildCatalog,
  DEFAULT_PROPERTY_COUNT,
  type Hotel,
  type HotelCatalog,
  type RoomType,
} from './hotel-catalog.ts';
import {
  baseAllotment,
  cancellationDeadline,
  dayNumber,
  fits,
  nightFactor,
  ratePlansOf,
  stayNights,
  stayPrice,
  taxRate,
  type CancellationDeadline,
  type RatePlanKind,
  type StayPrice,
} from './stay-pricing.ts';

/**
 * The simulated hotel supplier (DESIGN 4): destinations, properties, and quotes for a stay.
 * Built once per process from committed data and seeds, so every instance answers alike.
 */

export interface StayRoom {
  adults: number;
  /** Ages of the children. */
  children: number[];
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  rooms: StayRoom[];
}

/** A stay with its nights and, per city, each night's demand factor (computed once per search). */
export interface StayContext extends Stay {
  nights: string[];
  /** The nights as day numbers (days since 1970-01-01). */
  nightDays: number[];
  factorsFor(city: HotelCity): number[];
}

export interface PlanQuote {
  plan: RatePlanKind;
  /** Room type chosen for each room of the stay, in order. */
  roomTypes: RoomType[];
  subtotal: number;
  taxes: number;
  total: number;
  deadline: CancellationDeadline | null;
  /** The fewest rooms left among the chosen types after this booking. */
  roomsLeft: number;
}

export interface ResolvedDestination {
  suggestion: DestinationSuggestion;
  hotels: Hotel[];
  /** Distances are measured to this point (an airport); otherwise to each hotel's city centre. */
  centre: { lat: number; lon: number } | null;
  /** A hotel chosen by name comes first. */
  pinnedHotelId: string | null;
}

export interface HotelSupplier {
  readonly destinations: Destinations;
  readonly catalog: HotelCatalog;
  readonly index: DestinationIndex;
  city(index: number): HotelCity;
  hotel(id: string): Hotel | undefined;
  resolve(query: { id: string; text: string }): ResolvedDestination | null;
  stayContext(stay: Stay): StayContext;
  /** Rooms of a type the supplier gives us on each night (before our own bookings). */
  allotments(hotel: Hotel, roomType: RoomType, stay: StayContext): number[];
  /** The hotel's plans priced for the stay, the cheapest room types that fit every room; none when nothing fits. */
  quote(
    hotel: Hotel,
    stay: StayContext,
    opts: { perUsd: number; nowMs: number; available?: (roomType: RoomType) => number },
  ): PlanQuote[];
  distanceKm(hotel: Hotel, centre: { lat: number; lon: number } | null): number;
  readonly stats: { cities: number; properties: number; buildMs: number };
}

export function createHotelSupplier({
  propertyCount = DEFAULT_PROPERTY_COUNT,
}: { propertyCount?: number } = {}): HotelSupplier {
  const start = performance.now();
  const destinations = loadDestinations();
  const { cities } = destinations;
  const catalog = buildCatalog(cities, propertyCount);
  const index = buildDestinationIndex(destinations, catalog);
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
      const nights = stayNights(stay.checkIn, stay.checkOut);
      const factors = new Map<number, number[]>();
      return {
        ...stay,
        nights,
        nightDays: nights.map(dayNumber),
        factorsFor(c) {
          let list = factors.get(c.index);
          if (!list) {
            list = nights.map((night) => nightFactor(c, night));
            factors.set(c.index, list);
          }
          return list;
        },
      };
    },

    allotments,

    quote(hotel, stay, { perUsd, nowMs, available }) {
      const c = city(hotel.cityIndex);
      const factors = stay.factorsFor(c);
      const tax = taxRate(c.countryCode);
      const types = hotel.roomTypes;
      // Rooms free on every night per room type, worked out only for types that fit (-1: not yet).
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
          // A free-cancellation rate whose deadline has passed cannot be sold.
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
          if ((used[t] as number) > 0)
            roomsLeft = Math.min(roomsLeft, availableOf(t) - (used[t] as number));
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
