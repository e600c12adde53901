import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Currency } from '@farewise/domain/money/currency';
import {
  flightSearchErrors,
  earliestFlightDate,
  passengerCountsError,
} from '@farewise/domain/flights/flight-search.rules';
import { FLIGHT_SEARCH_MESSAGES as M } from '@farewise/domain/flights/search.rules.messages';
import { addDays } from '@farewise/domain/shared/dates';
import type {
  FlightRouting,
  FlightSearchResult,
  PriceListEntry,
} from '@farewise/domain/flights/search.schemas';
import { summarizeRouting } from '@farewise/domain/flights/fare-summary';
import {
  savedSearchParams,
  type SavedSearchParams,
} from '@farewise/domain/flights/flight-calls.schemas';
import type {
  PriceCalendarResult,
  RecoFlightResult,
  SimpleLineResult,
  TicketPriceResult,
  TicketVerifyResult,
} from '@farewise/domain/flights/flight-calls.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type {
  FlightSupplier,
  Itinerary,
  SupplierCabin,
} from '../../suppliers/flights/flight-supplier.ts';
import { BufferLruCache, LruCache } from '../../suppliers/flights/lru-cache.ts';
import type { ExchangeRates } from '../money/exchange-rates.ts';
import { createOffersRepository } from './offers.repository.ts';
import { createInventoryRepository, type SeatCount } from './inventory.repository.ts';
import { createSeatView } from './seat-view.ts';
import { createRoutingWire } from './routing-wire.ts';
import { findItinerary, parseOptionKey, routingKey } from './offer-keys.ts';
import {
  offerExpired,
  priceChanged,
  savedSearchNotFound,
  searchInvalid,
  soldOut,
  unknownPlace,
} from './flights.errors.ts';
import { createSearchParamsRepository } from './search-params.repository.ts';

/** Minutes an offer (a search's options) can be priced and booked. */
export const OFFER_TTL_MINUTES = 30;
/** Routings a round-trip search returns at most. */
export const MAX_ROUTINGS = 60;
/** Departures can be searched up to this many days ahead, as airlines sell. */
export const MAX_DAYS_AHEAD = 361;
const OUTBOUNDS_PAIRED = 30;
const RETURNS_PER_OUTBOUND = 3;
const KEEP_PER_OUTBOUND = 2;
/** A return leaves at least this long after the outbound lands. */
const MIN_STAY_MINUTES = 180;
/** Recommendations price a departure this many days out. */
const RECO_DAYS_AHEAD = 24;
const RECO_DESTINATIONS = 8;
const RECO_DEFAULT_FROM = 'SYD';

/** What a search stores: enough to re-create any of its options. */
export const searchParams = z.object({
  tripType: z.union([z.literal(1), z.literal(2)]),
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  fromDate: z.string(),
  retDate: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  cabin: z.enum(['Y', 'C']),
});
export type SearchParams = z.infer<typeof searchParams>;

export interface SearchRequest {
  tripType: 1 | 2;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate?: string | null;
  adultNumber: number;
  childNumber: number;
  cabinPref: 'Y' | 'C';
  Currency?: Currency;
}

export interface FlightSearchServiceDeps {
  db: Db;
  clock: Clock;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  /** Rendered search results kept in memory, in megabytes (0 turns the cache off). */
  resultCacheMegabytes?: number;
}

interface PricedRouting {
  outbound: Itinerary;
  inbound: Itinerary | null;
  routing: FlightRouting;
  cheapestTotal: number;
}

const newId = () => randomBytes(12).toString('base64url');

