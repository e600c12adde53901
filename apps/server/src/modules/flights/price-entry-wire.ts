import { toDecimal } from '@farewise/domain/money/minor-units';
import { cabinName, fareProductName } from '@farewise/domain/flights/products';
import { sliceTerms } from '@farewise/domain/flights/slice-payment';
import { quotedLegSummary } from '@farewise/domain/flights/fare-summary';
import type { BaggageInfo } from '@farewise/domain/flights/baggage';
import type {
  ChangesInfo,
  FareSummary,
  PriceListEntry,
  PriceListEntrySummary,
  RefundInfo,
} from '@farewise/domain/flights/search.schemas';
import type { FareQuote, RuleQuote } from '../../suppliers/flights/flight-supplier.ts';
import { optionKey } from './offer-keys.ts';

/**
 * A routing's price list entries on the wire, one per fare product, from the supplier's quotes
 * (integer minor units to the wire's decimals): in full (ticketPrice, orders) or with each leg's
 * rules summarised (search results, decision 004).
 */

const refundOf = (r: RuleQuote, currency: string): RefundInfo => ({
  refundType: r.direction,
  passengerType: r.passengerType,
  refundStatus: r.status,
  refundFeeEx: toDecimal(r.fee),
  currencyEx: currency,
  period: r.period,
  noShowCondition: r.noShowCondition,
  window: r.window,
});
const changeOf = (r: RuleQuote, currency: string): ChangesInfo => ({
  changesType: r.direction,
  passengerType: r.passengerType,
  changesStatus: r.status,
  changesFeeEx: toDecimal(r.fee),
  currencyEx: currency,
  period: r.period,
  noShowCondition: r.noShowCondition,
  window: r.window,
});

/** A leg's prices per traveller, when the quote has them (decimals). */
function legPricesOf(quote: FareQuote, direction: number) {
  const leg = quote.legs.find((l) => l.direction === direction);
  return leg
    ? {
        prices: {
          adultFare: toDecimal(leg.adultFare),
          childFare: toDecimal(leg.childFare),
          adultTax: toDecimal(leg.adultTax),
          childTax: toDecimal(leg.childTax),
        },
      }
    : {};
}

export interface EntryOptions {
  quote: FareQuote;
  routing: string;
  multiCity: boolean;
  adults: number;
  children: number;
  currency: string;
  seatsLeft: number;
  today: string;
  departureDate: string;
}

/** A price list entry with its legs' rules (`flights`) last, as search results order it. */
function entryWith<F>(
  opts: EntryOptions,
  flights: F,
): Omit<PriceListEntry, 'flights'> & { flights: F } {
  const { quote, currency } = opts;
  const slice = sliceTerms({
    total: quote.total,
    currency,
    bookedOn: opts.today,
    departureDate: opts.departureDate,
  });
  return {
    fareProduct: quote.product,
    fareProductName: fareProductName(quote.product),
    cabinGrade: cabinName(quote.cabin),
    currencyEx: currency,
    totalPriceEx: toDecimal(quote.total),
    avgPriceEx: toDecimal(quote.adultFare + quote.adultTax),
    adultPriceEx: toDecimal(quote.adultFare + quote.adultTax),
    childPriceEx: toDecimal(quote.childFare + quote.childTax),
    taxEx: toDecimal(quote.adultTax),
    seatsLeft: opts.seatsLeft,
    SlicePayItem: {
      valid: slice.valid,
      deposit: toDecimal(slice.deposit),
      weekly: toDecimal(slice.weekly),
      adjustedAmount: toDecimal(slice.adjustedAmount),
      currency,
      instalments: slice.instalmentCount,
    },
    uniqueStr: optionKey(opts.routing, quote.product),
    flights,
  };
}

/** The legs of a journey (from and ret, or every multi-city leg) each made by `leg`. */
function legsOf<T>(quote: FareQuote, multiCity: boolean, leg: (direction: number) => T) {
  return multiCity
    ? { from: leg(0), ret: null, legs: quote.baggage.map((_b, i) => leg(i)) }
    : { from: leg(0), ret: quote.baggage.length > 1 ? leg(1) : null };
}

/**
 * One price list entry. Child rows are left out when no child travels. A multi-city entry
 * lists every leg's rules in flights.legs (decision 026).
 */
export function priceEntry(opts: EntryOptions): PriceListEntry {
  const { quote, currency, children } = opts;
  const forTravellers = <T extends { passengerType: 0 | 1 }>(list: T[]) =>
    children > 0 ? list : list.filter((x) => x.passengerType === 0);
  const rulesOf = (direction: number) => ({
    cabinGrade: cabinName(quote.cabin),
    ...legPricesOf(quote, direction),
    baggageInfoList: forTravellers(quote.baggage[direction] ?? []),
    refundInfoList: forTravellers(quote.refunds.filter((r) => r.direction === direction)).map((r) =>
      refundOf(r, currency),
    ),
    changesInfoList: forTravellers(quote.changes.filter((r) => r.direction === direction)).map(
      (r) => changeOf(r, currency),
    ),
  });
  // The full entry keeps SPEC 3's order: flights before SlicePayItem and uniqueStr.
  const { SlicePayItem, uniqueStr, flights, ...head } = entryWith(
    opts,
    legsOf(quote, opts.multiCity, rulesOf),
  );
  return { ...head, flights, SlicePayItem, uniqueStr };
}

/**
 * A price list entry as search results carry it: priceEntry with each leg summarised
 * (summarizeEntry's result), made from the quote without making the full lists.
 */
export function priceEntrySummary(opts: EntryOptions): PriceListEntrySummary {
  const { quote } = opts;
  const summaryOf = (direction: number) =>
    legSummaryOf(quote.baggage[direction] ?? [], quote.refunds, quote.changes, direction);
  return entryWith(opts, legsOf(quote, opts.multiCity, summaryOf));
}

// A quote's baggage and rule lists are shared by every quote with the same fare (pricing.ts),
// so their summaries are made once per list and leg, and shared too (read-only).
const legSummaries = new WeakMap<object, WeakMap<object, WeakMap<object, FareSummary[]>>>();
function legSummaryOf(
  baggage: BaggageInfo[],
  refunds: RuleQuote[],
  changes: RuleQuote[],
  direction: number,
): FareSummary {
  let byRefunds = legSummaries.get(baggage);
  if (!byRefunds) legSummaries.set(baggage, (byRefunds = new WeakMap()));
  let byChanges = byRefunds.get(refunds);
  if (!byChanges) byRefunds.set(refunds, (byChanges = new WeakMap()));
  let perLeg = byChanges.get(changes);
  if (!perLeg) byChanges.set(changes, (perLeg = []));
  return (perLeg[direction] ??= quotedLegSummary(baggage, refunds, changes, direction));
}
