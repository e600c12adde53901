import { cabinName } from '@farewise/domain/flights/products';
import type {
  AirportInfo,
  FlightRouting,
  PriceListEntry,
  PriceListEntrySummary,
  SegmentDetail,
} from '@farewise/domain/flights/search.schemas';
import type { FlightSupplier, Itinerary } from '../../suppliers/flights/flight-supplier.ts';
import {
  priceEntry,
  priceEntrySummary,
  priceEntrySummaryJson,
  type PriceEntryJson,
} from './price-entry-wire.ts';

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
    return routingSummaryJsonOf({
      ...opts,
      priceList: opts.priceList.map((p) => ({
        fareProduct: p.fareProduct,
        totalPriceEx: p.totalPriceEx,
        json: JSON.stringify(p),
      })),
    });
  }

  /** routingSummaryJson of a price list already written as JSON (priceEntrySummaryJson). */
  function routingSummaryJsonOf(opts: {
    journey: Itinerary[];
    multiCity: boolean;
    cabin: string;
    priceList: PriceEntryJson[];
  }): string {
    const { journey, multiCity, cabin, priceList } = opts;
    const inbound = multiCity ? null : (journey[1] ?? null);
    const facts = routingFacts(journey, priceList);
    const legs = multiCity
      ? `,"legs":[${journey.map((it) => legJsonOf(it, cabin, 'from')).join(',')}]`
      : '';
    let prices = '';
    for (let i = 0; i < priceList.length; i++) prices += `${i ? ',' : ''}${priceList[i]!.json}`;
    return (
      `{"segmentInfo":{"fromSegments":${legJsonOf(journey[0]!, cabin, 'from')},` +
      `"retSegments":${inbound ? legJsonOf(inbound, cabin, 'ret') : 'null'}${legs}},` +
      `"TotalTimes":${JSON.stringify(facts.TotalTimes)},` +
      `"stopsCount":${JSON.stringify(facts.stopsCount)},` +
      `"priceList":[${prices}],` +
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

  return {
    routing,
    routingSummaryJson,
    routingSummaryJsonOf,
    priceEntry,
    priceEntrySummary,
    priceEntrySummaryJson,
    directory,
    segments,
  };
}
export type RoutingWire = ReturnType<typeof createRoutingWire>;
