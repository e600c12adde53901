import { toDecimal } from '@farewise/domain/money/minor-units';
import { cabinName, fareProductName } from '@farewise/domain/flights/products';
import { sliceTerms } from '@farewise/domain/flights/slice-payment';
import { quotedLegSummary } from '@farewise/domain/flights/fare-summary';
import type {
  AirportInfo,
  ChangesInfo,
  FlightRouting,
  PriceListEntry,
  PriceListEntrySummary,
  FareSummary,
  RefundInfo,
  SegmentDetail,
} from '@farewise/domain/flights/search.schemas';
import type { BaggageInfo } from '@farewise/domain/flights/baggage';
import type {
  FareQuote,
  FlightSupplier,
  Itinerary,
  RuleQuote,
} from '../../suppliers/flights/flight-supplier.ts';
import { optionKey } from './offer-keys.ts';

/** Maps supplier itineraries and quotes (integer minor units) to the wire (decimals, SPEC names). */

type LegWire = {
  DepAirport: string;
  ArrAirport: string;
  TotalTimes: number;
  detail: SegmentDetail[];
};

/** An itinerary's leg as search results carry it, in JSON: as fromSegments (and legs) or as retSegments. */
type LegForm = 'from' | 'ret';

export function createRoutingWire(supplier: FlightSupplier) {
  // The flights of an itinerary never change: their wire form is made once per itinerary and
  // cabin, and kept as JSON text (one string each, which the collector does not walk).
  const legJson = new WeakMap<Itinerary, Map<string, string>>();

  function segmentDetails(it: Itinerary, cabin: string): SegmentDetail[] {
    return it.flights.map((f, i) => {
      const next = it.flights[i + 1];
      return {
        carrier: f.marketingCarrier,
        carrierName: supplier.airline(f.marketingCarrier)?.name ?? f.marketingCarrier,
        flightNumber: f.marketingFlightNo,
        codeShare: f.codeShare,
        operatingCarrier: f.operatingCarrier,
        operatingCarrierName: supplier.airline(f.operatingCarrier)?.name ?? f.operatingCarrier,
        operatingFlightNo: f.operatingFlightNo,
        aircraftCode: f.aircraftCode,
        aircraftName: supplier.aircraftName(f.aircraftCode),
        depTimeEx: f.depLocal,
        arrTimeEx: f.arrLocal,
        depAirport: f.from,
        arrAirport: f.to,
        depTerminal: f.depTerminal,
        arrTerminal: f.arrTerminal,
        duration: f.blockMinutes,
        cabin: cabinName(cabin),
        stops: [],
        layoverMinutes: next ? Math.round((next.depUtc - f.arrUtc) / 60_000) : null,
      };
    });
  }

  function leg(it: Itinerary, cabin: string): LegWire {
    return {
      DepAirport: it.flights[0]!.from,
      ArrAirport: it.flights[it.flights.length - 1]!.to,
      TotalTimes: it.totalMinutes,
      detail: segmentDetails(it, cabin),
    };
  }

  /** A leg as retSegments has it (SPEC 3 spells its airports DepAirPort and ArrAirPort there). */
  const returnLeg = (wire: LegWire) => ({
    DepAirPort: wire.DepAirport,
    ArrAirPort: wire.ArrAirport,
    TotalTimes: wire.TotalTimes,
    detail: wire.detail,
  });

  function legJsonOf(it: Itinerary, cabin: string, form: LegForm): string {
    let byForm = legJson.get(it);
    if (!byForm) legJson.set(it, (byForm = new Map()));
    const key = `${form}${cabin}`;
    let json = byForm.get(key);
    if (json === undefined) {
      const wire = leg(it, cabin);
      json = JSON.stringify(form === 'from' ? wire : returnLeg(wire));
      byForm.set(key, json);
    }
    return json;
  }

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

  interface EntryOptions {
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
  function priceEntry(opts: EntryOptions): PriceListEntry {
    const { quote, currency, children } = opts;
    const forTravellers = <T extends { passengerType: 0 | 1 }>(list: T[]) =>
      children > 0 ? list : list.filter((x) => x.passengerType === 0);
    const rulesOf = (direction: number) => ({
      cabinGrade: cabinName(quote.cabin),
      ...legPricesOf(quote, direction),
      baggageInfoList: forTravellers(quote.baggage[direction] ?? []),
      refundInfoList: forTravellers(quote.refunds.filter((r) => r.direction === direction)).map(
        (r) => refundOf(r, currency),
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
  function priceEntrySummary(opts: EntryOptions): PriceListEntrySummary {
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

  /** What a journey's routing says besides its legs and prices. */
  function routingFacts(
    journey: Itinerary[],
    priceList: Pick<PriceListEntry, 'totalPriceEx' | 'fareProduct'>[],
  ) {
    const cheapest = priceList.reduce(
      (best, p) => (p.totalPriceEx < best.totalPriceEx ? p : best),
      priceList[0]!,
    );
    return {
      TotalTimes: journey.reduce((n, it) => n + it.totalMinutes, 0),
      stopsCount: journey.reduce((n, it) => n + it.stops, 0),
      fareProduct: cheapest.fareProduct,
      validatingCarrier: journey[0]!.flights[0]!.marketingCarrier,
    };
  }

  /** A journey on the wire: SPEC 3's two directions, or every multi-city leg in segmentInfo.legs. */
  function routing(opts: {
    journey: Itinerary[];
    multiCity: boolean;
    cabin: string;
    priceList: PriceListEntry[];
  }): FlightRouting {
    const { journey, multiCity, cabin, priceList } = opts;
    const inbound = multiCity ? null : (journey[1] ?? null);
    const { TotalTimes, stopsCount, fareProduct, validatingCarrier } = routingFacts(
      journey,
      priceList,
    );
    return {
      segmentInfo: {
        fromSegments: leg(journey[0]!, cabin),
        retSegments: inbound ? returnLeg(leg(inbound, cabin)) : null,
        ...(multiCity ? { legs: journey.map((it) => leg(it, cabin)) } : {}),
      },
      TotalTimes,
      stopsCount,
      priceList,
      fareProduct,
      validatingCarrier,
    };
  }

  /**
   * A journey as search results carry it, as JSON text: `routing` with its price list summarised
   * (FlightRoutingSummary), the same members in the same order, its legs' JSON made once per
   * itinerary.
   */
  function routingSummaryJson(opts: {
    journey: Itinerary[];
    multiCity: boolean;
    cabin: string;
    priceList: PriceListEntrySummary[];
  }): string {
    const { journey, multiCity, cabin, priceList } = opts;
    const inbound = multiCity ? null : (journey[1] ?? null);
    const facts = routingFacts(journey, priceList);
    const legs = multiCity
      ? `,"legs":[${journey.map((it) => legJsonOf(it, cabin, 'from')).join(',')}]`
      : '';
    return (
      `{"segmentInfo":{"fromSegments":${legJsonOf(journey[0]!, cabin, 'from')},` +
      `"retSegments":${inbound ? legJsonOf(inbound, cabin, 'ret') : 'null'}${legs}},` +
      `"TotalTimes":${JSON.stringify(facts.TotalTimes)},` +
      `"stopsCount":${JSON.stringify(facts.stopsCount)},` +
      `"priceList":${JSON.stringify(priceList)},` +
      `"fareProduct":${JSON.stringify(facts.fareProduct)},` +
      `"validatingCarrier":${JSON.stringify(facts.validatingCarrier)}}`
    );
  }

  /** The airlines and airports a set of routings mentions, for the air_lines and air_ports lists. */
  function directory(itineraries: Iterable<Itinerary>) {
    const airlines = new Set<string>();
    const airports = new Set<string>();
    for (const it of itineraries) {
      for (const f of it.flights) {
        airlines.add(f.marketingCarrier).add(f.operatingCarrier);
        airports.add(f.from).add(f.to);
      }
    }
    return {
      air_lines: [...airlines]
        .sort()
        .map((code) => supplier.airline(code) ?? { code, name: code, alliance: null }),
      air_ports: [...airports].sort().flatMap((code): AirportInfo[] => {
        const a = supplier.airport(code);
        return a
          ? [
              {
                code: a.code,
                name: a.name,
                cityName: a.cityName,
                cityCode: a.cityCode,
                countryName: a.countryName,
                timeZone: a.timeZone,
              },
            ]
          : [];
      }),
    };
  }

  /** The wire segments of an itinerary's flights in a cabin. */
  const segments = (it: Itinerary, cabin: string) => leg(it, cabin).detail;

  return { routing, routingSummaryJson, priceEntry, priceEntrySummary, directory, segments };
}
export type RoutingWire = ReturnType<typeof createRoutingWire>;
