import { summarizeEntry, summarizeRouting } from '@farewise/domain/flights/fare-summary';
import {
  flightSearchResult,
  type FlightRouting,
  type FlightRoutingSummary,
  type FlightSearchResult,
  type PriceListEntry,
  type SegmentDetail,
} from '@farewise/domain/flights/search.schemas';

/**
 * Search results for component tests, parsed with the domain's wire schema so they cannot
 * drift from what the server sends.
 */
export function segment(over: Partial<SegmentDetail> = {}): SegmentDetail {
  return {
    carrier: 'QF',
    carrierName: 'Qantas',
    flightNumber: 'QF1',
    codeShare: false,
    operatingCarrier: 'QF',
    operatingCarrierName: 'Qantas',
    operatingFlightNo: 'QF1',
    aircraftCode: '789',
    aircraftName: 'Boeing 787-9',
    depTimeEx: '2030-03-10 09:00',
    arrTimeEx: '2030-03-10 15:00',
    depAirport: 'SYD',
    arrAirport: 'SIN',
    depTerminal: '1',
    arrTerminal: '1',
    duration: 480,
    cabin: 'Y',
    stops: [],
    layoverMinutes: null,
    ...over,
  };
}

type Product = PriceListEntry['fareProduct'];
const PRODUCT_NAMES: Record<Product, string> = {
  '0THP': 'Standard',
  CHGF: 'Flex',
  RF24: 'Flex-Plus',
};

const bags = (pieces: number, segments: number) =>
  Array.from({ length: segments }, (_, i) =>
    ([0, 1] as const).map((passengerType) => ({
      segmentNo: i + 1,
      passengerType,
      baggagePiece: pieces,
      baggageWeight: pieces > 0 ? 23 : -1,
      handBaggageWeight: 7,
    })),
  ).flat();

function legRules(product: Product, direction: 0 | 1, segments: number, currency: string) {
  const refundStatus: 'H' | 'T' = product === 'RF24' ? 'H' : 'T';
  const changeStatus: 'T' | 'F' = product === '0THP' ? 'T' : 'F';
  const refund = ([0, 1] as const).flatMap((passengerType) => [
    {
      refundType: direction,
      passengerType,
      refundStatus,
      refundFeeEx: refundStatus === 'H' ? 120 : 0,
      currencyEx: currency,
      period: 'before' as const,
      noShowCondition: 48,
      window: 'outside' as const,
    },
    {
      refundType: direction,
      passengerType,
      refundStatus: 'T' as const,
      refundFeeEx: 0,
      currencyEx: currency,
      period: 'before' as const,
      noShowCondition: 48,
      window: 'within' as const,
    },
    {
      refundType: direction,
      passengerType,
      refundStatus: 'T' as const,
      refundFeeEx: 0,
      currencyEx: currency,
      period: 'noShow' as const,
      noShowCondition: null,
      window: null,
    },
    {
      refundType: direction,
      passengerType,
      refundStatus: 'T' as const,
      refundFeeEx: 0,
      currencyEx: currency,
      period: 'after' as const,
      noShowCondition: null,
      window: null,
    },
  ]);
  const changes = ([0, 1] as const).flatMap((passengerType) => [
    {
      changesType: direction,
      passengerType,
      changesStatus: changeStatus,
      changesFeeEx: 0,
      currencyEx: currency,
      period: 'before' as const,
      noShowCondition: 48,
      window: 'outside' as const,
    },
    {
      changesType: direction,
      passengerType,
      changesStatus: 'T' as const,
      changesFeeEx: 0,
      currencyEx: currency,
      period: 'before' as const,
      noShowCondition: 48,
      window: 'within' as const,
    },
    {
      changesType: direction,
      passengerType,
      changesStatus: 'T' as const,
      changesFeeEx: 0,
      currencyEx: currency,
      period: 'noShow' as const,
      noShowCondition: null,
      window: null,
    },
    {
      changesType: direction,
      passengerType,
      changesStatus: 'T' as const,
      changesFeeEx: 0,
      currencyEx: currency,
      period: 'after' as const,
      noShowCondition: null,
      window: null,
    },
  ]);
  const pieces = product === '0THP' ? 0 : product === 'CHGF' ? 1 : 2;
  return {
    cabinGrade: 'Y',
    baggageInfoList: bags(pieces, segments),
    refundInfoList: refund,
    changesInfoList: changes,
  };
}

export function fare(
  product: Product,
  total: number,
  opts: {
    travellers?: number;
    segments?: number;
    retSegments?: number | null;
    currency?: string;
    key?: string;
  } = {},
): PriceListEntry {
  const { travellers = 1, segments = 1, retSegments = null, currency = 'AUD', key = 'r1' } = opts;
  return {
    fareProduct: product,
    fareProductName: PRODUCT_NAMES[product],
    cabinGrade: 'Y',
    currencyEx: currency,
    totalPriceEx: total,
    avgPriceEx: Math.round((total / travellers) * 100) / 100,
    adultPriceEx: Math.round((total / travellers) * 100) / 100,
    childPriceEx: Math.round((total / travellers) * 75) / 100,
    taxEx: Math.round(total * 12) / 100,
    seatsLeft: 7,
    flights: {
      from: legRules(product, 0, segments, currency),
      ret: retSegments ? legRules(product, 1, retSegments, currency) : null,
    },
    SlicePayItem: {
      valid: true,
      deposit: Math.round(total * 23) / 100,
      weekly: Math.round(total * 10) / 100,
      adjustedAmount: Math.round(total * 103) / 100,
      currency,
      instalments: 8,
    },
    uniqueStr: `${key}-${product}`,
  };
}

