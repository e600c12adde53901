import { hashString, seededRandom } from './seeded-random.ts';
import { terminalOf } from './terminals.ts';
import { frequency } from './flight-timing.ts';
import type { RefAircraft, RefAirline, RefAirport } from './reference-types.ts';
import type { ScheduledFlight } from './scheduled-flight.ts';

/**
 * How far past its nominal range (as a factor) an airline flies a type, with fewer seats or
 * less cargo: Qantas's 787-9 between Perth and London, 3% beyond the table's figure.
 */
export const MAX_RANGE_STRETCH = 1.05;

/**
 * The aircraft of a fleet a leg of `km` may be flown with (smallEnd: one end is a small airport):
 * the sizes the leg suits with range to spare, else any type with the range, else those that
 * reach it stretched (airlineServes gives no airline a leg its fleet cannot reach that way).
 */
function aircraftChoices(
  aircraft: readonly RefAircraft[],
  km: number,
  smallEnd: boolean,
): readonly RefAircraft[] {
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
  if (fits.length) return fits;
  const reach = aircraft.filter((a) => a.rangeKm >= km * 1.05);
  if (reach.length) return reach;
  const stretched = aircraft.filter((a) => a.rangeKm * MAX_RANGE_STRETCH >= km);
  return stretched.length
    ? stretched
    : [...aircraft].sort((x, y) => y.rangeKm - x.rangeKm).slice(0, 1);
}

/** A leg between two airports as its services share it: its ends, length, and the aircraft it suits. */
export class Leg {
  private suited: readonly RefAircraft[] | undefined;
  constructor(
    readonly a: RefAirport,
    readonly b: RefAirport,
    readonly km: number,
    private readonly fleet: readonly RefAircraft[],
  ) {}
  /** Any type of the reference the leg may be flown with (worked out when first asked). */
  get aircraftChoices(): readonly RefAircraft[] {
    this.suited ??= this.choicesOf(this.fleet);
    return this.suited;
  }
  /** The types of an airline's fleet the leg may be flown with. */
  choicesOf(fleet: readonly RefAircraft[]): readonly RefAircraft[] {
    return aircraftChoices(fleet, this.km, Math.min(this.a.size, this.b.size) < 3);
  }
}

/** What a service's flights carry every day: numbers, aircraft, seats and terminals. */
export interface ServiceFlights {
  flightNos: string[];
  /** Each flight number with '@', which a day's flight keys start with. */
  keyPrefixes: string[];
  aircraft: RefAircraft[];
  /** Each flight's seats per cabin (its aircraft's), one object shared by its every day. */
  capacity: ScheduledFlight['capacity'][];
  depTerminal: string;
  arrTerminal: string;
}

/**
 * An airline's service on a leg, the same every day it operates: how many flights a day and
 * where in the day's banks they fall (what a search needs of every leg it looks at), and the
 * flights' numbers, aircraft and terminals (only for the legs a search shows).
 */
export class LegService {
  readonly routeSeed: string;
  readonly count: number;
  readonly offsets: number[];
  /** Whether it flies on each day of the week (0 Sunday), worked out on first use. */
  readonly weekdays: (boolean | undefined)[] = [];
  private made: ServiceFlights | undefined;
  private readonly seed: number;

  constructor(
    readonly airline: RefAirline,
    private readonly leg: Leg,
  ) {
    this.routeSeed = `${airline.iata}|${leg.a.iata}|${leg.b.iata}`;
    this.seed = hashString(this.routeSeed);
    this.count = frequency(leg.a, leg.b, leg.km, this.seed);
    const rnd = seededRandom(this.seed);
    this.offsets = [];
    for (let i = 0; i < this.count; i++) this.offsets.push(rnd.next());
  }

  /** The flights' numbers, aircraft, seats and terminals, worked out the first time a flight is made. */
  get flights(): ServiceFlights {
    if (this.made) return this.made;
    const { airline, leg, routeSeed, count } = this;
    const { a, b, km } = leg;
    // Only the operating airline's own types (data/fleets.json).
    const choices = airline.fleet ? leg.choicesOf(airline.fleet) : leg.aircraftChoices;
    // Flight numbers: long-haul low numbers, short-haul higher; the same every day.
    const base = km > 4_000 ? 1 + (this.seed % 120) * 2 : 200 + (this.seed % 1_400) * 2;
    const made: ServiceFlights = {
      flightNos: [],
      keyPrefixes: [],
      aircraft: [],
      capacity: [],
      depTerminal: terminalOf(a, airline, a.country === b.country),
      arrTerminal: terminalOf(b, airline, a.country === b.country),
    };
    for (let i = 0; i < count; i++) {
      const craft = choices[hashString(`${routeSeed}|${i}`) % choices.length] as RefAircraft;
      made.flightNos.push(`${airline.iata}${base + i * 2}`);
      made.keyPrefixes.push(`${airline.iata}${base + i * 2}@`);
      made.aircraft.push(craft);
      made.capacity.push({
        Y: Math.round(craft.seats * 0.88),
        C: craft.sizeClass === 'turboprop' ? 0 : Math.max(8, Math.round(craft.seats * 0.12)),
      });
    }
    this.made = made;
    return made;
  }
}
