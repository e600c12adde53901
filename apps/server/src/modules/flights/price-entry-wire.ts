import { decimalJson, toDecimal } from '@farewise/domain/money/minor-units';
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
    refundInfoList: forTravellers(quote.legRules[direction]?.refunds ?? []).map((r) =>
      refundOf(r, currency),
    ),
    changesInfoList: forTravellers(quote.legRules[direction]?.changes ?? []).map((r) =>
      changeOf(r, currency),
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
  const summaryOf = (direction: number) => legSummaryOf(quote, direction).summary;
  return entryWith(opts, legsOf(quote, opts.multiCity, summaryOf));
}

/** A summarised entry as JSON, with the two fields a routing reads of its price list. */
export interface PriceEntryJson {
  fareProduct: PriceListEntrySummary['fareProduct'];
  totalPriceEx: number;
  json: string;
}

/** A number as JSON.stringify writes it. */
const num = (n: number) => (Number.isFinite(n) ? `${n}` : 'null');

/**
 * The entry's first members, the same for every entry of a product, cabin and currency: a few
 * dozen keys at most, so a plain Map with a guard, read per price entry (decision 047).
 */
const entryHeads = new Map<string, string>();
function entryHead(product: string, cabin: string, currency: string): string {
  const key = `${product}${cabin}${currency}`;
  let head = entryHeads.get(key);
  if (head === undefined) {
    head =
      `{"fareProduct":${JSON.stringify(product)},` +
      `"fareProductName":${JSON.stringify(fareProductName(product))},` +
      `"cabinGrade":${JSON.stringify(cabinName(cabin))},` +
      `"currencyEx":${JSON.stringify(currency)},"totalPriceEx":`;
    if (entryHeads.size < 1_000) entryHeads.set(key, head);
  }
  return head;
}

/**
 * priceEntrySummary as JSON text, written member by member (the same text JSON.stringify gives
 * of priceEntrySummary's object, which routing-wire.test.ts holds it to), each leg's summary
 * written once per shared list.
 */
export function priceEntrySummaryJson(opts: EntryOptions): PriceEntryJson {
  const { quote, currency } = opts;
  const slice = sliceTerms({
    total: quote.total,
    currency,
    bookedOn: opts.today,
    departureDate: opts.departureDate,
  });
  const adult = decimalJson(quote.adultFare + quote.adultTax);
  const leg = (direction: number) => legSummaryOf(quote, direction).json;
  let flights: string;
  if (opts.multiCity) {
    flights = `{"from":${leg(0)},"ret":null,"legs":[`;
    for (let i = 0; i < quote.baggage.length; i++) flights += `${i ? ',' : ''}${leg(i)}`;
    flights += ']}';
  } else {
    flights = `{"from":${leg(0)},"ret":${quote.baggage.length > 1 ? leg(1) : 'null'}}`;
  }
  const totalPriceEx = toDecimal(quote.total);
  return {
    fareProduct: quote.product,
    totalPriceEx,
    json:
      `${entryHead(quote.product, quote.cabin, currency)}${decimalJson(quote.total)},` +
      `"avgPriceEx":${adult},"adultPriceEx":${adult},` +
      `"childPriceEx":${decimalJson(quote.childFare + quote.childTax)},` +
      `"taxEx":${decimalJson(quote.adultTax)},"seatsLeft":${num(opts.seatsLeft)},` +
      `"SlicePayItem":{"valid":${slice.valid},"deposit":${decimalJson(slice.deposit)},` +
      `"weekly":${decimalJson(slice.weekly)},` +
      `"adjustedAmount":${decimalJson(slice.adjustedAmount)},` +
      `"currency":${JSON.stringify(currency)},"instalments":${num(slice.instalmentCount)}},` +
      `"uniqueStr":${JSON.stringify(optionKey(opts.routing, quote.product))},` +
      `"flights":${flights}}`,
  };
}

// A quote's baggage and each leg's rule lists are shared by every quote with the same fare on
// that leg (pricing.ts), so their summaries (and the summaries' JSON) are made once per list and
// leg, and shared too (read-only): a round trip's outbound keeps its summary with every return.
interface LegSummary {
  summary: FareSummary;
  json: string;
}
const legSummaries = new WeakMap<object, WeakMap<object, LegSummary>>();
function legSummaryOf(quote: FareQuote, direction: number): LegSummary {
  const baggage = quote.baggage[direction] ?? NO_BAGGAGE;
  const rules = quote.legRules[direction] ?? NO_RULES;
  let byRules = legSummaries.get(baggage);
  if (!byRules) legSummaries.set(baggage, (byRules = new WeakMap()));
  let known = byRules.get(rules);
  if (!known) {
    const summary = quotedLegSummary(baggage, rules.refunds, rules.changes, direction);
    byRules.set(rules, (known = { summary, json: JSON.stringify(summary) }));
  }
  return known;
}
const NO_BAGGAGE: BaggageInfo[] = [];
const NO_RULES: FareQuote['legRules'][number] = { refunds: [], changes: [] };
