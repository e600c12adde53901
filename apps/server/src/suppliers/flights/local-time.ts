/**
 * Local wall-clock times in IANA zones, fast enough for the search hot path: a zone's UTC offset
 * is read once per day of a year (Intl, cached per zone and year), and only on the few days a
 * clock change happens is the changing minute looked up. dayjs' tz plugin did this per call and
 * was most of a cold search's time (and converts through the process's zone: decision 047).
 * Kept beside the domain's today.ts on purpose, as are its Maps cleared when full: lru-cache
 * costs 2-3 times a Map's hit (decision 047). Off the search path, use the domain's today.ts.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * Minutes the zone is ahead of UTC at an instant, asked of Intl (slow: a microsecond or two).
 * The formatter's text ('1/15/2026, 13:05' in en-US) is read as its five numbers in order (month,
 * day, year, hour, minute), which format() gives without formatToParts' list of parts.
 */
function intlOffset(zone: string, utcMs: number): number {
  const text = formatterFor(zone).format(utcMs);
  const n = [0, 0, 0, 0, 0];
  let field = -1;
  let inNumber = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c >= 0 && c <= 9) {
      if (!inNumber) {
        field++;
        inNumber = true;
      }
      if (field < 5) n[field] = (n[field] as number) * 10 + c;
    } else inNumber = false;
  }
  if (field !== 4) throw new Error(`unexpected local time from Intl for ${zone}: ${text}`);
  const [month, day, year, hour, minute] = n as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour % 24, minute);
  return Math.round((wall - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/**
 * Offsets at 00:00 UTC of days lo..hi (inclusive) from firstDay: where the two ends agree and the
 * span is under 20 days, every day between has the same offset (no zone changes its clock twice
 * within 20 days; Morocco's Ramadan suspension, the shortest, lasts about a month); otherwise
 * split. About 40 Intl calls a zone-year instead of 366.
 */
function fillOffsets(zone: string, firstDay: number, out: Int16Array, lo: number, hi: number) {
  const a = intlOffset(zone, (firstDay + lo) * DAY_MS);
  const b = intlOffset(zone, (firstDay + hi) * DAY_MS);
  out[lo] = a;
  out[hi] = b;
  fillBetween(zone, firstDay, out, lo, hi);
}

function fillBetween(zone: string, firstDay: number, out: Int16Array, lo: number, hi: number) {
  if (hi - lo <= 1) return;
  if (out[lo] === out[hi] && hi - lo < 20) {
    out.fill(out[lo] as number, lo + 1, hi);
    return;
  }
  const mid = (lo + hi) >> 1;
  out[mid] = intlOffset(zone, (firstDay + mid) * DAY_MS);
  fillBetween(zone, firstDay, out, lo, mid);
  fillBetween(zone, firstDay, out, mid, hi);
}

interface ZoneYear {
  /** Offset at 00:00 UTC of each day of the year, and of the next year's first day. */
  offsets: Int16Array;
  firstDay: number;
  /** The instant of the clock change on days whose offset changes, by day number. */
  changes: Map<number, number>;
}

const years = new Map<string, ZoneYear>();
/** The zone-year each zone last used: nearly every call asks about the same year again. */
const lastYear = new Map<string, ZoneYear>();

function zoneYear(zone: string, year: number): ZoneYear {
  const key = `${zone}|${year}`;
  let zy = years.get(key);
  if (!zy) {
    const firstDay = Date.UTC(year, 0, 1) / DAY_MS;
    const days = Date.UTC(year + 1, 0, 1) / DAY_MS - firstDay;
    const offsets = new Int16Array(days + 1);
    fillOffsets(zone, firstDay, offsets, 0, days);
    zy = { offsets, firstDay, changes: new Map() };
    years.set(key, zy);
  }
  return zy;
}

/**
 * Works out the zones' offsets for every year from one day to another ahead of use (the site's
 * start): a zone's first use otherwise pays for its formatter and about 40 Intl calls a year.
 */
export function preloadZones(zones: Iterable<string>, fromMs: number, toMs: number): void {
  const first = new Date(fromMs).getUTCFullYear();
  const last = new Date(toMs).getUTCFullYear();
  for (const zone of new Set(zones)) for (let y = first; y <= last; y++) zoneYear(zone, y);
}

/** Minutes a zone is ahead of UTC at an instant. */
export function offsetMinutes(zone: string, utcMs: number): number {
  const day = Math.floor(utcMs / DAY_MS);
  let zy = lastYear.get(zone);
  if (!zy || day < zy.firstDay || day >= zy.firstDay + zy.offsets.length - 1) {
    zy = zoneYear(zone, new Date(day * DAY_MS).getUTCFullYear());
    lastYear.set(zone, zy);
  }
  const i = day - zy.firstDay;
  const before = zy.offsets[i] as number;
  const after = zy.offsets[i + 1] as number;
  if (before === after) return before;
  let change = zy.changes.get(day);
  if (change === undefined) {
    // Binary search for the first minute of the day with the new offset.
    let lo = day * DAY_MS;
    let hi = (day + 1) * DAY_MS;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (intlOffset(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    change = hi;
    zy.changes.set(day, change);
  }
  return utcMs < change ? before : after;
}

/** The UTC instant (ms) of a local wall-clock instant (local time written as if it were UTC). */
export function wallToUtc(wallMs: number, zone: string): number {
  // Two passes settle the offset across a daylight-saving change.
  const utcMs = wallMs - offsetMinutes(zone, wallMs) * 60_000;
  return wallMs - offsetMinutes(zone, utcMs) * 60_000;
}

/** The local wall-clock instant of a UTC instant in `zone` (local time written as if it were UTC). */
export function utcToWall(utcMs: number, zone: string): number {
  return utcMs + offsetMinutes(zone, utcMs) * 60_000;
}

const dayNumbers = new Map<string, number>();
/**
 * Days since 1970-01-01 of a 'YYYY-MM-DD' date. Kept by date: a search asks it of the same few
 * dates hundreds of times (each flight's schedule and fare), and a lookup costs a tenth of
 * working it out.
 */
export function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day =
      Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      DAY_MS;
    if (dayNumbers.size >= 20_000) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

/** The day of the week (0 Sunday) of a day number (dayNumber): 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The UTC instant (ms) of a local wall-clock time `date` 'YYYY-MM-DD' + minutes after midnight in `zone`. */
export function localToUtc(date: string, minutesAfterMidnight: number, zone: string): number {
  return wallToUtc(dayNumber(date) * DAY_MS + minutesAfterMidnight * 60_000, zone);
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Local times as text, by local minute (minutes since 1970-01-01 on the wall clock): a search's
 * flights leave and land at the same few thousand local minutes (hub banks), so they share one
 * string each instead of each flight building its own from a Date.
 */
const localTexts = new Map<number, string>();

/** 'HH:mm' of each minute of a day. */
const clockTexts = Array.from(
  { length: 1_440 },
  (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
);
/** 'YYYY-MM-DD ' of days since 1970-01-01. */
const dayTexts = new Map<number, string>();

/** 'YYYY-MM-DD HH:mm' local time in `zone` of a UTC instant. */
export function formatLocal(utcMs: number, zone: string): string {
  const wallMinute = Math.floor((utcMs + offsetMinutes(zone, utcMs) * 60_000) / 60_000);
  let text = localTexts.get(wallMinute);
  if (text === undefined) {
    const day = Math.floor(wallMinute / 1_440);
    let dayText = dayTexts.get(day);
    if (dayText === undefined) {
      const d = new Date(day * DAY_MS);
      dayText = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} `;
      if (dayTexts.size >= 20_000) dayTexts.clear();
      dayTexts.set(day, dayText);
    }
    text = dayText + clockTexts[wallMinute - day * 1_440]!;
    if (localTexts.size >= 200_000) localTexts.clear();
    localTexts.set(wallMinute, text);
  }
  return text;
}

/** 'YYYY-MM-DD' local date in `zone` of a UTC instant. */
export function localDate(utcMs: number, zone: string): string {
  return formatLocal(utcMs, zone).slice(0, 10);
}
