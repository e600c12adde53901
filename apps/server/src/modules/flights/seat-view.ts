import type {
  ScheduledFlight,
  FlightSupplier,
  SupplierCabin,
} from '../../suppliers/flights/flight-supplier.ts';
import type { SeatCount } from './inventory.repository.ts';

/**
 * Seats left as this process last saw them, so a search needs no query (PGlite answers one query
 * at a time). Filled at start from the inventory rows of flights not yet departed and updated on
 * every hold or read this process makes; seat-sync.ts reads what other instances sold every
 * 15 seconds. Bookings always decide on the database (docs/decisions/004).
 */
export function createSeatView(supplier: FlightSupplier) {
  const seats = new Map<string, number>();
  let version = 0;
  /** Told every count that changed, in order (the search worker's copy of the view follows them). */
  const listeners = new Set<(changed: SeatCount[]) => void>();
  // The supplier's count of a flight on a day never changes: a search asks it for the same
  // flights many times (each outbound is paired with several returns).
  const initial = new WeakMap<ScheduledFlight, { today: string; Y?: number; C?: number }>();
  function initialSeats(flight: ScheduledFlight, cabin: SupplierCabin, today: string): number {
    let known = initial.get(flight);
    if (!known || known.today !== today) initial.set(flight, (known = { today }));
    return (known[cabin] ??= supplier.initialSeats(flight, cabin, today));
  }
  return {
    note(counts: Iterable<SeatCount>) {
      const changed: SeatCount[] = [];
      for (const c of counts) {
        const key = `${c.flightKey}|${c.cabin}`;
        if (seats.get(key) !== c.seatsLeft) {
          seats.set(key, c.seatsLeft);
          version++;
          changed.push({ flightKey: c.flightKey, cabin: c.cabin, seatsLeft: c.seatsLeft });
        }
      }
      if (changed.length) for (const listener of listeners) listener(changed);
    },
    /** Calls `listener` with the counts each note changes, until the returned function is called. */
    onChange(listener: (changed: SeatCount[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Every count the view holds (what a new copy of it starts from). */
    counts(): SeatCount[] {
      return [...seats].map(([key, seatsLeft]) => {
        const bar = key.lastIndexOf('|');
        return { flightKey: key.slice(0, bar), cabin: key.slice(bar + 1), seatsLeft };
      });
    },
    /** Seats on one flight: the inventory's count when it has a row, else the supplier's. */
    onFlight(flight: ScheduledFlight, cabin: SupplierCabin, today: string): number {
      return (
        (seats.size > 0 ? seats.get(`${flight.key}|${cabin}`) : undefined) ??
        initialSeats(flight, cabin, today)
      );
    },
    /** The fewest seats on any flight of a journey. */
    onJourney(flights: readonly ScheduledFlight[], cabin: SupplierCabin, today: string): number {
      let fewest = Infinity;
      for (const f of flights) fewest = Math.min(fewest, this.onFlight(f, cabin, today));
      return fewest === Infinity ? 0 : fewest;
    },
    /** Changes whenever a count changes: part of the key of anything cached from seat counts. */
    get version() {
      return version;
    },
  };
}
export type SeatView = ReturnType<typeof createSeatView>;
