import dayjs from 'dayjs';

/**
 * "Today" and local wall-clock times, written once (decision 047). Whatever zone the process
 * runs in (a server in Los Angeles, a laptop in Kiritimati), a date is one of three things:
 *
 * - today at a place (`todayAt`): the date on the wall calendar of an airport or a city, for
 *   searches and rules about a flight or an activity there;
 * - the UTC date (`todayUtc`): the server's one notion where no place applies (passport expiry,
 *   dates of birth, price alerts' days);
 * - the traveller's own date (`travellerToday`): only in the browser, where the traveller is.
 *
 * Nothing here reads the process's own zone but `travellerToday`. Zones are read from Intl, not
 * through dayjs's timezone plugin: that one converts through the process's zone, so a Los Angeles
 * process writes Sydney's 02:30 on 8 March 2026 (LA's missing hour) as 03:30.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes a zone is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, at: number): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  const n: Record<string, number> = {};
  for (const p of f.formatToParts(at)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  const wall = Date.UTC(n.year!, n.month! - 1, n.day!, n.hour! % 24, n.minute!);
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

const wallText = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 16).replace('T', ' ');

export type Instant = Date | number;

/** 'YYYY-MM-DD' on the wall calendar of an IANA zone at an instant (now by default). */
export function todayAt(timeZone: string, now: Instant = Date.now()): string {
  return wallTimeAt(timeZone, now).slice(0, 10);
}

/** 'YYYY-MM-DD' in UTC at an instant: the server's "today" where no place applies. */
export function todayUtc(now: Instant = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' in the zone of whoever runs this: the browser's traveller. Not for the server. */
export function travellerToday(now: Instant = Date.now()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** 'YYYY-MM-DD HH:mm' on the wall clock of an IANA zone at an instant. */
export function wallTimeAt(timeZone: string, at: Instant): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return wallText(ms + offsetMinutes(timeZone, ms) * 60_000);
}

/** The instant (epoch ms) of a wall-clock time 'YYYY-MM-DD HH:mm' (or a date alone) in a zone. */
export function instantOfWallTime(local: string, timeZone: string): number {
  const [date, time = '00:00'] = local.split(/[ T]/);
  const wall = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  // Twice, so a time next to a clock change settles on the offset it has.
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return wall - offsetMinutes(timeZone, first) * 60_000;
}

/**
 * A wall-clock time at a place moved by real minutes: 01:30 moved 60 minutes on the night the
 * clocks go forward is 03:30, whatever zone the process runs in.
 */
export function shiftWallTime(local: string, minutes: number, timeZone: string): string {
  return wallTimeAt(timeZone, instantOfWallTime(local, timeZone) + minutes * 60_000);
}
