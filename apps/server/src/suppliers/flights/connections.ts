import { blockMinutes, greatCircleKm } from './geo.ts';
import type { FlightReference, RefAirport } from './reference-types.ts';
import type { Itinerary, ScheduledFlight } from './scheduled-flight.ts';
import type { LegDay } from './leg-day.ts';
import type { LegFlights } from './leg-flights.ts';
import { Shortlist } from './shortlist.ts';

export const MIN_CONNECTION_MINUTES = 45;
export const MAX_CONNECTION_MINUTES = 6 * 60;

/** A journey of connecting flights with its gate-to-gate minutes, stops and identity. */
function itinerary(flights: ScheduledFlight[]): Itinerary {
  const first = flights[0] as ScheduledFlight;
  const last = flights[flights.length - 1] as ScheduledFlight;
  return {
    flights,
    totalMinutes: Math.round((last.arrUtc - first.depUtc) / 60_000),
    stops: flights.length - 1,
    key: flights.map((f) => `${f.marketingFlightNo}@${f.depLocal.slice(0, 10)}`).join('+'),
  };
}

/** Whether a flight leaving at departUtc can be caught after landing at arriveUtc. */
function connectionOk(arriveUtc: number, departUtc: number): boolean {
  const gap = (departUtc - arriveUtc) / 60_000;
  return gap >= MIN_CONNECTION_MINUTES && gap <= MAX_CONNECTION_MINUTES;
}

/** The first flight of a leg's day that `ok` accepts (by its place in the day), made; or none. */
function firstOf(
  day: LegDay,
  ok: (day: LegDay, i: number) => boolean,
): ScheduledFlight | undefined {
  for (let i = 0; i < day.count; i++) if (ok(day, i)) return day.flight(i);
  return undefined;
}

const nextDays = new Map<string, string>();
/**
 * The day after a date (YYYY-MM-DD); kept, as searches ask it of the same few hundred dates. A
 * Map cleared when full, not lru-cache: a hit is 2-3 times cheaper on this hot path (decision 047).
 */
function nextDay(date: string): string {
  let next = nextDays.get(date);
  if (next === undefined) {
    next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (nextDays.size >= 10_000) nextDays.clear();
    nextDays.set(date, next);
  }
  return next;
}

