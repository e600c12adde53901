import type { Currency } from '@farewise/domain/money/currency';
import { earliestFlightDate } from '@farewise/domain/flights/flight-search.rules';
import { earliestBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import {
  savedSearchParams,
  type SavedSearchParams,
} from '@farewise/domain/flights/flight-calls.schemas';
import type { SimpleLineResult } from '@farewise/domain/flights/flight-calls.schemas';
import { todayUtc } from '@farewise/domain/shared/today';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { SearchMetrics } from '../../shared/metrics.ts';
import type { FlightSupplier, Itinerary } from '../../suppliers/flights/flight-supplier.ts';
import type { ExchangeRates } from '../money/index.ts';
import { createInventoryRepository, type SeatCount } from './inventory.repository.ts';
import { createSeatSync } from './seat-sync.ts';
import { createSeatView } from './seat-view.ts';
import { createRoutingWire } from './routing-wire.ts';
import { createKeptAnswers } from './kept-answers.ts';
import { createSearchAnswers } from './search-answers.ts';
import { inProcessRenderer, workerRenderer } from './search-renderer.ts';
import { savedSearchNotFound } from './flights.errors.ts';
import { createSearchParamsRepository } from './search-params.repository.ts';
import {
  placesFor,
  validateSearch,
  type SearchParams,
  type SearchRequest,
} from './search-request.ts';
import { createOfferStore, newId } from './offer-store.ts';
import { createRoutingPricing } from './routing-pricing.ts';
import { createTicketQuotes } from './ticket-quotes.ts';
import { priceCalendar, type PriceCalendarQuery } from './price-calendar.ts';
import { createFlightRecommendations } from './flight-recommendations.ts';
import { createChangeOptions } from './change-options.ts';

export { OFFER_TTL_MINUTES } from './offer-store.ts';
export type { SearchAnswer } from './search-answer.ts';
export type { HeldAnswer } from './kept-answers.ts';

export { MAX_ROUTINGS } from './routing-pricing.ts';
export {
  MAX_DAYS_AHEAD,
  searchParams,
  type SearchParams,
  type SearchRequest,
} from './search-request.ts';

export interface FlightSearchServiceDeps {
  db: Db;
  clock: Clock;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  /**
   * Rendered search results kept in memory, in megabytes (0 turns the cache off): the answer
   * arena's size, taken at the first search.
   */
  resultCacheMegabytes?: number;
  /**
   * Price and write new searches in a worker thread (decision 031). Only for the built-in
   * simulated supplier, which the worker makes its own copy of.
   */
  searchWorker?: boolean;
  /** Where the search worker's failures are reported. */
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Told of each search and whether its answer was kept (the app's metrics). */
  metrics?: SearchMetrics;
}

/** Flight search, pricing and verification (SPEC 7 ticket calls); no HTTP here. */
export function createFlightSearchService({
  db,
  clock,
  supplier,
  rates,
  resultCacheMegabytes = 1024,
  searchWorker = false,
  log,
  metrics,
}: FlightSearchServiceDeps) {
  const inventory = createInventoryRepository({ db });
  const savedForms = createSearchParamsRepository({ db });
  const seats = createSeatView(supplier);
  const seatSync = createSeatSync({ clock, seats, inventory });
  const wire = createRoutingWire(supplier);
  const offerStore = createOfferStore({ db, clock, supplier, rates });
  const pricing = createRoutingPricing({ clock, supplier, seats, wire, inventory });
  const inThread = inProcessRenderer({ pricing, wire });
  const renderer = searchWorker ? workerRenderer({ seats, fallback: inThread, log }) : inThread;
  const quotes = createTicketQuotes({ clock, rates, offerStore, pricing, wire });
  const recommendations = createFlightRecommendations({ clock, supplier, rates, seats });
  const changes = createChangeOptions({
    clock,
    supplier,
    pricing,
    segmentsOf: (it, cabin) => wire.segments(it, cabin),
  });
  // The day fares are quoted on: the server's UTC today (decision 047); a leg's date is checked
  // against today where it leaves (refusePassedDates).
  const today = () => todayUtc(clock.now());
  const answers = createSearchAnswers({
    supplier,
    rates,
    seats,
    seatSync,
    offerStore,
    renderer,
    kept: createKeptAnswers({ megabytes: resultCacheMegabytes, log }),
    today,
    now: () => clock.now().getTime(),
    metrics,
  });

  return {
    /** Fills the seat view from the inventory of flights not yet departed. */
    async start(): Promise<void> {
      await seatSync.load(earliestFlightDate(today()));
    },

    /** Settles once the search worker (if any) has started and warmed up. */
    ready: () => renderer.ready(),

    ...answers,

    /** Ends the search worker, if there is one (the app's close). */
    close: () => renderer.close(),

    /** The search worker, when searchWorker is on (tests). */
    searchWorker: searchWorker ? (renderer as ReturnType<typeof workerRenderer>) : null,

    /**
     * Price alerts: the cheapest total of a search's routings as quoted on `now`'s day, in the
     * request's currency (minor units); null when nothing is sold. Throws as search does for a
     * search that can no longer be made (a date now in the past).
     */
    async cheapestTotal(request: SearchRequest, now: Date): Promise<number | null> {
      const day = todayUtc(now);
      const params = validateSearch(supplier, request, day);
      await seatSync.refresh();
      const currency = rates.pick(request.Currency);
      const priced = await pricing.priceRoutings(
        params,
        currency,
        rates.rate(currency).perUsd,
        day,
        earliestBookableDeparture(now),
      );
      return priced.length ? Math.min(...priced.map((p) => p.cheapestTotal)) : null;
    },

    /** ticketPrice, ticketVerify and renewOffer: one option of an offer priced now. */
    ...quotes,

    /**
     * Holds seats on every flight of an option for the booking (next issue), inside its
     * transaction; call noteSeats with the answer once the transaction has committed.
     */
    async holdSeats(
      { unique, g, count }: { unique: string; g: string; count: number },
      tx: Tx,
    ): Promise<SeatCount[]> {
      const { params } = await offerStore.load(unique, tx);
      const option = await offerStore.resolveOption(params, g);
      const day = today();
      const flights = option.journey.flatMap((it) => it.flights);
      return inventory.holdSeats(
        {
          flights: flights.map((f) => ({
            flightKey: f.key,
            departureDate: f.depLocal.slice(0, 10),
            capacity: f.capacity[params.cabin],
            initialSeatsLeft: supplier.initialSeats(f, params.cabin, day),
          })),
          cabin: params.cabin,
          count,
        },
        tx,
      );
    },

    /** After-sales: new flights for one direction of a booked journey, priced as that journey now. */
    changeOptions: changes.options,
    /** After-sales: a booked or chosen journey priced now (submit re-checks the quote with it). */
    changeJourney: changes.journey,
    /** The seats a change must hold on an itinerary's flights. */
    changeSeatRequests: changes.seatRequestsOf,
    /** The airlines and airports of itineraries (air_lines, air_ports) for a changed order. */
    directoryOf: (itineraries: Iterable<Itinerary>) => wire.directory(itineraries),
    /** The supplier's price of one extra checked bag on a route (minor units of the rate's currency). */
    extraBagPrice: (from: string, to: string, rate: number) =>
      supplier.extraBagPrice(from, to, rate),

    noteSeats(counts: SeatCount[]): void {
      seats.note(counts);
    },

    /** GET /v2/ticket/priceCalendar: the cheapest total 3 days either side (days before yesterday left out). */
    async priceCalendar(q: PriceCalendarQuery) {
      await seatSync.refresh();
      return priceCalendar({ clock, supplier, rates, pricing }, q);
    },

    /** GET /v3/commonb2c/reco/flight: popular destinations with their cheapest fare ~3-4 weeks out. */
    async recommend(q: { from?: string; Currency?: Currency }) {
      await seatSync.refresh();
      return recommendations.recommend(q);
    },

    /** GET /v2/ticket/isSimpleLine: whether any airline flies the pair nonstop. */
    simpleLine({ from, to }: { from: string; to: string }): SimpleLineResult {
      placesFor(supplier, from, 'from');
      placesFor(supplier, to, 'to');
      const airlines = supplier.nonstopCarriers(from, to);
      return { from, to, simpleLine: airlines.length > 0, airlines };
    },

    /** POST /v2/searchParams/saveParams: stores a search form under a new id. */
    async saveParams(params: SavedSearchParams): Promise<{ id: string }> {
      const id = newId();
      await savedForms.save({ id, params });
      return { id };
    },

    /** GET /v2/searchParams/getParams: the stored form, or 404. */
    async getParams({ id }: { id: string }): Promise<SavedSearchParams> {
      const params = await savedForms.find({ id });
      const parsed = savedSearchParams.safeParse(params);
      if (params === null || !parsed.success) throw savedSearchNotFound();
      return parsed.data;
    },

    /** The itineraries of an offer's option in the journey's order (outbound, return or multi-city legs); 410 when gone. */
    resolveOption: (params: SearchParams, g: string) => offerStore.resolveOption(params, g),

    /** A stored search and its parameters, expired or not, for an order made from it; 410 when unknown. */
    storedSearch(unique: string) {
      return offerStore.load(unique, undefined, { expired: true });
    },

    /** Deletes searches that expired more than a day ago (their keys answer 410 either way). */
    async pruneExpired(): Promise<number> {
      return offerStore.deleteExpired({ before: new Date(clock.now().getTime() - 86_400_000) });
    },
  };
}
export type FlightSearchService = ReturnType<typeof createFlightSearchService>;
