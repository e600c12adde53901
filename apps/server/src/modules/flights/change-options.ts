import type { Currency } from '@farewise/domain/money/currency';
import type { FareProductCode } from '@farewise/domain/flights/products';
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
  const today = () => clock.now().toISOString().slice(0, 10);

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
    outbound: Itinerary;
    inbound: Itinerary | null;
    cabin: SupplierCabin;
    product: FareProductCode;
    adults: number;
    children: number;
    currency: Currency;
    rate: number;
  }) {
    const now = await pricing.priceOption({
      cabin: opts.cabin,
      journey: opts.inbound ? [opts.outbound, opts.inbound] : [opts.outbound],
      multiCity: false,
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

  return {
    /** The itinerary a booked direction names, re-created from the supplier (null when gone). */
    itineraryOf,
    seatRequestsOf,

    async options(opts: {
      direction: 0 | 1;
      /** The direction being changed: its route, and the booked flights (left out of the answer). */
      changed: ChangeJourneyLeg;
      newDate: string;
      /** The other direction of a round trip as it will be, or null for a one-way trip. */
      other: ChangeJourneyLeg | null;
      cabin: SupplierCabin;
      product: FareProductCode;
      adults: number;
      children: number;
      currency: Currency;
      rate: number;
    }): Promise<ChangeFlightOption[]> {
      const travellers = opts.adults + opts.children;
      const other = opts.other ? await itineraryOf(opts.other) : null;
      if (opts.other && !other) return [];
      const candidates = await supplier.search({
        from: opts.changed.from,
        to: opts.changed.to,
        date: opts.newDate,
      });
      const fits = (it: Itinerary) => {
        if (itineraryKey(it) === opts.changed.key) return false;
        if (it.flights[0]!.depUtc <= clock.now().getTime()) return false;
        if (!other) return true;
        const [out, ret] = opts.direction === 0 ? [it, other] : [other, it];
        return (
          ret.flights[0]!.depUtc - out.flights[out.flights.length - 1]!.arrUtc >=
          MIN_STAY_MINUTES * 60_000
        );
      };
      const out: ChangeFlightOption[] = [];
      for (const it of candidates.filter(fits)) {
        const [outbound, inbound] = opts.direction === 0 ? [it, other] : [other!, it];
        const p = await priced({ ...opts, outbound, inbound });
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

    /** One journey priced now (the booked other direction with a chosen new one), for submit. */
    async journey(opts: {
      outbound: ChangeJourneyLeg;
      inbound: ChangeJourneyLeg | null;
      cabin: SupplierCabin;
      product: FareProductCode;
      adults: number;
      children: number;
      currency: Currency;
      rate: number;
    }) {
      const outbound = await itineraryOf(opts.outbound);
      const inbound = opts.inbound ? await itineraryOf(opts.inbound) : null;
      if (!outbound || (opts.inbound && !inbound)) return null;
      const p = await priced({ ...opts, outbound, inbound });
      return { outbound, inbound, ...p };
    },
  };
}
export type ChangeOptions = ReturnType<typeof createChangeOptions>;
