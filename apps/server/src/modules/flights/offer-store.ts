import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Currency } from '@farewise/domain/money/currency';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSupplier, Itinerary } from '../../suppliers/flights/flight-supplier.ts';
import type { ExchangeRates } from '../money/index.ts';
import { createOffersRepository, type StoredSearch } from './offers.repository.ts';
import { findItinerary, parseOptionKey } from './offer-keys.ts';
import { offerExpired } from './flights.errors.ts';
import { journeyOf, searchParams, type SearchParams } from './search-request.ts';

/** Minutes an offer (a search's options) can be priced and booked. */
export const OFFER_TTL_MINUTES = 30;

/** A random id for a stored search or a saved search form. */
export const newId = () => randomBytes(12).toString('base64url');

export interface OfferStoreDeps {
  db: Db;
  clock: Clock;
  supplier: FlightSupplier;
  rates: ExchangeRates;
}

/** Offers: a search stored as one row, read back, and its options re-created from the supplier. */
export function createOfferStore({ db, clock, supplier, rates }: OfferStoreDeps) {
  const offers = createOffersRepository({ db });
  /**
   * Stored searches by their parameters: an identical search while the stored one still has at
   * least half its life left reuses its row, so a repeated search writes nothing (the offer is
   * the parameters; the supplier re-creates every option from them).
   */
  const storedSearches = new LRUCache<string, { uniqueKey: string; expiresAt: Date }>({
    max: 100_000,
  });

  /**
   * Searches arriving while a write is under way are written together, in one statement, once it
   * ends: concurrent new searches do not queue one insert each behind each other on the
   * database (PGlite has one connection). Each search still answers only after its row is written.
   */
  let writing: Promise<void> | null = null;
  let waiting: { rows: StoredSearch[]; done: Promise<void> } | null = null;
  function write(row: StoredSearch): Promise<void> {
    if (!writing) {
      writing = offers.insertSearch(row).finally(() => (writing = null));
      return writing;
    }
    if (!waiting) {
      const batch: { rows: StoredSearch[]; done: Promise<void> } = {
        rows: [],
        done: writing
          .catch(() => {})
          .then(() => {
            waiting = null;
            writing = offers.insertSearches(batch.rows).finally(() => (writing = null));
            return writing;
          }),
      };
      waiting = batch;
    }
    waiting.rows.push(row);
    return waiting.done;
  }

  return {
    /** Stores a search as an offer row for 30 minutes; an identical search may reuse it (see reusable). */
    async store(params: SearchParams, currency: Currency, rate: number) {
      const { uniqueKey, expiresAt, written } = this.begin(params, currency, rate);
      await written;
      return { uniqueKey, expiresAt };
    },

    /**
     * store, with the new offer's key and expiry known at once and `written` settling when its
     * row is (the search answers only then): the answer is written while the row waits its turn.
     */
    begin(params: SearchParams, currency: Currency, rate: number) {
      const now = clock.now();
      const uniqueKey = newId();
      const expiresAt = new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000);
      const written = write({ id: uniqueKey, params, currency, rate, createdAt: now, expiresAt });
      // Known as reusable only once written (a failed write leaves nothing to reuse).
      const noted = written.then(() => {
        storedSearches.set(`${JSON.stringify(params)}|${currency}|${rate}`, {
          uniqueKey,
          expiresAt,
        });
      });
      // Awaited by the search once its answer is written; a failed write must not go unhandled meanwhile.
      noted.catch(() => {});
      return { uniqueKey, expiresAt, written: noted };
    },

    /** The offer this process stored for the same search, when it may be answered again. */
    reusable(params: SearchParams, currency: Currency, rate: number) {
      const now = clock.now();
      const stored = storedSearches.get(`${JSON.stringify(params)}|${currency}|${rate}`);
      const left = stored ? stored.expiresAt.getTime() - now.getTime() : 0;
      // Half its life left at least, and never more than a whole life (a clock set back).
      return stored &&
        left >= (OFFER_TTL_MINUTES * 60_000) / 2 &&
        left <= OFFER_TTL_MINUTES * 60_000
        ? stored
        : null;
    },

    /** A stored offer; 410 when unknown, unreadable, or (unless `expired` is allowed) past its expiry. */
    async load(unique: string, tx?: Tx, { expired = false } = {}) {
      // Inside a transaction every read goes through it: PGlite has one connection.
      const stored = await (tx ? createOffersRepository({ db: tx }) : offers).findSearch({
        id: unique,
      });
      if (!stored || (!expired && stored.expiresAt.getTime() <= clock.now().getTime()))
        throw offerExpired();
      const params = searchParams.safeParse(stored.params);
      if (!params.success) throw offerExpired();
      return { stored, params: params.data };
    },

    /**
     * The itineraries an option key names, re-created from the supplier, in the journey's order;
     * 410 when gone. outbound and inbound are a one-way or round trip's directions.
     */
    async resolveOption(params: SearchParams, g: string) {
      const key = parseOptionKey(g);
      const legs = journeyOf(params);
      if (!key || key.legs.length !== legs.length) throw offerExpired();
      const journey = await Promise.all(
        legs.map(async (leg, i) =>
          findItinerary(
            await supplier.search({ from: leg.from, to: leg.to, date: leg.date }),
            key.legs[i]!,
          ),
        ),
      );
      if (journey.some((it) => !it)) throw offerExpired();
      const found = journey as Itinerary[];
      return {
        journey: found,
        multiCity: params.tripType === 3,
        outbound: found[0]!,
        inbound: params.tripType === 2 ? found[1]! : null,
        product: key.product,
      };
    },

    /** The rate of an offer's currency: the stored one, or today's for another currency. */
    rateFor(stored: { currency: string; rate: number }, currency: Currency) {
      return currency === stored.currency ? stored.rate : rates.rate(currency).perUsd;
    },

    /** Deletes searches that expired before the given time. */
    deleteExpired({ before }: { before: Date }): Promise<number> {
      return offers.deleteExpired({ before });
    },
  };
}
export type OfferStore = ReturnType<typeof createOfferStore>;
