import { greatCircleKm, blockMinutes } from './geo.ts';
import { formatLocal, localToUtc } from './local-time.ts';
import { hashString, seededRandom } from './seeded-random.ts';
import type { FlightReference, RefAircraft, RefAirline, RefAirport } from './reference-types.ts';

/** One scheduled flight on one day. */
export interface ScheduledFlight {
  /** Identity for seat inventory: operating flight and local departure date. */
  key: string;
  operatingCarrier: string;
  operatingFlightNo: string;
  marketingCarrier: string;
  marketingFlightNo: string;
  codeShare: boolean;
  from: string;
  to: string;
  depUtc: number;
  arrUtc: number;
  depLocal: string;
  arrLocal: string;
  depTerminal: string;
  arrTerminal: string;
  aircraftCode: string;
  distanceKm: number;
  blockMinutes: number;
  /** Seats per cabin when the flight is new (before anyone books through us). */
  capacity: { Y: number; C: number };
}

export interface Itinerary {
  flights: ScheduledFlight[];
  /** Gate-to-gate minutes from first departure to last arrival. */
  totalMinutes: number;
  stops: number;
  /** Stable identity: the marketing flights and their dates. */
  key: string;
}

const MIN_LEG_KM = 120;
const MAX_LEG_KM = 15_800;
export const MIN_CONNECTION_MINUTES = 45;
export const MAX_CONNECTION_MINUTES = 6 * 60;

/**
 * How far regional and low-cost airlines fly from their bases (km); the rest reach 14,500 km.
 * Written from the carriers' fleets: turboprops and narrow-bodies, a few low-cost long-haul arms.
 */
const REACH_KM: Record<string, number> = {
  ...Object.fromEntries(['ZL', 'LM', 'WF', 'EN'].map((c) => [c, 1_500])),
  ...Object.fromEntries(
    ['LG', 'KM', 'FB', 'OU', 'BT', 'PD', 'PG', 'BC', '4Z', 'FA', 'UP', 'H2', 'JA', 'P5'].map(
      (c) => [c, 3_500],
    ),
  ),
  ...Object.fromEntries(
    [
      'U2',
      'FR',
      'W6',
      'VY',
      'V7',
      'HV',
      'TO',
      'EW',
      'PC',
      'XQ',
      'LS',
      'F3',
      'XY',
      'G9',
      'J9',
      'IX',
      'SG',
      'QP',
      '5J',
      'AK',
      'FD',
      'JT',
      'SL',
      'ID',
      'OD',
      'MM',
      'UO',
      '7C',
      'LJ',
      'TW',
      '9C',
      'VJ',
      'G4',
      'NK',
      'F9',
      'SY',
      'WN',
      'Y4',
      'VB',
      'DM',
      'G3',
      'AD',
      'F8',
      'DY',
      'BY',
      'FZ',
      '6E',
    ].map((c) => [c, 4_800]),
  ),
  ...Object.fromEntries(
    ['VA', 'JQ', 'TR', 'D7', 'HO', 'SC', '3U', 'ZH', 'HX', 'NX', 'BI', 'PX', 'SB'].map((c) => [
      c,
      8_500,
    ]),
  ),
};

/** Whether an airline flies a leg between two airports at all (not which days). */
export function airlineServes(
  airline: RefAirline,
  a: RefAirport,
  b: RefAirport,
  km: number,
): boolean {
  if (km < MIN_LEG_KM || km > MAX_LEG_KM) return false;
  if (km > (REACH_KM[airline.iata] ?? 14_500)) return false;
  const hubA = airline.hubs.includes(a.iata);
  const hubB = airline.hubs.includes(b.iata);
  if (!hubA && !hubB) return false;
  if (hubA && hubB) return true;
  const other = hubA ? b : a;
  const domestic = other.country === airline.country;
  if (other.size >= 3) return km <= 14_500;
  if (other.size === 2) return domestic ? km <= 5_000 : km <= 3_500;
  return domestic && km <= 2_000;
}

function terminalFor(airport: RefAirport, carrier: string): string {
  const count =
    airport.size >= 3
      ? 1 + (hashString(`T${airport.iata}`) % 4)
      : airport.size === 2
        ? 1 + (hashString(`T${airport.iata}`) % 2)
        : 1;
  return String(1 + (hashString(`${airport.iata}${carrier}`) % count));
}