/** A fare as search results carry it (rules summarised). */
export function summaryFare(...args: Parameters<typeof fare>) {
  return summarizeEntry(fare(...args));
}

type RoutingOptions = {
  out: SegmentDetail[];
  ret?: SegmentDetail[];
  prices: [number, number, number] | number[];
  travellers?: number;
  key: string;
  totalOut?: number;
  totalRet?: number;
};

/** A routing as search results carry it. */
export function routing(opts: RoutingOptions): FlightRoutingSummary {
  return summarizeRouting(fullRouting(opts));
}

/** A routing with the full rule lists, as ticketPrice answers it. */
export function fullRouting(opts: RoutingOptions): FlightRouting {
  const products: Product[] = ['0THP', 'CHGF', 'RF24'];
  const journey = (list: SegmentDetail[]) =>
    list.reduce((n, d) => n + d.duration + (d.layoverMinutes ?? 0), 0);
  const priceList = opts.prices.map((p, i) =>
    fare(products[i]!, p, {
      travellers: opts.travellers,
      segments: opts.out.length,
      retSegments: opts.ret?.length ?? null,
      key: opts.key,
    }),
  );
  const fromSegments = {
    DepAirport: opts.out[0]!.depAirport,
    ArrAirport: opts.out[opts.out.length - 1]!.arrAirport,
    TotalTimes: opts.totalOut ?? journey(opts.out),
    detail: opts.out,
  };
  const retSegments = opts.ret
    ? {
        DepAirPort: opts.ret[0]!.depAirport,
        ArrAirPort: opts.ret[opts.ret.length - 1]!.arrAirport,
        TotalTimes: opts.totalRet ?? journey(opts.ret),
        detail: opts.ret,
      }
    : null;
  return {
    segmentInfo: { fromSegments, retSegments },
    TotalTimes: fromSegments.TotalTimes + (retSegments?.TotalTimes ?? 0),
    stopsCount: Math.max(opts.out.length - 1, (opts.ret?.length ?? 1) - 1),
    priceList,
    fareProduct: '0THP',
    validatingCarrier: opts.out[0]!.carrier,
  };
}

const AIRPORTS = [
  {
    code: 'SYD',
    name: 'Sydney Kingsford Smith',
    cityName: 'Sydney',
    cityCode: 'SYD',
    countryName: 'Australia',
    timeZone: 'Australia/Sydney',
  },
  {
    code: 'SIN',
    name: 'Singapore Changi',
    cityName: 'Singapore',
    cityCode: 'SIN',
    countryName: 'Singapore',
    timeZone: 'Asia/Singapore',
  },
  {
    code: 'DXB',
    name: 'Dubai International',
    cityName: 'Dubai',
    cityCode: 'DXB',
    countryName: 'United Arab Emirates',
    timeZone: 'Asia/Dubai',
  },
  {
    code: 'LHR',
    name: 'London Heathrow',
    cityName: 'London',
    cityCode: 'LON',
    countryName: 'United Kingdom',
    timeZone: 'Europe/London',
  },
  {
    code: 'HKG',
    name: 'Hong Kong International',
    cityName: 'Hong Kong',
    cityCode: 'HKG',
    countryName: 'Hong Kong',
    timeZone: 'Asia/Hong_Kong',
  },
];

const AIRLINES = [
  { code: 'QF', name: 'Qantas', alliance: 'oneworld' },
  { code: 'BA', name: 'British Airways', alliance: 'oneworld' },
  { code: 'EK', name: 'Emirates', alliance: null },
  { code: 'CX', name: 'Cathay Pacific', alliance: 'oneworld' },
];

/**
 * Sydney to London, one way, three options:
 * - QF1 via Singapore, the second flight a codeshare operated by British Airways, arriving +1;
 * - Emirates via Dubai on a Boeing 777 and an Airbus A380, the fastest;
 * - Cathay Pacific via Hong Kong, the cheapest, departing in the evening.
 */
