import type { Currency } from '@farewise/domain/money/currency';
import { todayUtc } from '@farewise/domain/shared/today';
import type { Clock } from '../../shared/clock.ts';
import type {
  FareQuote,
  FlightSupplier,
  Itinerary,
  SupplierCabin,
} from '../../suppliers/flights/flight-supplier.ts';
import type { InventoryRepository } from './inventory.repository.ts';
import type { SeatView } from './seat-view.ts';
import type { RoutingWire } from './routing-wire.ts';
import { routingKey } from './offer-keys.ts';
import { journeyOf, type SearchParams } from './search-request.ts';

/** Routings a round-trip search returns at most. */
export const MAX_ROUTINGS = 60;
const OUTBOUNDS_PAIRED = 30;
const RETURNS_PER_OUTBOUND = 3;
const KEEP_PER_OUTBOUND = 2;
/** A return leaves at least this long after the outbound lands. */
const MIN_STAY_MINUTES = 180;

/** Journeys a multi-city search carries from one leg to the next at most (decision 026). */
const MULTI_CITY_PARTIALS = 90;

export interface PricedRouting {
  /** The journey's itineraries in order: outbound (and return), or every multi-city leg. */
  journey: Itinerary[];
  /** The routing as search results carry it (FlightRoutingSummary), as JSON, made when asked. */
  summaryJson: () => string;
  cheapestTotal: number;
}

/**
 * Journeys built leg by leg: for each of the best first legs, the best itineraries of the next
 * leg that leave at least MIN_STAY_MINUTES after the journey so far lands, the first leg's
 * airline first (as travellers usually book); a round trip is the two-leg case. One leg gives
 * each itinerary alone.
 */
