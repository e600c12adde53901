import type {
  AirportInfo,
  FlightRouting,
  SegmentDetail,
} from '@farewise/domain/flights/search.schemas';
import { terminalLabel } from '@farewise/domain/flights/itinerary-display';
import { journeyLegs } from '@farewise/domain/flights/journey-legs';
import { instantOfWallTime } from '@farewise/domain/shared/today';
import { icsCalendar } from '../../shared/icalendar.ts';

/** 'YYYY-MM-DD HH:mm' at an airport's zone as a UTC instant (ms). */
export const localToUtc = (local: string, timeZone: string): number =>
  instantOfWallTime(local, timeZone);

/** An iCalendar file with one event per flight of the order, times in UTC. */
export function flightCalendar(opts: {
  orderNo: string;
  routing: FlightRouting;
  /** The order's airports: their time zones, and their names for each event's place. */
  airports: readonly AirportInfo[];
  now: Date;
}): string {
  const { routing, orderNo } = opts;
  const airports = new Map(opts.airports.map((a) => [a.code, a]));
  const zone = (code: string) => airports.get(code)?.timeZone ?? 'UTC';
  // 'Sydney Kingsford Smith International Airport (SYD) · Terminal 1', as the pages write it.
  const place = (code: string, terminal: string) => {
    const name = airports.get(code)?.name;
    return `${name ? `${name} (${code})` : code}${terminal ? ` · ${terminalLabel(terminal)}` : ''}`;
  };
  const flights: SegmentDetail[] = journeyLegs(routing.segmentInfo).flatMap((leg) => leg.detail);
  const events = flights.map((f, i) => ({
    id: `${orderNo}-${i + 1}@farewise`,
    stamp: opts.now,
    start: new Date(localToUtc(f.depTimeEx, zone(f.depAirport))),
    end: new Date(localToUtc(f.arrTimeEx, zone(f.arrAirport))),
    summary: `Flight ${f.flightNumber} ${f.depAirport} to ${f.arrAirport}`,
    location: place(f.depAirport, f.depTerminal),
    description: `Farewise order ${orderNo}. ${f.carrierName} ${f.flightNumber}, departs ${f.depTimeEx} (local), arrives ${f.arrTimeEx} (local).`,
  }));
  return icsCalendar({ product: 'Flight order', events });
}
