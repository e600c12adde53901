import { formatLocal } from './local-time.ts';
import type { RefAirport } from './reference-types.ts';
import type { LegService } from './leg-service.ts';
import type { ScheduledFlight } from './scheduled-flight.ts';

/** A flight of a leg's day before its date: its service, its number there, and when it leaves. */
export interface Departure {
  service: LegService;
  index: number;
  /** Milliseconds from 00:00 UTC of the date (may be negative). */
  fromMidnightUtc: number;
}

/**
 * A leg's flights on one date, earliest first. When each leaves and arrives and who operates
 * it are known at once; the flight itself (numbers, local times, terminals, aircraft) is made
 * the first time it is asked for, and kept: a search looks through every flight of dozens of
 * legs for connections and keeps a few of each.
 */
export interface LegDay {
  readonly count: number;
  depUtc(i: number): number;
  arrUtc(i: number): number;
  operatingCarrier(i: number): string;
  /** The local date (YYYY-MM-DD) the i-th flight lands on. */
  arrDate(i: number): string;
  flight(i: number): ScheduledFlight;
  /** Every flight of the day. */
  all(): ScheduledFlight[];
}

export class Day implements LegDay {
  private readonly made: (ScheduledFlight | undefined)[] = [];
  private allMade: ScheduledFlight[] | undefined;
  constructor(
    private readonly km: number,
    private readonly block: number,
    private readonly a: RefAirport,
    private readonly b: RefAirport,
    private readonly date: string,
    private readonly midnight: number,
    private readonly departures: readonly Departure[],
  ) {}
  get count(): number {
    return this.departures.length;
  }
  depUtc(i: number): number {
    return this.midnight + this.departures[i]!.fromMidnightUtc;
  }
  arrUtc(i: number): number {
    return this.depUtc(i) + this.block * 60_000;
  }
  operatingCarrier(i: number): string {
    return this.departures[i]!.service.airline.iata;
  }
  arrDate(i: number): string {
    return formatLocal(this.arrUtc(i), this.b.tz).slice(0, 10);
  }
  flight(i: number): ScheduledFlight {
    let flight = this.made[i];
    if (flight === undefined) {
      const { service, index } = this.departures[i]!;
      const { airline } = service;
      const made = service.flights;
      const depUtc = this.depUtc(i);
      const arrUtc = depUtc + this.block * 60_000;
      const flightNo = made.flightNos[index]!;
      this.made[i] = flight = {
        key: made.keyPrefixes[index]! + this.date,
        operatingCarrier: airline.iata,
        operatingFlightNo: flightNo,
        marketingCarrier: airline.iata,
        marketingFlightNo: flightNo,
        codeShare: false,
        from: this.a.iata,
        to: this.b.iata,
        depUtc,
        arrUtc,
        depLocal: formatLocal(depUtc, this.a.tz),
        arrLocal: formatLocal(arrUtc, this.b.tz),
        depTerminal: made.depTerminal,
        arrTerminal: made.arrTerminal,
        aircraftCode: made.aircraft[index]!.code,
        distanceKm: this.km,
        blockMinutes: this.block,
        capacity: made.capacity[index]!,
      };
    }
    return flight;
  }
  all(): ScheduledFlight[] {
    if (!this.allMade) {
      const list: ScheduledFlight[] = [];
      for (let i = 0; i < this.departures.length; i++) list.push(this.flight(i));
      this.allMade = list;
    }
    return this.allMade;
  }
}
