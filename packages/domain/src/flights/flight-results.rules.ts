import { summaryBaggageLine } from './fare-summary.ts';
import { journeyLegs } from './journey-legs.ts';
import type { FlightRoutingSummary, PriceListEntrySummary } from './search.schemas.ts';

/**
 * Filters and sorting of the results page (beyond SPEC; docs/decisions/005-flight-results.md).
 * Pure functions over the search result, so the page and its tests agree on every count.
 */

/** Parts of the day a departure or arrival falls in, by local hour. */
export const DAY_PARTS = {
  night: { label: 'Night', from: 0, to: 6 },
  morning: { label: 'Morning', from: 6, to: 12 },
  afternoon: { label: 'Afternoon', from: 12, to: 18 },
  evening: { label: 'Evening', from: 18, to: 24 },
} as const;
export type DayPart = keyof typeof DAY_PARTS;
export const DAY_PART_KEYS = Object.keys(DAY_PARTS) as DayPart[];

/** 0 nonstop, 1 one stop, 2 two or more. */
export type StopsBucket = 0 | 1 | 2;
export const STOPS_LABELS: Record<StopsBucket, string> = {
  0: 'Nonstop',
  1: '1 stop',
  2: '2+ stops',
};

export interface ResultFilters {
  stops: StopsBucket[];
  airlines: string[];
  departParts: DayPart[];
  arriveParts: DayPart[];
  /** Longest leg, in minutes; null for any. */
  maxDuration: number | null;
  /** Total price bounds (decimal, display currency); null for any. */
  priceMin: number | null;
  priceMax: number | null;
  checkedBag: boolean;
}

export const NO_FILTERS: ResultFilters = {
  stops: [],
  airlines: [],
  departParts: [],
  arriveParts: [],
  maxDuration: null,
  priceMin: null,
  priceMax: null,
  checkedBag: false,
};

export type SortKey = 'best' | 'cheapest' | 'fastest';

/** Weights of the 'Best' sort: a blend of price and travel time, each against the best on offer. */
export const BEST_WEIGHTS = { price: 0.6, duration: 0.4 } as const;
export const BEST_FORMULA_TEXT =
  'Best ranks by 60% price and 40% travel time, each compared with the cheapest and the fastest flight on offer.';

const legs = (r: FlightRoutingSummary) => journeyLegs(r.segmentInfo);

/** Stops of the busiest leg: connections plus technical stops. */
export function stopsOf(r: FlightRoutingSummary): number {
  return Math.max(
    ...legs(r).map(
      (leg) => leg.detail.length - 1 + leg.detail.reduce((n, d) => n + d.stops.length, 0),
    ),
  );
}

export function stopsBucket(r: FlightRoutingSummary): StopsBucket {
  return Math.min(2, stopsOf(r)) as StopsBucket;
}

/** Marketing carriers of every flight of the routing. */
export function airlinesOf(r: FlightRoutingSummary): string[] {
  return [...new Set(legs(r).flatMap((leg) => leg.detail.map((d) => d.carrier)))];
}

/** The longest leg's journey time in minutes. */
export function longestLeg(r: FlightRoutingSummary): number {
  return Math.max(...legs(r).map((leg) => leg.TotalTimes));
}

/** Every leg's journey time together, for the fastest sort. */
export function totalJourney(r: FlightRoutingSummary): number {
  return legs(r).reduce((n, leg) => n + leg.TotalTimes, 0);
}

function hourOf(localTime: string): number {
  return Number(localTime.slice(11, 13));
}

export function dayPartOf(localTime: string): DayPart {
  const hour = hourOf(localTime);
  return DAY_PART_KEYS.find((k) => hour >= DAY_PARTS[k].from && hour < DAY_PARTS[k].to) ?? 'night';
}

/** The outbound leg's first departure and last arrival, local times. */
export function outboundTimes(r: FlightRoutingSummary): { dep: string; arr: string } {
  const detail = r.segmentInfo.fromSegments.detail;
  return { dep: detail[0]?.depTimeEx ?? '', arr: detail[detail.length - 1]?.arrTimeEx ?? '' };
}

export function includesCheckedBag(fare: PriceListEntrySummary): boolean {
  return summaryBaggageLine(fare.flights.from) !== 'No Baggage';
}

/** The cheapest fare of a routing, or with `checkedBag`, the cheapest that includes a checked bag. */
export function cheapestFare(
  r: FlightRoutingSummary,
  checkedBag = false,
): PriceListEntrySummary | null {
  const fares = r.priceList.filter((f) => !checkedBag || includesCheckedBag(f));
  return fares.reduce<PriceListEntrySummary | null>(
    (best, f) => (!best || f.totalPriceEx < best.totalPriceEx ? f : best),
    null,
  );
}

type Facet =
  'stops' | 'airlines' | 'departParts' | 'arriveParts' | 'maxDuration' | 'price' | 'checkedBag';

