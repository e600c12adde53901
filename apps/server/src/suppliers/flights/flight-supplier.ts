import { referenceData, type ReferenceData } from './reference-data.ts';
import { scheduleReference } from './schedule-reference.ts';
import { createSchedule, type Itinerary, type ScheduledFlight } from './schedule.ts';
import { extraBagPrice, initialSeatsLeft, quoteFares, type FareQuote } from './pricing.ts';
import { greatCircleKm } from './geo.ts';
import { preloadZones } from './local-time.ts';
import { LRUCache } from 'lru-cache';
import type { RefAirport } from './reference-types.ts';
import { scheduleChangeOf, type ScheduleChange } from './schedule-changes.ts';

export type { Itinerary, ScheduledFlight } from './schedule.ts';
export type { FareQuote, RuleQuote } from './pricing.ts';

export type SupplierCabin = 'Y' | 'C';

export interface SupplierSearch {
  /** An airport or metropolitan city code. */
  from: string;
  to: string;
  /** Local departure date at the origin, YYYY-MM-DD. */
  date: string;
}

export interface SupplierPriceRequest {
  /** The journey's itineraries in order: the outbound (and return), or a multi-city trip's legs. */
  journey: Itinerary[];
  cabin: SupplierCabin;
  adults: number;
  children: number;
  /** The day the fare is quoted on, YYYY-MM-DD. */
  today: string;
  /** The fewest seats for sale on any flight of each leg, in the journey's order. */
  seatsLeft: number[];
  /** Units of the quote currency per US dollar; prices come back in its minor units. */
  rate: number;
}

export interface AirportDescription {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  timeZone: string;
}

export interface AirlineDescription {
  code: string;
  name: string;
  alliance: string | null;
}

/**
 * What the flights module needs of an airline content supplier (DESIGN 4). The booking issue
 * adds book and cancel. Answers are promises because a real supplier is a network call.
 */
export interface FlightSupplier {
  /** Itineraries for one direction, best first. The same query always gives the same list. */
  search(query: SupplierSearch): Promise<Itinerary[]>;
  /** The three fare products of a whole journey (outbound and return, or every multi-city leg). */
  price(request: SupplierPriceRequest): Promise<FareQuote[]>;
  /** Seats the airline still sells on a flight before any booking made through us. */
  initialSeats(flight: ScheduledFlight, cabin: SupplierCabin, today: string): number;
  /** The airports a code stands for (a city code gives all of its airports); empty when unknown. */
  airportsFor(code: string): AirportDescription[];
  airport(code: string): AirportDescription | undefined;
  airline(code: string): AirlineDescription | undefined;
  aircraftName(code: string): string;
  /** Airlines flying nonstop between two codes on most days. */
  nonstopCarriers(from: string, to: string): string[];
  /** Popular destinations from a code: large cities served nonstop, biggest first. */
  popularDestinations(from: string, limit: number): AirportDescription[];
  /**
   * The price of one extra checked bag between two airports, bought after booking (minor units
   * of the currency at `rate` units per US dollar).
   */
  extraBagPrice(from: string, to: string, rate: number): number;
  /** The airline's retiming of a flight already sold (a schedule change), or null when it keeps its times. */
  scheduleChange(flightKey: string, depUtc: number): ScheduleChange | null;
}

export interface SimulatedSupplierOptions {
  data?: ReferenceData;
  /** Searches kept in memory (one direction, one date each). */
  cacheSize?: number;
}

