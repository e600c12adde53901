import { greatCircleKm, blockMinutes } from './geo.ts';
import { dayNumber, offsetMinutes, weekdayOf } from './local-time.ts';
import { Day, type Departure, type LegDay } from './leg-day.ts';
import { Leg, LegService } from './leg-service.ts';
import { hashString } from './seeded-random.ts';
import type { FlightReference, RefAirline, RefAirport } from './reference-types.ts';
import type { ScheduledFlight } from './scheduled-flight.ts';
import { airlineServes } from './airline-reach.ts';
import { departureUtc, operatesOn } from './flight-timing.ts';

const DAY_MS = 86_400_000;

/** The flights of each leg on each day: which airlines fly it, when, on what, and their codeshares. */
export function createLegFlights(ref: FlightReference) {
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

  const NONE: RefAirline[] = [];
  /** Airlines that fly between two airports (hub carriers of either end, a's first). */
  function carriersBetween(a: RefAirport, b: RefAirport, km: number): RefAirline[] {
    const atA = hubAirlines.get(a.iata) ?? NONE;
    const atB = hubAirlines.get(b.iata) ?? NONE;
    const out: RefAirline[] = [];
    for (const al of atA) if (!out.includes(al) && airlineServes(al, a, b, km)) out.push(al);
    for (const al of atB)
      if (!atA.includes(al) && !out.includes(al) && airlineServes(al, a, b, km)) out.push(al);
    return out;
  }

  interface LegPlan {
    km: number;
    block: number;
    services: LegService[];
    /**
     * Every service's departures of a day, in the order the day's flights are listed, by the two
     * ends' UTC offsets: the same for every date on which neither end's offset changes nearby.
     */
    timetables: Map<number, Departure[]>;
    /** A timetable's departures flown on a day of the week (by its key times 7 plus the day). */
    flying: Map<number, Departure[]>;
    /** The leg's flights by local departure date, as legDay made them (bounded by MAX_LEG_DAYS in all). */
    days: Map<string, Day>;
  }
  // Plans by airport (the reference's objects, one per airport): a search asks for hundreds of
  // legs, so they are found without building a key string for each.
  const plans = new Map<RefAirport, Map<RefAirport, LegPlan>>();
  let legDays = 0;
  const MAX_LEG_DAYS = 20_000;

  /** The date-independent part of a leg's schedule, worked out once per airport pair. */
  function legPlan(a: RefAirport, b: RefAirport): LegPlan {
    let fromA = plans.get(a);
    if (!fromA) plans.set(a, (fromA = new Map()));
    let plan = fromA.get(b);
    if (plan) return plan;
    const km = Math.round(greatCircleKm(a, b));
    const block = blockMinutes(km);
    const leg = new Leg(a, b, km, ref.aircraft);
    const services = carriersBetween(a, b, km).map((airline) => new LegService(airline, leg));
    plan = { km, block, services, timetables: new Map(), flying: new Map(), days: new Map() };
    fromA.set(b, plan);
    return plan;
  }

  /** Every service's departures on a date (day: its day number), earliest first. */
  function departures(plan: LegPlan, a: RefAirport, b: RefAirport, date: string, day: number) {
    const { block, services } = plan;
    const list: Departure[] = [];
    for (const service of services) {
      const { airline, count: n } = service;
      for (let i = 0; i < n; i++) {
        const depUtc = departureUtc({
          airline,
          a,
          b,
          date,
          index: i,
          count: n,
          block,
          offset: service.offsets[i] as number,
        });
        if (depUtc !== null)
          list.push({ service, index: i, fromMidnightUtc: depUtc - day * DAY_MS });
      }
    }
    return list.sort((x, y) => x.fromMidnightUtc - y.fromMidnightUtc);
  }

  /**
   * A zone's UTC offset around a day (from three days before to three after, the instants a
   * day's departures and arrivals are worked out from), or null when it changes in between
   * (no zone changes its clock twice within a week).
   */
  function steadyOffset(zone: string, day: number): number | null {
    const before = offsetMinutes(zone, (day - 3) * DAY_MS);
    return offsetMinutes(zone, (day + 4) * DAY_MS) === before ? before : null;
  }

  /** Whether a service flies on a date's day of the week (0 Sunday). */
  function fliesOn(
    service: LegService,
    plan: LegPlan,
    size: number,
    date: string,
    weekday: number,
  ) {
    let flies = service.weekdays[weekday];
    if (flies === undefined)
      service.weekdays[weekday] = flies = operatesOn(service.routeSeed, plan.km, size, date);
    return flies;
  }

  /**
   * The departures flown on a date, earliest first: worked out once per pair of the two ends'
   * offsets (a timetable that only moves by whole days from one date to the next) and day of
   * the week, or for the date alone around a clock change. Shared by every such date (read-only).
   */
  function flyingOn(plan: LegPlan, a: RefAirport, b: RefAirport, date: string, day: number) {
    const size = Math.min(a.size, b.size);
    const weekday = weekdayOf(day);
    const flies = (d: Departure) => fliesOn(d.service, plan, size, date, weekday);
    const fromOffset = steadyOffset(a.tz, day);
    const toOffset = fromOffset === null ? null : steadyOffset(b.tz, day);
    if (fromOffset === null || toOffset === null)
      return departures(plan, a, b, date, day).filter(flies);
    const key = (fromOffset + 1_000) * 4_000 + toOffset + 1_000;
    let flying = plan.flying.get(key * 7 + weekday);
    if (!flying) {
      let timetable = plan.timetables.get(key);
      if (!timetable) plan.timetables.set(key, (timetable = departures(plan, a, b, date, day)));
      plan.flying.set(key * 7 + weekday, (flying = timetable.filter(flies)));
    }
    return flying;
  }

  /** The flights operated between two airports departing on a local date, earliest first. */
  function legDay(a: RefAirport, b: RefAirport, date: string): LegDay {
    const plan = legPlan(a, b);
    const cached = plan.days.get(date);
    if (cached) return cached;
    const day = dayNumber(date);
    const made = new Day(
      plan.km,
      plan.block,
      a,
      b,
      date,
      day * DAY_MS,
      flyingOn(plan, a, b, date, day),
    );
    if (legDays >= MAX_LEG_DAYS) {
      for (const fromA of plans.values()) for (const p of fromA.values()) p.days.clear();
      legDays = 0;
    }
    plan.days.set(date, made);
    legDays++;
    return made;
  }

  /**
   * Whether any of `carriers` (airline codes) flies between two airports on some day: when none
   * does, no day of the leg has a flight of theirs, and the day need not be made to find out.
   */
  function flownBy(a: RefAirport, b: RefAirport, carriers: ReadonlySet<string>): boolean {
    for (const service of legPlan(a, b).services)
      if (carriers.has(service.airline.iata)) return true;
    return false;
  }

  /** Every flight operated between two airports departing on a local date. */
  const legFlights = (a: RefAirport, b: RefAirport, date: string): ScheduledFlight[] =>
    legDay(a, b, date).all();

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

  return { hubAirlines, allHubs, carriersBetween, legDay, legFlights, flownBy, codeshareOf };
}
export type LegFlights = ReturnType<typeof createLegFlights>;