/** Flight search, pricing and verification (SPEC 7 ticket calls); no HTTP here. */
export function createFlightSearchService({
  db,
  clock,
  supplier,
  rates,
  resultCacheMegabytes = 1024,
}: FlightSearchServiceDeps) {
  const offers = createOffersRepository({ db });
  const inventory = createInventoryRepository({ db });
  const savedForms = createSearchParamsRepository({ db });
  const seats = createSeatView(supplier);
  const wire = createRoutingWire(supplier);
  const recommendations = new LruCache<string, RecoFlightResult>(500);
  // A search's routings are a pure function of its parameters, currency, rate, day and the seat
  // counts, so the rendered JSON is kept and reused until any of those changes.
  const renderedResults = new BufferLruCache<string>(resultCacheMegabytes * 1_000_000);
  /**
   * Stored searches by their parameters: an identical search while the stored one still has at
   * least half its life left reuses its row, so a repeated search writes nothing (the offer is
   * the parameters; the supplier re-creates every option from them).
   */
  const storedSearches = new Map<string, { uniqueKey: string; expiresAt: Date }>();

  const today = () => clock.now().toISOString().slice(0, 10);

  function places(code: string, field: string) {
    const airports = supplier.airportsFor(code);
    if (airports.length === 0) throw unknownPlace(field, code);
    return airports;
  }

  /** The search's rules (SPEC 5) through the domain, then the places: 400 with SPEC's messages. */
  function validate(request: SearchRequest, day: string): SearchParams {
    const retDate = request.tripType === 2 ? (request.retDate ?? null) : null;
    const errors = flightSearchErrors(
      {
        tripType: request.tripType,
        fromCityCode: request.fromCityCode,
        toCityCode: request.toCityCode,
        fromDate: request.fromDate,
        retDate,
        adultNumber: request.adultNumber,
        childNumber: request.childNumber,
      },
      day,
    );
    const list = Object.entries(errors).map(([field, message]) => ({
      field,
      message: message as string,
    }));
    if (list.length) throw searchInvalid(list);
    const latest = addDays(day, MAX_DAYS_AHEAD);
    if (request.fromDate > latest || (retDate && retDate > latest)) {
      throw searchInvalid([
        {
          field: request.fromDate > latest ? 'fromDate' : 'retDate',
          message: `Flights can be searched up to ${MAX_DAYS_AHEAD} days ahead. Please choose an earlier date.`,
        },
      ]);
    }
    const froms = places(request.fromCityCode, 'fromCityCode');
    const tos = places(request.toCityCode, 'toCityCode');
    // LHR to LON is a trip to the same city too.
    const fromCities = new Set(froms.map((a) => a.cityCode));
    if (tos.some((a) => fromCities.has(a.cityCode) || froms.some((f) => f.code === a.code))) {
      throw searchInvalid([{ field: 'toCityCode', message: M.sameCity }]);
    }
    return {
      tripType: request.tripType,
      from: request.fromCityCode,
      to: request.toCityCode,
      fromCity: request.fromCity || froms[0]!.cityName,
      toCity: request.toCity || tos[0]!.cityName,
      fromDate: request.fromDate,
      retDate,
      adults: request.adultNumber,
      children: request.childNumber,
      cabin: request.cabinPref,
    };
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

  /** Prices every pairing with the seats this process knows; drops those without enough seats. */
  async function priceRoutings(
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
      const seatsLeft = Math.min(outSeats, inSeats);
      if (seatsLeft < travellers) continue;
      const quotes = await supplier.price({
        outbound,
        inbound,
        cabin: params.cabin,
        adults: params.adults,
        children: params.children,
        today: day,
        seatsLeft: { outbound: outSeats, inbound: inbound ? inSeats : undefined },
        rate,
      });
      const key = routingKey(outbound, inbound);
      const departureDate = outbound.flights[0]!.depLocal.slice(0, 10);
      const priceList = quotes.map((quote) =>
        wire.priceEntry({
          quote,
          routing: key,
          hasReturn: !!inbound,
          adults: params.adults,
          children: params.children,
          currency,
          seatsLeft,
          today: day,
          departureDate,
        }),
      );
      candidates.push({
        outbound,
        inbound,
        routing: wire.routing({ outbound, inbound, cabin: params.cabin, priceList }),
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
  }

  /** A stored offer; 410 when unknown, unreadable, or (unless `expired` is allowed) past its expiry. */
  async function loadSearch(unique: string, tx?: Tx, { expired = false } = {}) {
    // Inside a transaction every read goes through it: PGlite has one connection.
    const stored = await (tx ? createOffersRepository({ db: tx }) : offers).findSearch({
      id: unique,
    });
    if (!stored || (!expired && stored.expiresAt.getTime() <= clock.now().getTime()))
      throw offerExpired();
    const params = searchParams.safeParse(stored.params);
    if (!params.success) throw offerExpired();
    return { stored, params: params.data };
  }

  async function resolveOption(params: SearchParams, g: string) {
    const key = parseOptionKey(g);
    if (!key || (params.tripType === 2) !== (key.inbound !== null)) throw offerExpired();
    const outbound = findItinerary(
      await supplier.search({ from: params.from, to: params.to, date: params.fromDate }),
      key.outbound,
    );
    const inbound =
      key.inbound && params.retDate
        ? (findItinerary(
            await supplier.search({ from: params.to, to: params.from, date: params.retDate }),
            key.inbound,
          ) ?? null)
        : null;
    if (!outbound || (key.inbound && !inbound)) throw offerExpired();
    return { outbound, inbound, product: key.product };
  }

  /** An option priced now, with seat counts read from the database (not the view). */
  async function priceOption(opts: {
    params: SearchParams;
    outbound: Itinerary;
    inbound: Itinerary | null;
    currency: Currency;
    rate: number;
    adults: number;
    children: number;
  }) {
    const { params, outbound, inbound, currency, rate, adults, children } = opts;
    const day = today();
    const cabin: SupplierCabin = params.cabin;
    const flights = [...outbound.flights, ...(inbound?.flights ?? [])];
    const counts = await inventory.seatsFor({ flightKeys: flights.map((f) => f.key), cabin });
    seats.note([...counts].map(([flightKey, seatsLeft]) => ({ flightKey, cabin, seatsLeft })));
    const outSeats = seats.onJourney(outbound.flights, cabin, day);
    const inSeats = inbound ? seats.onJourney(inbound.flights, cabin, day) : Infinity;
    const seatsLeft = Math.min(outSeats, inSeats);
    const quotes = await supplier.price({
      outbound,
      inbound,
      cabin,
      adults,
      children,
      today: day,
      seatsLeft: { outbound: outSeats, inbound: inbound ? inSeats : undefined },
      rate,
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

  /** Stores a search as an offer row for 30 minutes; an identical search may reuse it (see searchRendered). */
  async function storeOffer(params: SearchParams, currency: Currency, rate: number) {
    const now = clock.now();
    const uniqueKey = newId();
    const expiresAt = new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000);
    await offers.insertSearch({ id: uniqueKey, params, currency, rate, createdAt: now, expiresAt });
    if (storedSearches.size >= 100_000) storedSearches.clear();
    storedSearches.set(`${JSON.stringify(params)}|${currency}|${rate}`, { uniqueKey, expiresAt });
    return { uniqueKey, expiresAt };
  }

  /** The rate of an offer's currency: the stored one, or today's for another currency. */
  function rateFor(stored: { currency: string; rate: number }, currency: Currency) {
    return currency === stored.currency ? stored.rate : rates.rate(currency).perUsd;
  }

  return {
    /** Fills the seat view from the inventory of flights not yet departed. */
    async start(): Promise<void> {
      seats.note(await inventory.departingFrom({ date: earliestFlightDate(today()) }));
    },

    /** POST /v2/ticket/ticketSearchNew: routings for a search, stored as one offer row. */
    async search(request: SearchRequest): Promise<FlightSearchResult> {
      const { uniqueKey, expiresAt, rendered } = await this.searchRendered(request);
      return {
        uniqueKey,
        expiresAt,
        ...(JSON.parse(`{${rendered.toString('utf8')}`) as Omit<
          FlightSearchResult,
          'uniqueKey' | 'expiresAt'
        >),
      };
    },

    /**
     * The search with its result rendered as UTF-8 JSON members after uniqueKey and expiresAt
     * (`"currency":…,"routings":[…],"air_lines":[…],"air_ports":[…]}`), which the route sends as
     * bytes. The rendering is cached while the same search prices the same: same day, rate and seats.
     */
    async searchRendered(
      request: SearchRequest,
    ): Promise<{ uniqueKey: string; expiresAt: string; rendered: Buffer }> {
      const day = today();
      const params = validate(request, day);
      const currency = rates.pick(request.Currency);
      const rate = rates.rate(currency).perUsd;
      const cacheKey = `${JSON.stringify(params)}|${currency}|${rate}|${day}|${seats.version}`;
      let rendered = renderedResults.get(cacheKey);
      if (rendered === undefined) {
        const priced = await priceRoutings(params, currency, rate, day);
        const body = {
          currency,
          // Results carry each leg's rules summarised; ticketPrice has the full lists (decision 004).
          routings: priced.map((p) => summarizeRouting(p.routing)),
          ...wire.directory(
            priced.flatMap((p) => (p.inbound ? [p.outbound, p.inbound] : [p.outbound])),
          ),
        };
        rendered = Buffer.from(JSON.stringify(body).slice(1), 'utf8');
        renderedResults.set(cacheKey, rendered);
      }
      const now = clock.now();
      const storedKey = `${JSON.stringify(params)}|${currency}|${rate}`;
      const stored = storedSearches.get(storedKey);
      const left = stored ? stored.expiresAt.getTime() - now.getTime() : 0;
      // Half its life left at least, and never more than a whole life (a clock set back).
      if (
        stored &&
        left >= (OFFER_TTL_MINUTES * 60_000) / 2 &&
        left <= OFFER_TTL_MINUTES * 60_000
      ) {
        return { uniqueKey: stored.uniqueKey, expiresAt: stored.expiresAt.toISOString(), rendered };
      }
      const { uniqueKey, expiresAt } = await storeOffer(params, currency, rate);
      return { uniqueKey, expiresAt: expiresAt.toISOString(), rendered };
    },

    /** GET /v2/ticket/ticketPrice: the option's routing with its price list re-priced now. */
    async price({
      unique,
      g,
      Currency,
    }: {
      unique: string;
      g: string;
      Currency?: Currency;
    }): Promise<TicketPriceResult> {
      const { stored, params } = await loadSearch(unique);
      const option = await resolveOption(params, g);
      const currency = Currency ?? rates.pick(stored.currency);
      const now = await priceOption({
        params,
        ...option,
        currency,
        rate: rateFor(stored, currency),
        adults: params.adults,
        children: params.children,
      });
      return {
        uniqueKey: unique,
        uniqueStr: g,
        fareProduct: option.product,
        currency,
        expiresAt: stored.expiresAt.toISOString(),
        adultNumber: params.adults,
        childNumber: params.children,
        kind: params.tripType,
        routing: now.routing,
        ...wire.directory(option.inbound ? [option.outbound, option.inbound] : [option.outbound]),
      };
    },

    /** POST /v2/ticket/ticketVerify: the same price now, or 409 price changed / sold out. */
    async verify(body: {
      unique: string;
      g: string;
      adultNumber: number;
      childNumber: number;
      totalPriceEx: number;
      Currency?: Currency;
    }): Promise<TicketVerifyResult> {
      const countsError = passengerCountsError({
        adults: body.adultNumber,
        children: body.childNumber,
      });
      if (countsError) throw searchInvalid([{ field: 'childNumber', message: countsError }]);
      const { stored, params } = await loadSearch(body.unique);
      const option = await resolveOption(params, body.g);
      const currency = body.Currency ?? rates.pick(stored.currency);
      const now = await priceOption({
        params,
        ...option,
        currency,
        rate: rateFor(stored, currency),
        adults: body.adultNumber,
        children: body.childNumber,
      });
      if (now.seatsLeft < body.adultNumber + body.childNumber)
        throw soldOut({ seatsLeft: now.seatsLeft });
      const entry = now.priceList.find((p) => p.fareProduct === option.product) as PriceListEntry;
      const quote = now.quotes.find((q) => q.product === option.product)!;
      if (Math.round(body.totalPriceEx * 100) !== quote.total) {
        throw priceChanged({ was: body.totalPriceEx, now: entry.totalPriceEx, currency });
      }
      return {
        uniqueKey: body.unique,
        uniqueStr: body.g,
        currency,
        totalPriceEx: entry.totalPriceEx,
        seatsLeft: now.seatsLeft,
        expiresAt: stored.expiresAt.toISOString(),
        price: entry,
      };
    },

    /**
     * Renews an offer (its row still kept, typically past its 30 minutes): the option priced now
     * for the travellers given, under a fresh offer with the same parameters and currency at
     * today's rate. 410 when the offer was never issued, the key names no flight of it or the
     * flights have left; 409 sold out when too few seats are left. Order creation answers the
     * result as 409 flights.price_expired (docs/decisions/004).
     */
    async renewOffer(body: {
      unique: string;
      g: string;
      adultNumber: number;
      childNumber: number;
      Currency?: Currency;
    }): Promise<{
      uniqueKey: string;
      expiresAt: string;
      kind: 1 | 2;
      currency: Currency;
      totalPriceEx: number;
    }> {
      const { stored, params } = await loadSearch(body.unique, undefined, { expired: true });
      if (params.fromDate < earliestFlightDate(today())) throw offerExpired();
      const option = await resolveOption(params, body.g);
      const offerCurrency = rates.pick(stored.currency);
      const fresh = { currency: offerCurrency, rate: rates.rate(offerCurrency).perUsd };
      const currency = body.Currency ?? offerCurrency;
      const now = await priceOption({
        params,
        ...option,
        currency,
        rate: rateFor(fresh, currency),
        adults: body.adultNumber,
        children: body.childNumber,
      });
      if (now.seatsLeft < body.adultNumber + body.childNumber)
        throw soldOut({ seatsLeft: now.seatsLeft });
      const entry = now.priceList.find((p) => p.fareProduct === option.product) as PriceListEntry;
      const { uniqueKey, expiresAt } = await storeOffer(params, fresh.currency, fresh.rate);
      return {
        uniqueKey,
        expiresAt: expiresAt.toISOString(),
        kind: params.tripType,
        currency,
        totalPriceEx: entry.totalPriceEx,
      };
    },

    /**
     * Holds seats on every flight of an option for the booking (next issue), inside its
     * transaction; call noteSeats with the answer once the transaction has committed.
     */
    async holdSeats(
      { unique, g, count }: { unique: string; g: string; count: number },
      tx: Tx,
    ): Promise<SeatCount[]> {
      const { params } = await loadSearch(unique, tx);
      const option = await resolveOption(params, g);
      const day = today();
      const flights = [...option.outbound.flights, ...(option.inbound?.flights ?? [])];
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

    noteSeats(counts: SeatCount[]): void {
      seats.note(counts);
    },

    /** GET /v2/ticket/priceCalendar: the cheapest total 3 days either side (days before yesterday left out). */
    async priceCalendar(q: {
      from: string;
      to: string;
      date: string;
      cabin: 'Y' | 'C';
      adults: number;
      children: number;
      tripType: 1 | 2;
      retDate?: string;
      Currency?: Currency;
    }): Promise<PriceCalendarResult> {
      const day = today();
      const currency = rates.pick(q.Currency);
      const rate = rates.rate(currency).perUsd;
      const base = validate(
        {
          tripType: q.tripType,
          fromCity: '',
          fromCityCode: q.from,
          toCity: '',
          toCityCode: q.to,
          fromDate: q.date,
          retDate: q.retDate ?? null,
          adultNumber: q.adults,
          childNumber: q.children,
          cabinPref: q.cabin,
        },
        day,
      );
      const floor = earliestFlightDate(day);
      const latest = addDays(day, MAX_DAYS_AHEAD);
      const days: PriceCalendarResult['days'] = [];
      for (let offset = -3; offset <= 3; offset++) {
        const date = addDays(q.date, offset);
        if (date < floor || date > latest) continue;
        const retDate = base.retDate ? addDays(base.retDate, offset) : null;
        const priced = await priceRoutings(
          { ...base, fromDate: date, retDate },
          currency,
          rate,
          day,
        );
        const cheapest = priced.length ? Math.min(...priced.map((p) => p.cheapestTotal)) : null;
        days.push({
          date,
          retDate,
          priceEx: cheapest === null ? null : cheapest / 100,
          currency,
          cheapest: false,
          selected: offset === 0,
        });
      }
      const lowest = Math.min(...days.map((d) => d.priceEx ?? Infinity));
      for (const d of days) d.cheapest = d.priceEx !== null && d.priceEx === lowest;
      return { currency, days };
    },

    /** GET /v3/commonb2c/reco/flight: popular destinations with their cheapest fare ~3-4 weeks out. */
    async recommend(q: { from?: string; Currency?: Currency }): Promise<RecoFlightResult> {
      const from = q.from ?? RECO_DEFAULT_FROM;
      const origin = places(from, 'from')[0]!;
      const day = today();
      const date = addDays(day, RECO_DAYS_AHEAD);
      const currency = rates.pick(q.Currency);
      const cacheKey = `${from}|${date}|${currency}`;
      const cached = recommendations.get(cacheKey);
      if (cached) return cached;
      const rate = rates.rate(currency).perUsd;
      const fromCityCode = supplier.airportsFor(from).length > 1 ? from : origin.cityCode;
      const list: RecoFlightResult['list'] = [];
      for (const dest of supplier.popularDestinations(from, RECO_DESTINATIONS)) {
        const itineraries = (await supplier.search({ from, to: dest.cityCode, date })).slice(0, 20);
        let best: { total: number; it: Itinerary } | null = null;
        for (const it of itineraries) {
          const seatsLeft = seats.onJourney(it.flights, 'Y', day);
          if (seatsLeft < 1) continue;
          const [standard] = await supplier.price({
            outbound: it,
            cabin: 'Y',
            adults: 1,
            children: 0,
            today: day,
            seatsLeft: { outbound: seatsLeft },
            rate,
          });
          if (standard && (!best || standard.total < best.total))
            best = { total: standard.total, it };
        }
        list.push({
          fromCityCode,
          fromCityName: origin.cityName,
          toCityCode: dest.cityCode,
          toCityName: dest.cityName,
          toCountryName: dest.countryName,
          date,
          priceEx: best ? best.total / 100 : null,
          currency,
          stops: best ? best.it.stops : null,
          durationMinutes: best ? best.it.totalMinutes : null,
          carrier: best ? best.it.flights[0]!.marketingCarrier : null,
        });
      }
      const result = { fromCityCode, fromCityName: origin.cityName, date, currency, list };
      recommendations.set(cacheKey, result);
      return result;
    },

    /** GET /v2/ticket/isSimpleLine: whether any airline flies the pair nonstop. */
    simpleLine({ from, to }: { from: string; to: string }): SimpleLineResult {
      places(from, 'from');
      places(to, 'to');
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

    /** Deletes searches that expired more than a day ago (their keys answer 410 either way). */
    async pruneExpired(): Promise<number> {
      return offers.deleteExpired({ before: new Date(clock.now().getTime() - 86_400_000) });
    },
  };
}
export type FlightSearchService = ReturnType<typeof createFlightSearchService>;
