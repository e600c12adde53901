import type { FareProductCode } from '@farewise/domain/flights/products';
import type { BaggageInfo } from '@farewise/domain/flights/baggage';
import { hashString, seededRandom } from './seeded-random.ts';
import { dayNumber, weekdayOf } from './local-time.ts';
import { baggageFor } from './baggage-lists.ts';
import {
  CHILD_FARE_SHARE,
  fareRules,
  journeyRules,
  type FareRules,
  type RuleQuote,
} from './fare-rule-lists.ts';
import type { Itinerary, ScheduledFlight } from './schedule.ts';

export type { RuleQuote } from './fare-rule-lists.ts';

// Prices here are integer minor units of the quote's currency.

/** One leg's share of a fare, per traveller (minor units); the legs add up to the quote. */
export interface LegQuote {
  direction: number;
  adultFare: number;
  childFare: number;
  adultTax: number;
  childTax: number;
}

export interface FareQuote {
  product: FareProductCode;
  cabin: 'Y' | 'C';
  adultFare: number;
  childFare: number;
  adultTax: number;
  childTax: number;
  /** All travellers, taxes included. */
  total: number;
  /** Per leg of the journey, in order. */
  baggage: BaggageInfo[][];
  /** Every leg's refund rules, legs in order. */
  readonly refunds: RuleQuote[];
  /** Every leg's change rules, legs in order. */
  readonly changes: RuleQuote[];
  /**
   * Each leg's own refund and change rules, in order (the rules of `refunds` and `changes` with
   * that leg's direction), shared by every quote with the same fare on that leg (read-only).
   */
  legRules: FareRules[];
  /** Each leg's share, in order: what after-sales refunds or re-prices per leg. */
  legs: LegQuote[];
}

/**
 * A quote whose journey-wide rule lists are joined from its legs' only when read: search results
 * read each leg's own (legRules), so most quotes never join theirs.
 */
class Quote implements FareQuote {
  product: FareProductCode;
  cabin: 'Y' | 'C';
  adultFare: number;
  childFare: number;
  adultTax: number;
  childTax: number;
  total: number;
  baggage: BaggageInfo[][];
  legRules: FareRules[];
  legs: LegQuote[];
  constructor(fields: Omit<FareQuote, 'refunds' | 'changes'>) {
    this.product = fields.product;
    this.cabin = fields.cabin;
    this.adultFare = fields.adultFare;
    this.childFare = fields.childFare;
    this.adultTax = fields.adultTax;
    this.childTax = fields.childTax;
    this.total = fields.total;
    this.baggage = fields.baggage;
    this.legRules = fields.legRules;
    this.legs = fields.legs;
  }
  get refunds(): RuleQuote[] {
    return journeyRules(this.legRules).refunds;
  }
  get changes(): RuleQuote[] {
    return journeyRules(this.legRules).changes;
  }
}

export const PRODUCTS: FareProductCode[] = ['0THP', 'CHGF', 'RF24'];
const PRODUCT_MARKUP: Record<FareProductCode, { factor: number; add: number }> = {
  '0THP': { factor: 1, add: 0 },
  CHGF: { factor: 1.12, add: 1_200 },
  RF24: { factor: 1.25, add: 2_500 },
};

/** Seats still for sale when nobody has booked through us yet: airlines sell elsewhere too. */
export function initialSeatsLeft(flight: ScheduledFlight, cabin: 'Y' | 'C', today: string): number {
  const capacity = flight.capacity[cabin];
  if (capacity <= 0) return 0;
  const days = daysBetween(today, flight.depLocal.slice(0, 10));
  const rnd = seededRandom(`load|${flight.key}|${cabin}`);
  const load = Math.min(
    0.97,
    Math.max(0.1, 0.3 + 0.55 * Math.max(0, 1 - days / 150) + (rnd.next() - 0.5) * 0.3),
  );
  return Math.max(1, Math.round(capacity * (1 - load)));
}

/** Days from one 'YYYY-MM-DD' date (made by the site: today, a flight's local date) to another. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Economy base fare in US cents for a distance: tapering per kilometre, as airline fares do. */
function distanceFareUsdCents(km: number): number {
  const dollars =
    45 +
    0.13 * Math.min(km, 1_000) +
    0.085 * Math.min(Math.max(km - 1_000, 0), 4_000) +
    0.055 * Math.max(km - 5_000, 0);
  return Math.round(dollars * 100);
}

function advanceFactor(days: number): number {
  if (days < 3) return 1.6;
  if (days < 7) return 1.35;
  if (days < 14) return 1.2;
  if (days < 30) return 1.07;
  if (days < 90) return 1;
  return 0.95;
}

function weekdayFactor(date: string): number {
  const day = weekdayOf(dayNumber(date));
  return day === 5 || day === 0 ? 1.1 : day === 2 || day === 3 ? 0.92 : 1;
}

