import type { Currency } from '@farewise/domain/money/currency';
import type { FlightRouting } from '@farewise/domain/flights/search.schemas';
import type { Clock } from '../../shared/clock.ts';
import type {
  FlightSupplier,
  Itinerary,
  SupplierCabin,
} from '../../suppliers/flights/flight-supplier.ts';
import type { InventoryRepository } from './inventory.repository.ts';
import type { SeatView } from './seat-view.ts';
import type { RoutingWire } from './routing-wire.ts';
import { routingKey } from './offer-keys.ts';
import type { SearchParams } from './search-request.ts';

/** Routings a round-trip search returns at most. */
export const MAX_ROUTINGS = 60;
const OUTBOUNDS_PAIRED = 30;
const RETURNS_PER_OUTBOUND = 3;
const KEEP_PER_OUTBOUND = 2;
/** A return leaves at least this long after the outbound lands. */
const MIN_STAY_MINUTES = 180;

export interface PricedRouting {
  outbound: Itinerary;
  inbound: Itinerary | null;
  routing: FlightRouting;
  cheapestTotal: number;
}

/** Outbound and return itineraries paired: for each of the best outbounds, the best returns after it. */
function pairings(
  outbounds: Itinerary[],
  returns: Itinerary[] | null,
): [Itinerary, Itinerary | null][] {
  if (!returns) return outbounds.map((o) => [o, null]);
  const pairs: [Itinerary, Itinerary][] = [];
  for (const o of outbounds.slice(0, OUTBOUNDS_PAIRED)) {
    const landed = o.flights[o.flights.length - 1]!.arrUtc;
    const carrier = o.flights[0]!.marketingCarrier;
    const fitting = returns.filter(
      (r) => r.flights[0]!.depUtc - landed >= MIN_STAY_MINUTES * 60_000,
    );
    // The same airline both ways first, as travellers usually book; otherwise the best returns.
    const chosen = [
      ...fitting.filter((r) => r.flights[0]!.marketingCarrier === carrier),
      ...fitting.filter((r) => r.flights[0]!.marketingCarrier !== carrier),
    ];
    for (const r of chosen.slice(0, RETURNS_PER_OUTBOUND)) pairs.push([o, r]);
  }
  return pairs;
}

export interface RoutingPricingDeps {
  clock: Clock;
  supplier: FlightSupplier;
  seats: SeatView;
  wire: RoutingWire;
  inventory: InventoryRepository;
}

/** Prices itineraries into routings with their price lists, from the seat view or the inventory. */
export function createRoutingPricing({
  clock,
  supplier,
  seats,
  wire,
  inventory,
}: RoutingPricingDeps) {
  const today = () => clock.now().toISOString().slice(0, 10);

  /** One journey priced for the travellers: its quotes, price list and routing on the wire. */
  async function quoteJourney(j: {
    outbound: Itinerary;
    inbound: Itinerary | null;
    cabin: SupplierCabin;
    adults: number;
    children: number;
    currency: Currency;
    rate: number;
    day: string;
    outSeats: number;
    inSeats: number;
  }) {
    const { outbound, inbound, cabin, adults, children, currency, day, outSeats, inSeats } = j;
    const seatsLeft = Math.min(outSeats, inSeats);
    const quotes = await supplier.price({
      outbound,
      inbound,
      cabin,
      adults,
      children,
      today: day,
      seatsLeft: { outbound: outSeats, inbound: inbound ? inSeats : undefined },
      rate: j.rate,
    });
    const key = routingKey(outbound, inbound);
    const departureDate = outbound.flights[0]!.depLocal.slice(0, 10);
    const priceList = quotes.map((quote) =>
      wire.priceEntry({
        quote,
        routing: key,
        hasReturn: !!inbound,
        adults,
        children,
        currency,
        seatsLeft,
        today: day,
        departureDate,
      }),
    );
    return {
      quotes,
      priceList,
      seatsLeft,
      routing: wire.routing({ outbound, inbound, cabin, priceList }),
    };
  }

  return {
    /** Prices every pairing with the seats this process knows; drops those without enough seats. */
    async priceRoutings(
      params: SearchParams,
      currency: Currency,
      rate: number,
      day: string,
    ): Promise<PricedRouting[]> {
      const outbounds = await supplier.search({
        from: params.from,
        to: params.to,
        date: params.fromDate,
      });
      const returns =
        params.tripType === 2 && params.retDate
          ? await supplier.search({ from: params.to, to: params.from, date: params.retDate })
          : null;
      const travellers = params.adults + params.children;
      const priced: PricedRouting[] = [];
      const perOutbound = new Map<Itinerary, number>();
      const candidates: PricedRouting[] = [];
      for (const [outbound, inbound] of pairings(outbounds, returns)) {
        const outSeats = seats.onJourney(outbound.flights, params.cabin, day);
        const inSeats = inbound ? seats.onJourney(inbound.flights, params.cabin, day) : Infinity;
        if (Math.min(outSeats, inSeats) < travellers) continue;
        const { quotes, routing } = await quoteJourney({
          outbound,
          inbound,
          cabin: params.cabin,
          adults: params.adults,
          children: params.children,
          currency,
          rate,
          day,
          outSeats,
          inSeats,
        });
        candidates.push({
          outbound,
          inbound,
          routing,
          cheapestTotal: Math.min(...quotes.map((q) => q.total)),
        });
      }
      candidates.sort(
        (a, b) => a.cheapestTotal - b.cheapestTotal || a.routing.TotalTimes - b.routing.TotalTimes,
      );
      for (const c of candidates) {
        // Round trips: at most two returns per outbound, so the list shows many outbounds.
        const n = perOutbound.get(c.outbound) ?? 0;
        if (c.inbound && n >= KEEP_PER_OUTBOUND) continue;
        perOutbound.set(c.outbound, n + 1);
        priced.push(c);
        if (priced.length >= MAX_ROUTINGS) break;
      }
      return priced;
    },

    /** An option priced now, with seat counts read from the database (not the view). */
    async priceOption(opts: {
      cabin: SupplierCabin;
      outbound: Itinerary;
      inbound: Itinerary | null;
      currency: Currency;
      rate: number;
      adults: number;
      children: number;
    }) {
      const { cabin, outbound, inbound } = opts;
      const day = today();
      const flights = [...outbound.flights, ...(inbound?.flights ?? [])];
      const counts = await inventory.seatsFor({ flightKeys: flights.map((f) => f.key), cabin });
      seats.note([...counts].map(([flightKey, seatsLeft]) => ({ flightKey, cabin, seatsLeft })));
      return quoteJourney({
        outbound,
        inbound,
        cabin,
        adults: opts.adults,
        children: opts.children,
        currency: opts.currency,
        rate: opts.rate,
        day,
        outSeats: seats.onJourney(outbound.flights, cabin, day),
        inSeats: inbound ? seats.onJourney(inbound.flights, cabin, day) : Infinity,
      });
    },
  };
}
export type RoutingPricing = ReturnType<typeof createRoutingPricing>;