export function sydneyLondonOneWay(travellers = 1): FlightSearchResult {
  const qantas = routing({
    key: 'qf',
    travellers,
    prices: [1500, 1650, 1900],
    out: [
      segment({ layoverMinutes: 120 }),
      segment({
        carrier: 'QF',
        carrierName: 'Qantas',
        flightNumber: 'QF5021',
        codeShare: true,
        operatingCarrier: 'BA',
        operatingCarrierName: 'British Airways',
        operatingFlightNo: 'BA16',
        aircraftCode: '388',
        aircraftName: 'Airbus A380-800',
        depTimeEx: '2030-03-10 17:00',
        arrTimeEx: '2030-03-11 00:30',
        depAirport: 'SIN',
        arrAirport: 'LHR',
        depTerminal: '1',
        arrTerminal: '5',
        duration: 810,
      }),
    ],
  });
  const emirates = routing({
    key: 'ek',
    travellers,
    prices: [1600, 1750, 2000],
    out: [
      segment({
        carrier: 'EK',
        carrierName: 'Emirates',
        flightNumber: 'EK413',
        operatingCarrier: 'EK',
        operatingCarrierName: 'Emirates',
        operatingFlightNo: 'EK413',
        aircraftCode: '77W',
        aircraftName: 'Boeing 777-300ER',
        depTimeEx: '2030-03-10 06:00',
        arrTimeEx: '2030-03-10 13:30',
        depAirport: 'SYD',
        arrAirport: 'DXB',
        depTerminal: '1',
        arrTerminal: '3',
        duration: 870,
        layoverMinutes: 90,
      }),
      segment({
        carrier: 'EK',
        carrierName: 'Emirates',
        flightNumber: 'EK1',
        operatingCarrier: 'EK',
        operatingCarrierName: 'Emirates',
        operatingFlightNo: 'EK1',
        aircraftCode: '388',
        aircraftName: 'Airbus A380-800',
        depTimeEx: '2030-03-10 15:00',
        arrTimeEx: '2030-03-10 19:10',
        depAirport: 'DXB',
        arrAirport: 'LHR',
        depTerminal: '3',
        arrTerminal: '3',
        duration: 430,
      }),
    ],
  });
  const cathay = routing({
    key: 'cx',
    travellers,
    prices: [1200, 1380],
    out: [
      segment({
        carrier: 'CX',
        carrierName: 'Cathay Pacific',
        flightNumber: 'CX110',
        operatingCarrier: 'CX',
        operatingCarrierName: 'Cathay Pacific',
        operatingFlightNo: 'CX110',
        aircraftCode: '359',
        aircraftName: 'Airbus A350-900',
        depTimeEx: '2030-03-10 20:00',
        arrTimeEx: '2030-03-11 03:10',
        depAirport: 'SYD',
        arrAirport: 'HKG',
        duration: 550,
        layoverMinutes: 300,
      }),
      segment({
        carrier: 'CX',
        carrierName: 'Cathay Pacific',
        flightNumber: 'CX251',
        operatingCarrier: 'CX',
        operatingCarrierName: 'Cathay Pacific',
        operatingFlightNo: 'CX251',
        aircraftCode: 'E90',
        aircraftName: 'Embraer 190',
        depTimeEx: '2030-03-11 08:10',
        arrTimeEx: '2030-03-11 14:40',
        depAirport: 'HKG',
        arrAirport: 'LHR',
        duration: 870,
      }),
    ],
  });
  return searchResult({ routings: [qantas, emirates, cathay] });
}

/** A round trip: Qantas out via Singapore and back nonstop-ish via Singapore. */
export function sydneyLondonRoundTrip(travellers = 1): FlightSearchResult {
  return searchResult({ routings: [routing(roundTripOptions(travellers))] });
}

/** ticketPrice's answer for an option of sydneyLondonRoundTrip: the routing with full rule lists. */
export function sydneyLondonRoundTripPrice(travellers = 1) {
  const result = sydneyLondonRoundTrip(travellers);
  return {
    routing: fullRouting(roundTripOptions(travellers)),
    air_lines: result.air_lines,
    air_ports: result.air_ports,
  };
}

function roundTripOptions(travellers: number): RoutingOptions {
  const out = [
    segment({ layoverMinutes: 120 }),
    segment({
      depTimeEx: '2030-03-10 17:00',
      arrTimeEx: '2030-03-11 00:30',
      depAirport: 'SIN',
      arrAirport: 'LHR',
      flightNumber: 'QF5021',
      duration: 810,
    }),
  ];
  const ret = [
    segment({
      flightNumber: 'QF2',
      depTimeEx: '2030-03-20 12:00',
      arrTimeEx: '2030-03-21 08:00',
      depAirport: 'LHR',
      arrAirport: 'SIN',
      duration: 780,
      layoverMinutes: 100,
    }),
    segment({
      flightNumber: 'QF6',
      depTimeEx: '2030-03-21 09:40',
      arrTimeEx: '2030-03-21 19:40',
      depAirport: 'SIN',
      arrAirport: 'SYD',
      duration: 480,
    }),
  ];
  return { key: 'rt', out, ret, travellers, prices: [2500, 2800, 3200] };
}

export function searchResult(over: Partial<FlightSearchResult> = {}): FlightSearchResult {
  return flightSearchResult.parse({
    uniqueKey: 'search-1',
    expiresAt: '2030-03-01T00:00:00.000Z',
    currency: 'AUD',
    routings: [],
    air_lines: AIRLINES,
    air_ports: AIRPORTS,
    ...over,
  });
}
