import { dayNumber, utcToWall, wallToUtc, weekdayOf } from './local-time.ts';
import { hashString, seededRandom } from './seeded-random.ts';
import type { RefAirline, RefAirport } from './reference-types.ts';

// When a leg's flights leave: how often, on which days of the week, and in which hub bank.

/** Daily frequency of an airline on a leg: busy short trunks several times a day, long-haul once. */
export function frequency(a: RefAirport, b: RefAirport, km: number, seed: number | string): number {
  const rnd = seededRandom(seed);
  const size = Math.min(a.size, b.size);
  if (km > 7_000) return size >= 3 && km < 12_000 ? rnd.int(1, 3) : 1;
  if (km > 3_500) return size >= 3 ? rnd.int(2, 3) : 1;
  if (size >= 3) return rnd.int(2, 5);
  if (size === 2) return rnd.int(1, 3);
  return 1;
}

/**
 * Hub banks: an airline's flights leave its hub in waves three hours apart, and flights into the
 * hub arrive 80 minutes before a wave, so that connections work as they do at real hubs.
 */
const BANKS_PER_DAY = 6;
const BANK_SPACING_MINUTES = 180;
const ARRIVE_BEFORE_BANK_MINUTES = 80;

const DAY_MS = 86_400_000;
const bankCache = new Map<string, number[]>();
/** Minutes after local midnight of an airline's banks at a hub (the same every day). */
function bankTimes(airline: string, hub: string): number[] {
  const key = `${airline}|${hub}`;
  let banks = bankCache.get(key);
  if (!banks) {
    const first = 6 * 60 + (hashString(`bank|${key}`) % 6) * 15;
    banks = Array.from({ length: BANKS_PER_DAY }, (_, i) => first + i * BANK_SPACING_MINUTES);
    bankCache.set(key, banks);
  }
  return banks;
}

/** The UTC departure of the i-th of n daily flights, or null when it would not leave on `date`. */
export function departureUtc(opts: {
  airline: RefAirline;
  a: RefAirport;
  b: RefAirport;
  date: string;
  index: number;
  count: number;
  block: number;
  offset: number;
}): number | null {
  const { airline, a, b, date, index, count, block, offset } = opts;
  const wanted = Math.min(
    BANKS_PER_DAY - 1,
    Math.floor(((index + offset) * BANKS_PER_DAY) / count),
  );
  const longHaul = block > 9 * 60;
  const day = dayNumber(date);
  const fromHub = airline.hubs.includes(a.iata);
  const banks = bankTimes(airline.iata, fromHub ? a.iata : b.iata);
  // Short flights keep to 05:30-23:30 local; long-haul flights prefer 06:00-00:59 (the late
  // evening departures of real long-haul banks) and leave at night only when no bank allows
  // better. Try the wanted bank first, then the others.
  let nightDeparture: number | null = null;
  for (let k = 0; k < BANKS_PER_DAY; k++) {
    const bank = (wanted + k) % BANKS_PER_DAY;
    let dep: number | null = null;
    if (fromHub) {
      dep = wallToUtc(day * DAY_MS + (banks[bank] as number) * 60_000, a.tz);
    } else {
      // Into the hub: arrive before a bank, on whichever day makes the flight leave on `date`.
      const arriveMinute = (banks[bank] as number) - ARRIVE_BEFORE_BANK_MINUTES;
      for (const shift of SHIFTS) {
        const candidate =
          wallToUtc((day + shift) * DAY_MS + arriveMinute * 60_000, b.tz) - block * 60_000;
        if (Math.floor(utcToWall(candidate, a.tz) / DAY_MS) === day) {
          dep = candidate;
          break;
        }
      }
    }
    if (dep === null) continue;
    const wall = utcToWall(dep, a.tz);
    const minute = Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / 60_000);
    if (longHaul ? minute >= 360 || minute < 60 : minute >= 330 && minute <= 1410) return dep;
    if (longHaul) nightDeparture ??= dep;
  }
  return nightDeparture;
}

const SHIFTS = [0, 1, -1] as const;

/** Days of the week (0 Sunday) a leg operates: long thin routes skip some days. */
export function operatesOn(seed: string, km: number, size: number, date: string): boolean {
  const weekday = weekdayOf(dayNumber(date));
  const daysPerWeek =
    size >= 3 || km < 2_000
      ? 7
      : km > 9_000
        ? 4 + (hashString(seed) % 4)
        : 5 + (hashString(seed) % 3);
  if (daysPerWeek >= 7) return true;
  const skip = new Set<number>();
  const rnd = seededRandom(`${seed}|days`);
  while (skip.size < 7 - daysPerWeek) skip.add(rnd.int(0, 6));
  return !skip.has(weekday);
}