/** The built-in simulated airline supplier: the deterministic schedule and fare model. */
export function createSimulatedFlightSupplier({
  data = referenceData(),
  cacheSize = 5_000,
}: SimulatedSupplierOptions = {}): FlightSupplier {
  const ref = scheduleReference(data);
  const schedule = createSchedule(ref);
  // Every airport's local time zone for the days that can be searched (MAX_DAYS_AHEAD 361, and
  // a return after it): worked out here once instead of in the first searches of each zone.
  preloadZones(
    data.airports.map((a) => a.timeZone),
    Date.now() - 86_400_000,
    Date.now() + 400 * 86_400_000,
  );
  const searches = new LRUCache<string, Itinerary[]>({ max: cacheSize });
  const describeCache = new Map<string, AirportDescription>();

  function describe(a: RefAirport): AirportDescription {
    let d = describeCache.get(a.iata);
    if (!d) {
      d = {
        code: a.iata,
        name: a.name,
        cityCode: a.cityCode,
        cityName: a.cityName,
        countryCode: a.country,
        countryName: data.countryName(a.country) ?? a.country,
        timeZone: a.tz,
      };
      describeCache.set(a.iata, d);
    }
    return d;
  }

  const nonstopCache = new LRUCache<string, string[]>({ max: 20_000 });
  function nonstopCarriers(from: string, to: string): string[] {
    const key = `${from}|${to}`.toUpperCase();
    const cached = nonstopCache.get(key);
    if (cached) return cached;
    const carriers = new Set<string>();
    for (const a of ref.airportsFor(from)) {
      for (const b of ref.airportsFor(to)) {
        if (a.iata === b.iata) continue;
        for (const airline of schedule.carriersBetween(a, b)) carriers.add(airline);
      }
    }
    const list = [...carriers].sort();
    nonstopCache.set(key, list);
    return list;
  }

  const popularCache = new LRUCache<string, AirportDescription[]>({ max: 2_000 });

  return {
    async search({ from, to, date }) {
      const key = `${from}|${to}|${date}`.toUpperCase();
      let found = searches.get(key);
      if (!found) {
        found = schedule.search(from.toUpperCase(), to.toUpperCase(), date);
        searches.set(key, found);
      }
      return found;
    },
    async price(request) {
      return quoteFares(request);
    },
    initialSeats: initialSeatsLeft,
    airportsFor: (code) => ref.airportsFor(code).map(describe),
    airport(code) {
      const a = ref.airport(code.toUpperCase());
      return a ? describe(a) : undefined;
    },
    airline(code) {
      const al = ref.airline(code);
      return al
        ? { code: al.iata, name: al.name, alliance: al.alliance === 'none' ? null : al.alliance }
        : undefined;
    },
    aircraftName: (code) => data.aircraftByCode(code)?.name ?? code,
    nonstopCarriers,
    scheduleChange: scheduleChangeOf,
    extraBagPrice(from, to, rate) {
      const a = ref.airport(from.toUpperCase());
      const b = ref.airport(to.toUpperCase());
      return extraBagPrice(a && b ? greatCircleKm(a, b) : 3_000, rate);
    },
    popularDestinations(from, limit) {
      const key = `${from.toUpperCase()}|${limit}`;
      const cached = popularCache.get(key);
      if (cached) return cached;
      const origins = ref.airportsFor(from);
      const originCities = new Set(origins.map((a) => a.cityCode));
      const seenCities = new Set<string>();
      const candidates: { airport: AirportDescription; score: number }[] = [];
      for (const airport of data.airports) {
        if (
          airport.size < 4 ||
          originCities.has(airport.cityCode) ||
          seenCities.has(airport.cityCode)
        )
          continue;
        const b = ref.airport(airport.iata);
        if (!b) continue;
        const served = origins.some((a) => schedule.carriersBetween(a, b).length > 0);
        if (!served) continue;
        seenCities.add(airport.cityCode);
        const km = Math.min(...origins.map((a) => greatCircleKm(a, b)));
        // Hubs (size 5) first, then nearer cities: what most travellers from here book.
        candidates.push({ airport: describe(b), score: airport.size * 10_000 - km });
      }
      const list = candidates
        .sort((x, y) => y.score - x.score)
        .slice(0, limit)
        .map((c) => c.airport);
      popularCache.set(key, list);
      return list;
    },
  };
}

let shared: FlightSupplier | undefined;

/** The process's one simulated supplier (its caches are shared by every request). */
export function simulatedFlightSupplier(): FlightSupplier {
  shared ??= createSimulatedFlightSupplier();
  return shared;
}
