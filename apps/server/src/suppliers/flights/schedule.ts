import { greatCircleKm } from './geo.ts';
import type { FlightReference, RefAirport } from './reference-types.ts';
import type { Itinerary } from './scheduled-flight.ts';
import { createLegFlights } from './leg-flights.ts';
import { createConnections } from './connections.ts';
import { Shortlist } from './shortlist.ts';

export type { Itinerary, ScheduledFlight } from './scheduled-flight.ts';
export { airlineServes } from './airline-reach.ts';
export { MAX_CONNECTION_MINUTES, MIN_CONNECTION_MINUTES } from './connections.ts';

/** Itineraries a search of one direction gives at most. */
const MAX_ITINERARIES = 60;

/**
 * The simulated airlines' schedule: deterministic flights per leg and day (leg-flights.ts, timed
 * by flight-timing.ts) joined into journeys (connections.ts).
 */
export function createSchedule(ref: FlightReference) {
  const legs = createLegFlights(ref);
  const { legFlights, carriersBetween } = legs;
  const { airportItineraries, nonstops, connecting } = createConnections(ref, legs);

  /**
   * Itineraries between two airport or city codes departing on a local date, best first:
   * fewer stops, then shorter, then earlier. The same inputs always give the same list.
   */
  function search(fromCode: string, toCode: string, date: string): Itinerary[] {
    const pairs: [RefAirport, RefAirport][] = [];
    for (const a of ref.airportsFor(fromCode))
      for (const b of ref.airportsFor(toCode)) if (a.iata !== b.iata) pairs.push([a, b]);
    const direct = pairs.map(([a, b]) => nonstops(a, b, date));
    const nonstopList = new Shortlist(MAX_ITINERARIES);
    for (const list of direct) for (const it of list) nonstopList.add(it);
    // Journeys are listed by stops first: when the nonstops of every pair of airports fill the
    // list, no connection can be in it (between cities of several airports, the costliest
    // searches, this is often so). Otherwise each pair's connections follow its nonstops, and
    // every pair's nonstops count from the start towards the list's bound (Shortlist).
    let found = nonstopList;
    if (nonstopList.all.length < MAX_ITINERARIES) {
      found = new Shortlist(MAX_ITINERARIES, nonstopList);
      pairs.forEach(([a, b], i) => {
        for (const it of direct[i]!) found.add(it, false);
        connecting(a, b, date, found);
      });
    }
    const all = found.all;
    all.sort(
      (x, y) =>
        x.stops - y.stops ||
        x.totalMinutes - y.totalMinutes ||
        x.flights[0]!.depUtc - y.flights[0]!.depUtc,
    );
    return all.slice(0, MAX_ITINERARIES);
  }

  /** Airlines flying a leg between two airports at all (codes), whatever the day. */
  function carrierCodesBetween(a: RefAirport, b: RefAirport): string[] {
    return carriersBetween(a, b, Math.round(greatCircleKm(a, b))).map((al) => al.iata);
  }

  return { search, legFlights, airportItineraries, carriersBetween: carrierCodesBetween };
}
export type FlightSchedule = ReturnType<typeof createSchedule>;