/** Journeys between two airports: nonstops and codeshares, one-stops over hubs, two-stops when needed. */
export function createConnections(ref: FlightReference, legs: LegFlights) {
  const { hubAirlines, allHubs, legDay, flownBy, codeshareOf } = legs;

  /** The first flight between two airports, leaving on the day or the next, that `ok` accepts. */
  function firstOnDayOrNext(
    a: RefAirport,
    b: RefAirport,
    day: string,
    ok: (day: LegDay, i: number) => boolean,
  ): ScheduledFlight | undefined {
    return firstOf(legDay(a, b, day), ok) ?? firstOf(legDay(a, b, nextDay(day)), ok);
  }

  /** The first second-leg flight of one airline family that leaves a hub within the connection window. */
  function onward(
    hub: RefAirport,
    to: RefAirport,
    after: { arrUtc: number; arrDate: string },
    carriers: Set<string>,
  ): ScheduledFlight | undefined {
    if (!flownBy(hub, to, carriers)) return undefined;
    return firstOnDayOrNext(
      hub,
      to,
      after.arrDate,
      (d, i) => carriers.has(d.operatingCarrier(i)) && connectionOk(after.arrUtc, d.depUtc(i)),
    );
  }

  // What does not depend on the date is worked out once per airport pair, airline or airport.
  const hubKmCache = new Map<RefAirport, Float64Array>();
  /** An airport's distance to every hub (in allHubs' order). */
  function kmToHubs(p: RefAirport): Float64Array {
    let km = hubKmCache.get(p);
    if (!km) {
      km = Float64Array.from(allHubs, (h) => greatCircleKm(p, h));
      hubKmCache.set(p, km);
    }
    return km;
  }

  interface HubsBetween {
    /** Hubs a journey between two airports may connect over, least detour first. */
    hubs: RefAirport[];
    /**
     * The fewest minutes a one-stop over any hub from the i-th on can take (its two legs' block
     * times and the shortest connection): no journey over those hubs is shorter.
     */
    fastestFrom: Int32Array;
  }
  const hubsCache = new Map<string, HubsBetween>();
  /** The hubs between two airports and the fastest one-stop over each and the ones after it. */
  function hubsBetween(a: RefAirport, b: RefAirport): HubsBetween {
    const key = `${a.iata}${b.iata}`;
    let found = hubsCache.get(key);
    if (!found) {
      const km = greatCircleKm(a, b);
      const maxDetour = km < 1_500 ? 2.2 : 1.6;
      const fromA = kmToHubs(a);
      const toB = kmToHubs(b);
      const near: { h: RefAirport; detour: number }[] = [];
      for (let i = 0; i < allHubs.length; i++) {
        const h = allHubs[i] as RefAirport;
        if (h.iata === a.iata || h.iata === b.iata) continue;
        const detour = ((fromA[i] as number) + (toB[i] as number)) / Math.max(km, 1);
        if (detour <= maxDetour) near.push({ h, detour });
      }
      const hubs = near
        .sort((x, y) => x.detour - y.detour)
        .slice(0, 60)
        .map((x) => x.h);
      // As the legs' plans time them (leg-flights.ts): block minutes of the rounded distance.
      const block = (p: RefAirport, q: RefAirport) => blockMinutes(Math.round(greatCircleKm(p, q)));
      const fastestFrom = new Int32Array(hubs.length);
      let fastest = 2 ** 31 - 1;
      for (let i = hubs.length - 1; i >= 0; i--) {
        const h = hubs[i] as RefAirport;
        fastest = Math.min(fastest, block(a, h) + MIN_CONNECTION_MINUTES + block(h, b));
        fastestFrom[i] = fastest;
      }
      hubsCache.set(key, (found = { hubs, fastestFrom }));
    }
    return found;
  }

  const hubCarrierCache = new Map<string, Set<string>>();
  function hubCarriers(h: RefAirport): Set<string> {
    let set = hubCarrierCache.get(h.iata);
    if (!set) {
      set = new Set((hubAirlines.get(h.iata) ?? []).map((al) => al.iata));
      hubCarrierCache.set(h.iata, set);
    }
    return set;
  }

  const familyCache = new Map<string, Set<string>>();
  /** An airline and its alliance partners: who may fly the onward leg of a connection. */
  function familyOf(carrier: string): Set<string> {
    let family = familyCache.get(carrier);
    if (!family) {
      const op = ref.airline(carrier);
      family = new Set([
        carrier,
        ...ref.airlines
          .filter((al) => op && op.alliance !== 'none' && al.alliance === op.alliance)
          .map((al) => al.iata),
      ]);
      familyCache.set(carrier, family);
    }
    return family;
  }

  const byDistanceCache = new Map<string, RefAirport[]>();
  /** Every hub, nearest to an airport first. */
  function hubsByDistance(p: RefAirport): RefAirport[] {
    let list = byDistanceCache.get(p.iata);
    if (!list) {
      const km = kmToHubs(p);
      list = allHubs
        .map((h, i) => ({ h, km: km[i] as number }))
        .sort((x, y) => x.km - y.km)
        .map((x) => x.h);
      byDistanceCache.set(p.iata, list);
    }
    return list;
  }

  /** The nonstop flights between two airports on a local departure date, and their codeshares. */
  function nonstops(a: RefAirport, b: RefAirport, date: string): Itinerary[] {
    const out: Itinerary[] = [];
    for (const f of legDay(a, b, date).all()) {
      out.push(itinerary([f]));
      const cs = codeshareOf(f, a, b);
      if (cs) out.push(itinerary([cs]));
    }
    return out;
  }

  /** Itineraries between two airports on a local departure date: nonstops, then connections. */
  function airportItineraries(a: RefAirport, b: RefAirport, date: string): Itinerary[] {
    return [...nonstops(a, b, date), ...connecting(a, b, date)];
  }

  /**
   * Journeys of one or two stops between two airports on a local departure date, added to
   * `list` as they are found. Hubs over which no journey could be short enough to make the
   * list (list.maxMinutes) are not tried: they could only add journeys the search drops.
   */
  function connecting(
    a: RefAirport,
    b: RefAirport,
    date: string,
    list = new Shortlist(Shortlist.UNBOUNDED),
  ): Itinerary[] {
    const direct = legDay(a, b, date);
    const { hubs, fastestFrom } = hubsBetween(a, b);
    let oneStops = 0;
    let hubsTried = 0;
    // At most 3 hubs of one country, so that a country with many hubs along the way (China
    // between Australia and Europe) does not crowd out the Gulf and South-East Asian ones.
    const hubsPerCountry = new Map<string, number>();
    for (let k = 0; k < hubs.length; k++) {
      if ((fastestFrom[k] as number) > list.maxMinutes(1)) break;
      const h = hubs[k] as RefAirport;
      if ((hubsPerCountry.get(h.country) ?? 0) >= 3) continue;
      const carriersOfHub = hubCarriers(h);
      if (!flownBy(a, h, carriersOfHub)) continue;
      const toHub = legDay(a, h, date);
      const byHubCarrier = (d: LegDay, i: number) => carriersOfHub.has(d.operatingCarrier(i));
      let firstLegs = 0;
      while (firstLegs < toHub.count && !byHubCarrier(toHub, firstLegs)) firstLegs++;
      if (firstLegs === toHub.count) continue;
      hubsPerCountry.set(h.country, (hubsPerCountry.get(h.country) ?? 0) + 1);
      if (++hubsTried > 20) break;
      let perHub = 0;
      for (let i = firstLegs; i < toHub.count; i++) {
        if (!byHubCarrier(toHub, i)) continue;
        const landed = { arrUtc: toHub.arrUtc(i), arrDate: toHub.arrDate(i) };
        const second = onward(h, b, landed, familyOf(toHub.operatingCarrier(i)));
        if (!second) continue;
        list.add(itinerary([toHub.flight(i), second]));
        oneStops++;
        if (++perHub >= 3) break;
      }
      if (oneStops >= 24) break;
    }
    // Two stops only where one stop cannot do the journey, as between small airports far apart,
    // and when they can make the list (a two-stop ranks after every journey of fewer stops).
    if (direct.count === 0 && oneStops < 3 && list.maxMinutes(2) >= 0)
      for (const it of twoStops(a, b, date)) list.add(it);
    return list.all;
  }

  function twoStops(a: RefAirport, b: RefAirport, date: string): Itinerary[] {
    const out: Itinerary[] = [];
    // The four nearest hubs with a flight from `a` that day (nearest first, then asked in turn).
    const fromHubs: RefAirport[] = [];
    for (const h of hubsByDistance(a)) {
      if (h.iata === a.iata || legDay(a, h, date).count === 0) continue;
      fromHubs.push(h);
      if (fromHubs.length === 4) break;
    }
    const toHubs = hubsByDistance(b)
      .filter((h) => h.iata !== b.iata)
      .slice(0, 6);
    for (const h1 of fromHubs) {
      for (const h2 of toHubs) {
        if (h1.iata === h2.iata) continue;
        for (const first of legDay(a, h1, date).all().slice(0, 3)) {
          const mid = firstOnDayOrNext(h1, h2, first.arrLocal.slice(0, 10), (d, i) =>
            connectionOk(first.arrUtc, d.depUtc(i)),
          );
          if (!mid) continue;
          const last = firstOnDayOrNext(h2, b, mid.arrLocal.slice(0, 10), (d, i) =>
            connectionOk(mid.arrUtc, d.depUtc(i)),
          );
          if (!last) continue;
          out.push(itinerary([first, mid, last]));
          if (out.length >= 4) return out;
          break;
        }
      }
    }
    return out;
  }

  return { airportItineraries, nonstops, connecting };
}