function matches(r: FlightRoutingSummary, f: ResultFilters, skip?: Facet): boolean {
  const fare = cheapestFare(r, f.checkedBag);
  if (!fare) return false;
  if (skip !== 'stops' && f.stops.length && !f.stops.includes(stopsBucket(r))) return false;
  if (
    skip !== 'airlines' &&
    f.airlines.length &&
    !airlinesOf(r).some((a) => f.airlines.includes(a))
  )
    return false;
  const { dep, arr } = outboundTimes(r);
  if (skip !== 'departParts' && f.departParts.length && !f.departParts.includes(dayPartOf(dep)))
    return false;
  if (skip !== 'arriveParts' && f.arriveParts.length && !f.arriveParts.includes(dayPartOf(arr)))
    return false;
  if (skip !== 'maxDuration' && f.maxDuration !== null && longestLeg(r) > f.maxDuration)
    return false;
  if (skip !== 'price') {
    if (f.priceMin !== null && fare.totalPriceEx < f.priceMin) return false;
    if (f.priceMax !== null && fare.totalPriceEx > f.priceMax) return false;
  }
  return true;
}

export function filterRoutings(
  routings: FlightRoutingSummary[],
  filters: ResultFilters,
): FlightRoutingSummary[] {
  return routings.filter((r) => matches(r, filters));
}

export interface FacetCounts {
  stops: Record<StopsBucket, number>;
  airlines: Record<string, number>;
  departParts: Record<DayPart, number>;
  arriveParts: Record<DayPart, number>;
  checkedBag: number;
}

const zeroParts = (): Record<DayPart, number> => ({
  night: 0,
  morning: 0,
  afternoon: 0,
  evening: 0,
});

/**
 * How many flights each filter value would show, given every other filter: the count beside a
 * checkbox is what ticking it adds, as on Google Flights and Skyscanner.
 */
export function facetCounts(routings: FlightRoutingSummary[], filters: ResultFilters): FacetCounts {
  const counts: FacetCounts = {
    stops: { 0: 0, 1: 0, 2: 0 },
    airlines: {},
    departParts: zeroParts(),
    arriveParts: zeroParts(),
    checkedBag: 0,
  };
  for (const r of routings) {
    if (matches(r, filters, 'stops')) counts.stops[stopsBucket(r)]++;
    if (matches(r, filters, 'airlines'))
      for (const a of airlinesOf(r)) counts.airlines[a] = (counts.airlines[a] ?? 0) + 1;
    const { dep, arr } = outboundTimes(r);
    if (matches(r, filters, 'departParts')) counts.departParts[dayPartOf(dep)]++;
    if (matches(r, filters, 'arriveParts')) counts.arriveParts[dayPartOf(arr)]++;
    if (matches(r, { ...filters, checkedBag: true })) counts.checkedBag++;
  }
  return counts;
}

/** Lowest and highest 'from' price and the longest leg among the routings: the bounds of the sliders. */
export function resultBounds(routings: FlightRoutingSummary[]): {
  minPrice: number;
  maxPrice: number;
  minDuration: number;
  maxDuration: number;
} {
  const prices = routings
    .map((r) => cheapestFare(r)?.totalPriceEx)
    .filter((p): p is number => p !== undefined);
  const durations = routings.map(longestLeg);
  return {
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    minDuration: durations.length ? Math.min(...durations) : 0,
    maxDuration: durations.length ? Math.max(...durations) : 0,
  };
}

/** The 'Best' score: lower is better (1.0 would be both the cheapest and the fastest). */
export function bestScore(
  price: number,
  journey: number,
  cheapest: number,
  fastest: number,
): number {
  return (
    BEST_WEIGHTS.price * (price / Math.max(cheapest, 0.01)) +
    BEST_WEIGHTS.duration * (journey / Math.max(fastest, 1))
  );
}

export function sortRoutings(
  routings: FlightRoutingSummary[],
  sort: SortKey,
  checkedBag = false,
): FlightRoutingSummary[] {
  const rows = routings.map((r) => ({
    r,
    price: cheapestFare(r, checkedBag)?.totalPriceEx ?? Infinity,
    journey: totalJourney(r),
  }));
  const cheapest = Math.min(...rows.map((x) => x.price));
  const fastest = Math.min(...rows.map((x) => x.journey));
  const key = (x: (typeof rows)[number]) =>
    sort === 'cheapest'
      ? [x.price, x.journey]
      : sort === 'fastest'
        ? [x.journey, x.price]
        : [bestScore(x.price, x.journey, cheapest, fastest), x.price];
  return rows
    .map((x) => ({ x, k: key(x) }))
    .sort((a, b) => a.k[0]! - b.k[0]! || a.k[1]! - b.k[1]!)
    .map(({ x }) => x.r);
}
