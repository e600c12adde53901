import type { FlightRouting, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { journeyLegs } from '@farewise/domain/flights/journey-legs';
import { icsCalendar } from '../../shared/icalendar.ts';

/** Minutes a zone is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'));
  return Math.round((asUtc - at) / 60_000);
}

/** 'YYYY-MM-DD HH:mm' at an airport's zone as a UTC instant (ms). */
export function localToUtc(local: string, timeZone: string): number {
  const [d, t = '00:00'] = local.split(' ');
  const naive = Date.parse(`${d}T${t}:00Z`);
  let guess = naive;
  // Twice, so a time next to a DST change settles on the right offset.
  for (let i = 0; i < 2; i++) guess = naive - offsetMinutes(timeZone, guess) * 60_000;
  return guess;
}

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
