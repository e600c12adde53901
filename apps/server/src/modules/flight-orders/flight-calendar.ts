import type { FlightRouting, SegmentDetail } from '@farewise/domain/flights/search.schemas';

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

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** Lines of at most 75 octets, continued with a space (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

/** An iCalendar file with one event per flight of the order, times in UTC. */
export function flightCalendar(opts: {
  orderNo: string;
  routing: FlightRouting;
  timeZones: Map<string, string>;
  now: Date;
}): string {
  const { routing, orderNo } = opts;
  const flights: SegmentDetail[] = [
    ...routing.segmentInfo.fromSegments.detail,
    ...(routing.segmentInfo.retSegments?.detail ?? []),
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Farewise//Flight order//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  flights.forEach((f, i) => {
    const dep = localToUtc(f.depTimeEx, opts.timeZones.get(f.depAirport) ?? 'UTC');
    const arr = localToUtc(f.arrTimeEx, opts.timeZones.get(f.arrAirport) ?? 'UTC');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${orderNo}-${i + 1}@farewise`,
      `DTSTAMP:${stamp(opts.now.getTime())}`,
      `DTSTART:${stamp(dep)}`,
      `DTEND:${stamp(arr)}`,
      fold(`SUMMARY:${escape(`Flight ${f.flightNumber} ${f.depAirport} to ${f.arrAirport}`)}`),
      fold(
        `LOCATION:${escape(`${f.depAirport}${f.depTerminal ? ` Terminal ${f.depTerminal}` : ''}`)}`,
      ),
      fold(
        `DESCRIPTION:${escape(`Farewise order ${orderNo}. ${f.carrierName} ${f.flightNumber}, departs ${f.depTimeEx} (local), arrives ${f.arrTimeEx} (local).`)}`,
      ),
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
