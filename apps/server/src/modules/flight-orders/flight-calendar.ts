import type { FlightRouting, SegmentDetail } from '@farewise/domain/flights/search.schemas';
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
  timeZones: Map<string, string>;
  now: Date;
}): string {
  const { routing, orderNo } = opts;
  const flights: SegmentDetail[] = journeyLegs(routing.segmentInfo).flatMap((leg) => leg.detail);
  const events = flights.map((f, i) => ({
    id: `${orderNo}-${i + 1}@farewise`,
    stamp: opts.now,
    start: new Date(localToUtc(f.depTimeEx, opts.timeZones.get(f.depAirport) ?? 'UTC')),
    end: new Date(localToUtc(f.arrTimeEx, opts.timeZones.get(f.arrAirport) ?? 'UTC')),
    summary: `Flight ${f.flightNumber} ${f.depAirport} to ${f.arrAirport}`,
    location: `${f.depAirport}${f.depTerminal ? ` Terminal ${f.depTerminal}` : ''}`,
    description: `Farewise order ${orderNo}. ${f.carrierName} ${f.flightNumber}, departs ${f.depTimeEx} (local), arrives ${f.arrTimeEx} (local).`,
  }));
  return icsCalendar({ product: 'Flight order', events });
}