function demandFactor(seatsLeft: number, capacity: number): number {
  if (capacity <= 0) return 1;
  const sold = 1 - Math.min(1, seatsLeft / capacity);
  return 1 + 0.6 * sold * sold;
}

const carrierFactors = new Map<string, number>();
/** An airline's fares against the market's (0.92 to 1.08), the same for every one of its flights. */
function carrierFareFactor(carrier: string): number {
  let factor = carrierFactors.get(carrier);
  if (factor === undefined) {
    factor = 0.92 + (hashString(`fare|${carrier}`) % 17) / 100;
    carrierFactors.set(carrier, factor);
  }
  return factor;
}

/** The adult base fare (no taxes) of one direction, in US cents; also ranks round-trip pairings. */
export function legBaseFare(
  it: Itinerary,
  cabin: 'Y' | 'C',
  today: string,
  seatsLeft: number,
): number {
  const km = it.flights.reduce((s, f) => s + f.distanceKm, 0);
  const connectionDiscount = it.stops === 0 ? 1 : it.stops === 1 ? 0.88 : 0.8;
  const first = it.flights[0] as ScheduledFlight;
  const departure = first.depLocal.slice(0, 10);
  const carrier = carrierFareFactor(first.marketingCarrier);
  const capacity = Math.min(...it.flights.map((f) => f.capacity[cabin]));
  const raw =
    distanceFareUsdCents(km) *
    (cabin === 'C' ? 3.4 : 1) *
    connectionDiscount *
    carrier *
    advanceFactor(daysBetween(today, departure)) *
    weekdayFactor(departure) *
    demandFactor(seatsLeft, capacity);
  return Math.round(raw / 100) * 100;
}

function taxes(it: Itinerary, fare: number): number {
  return it.flights.length * 1_800 + Math.round(fare * 0.06);
}

/**
 * The three fare products of a whole journey: its legs in order (one-way 1, round trip 2,
 * multi-city 2 to 5), each priced on its own airline's fare for the distance and date, for the
 * travellers, in the quote currency at `rate` units per US dollar. seatsLeft is the fewest seats
 * on any flight of each leg.
 */
export function quoteFares(opts: {
  journey: Itinerary[];
  cabin: 'Y' | 'C';
  adults: number;
  children: number;
  today: string;
  seatsLeft: number[];
  rate: number;
}): FareQuote[] {
  const { journey, cabin, adults, children, today, rate } = opts;
  const convert = (usdCents: number) => Math.round((usdCents * rate) / 100) * 100;
  const convertExact = (usdCents: number) => Math.round(usdCents * rate);
  const bases = journey.map((it, i) =>
    legBaseFare(it, cabin, today, opts.seatsLeft[i] ?? opts.seatsLeft[0] ?? 0),
  );
  const taxesUsd = journey.map((it, i) => taxes(it, bases[i]!));
  const last = journey.length - 1;
  return PRODUCTS.map((product) => {
    const m = PRODUCT_MARKUP[product];
    const adultLegs = bases.map((base) => convert(base * m.factor + m.add));
    const adultFare = adultLegs.reduce((a, b) => a + b, 0);
    const childFare = Math.round((adultFare * CHILD_FARE_SHARE) / 100) * 100;
    const adultTax = convertExact(taxesUsd.reduce((a, b) => a + b, 0));
    const childTax = adultTax;
    // Every leg but the last takes its own share; the last takes the remainder, so the legs add up exactly.
    const legs: LegQuote[] = [];
    let childSoFar = 0;
    let taxSoFar = 0;
    adultLegs.forEach((adultLeg, direction) => {
      const childLeg =
        direction === last
          ? childFare - childSoFar
          : Math.round((adultLeg * CHILD_FARE_SHARE) / 100) * 100;
      const taxLeg = direction === last ? adultTax - taxSoFar : convertExact(taxesUsd[direction]!);
      childSoFar += childLeg;
      taxSoFar += taxLeg;
      legs.push({
        direction,
        adultFare: adultLeg,
        childFare: childLeg,
        adultTax: taxLeg,
        childTax: taxLeg,
      });
    });
    const total = adults * (adultFare + adultTax) + children * (childFare + childTax);
    return new Quote({
      product,
      cabin,
      adultFare,
      childFare,
      adultTax,
      childTax,
      total,
      baggage: journey.map((it) => baggageFor(product, cabin, it)),
      legRules: fareRules(product, adultLegs),
      legs,
    });
  });
}

/**
 * One extra checked bag (23 kg) bought after booking, by the distance flown: what airlines ask
 * online, from about USD 35 on short flights to USD 100 on the longest (minor units at `rate`).
 */
export function extraBagPrice(km: number, rate: number): number {
  const usd = km < 1_500 ? 35 : km < 4_000 ? 50 : km < 8_000 ? 75 : 100;
  return Math.round((usd * 100 * rate) / 100) * 100;
}
