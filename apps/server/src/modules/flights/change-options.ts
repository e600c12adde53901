import type { Currency } from '@farewise/domain/money/currency';
import type { FareProductCode } from '@farewise/domain/flights/products';
import { isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import type { Clock } from '../../shared/clock.ts';
import type {
  FlightSupplier,
  Itinerary,
  SupplierCabin,
} from '../../suppliers/flights/flight-supplier.ts';
import type { SeatRequest } from './inventory.repository.ts';
import { findItinerary, itineraryKey } from './offer-keys.ts';
import type { RoutingPricing } from './routing-pricing.ts';
import { todayUtc } from '@farewise/domain/shared/today';

/** New flights offered for a change at most. */
const MAX_OPTIONS = 12;
/** A return leaves at least this long after the outbound lands (as in search pairings). */
const MIN_STAY_MINUTES = 180;

export interface ChangeJourneyLeg {
  /** Airports of the direction as booked (the change keeps the route). */
  from: string;
  to: string;
  /** The itinerary key of its flights (as in option keys) and its local departure date. */
  key: string;
  date: string;
}

export interface ChangeFlightOption {
  key: string;
  itinerary: Itinerary;
  segments: SegmentDetail[];
  seatRequests: SeatRequest[];
  seatsLeft: number;
  /** The whole new journey's price now, per traveller type, fare and taxes (minor units). */
  prices: { adult: number; child: number };
  /** The new journey's price list entry of the product, for the order (rules, prices per direction). */
  routing: Awaited<ReturnType<RoutingPricing['priceOption']>>['routing'];
}

/**
 * Flights for changing one direction of a booked journey: the supplier's schedule on the new date
 * for the same route and cabin, each priced now as a whole journey with the other direction as
 * kept (or as newly chosen), for the same fare product, with seats read from the inventory.
 */
export function createChangeOptions(deps: {
  clock: Clock;
  supplier: FlightSupplier;
  pricing: RoutingPricing;
  segmentsOf: (it: Itinerary, cabin: string) => SegmentDetail[];
}) {
  const { clock, supplier, pricing } = deps;
  // The day fares are quoted on: the server's UTC today, as in flight search (decision 047).
  const today = () => todayUtc(clock.now());

  async function itineraryOf(leg: ChangeJourneyLeg): Promise<Itinerary | null> {
    return (
      findItinerary(
        await supplier.search({ from: leg.from, to: leg.to, date: leg.date }),
        leg.key,
      ) ?? null
    );
  }

  function seatRequestsOf(it: Itinerary, cabin: SupplierCabin): SeatRequest[] {
    const day = today();
    return it.flights.map((f) => ({
      flightKey: f.key,
      departureDate: f.depLocal.slice(0, 10),
      capacity: f.capacity[cabin],
      initialSeatsLeft: supplier.initialSeats(f, cabin, day),
    }));
  }

  async function priced(opts: {
    journey: Itinerary[];
    multiCity: boolean;
    cabin: SupplierCabin;
    product: FareProductCode;
    adults: number;
    children: number;
    currency: Currency;
    rate: number;
  }) {
    const now = await pricing.priceOption({
      cabin: opts.cabin,
      journey: opts.journey,
      multiCity: opts.multiCity,
      currency: opts.currency,
      rate: opts.rate,
      // Priced per traveller: one of each type gives both prices.
      adults: Math.max(1, opts.adults),
      children: opts.children > 0 ? 1 : 0,
    });
    const quote = now.quotes.find((q) => q.product === opts.product) ?? now.quotes[0]!;
    const entry = now.priceList.find((p) => p.fareProduct === opts.product) ?? now.priceList[0]!;
    return {
      seatsLeft: now.seatsLeft,
      prices: { adult: quote.adultFare + quote.adultTax, child: quote.childFare + quote.childTax },
      routing: { ...now.routing, priceList: [entry], fareProduct: entry.fareProduct },
    };
  }

  /** Whether a leg's flights fit between the legs around it (3 hours to connect, as in search). */
  function fitsBetween(it: Itinerary, before: Itinerary | null, after: Itinerary | null) {
    const gap = MIN_STAY_MINUTES * 60_000;
    if (before && it.flights[0]!.depUtc - before.flights.at(-1)!.arrUtc < gap) return false;
    if (after && after.flights[0]!.depUtc - it.flights.at(-1)!.arrUtc < gap) return false;
    return true;
  }

  return {
    /** The itinerary a booked direction names, re-created from the supplier (null when gone). */
    itineraryOf,
    seatRequestsOf,

    async options(opts: {
      /** The index of the leg (direction) being changed. */
      direction: number;
      /**
       * Every leg of the journey as it will be: the changed one with its booked flights (left out
       * of the answer), the others as booked or as newly chosen.
       */
      legs: ChangeJourneyLeg[];
      newDate: string;
      /** A multi-city journey (priced leg by leg as in its search) rather than a one-way or round trip. */
      multiCity: boolean;
      cabin: SupplierCabin;
      product: FareProductCode;
      adults: number;
      children: number;
      currency: Currency;
      rate: number;
    }): Promise<ChangeFlightOption[]> {
      const travellers = opts.adults + opts.children;
      const changed = opts.legs[opts.direction];
      if (!changed) return [];
      const kept = await Promise.all(
        opts.legs.map((leg, i) => (i === opts.direction ? null : itineraryOf(leg))),
      );
      if (kept.some((it, i) => i !== opts.direction && !it)) return [];
      const before = kept[opts.direction - 1] ?? null;
      const after = kept[opts.direction + 1] ?? null;
      const candidates = await supplier.search({
        from: changed.from,
        to: changed.to,
        date: opts.newDate,
      });
      // New flights are sold as a booking's are: none inside the ticketing cut-off (decision 039).
      const fits = (it: Itinerary) =>
        itineraryKey(it) !== changed.key &&
        isBookableDeparture(it.flights[0]!.depUtc, clock.now()) &&
        fitsBetween(it, before, after);
      const out: ChangeFlightOption[] = [];
      for (const it of candidates.filter(fits)) {
        const journey = kept.map((k, i) => (i === opts.direction ? it : k!));
        const p = await priced({ ...opts, journey });
        if (p.seatsLeft < travellers) continue;
        out.push({
          key: itineraryKey(it),
          itinerary: it,
          segments: deps.segmentsOf(it, opts.cabin),
          seatRequests: seatRequestsOf(it, opts.cabin),
          ...p,
        });
        if (out.length >= MAX_OPTIONS) break;
      }
      return out;
    },

    /** One journey priced now (the booked legs with the chosen new ones), for submit; null when a leg's flights are gone. */
    async journey(opts: {
      legs: ChangeJourneyLeg[];
      multiCity: boolean;
      cabin: SupplierCabin;
      product: FareProductCode;
      adults: number;
      children: number;
      currency: Currency;
      rate: number;
    }) {
      const found = await Promise.all(opts.legs.map((leg) => itineraryOf(leg)));
      if (found.some((it) => !it)) return null;
      const journey = found as Itinerary[];
      const p = await priced({ ...opts, journey });
      return {
        legs: journey,
        connects: journey.every((it, i) => fitsBetween(it, journey[i - 1] ?? null, null)),
        ...p,
      };
    },
  };
}
export type ChangeOptions = ReturnType<typeof createChangeOptions>;
