import type { Currency } from '@farewise/domain/money/currency';
import {
  earliestFlightDate,
  passengerCountsError,
} from '@farewise/domain/flights/flight-search.rules';
import { isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import type { PriceListEntry } from '@farewise/domain/flights/search.schemas';
import type {
  TicketPriceResult,
  TicketVerifyResult,
} from '@farewise/domain/flights/flight-calls.schemas';
import { todayUtc } from '@farewise/domain/shared/today';
import type { Clock } from '../../shared/clock.ts';
import type { ExchangeRates } from '../money/index.ts';
import type { OfferStore } from './offer-store.ts';
import type { RoutingPricing } from './routing-pricing.ts';
import type { RoutingWire } from './routing-wire.ts';
import type { Itinerary } from '../../suppliers/flights/flight-supplier.ts';
import {
  departureClosed,
  offerExpired,
  priceChanged,
  searchInvalid,
  soldOut,
} from './flights.errors.ts';

export interface TicketQuotesDeps {
  clock: Clock;
  rates: ExchangeRates;
  offerStore: OfferStore;
  pricing: RoutingPricing;
  wire: RoutingWire;
}

/** One option of an offer priced now: ticketPrice, ticketVerify, and renewing an expired offer. */
export function createTicketQuotes({ clock, rates, offerStore, pricing, wire }: TicketQuotesDeps) {
  const today = () => todayUtc(clock.now());

  /** 422 flights.departure_closed when the journey leaves within the ticketing cut-off (decision 039). */
  function refuseClosed(journey: Itinerary[]): void {
    if (!isBookableDeparture(journey[0]!.flights[0]!.depUtc, clock.now())) throw departureClosed();
  }

  /** The option priced now for the travellers: 409 sold out when too few seats are left. */
  async function pricedForTravellers(
    opts: Parameters<RoutingPricing['priceOption']>[0] & { product: string },
  ) {
    const now = await pricing.priceOption(opts);
    if (now.seatsLeft < opts.adults + opts.children) throw soldOut({ seatsLeft: now.seatsLeft });
    const entry = now.priceList.find((p) => p.fareProduct === opts.product) as PriceListEntry;
    return { now, entry };
  }

  return {
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
      const { stored, params } = await offerStore.load(unique);
      const option = await offerStore.resolveOption(params, g);
      refuseClosed(option.journey);
      const currency = Currency ?? rates.pick(stored.currency);
      const now = await pricing.priceOption({
        cabin: params.cabin,
        ...option,
        currency,
        rate: offerStore.rateFor(stored, currency),
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
        ...wire.directory(option.journey),
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
      const { stored, params } = await offerStore.load(body.unique);
      const option = await offerStore.resolveOption(params, body.g);
      refuseClosed(option.journey);
      const currency = body.Currency ?? rates.pick(stored.currency);
      const { now, entry } = await pricedForTravellers({
        cabin: params.cabin,
        ...option,
        currency,
        rate: offerStore.rateFor(stored, currency),
        adults: body.adultNumber,
        children: body.childNumber,
      });
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
      kind: 1 | 2 | 3;
      currency: Currency;
      totalPriceEx: number;
    }> {
      const { stored, params } = await offerStore.load(body.unique, undefined, { expired: true });
      if (params.fromDate < earliestFlightDate(today())) throw offerExpired();
      const option = await offerStore.resolveOption(params, body.g);
      refuseClosed(option.journey);
      const offerCurrency = rates.pick(stored.currency);
      const fresh = { currency: offerCurrency, rate: rates.rate(offerCurrency).perUsd };
      const currency = body.Currency ?? offerCurrency;
      const { entry } = await pricedForTravellers({
        cabin: params.cabin,
        ...option,
        currency,
        rate: offerStore.rateFor(fresh, currency),
        adults: body.adultNumber,
        children: body.childNumber,
      });
      const { uniqueKey, expiresAt } = await offerStore.store(params, fresh.currency, fresh.rate);
      return {
        uniqueKey,
        expiresAt: expiresAt.toISOString(),
        kind: params.tripType,
        currency,
        totalPriceEx: entry.totalPriceEx,
      };
    },
  };
}