function aircraftFor(
  aircraft: readonly RefAircraft[],
  km: number,
  smallEnd: boolean,
  seed: string,
): RefAircraft {
  const wanted: RefAircraft['sizeClass'][] =
    km < 700
      ? smallEnd
        ? ['turboprop', 'regional']
        : ['regional', 'narrowbody']
      : km < 1_800
        ? smallEnd
          ? ['regional', 'narrowbody']
          : ['narrowbody']
        : km < 4_800
          ? ['narrowbody']
          : km < 9_000
            ? ['widebody']
            : ['widebody', 'jumbo'];
  const fits = aircraft.filter((a) => wanted.includes(a.sizeClass) && a.rangeKm >= km * 1.1);
  const pool = fits.length ? fits : aircraft.filter((a) => a.rangeKm >= km * 1.05);
  const list = pool.length ? pool : [...aircraft].sort((x, y) => y.rangeKm - x.rangeKm).slice(0, 1);
  return list[hashString(seed) % list.length] as RefAircraft;
}

/** Daily frequency of an airline on a leg: busy short trunks several times a day, long-haul once. */
function frequency(a: RefAirport, b: RefAirport, km: number, seed: string): number {
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

function bankTimes(airline: string, hub: string): number[] {
  const first = 6 * 60 + (hashString(`bank|${airline}|${hub}`) % 6) * 15;
  return Array.from({ length: BANKS_PER_DAY }, (_, i) => first + i * BANK_SPACING_MINUTES);
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC departure of the i-th of n daily flights, or null when it would not leave on `date`. */
function departureUtc(opts: {
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
  // Short flights keep to 05:30-23:30 local; try the wanted bank first, then the others.
  const order = Array.from({ length: BANKS_PER_DAY }, (_, k) => (wanted + k) % BANKS_PER_DAY);
  for (const bank of order) {
    let dep: number | null = null;
    if (airline.hubs.includes(a.iata)) {
      dep = localToUtc(date, bankTimes(airline.iata, a.iata)[bank] as number, a.tz);
    } else {
      // Into the hub: arrive before a bank, on whichever day makes the flight leave on `date`.
      const arriveMinute =
        (bankTimes(airline.iata, b.iata)[bank] as number) - ARRIVE_BEFORE_BANK_MINUTES;
      for (const shift of [0, 1, -1]) {
        const candidate = localToUtc(shiftDate(date, shift), arriveMinute, b.tz) - block * 60_000;
        if (formatLocal(candidate, a.tz).slice(0, 10) === date) {
          dep = candidate;
          break;
        }
      }
    }
    if (dep === null) continue;
    const local = formatLocal(dep, a.tz);
    const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
    if (longHaul || (minute >= 330 && minute <= 1410)) return dep;
  }
  return null;
}

/** Days of the week (0 Sunday) a leg operates: long thin routes skip some days. */
function operatesOn(seed: string, km: number, size: number, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
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

export function createSchedule(ref: FlightReference) {
  const hubAirlines = new Map<string, RefAirline[]>();
  for (const airline of ref.airlines) {
    for (const hub of airline.hubs) {
      const list = hubAirlines.get(hub) ?? [];
      list.push(airline);
      hubAirlines.set(hub, list);
    }
  }
  const allHubs = [...hubAirlines.keys()]
    .map((h) => ref.airport(h))
    .filter((a): a is RefAirport => !!a);
  const legCache = new Map<string, ScheduledFlight[]>();

  /** Airlines that fly between two airports (hub carriers of either end). */
  function carriersBetween(a: RefAirport, b: RefAirport, km: number): RefAirline[] {
    const candidates = new Map<string, RefAirline>();
    for (const al of [...(hubAirlines.get(a.iata) ?? []), ...(hubAirlines.get(b.iata) ?? [])])
      candidates.set(al.iata, al);
    return [...candidates.values()].filter((al) => airlineServes(al, a, b, km));
  }

  /** Every flight operated between two airports departing on a local date. */
  function legFlights(a: RefAirport, b: RefAirport, date: string): ScheduledFlight[] {
    const cacheKey = `${a.iata}${b.iata}${date}`;
    const cached = legCache.get(cacheKey);
    if (cached) return cached;
    const km = Math.round(greatCircleKm(a, b));
    const flights: ScheduledFlight[] = [];
    for (const airline of carriersBetween(a, b, km)) {
      const routeSeed = `${airline.iata}|${a.iata}|${b.iata}`;
      if (!operatesOn(routeSeed, km, Math.min(a.size, b.size), date)) continue;
      const n = frequency(a, b, km, routeSeed);
      const rnd = seededRandom(routeSeed);
      const block = blockMinutes(km);
      // Flight numbers: long-haul low numbers, short-haul higher; the same every day.
      const base =
        km > 4_000
          ? 1 + (hashString(routeSeed) % 120) * 2
          : 200 + (hashString(routeSeed) % 1_400) * 2;
      for (let i = 0; i < n; i++) {
        const depUtc = departureUtc({
          airline,
          a,
          b,
          date,
          index: i,
          count: n,
          block,
          offset: rnd.next(),
        });
        if (depUtc === null) continue;
        const arrUtc = depUtc + block * 60_000;
        const craft = aircraftFor(
          ref.aircraft,
          km,
          Math.min(a.size, b.size) < 3,
          `${routeSeed}|${i}`,
        );
        const flightNo = `${airline.iata}${base + i * 2}`;
        flights.push({
          key: `${flightNo}@${date}`,
          operatingCarrier: airline.iata,
          operatingFlightNo: flightNo,
          marketingCarrier: airline.iata,
          marketingFlightNo: flightNo,
          codeShare: false,
          from: a.iata,
          to: b.iata,
          depUtc,
          arrUtc,
          depLocal: formatLocal(depUtc, a.tz),
          arrLocal: formatLocal(arrUtc, b.tz),
          depTerminal: terminalFor(a, airline.iata),
          arrTerminal: terminalFor(b, airline.iata),
          aircraftCode: craft.code,
          distanceKm: km,
          blockMinutes: block,
          capacity: {
            Y: Math.round(craft.seats * 0.88),
            C: craft.sizeClass === 'turboprop' ? 0 : Math.max(8, Math.round(craft.seats * 0.12)),
          },
        });
      }
    }
    flights.sort((x, y) => x.depUtc - y.depUtc);
    if (legCache.size > 20_000) legCache.clear();
    legCache.set(cacheKey, flights);
    return flights;
  }

  /** A partner of the operating airline that sells the flight under its own number. */
  function codeshareOf(
    flight: ScheduledFlight,
    a: RefAirport,
    b: RefAirport,
  ): ScheduledFlight | null {
    const op = ref.airline(flight.operatingCarrier);
    if (!op || op.alliance === 'none') return null;
    const partners = ref.airlines.filter(
      (al) =>
        al.iata !== op.iata &&
        al.alliance === op.alliance &&
        (al.country === a.country ||
          al.country === b.country ||
          al.hubs.includes(a.iata) ||
          al.hubs.includes(b.iata)),
    );
    if (!partners.length || hashString(`cs|${flight.operatingFlightNo}`) % 10 >= 4) return null;
    const partner = partners[
      hashString(`csp|${flight.operatingFlightNo}`) % partners.length
    ] as RefAirline;
    const number = `${partner.iata}${1_000 + (hashString(`${partner.iata}|${flight.operatingFlightNo}`) % 8_000)}`;
    return {
      ...flight,
      marketingCarrier: partner.iata,
      marketingFlightNo: number,
      codeShare: true,
    };
  }

  function itinerary(flights: ScheduledFlight[]): Itinerary {
    const first = flights[0] as ScheduledFlight;
    const last = flights[flights.length - 1] as ScheduledFlight;
    return {
      flights,
      totalMinutes: Math.round((last.arrUtc - first.depUtc) / 60_000),
      stops: flights.length - 1,
      key: flights.map((f) => `${f.marketingFlightNo}@${f.depLocal.slice(0, 10)}`).join('+'),
    };
  }

  function connectionOk(arrive: ScheduledFlight, depart: ScheduledFlight): boolean {
    const gap = (depart.depUtc - arrive.arrUtc) / 60_000;
    return gap >= MIN_CONNECTION_MINUTES && gap <= MAX_CONNECTION_MINUTES;
  }

  function nextDay(date: string): string {
    return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }

  /** Second-leg flights of one airline family that leave a hub within the connection window. */
  function onward(
    hub: RefAirport,
    to: RefAirport,
    after: ScheduledFlight,
    carriers: Set<string>,
  ): ScheduledFlight[] {
    const day = after.arrLocal.slice(0, 10);
    return [...legFlights(hub, to, day), ...legFlights(hub, to, nextDay(day))].filter(
      (f) => carriers.has(f.operatingCarrier) && connectionOk(after, f),
    );
  }

  /** Itineraries between two airports on a local departure date. */
  function airportItineraries(a: RefAirport, b: RefAirport, date: string): Itinerary[] {
    const direct = legFlights(a, b, date);
    const out: Itinerary[] = [];
    for (const f of direct) {
      out.push(itinerary([f]));
      const cs = codeshareOf(f, a, b);
      if (cs) out.push(itinerary([cs]));
    }
    const km = greatCircleKm(a, b);
    const maxDetour = km < 1_500 ? 2.2 : 1.6;
    const hubs = allHubs
      .filter((h) => h.iata !== a.iata && h.iata !== b.iata)
      .map((h) => ({ h, detour: (greatCircleKm(a, h) + greatCircleKm(h, b)) / Math.max(km, 1) }))
      .filter((x) => x.detour <= maxDetour)
      .sort((x, y) => x.detour - y.detour)
      .slice(0, 60);
    let oneStops = 0;
    let hubsTried = 0;
    for (const { h } of hubs) {
      const hubCarriers = new Set((hubAirlines.get(h.iata) ?? []).map((al) => al.iata));
      const firstLegs = legFlights(a, h, date).filter((f) => hubCarriers.has(f.operatingCarrier));
      if (firstLegs.length === 0) continue;
      if (++hubsTried > 20) break;
      let perHub = 0;
      for (const first of firstLegs) {
        const op = ref.airline(first.operatingCarrier);
        const family = new Set([
          first.operatingCarrier,
          ...ref.airlines
            .filter((al) => op && op.alliance !== 'none' && al.alliance === op.alliance)
            .map((al) => al.iata),
        ]);
        const second = onward(h, b, first, family)[0];
        if (!second) continue;
        out.push(itinerary([first, second]));
        oneStops++;
        if (++perHub >= 3) break;
      }
      if (oneStops >= 24) break;
    }
    // Two stops only where one stop cannot do the journey, as between small airports far apart.
    if (direct.length === 0 && oneStops < 3)
      out.push(
        ...twoStops(
          a,
          b,
          date,
          hubs.map((x) => x.h),
        ),
      );
    return out;
  }

  function twoStops(
    a: RefAirport,
    b: RefAirport,
    date: string,
    nearHubs: RefAirport[],
  ): Itinerary[] {
    const out: Itinerary[] = [];
    const fromHubs = allHubs
      .filter((h) => h.iata !== a.iata && legFlights(a, h, date).length)
      .sort((x, y) => greatCircleKm(a, x) - greatCircleKm(a, y))
      .slice(0, 4);
    const toHubs = allHubs
      .filter((h) => h.iata !== b.iata)
      .sort((x, y) => greatCircleKm(x, b) - greatCircleKm(y, b))
      .slice(0, 6);
    void nearHubs;
    for (const h1 of fromHubs) {
      for (const h2 of toHubs) {
        if (h1.iata === h2.iata) continue;
        for (const first of legFlights(a, h1, date).slice(0, 3)) {
          const mid = [
            ...legFlights(h1, h2, first.arrLocal.slice(0, 10)),
            ...legFlights(h1, h2, nextDay(first.arrLocal.slice(0, 10))),
          ].find((f) => connectionOk(first, f));
          if (!mid) continue;
          const last = [
            ...legFlights(h2, b, mid.arrLocal.slice(0, 10)),
            ...legFlights(h2, b, nextDay(mid.arrLocal.slice(0, 10))),
          ].find((f) => connectionOk(mid, f));
          if (!last) continue;
          out.push(itinerary([first, mid, last]));
          if (out.length >= 4) return out;
          break;
        }
      }
    }
    return out;
  }

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