function journeys(legLists: Itinerary[][]): Itinerary[][] {
  const [first = [], ...rest] = legLists;
  if (rest.length === 0) return first.map((o) => [o]);
  let partial: Itinerary[][] = first.slice(0, OUTBOUNDS_PAIRED).map((o) => [o]);
  for (const next of rest) {
    const grown: Itinerary[][] = [];
    for (const so of partial) {
      const last = so[so.length - 1]!;
      const landed = last.flights[last.flights.length - 1]!.arrUtc;
      const carrier = so[0]!.flights[0]!.marketingCarrier;
      const fits = (r: Itinerary) => r.flights[0]!.depUtc - landed >= MIN_STAY_MINUTES * 60_000;
      // The first RETURNS_PER_OUTBOUND that fit: the same airline's first, then the others.
      let taken = 0;
      for (const sameAirline of [true, false]) {
        for (const r of next) {
          if (taken >= RETURNS_PER_OUTBOUND) break;
          if ((r.flights[0]!.marketingCarrier === carrier) !== sameAirline || !fits(r)) continue;
          grown.push([...so, r]);
          taken++;
        }
      }
    }
    // Two legs (a round trip) keep every pairing, as they always have; longer trips stay bounded.
    partial = legLists.length > 2 ? grown.slice(0, MULTI_CITY_PARTIALS) : grown;
  }
  return partial;
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
  const today = () => todayUtc(clock.now());

  interface JourneyOptions {
    journey: Itinerary[];
    multiCity: boolean;
    cabin: SupplierCabin;
    adults: number;
    children: number;
    currency: Currency;
    rate: number;
    day: string;
    legSeats: number[];
  }

  /** One journey's fare quotes for the travellers (integer minor units). */
  function quotesOf(j: JourneyOptions) {
    return supplier.price({
      journey: j.journey,
      cabin: j.cabin,
      adults: j.adults,
      children: j.children,
      today: j.day,
      seatsLeft: j.legSeats,
      rate: j.rate,
    });
  }

  /** What a priced journey's price list entries are made from, one quote each. */
  function entryOptions(j: JourneyOptions) {
    const { journey, multiCity, adults, children, currency, day } = j;
    const shared = {
      routing: routingKey(journey),
      multiCity,
      adults,
      children,
      currency,
      seatsLeft: Math.min(...j.legSeats),
      today: day,
      departureDate: journey[0]!.flights[0]!.depLocal.slice(0, 10),
    };
    return (quote: FareQuote) => ({ quote, ...shared });
  }

  /** A priced journey on the wire: its price list (one entry a fare product) and routing. */
  function render(j: JourneyOptions, quotes: FareQuote[]) {
    const { journey, multiCity, cabin } = j;
    const withQuote = entryOptions(j);
    const priceList = quotes.map((quote) => wire.priceEntry(withQuote(quote)));
    return {
      quotes,
      priceList,
      seatsLeft: Math.min(...j.legSeats),
      routing: wire.routing({ journey, multiCity, cabin, priceList }),
    };
  }

  /** A priced journey as search results carry it (each leg's rules summarised), as JSON. */
  function renderSummary(j: JourneyOptions, quotes: FareQuote[]): string {
    const { journey, multiCity, cabin } = j;
    const withQuote = entryOptions(j);
    const priceList = quotes.map((quote) => wire.priceEntrySummaryJson(withQuote(quote)));
    return wire.routingSummaryJsonOf({ journey, multiCity, cabin, priceList });
  }

  /** One journey priced for the travellers: its quotes, price list and routing on the wire. */
  async function quoteJourney(j: JourneyOptions) {
    return render(j, await quotesOf(j));
  }

  return {
    /**
     * Prices every journey with the seats this process knows; drops those without enough seats
     * and, given `departsAfter` (epoch ms), those leaving before it (the ticketing cut-off).
     */
    async priceRoutings(
      params: SearchParams,
      currency: Currency,
      rate: number,
      day: string,
      departsAfter?: number,
    ): Promise<PricedRouting[]> {
      let legLists = await Promise.all(journeyOf(params).map((leg) => supplier.search(leg)));
      if (departsAfter !== undefined) {
        legLists = legLists.map((list) =>
          list.filter((it) => it.flights[0]!.depUtc >= departsAfter),
        );
      }
      const multiCity = params.tripType === 3;
      const travellers = params.adults + params.children;
      const priced: PricedRouting[] = [];
      const perOutbound = new Map<Itinerary, number>();
      // Every journey is priced and ranked; only those the answer keeps are put on the wire.
      const candidates: {
        options: JourneyOptions;
        quotes: FareQuote[];
        cheapestTotal: number;
        totalMinutes: number;
      }[] = [];
      for (const journey of journeys(legLists)) {
        const legSeats = journey.map((it) => seats.onJourney(it.flights, params.cabin, day));
        if (Math.min(...legSeats) < travellers) continue;
        const options: JourneyOptions = {
          journey,
          multiCity,
          cabin: params.cabin,
          adults: params.adults,
          children: params.children,
          currency,
          rate,
          day,
          legSeats,
        };
        const quotes = await quotesOf(options);
        let cheapestTotal = Infinity;
        for (const q of quotes) if (q.total < cheapestTotal) cheapestTotal = q.total;
        const totalMinutes = journey.reduce((n, it) => n + it.totalMinutes, 0);
        candidates.push({ options, quotes, cheapestTotal, totalMinutes });
      }
      candidates.sort(
        (a, b) => a.cheapestTotal - b.cheapestTotal || a.totalMinutes - b.totalMinutes,
      );
      for (const c of candidates) {
        // Round trips and multi-city: at most two journeys per first leg, so the list shows many.
        const first = c.options.journey[0]!;
        const n = perOutbound.get(first) ?? 0;
        if (c.options.journey.length > 1 && n >= KEEP_PER_OUTBOUND) continue;
        perOutbound.set(first, n + 1);
        priced.push({
          journey: c.options.journey,
          summaryJson: () => renderSummary(c.options, c.quotes),
          cheapestTotal: c.cheapestTotal,
        });
        if (priced.length >= MAX_ROUTINGS) break;
      }
      return priced;
    },

    /** An option priced now, with seat counts read from the database (not the view). */
    async priceOption(opts: {
      cabin: SupplierCabin;
      journey: Itinerary[];
      multiCity: boolean;
      currency: Currency;
      rate: number;
      adults: number;
      children: number;
    }) {
      const { cabin, journey } = opts;
      const day = today();
      const flights = journey.flatMap((it) => it.flights);
      const counts = await inventory.seatsFor({ flightKeys: flights.map((f) => f.key), cabin });
      seats.note([...counts].map(([flightKey, seatsLeft]) => ({ flightKey, cabin, seatsLeft })));
      return quoteJourney({
        journey,
        multiCity: opts.multiCity,
        cabin,
        adults: opts.adults,
        children: opts.children,
        currency: opts.currency,
        rate: opts.rate,
        day,
        legSeats: journey.map((it) => seats.onJourney(it.flights, cabin, day)),
      });
    },
  };
}
export type RoutingPricing = ReturnType<typeof createRoutingPricing>;
