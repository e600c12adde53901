import { greatCircleKm } from './geo.ts';
import type { FlightReference, RefAirport } from './reference-types.ts';
import type { Itinerary } from './scheduled-flight.ts';
import { createLegFlights } from './leg-flights.ts';
import { createConnections } from './connections.ts';

export type { Itinerary, ScheduledFlight } from './scheduled-flight.ts';
export { airlineServes } from './airline-reach.ts';
export { MAX_CONNECTION_MINUTES, MIN_CONNECTION_MINUTES } from './connections.ts';

/**
 * The simulated airlines' schedule: deterministic flights per leg and day (leg-flights.ts, timed
 * by flight-timing.ts) joined into journeys (connections.ts).
 */
export function createSchedule(ref: FlightReference) {
  const legs = createLegFlights(ref);
  const { legFlights, carriersBetween } = legs;
  const { airportItineraries } = createConnections(ref, legs);

  /**
   * Itineraries between two airport or city codes departing on a local date, best first:
   * fewer stops, then shorter, then earlier. The same inputs always give the same list.
   */
  function search(fromCode: string, toCode: string, date: string): Itinerary[] {
    const froms = ref.airportsFor(fromCode);
    const tos = ref.airportsFor(toCode);
    const seen = new Set<string>();
    const all: Itinerary[] = [];
    for (const a of froms) {
      for (const b of tos) {
        if (a.iata === b.iata) continue;
        for (const it of airportItineraries(a, b, date)) {
          if (seen.has(it.key)) continue;
          seen.add(it.key);
          all.push(it);
        }
      }
    }
    all.sort(
      (x, y) =>
        x.stops - y.stops ||
        x.totalMinutes - y.totalMinutes ||
        x.flights[0]!.depUtc - y.flights[0]!.depUtc,
    );
    return all.slice(0, 60);
  }

  /** Airlines flying a leg between two airports at all (codes), whatever the day. */
  function carrierCodesBetween(a: RefAirport, b: RefAirport): string[] {
    return carriersBetween(a, b, Math.round(greatCircleKm(a, b))).map((al) => al.iata);
  }

  return { search, legFlights, airportItineraries, carriersBetween: carrierCodesBetween };
}
export type FlightSchedule = ReturnType<typeof createSchedule>;
