import { describe, expect, test } from 'vitest';
import {
  BEST_WEIGHTS,
  NO_FILTERS,
  bestScore,
  dayPartOf,
  facetCounts,
  filterRoutings,
  resultBounds,
  sortRoutings,
  stopsBucket,
} from './flight-results.rules.ts';
import type {
  FlightRoutingSummary,
  PriceListEntrySummary,
  SegmentDetail,
} from './search.schemas.ts';

const seg = (carrier: string, dep: string, arr: string, duration: number): SegmentDetail => ({
  carrier,
  carrierName: carrier,
  flightNumber: `${carrier}1`,
  codeShare: false,
  operatingCarrier: carrier,
  operatingCarrierName: carrier,
  operatingFlightNo: `${carrier}1`,
  aircraftCode: '320',
  aircraftName: 'Airbus A320',
  depTimeEx: dep,
  arrTimeEx: arr,
  depAirport: 'SYD',
  arrAirport: 'MEL',
  depTerminal: '',
  arrTerminal: '',
  duration,
  cabin: 'Y',
  stops: [],
  layoverMinutes: null,
});

const fare = (total: number, pieces: number): PriceListEntrySummary => ({
  fareProduct: '0THP',
  fareProductName: 'Standard',
  cabinGrade: 'Y',
  currencyEx: 'AUD',
  totalPriceEx: total,
  avgPriceEx: total,
  adultPriceEx: total,
  childPriceEx: total,
  taxEx: 0,
  seatsLeft: 9,
  flights: {
    from: { baggage: [{ piece: pieces, weight: 23 }], refund: null, change: null },
    ret: null,
  },
  SlicePayItem: {
    valid: false,
    deposit: 0,
    weekly: 0,
    adjustedAmount: 0,
    currency: 'AUD',
    instalments: 0,
  },
  uniqueStr: 'x',
});

const routing = (
  name: string,
  segments: SegmentDetail[],
  journey: number,
  fares: PriceListEntrySummary[],
): FlightRoutingSummary & { name: string } => ({
  name,
  segmentInfo: {
    fromSegments: { DepAirport: 'SYD', ArrAirport: 'MEL', TotalTimes: journey, detail: segments },
    retSegments: null,
  },
  TotalTimes: journey,
  stopsCount: segments.length - 1,
  priceList: fares,
  fareProduct: '0THP',
  validatingCarrier: segments[0]!.carrier,
});

const cheapSlow = routing(
  'cheapSlow',
  [
    seg('JQ', '2030-01-01 05:30', '2030-01-01 08:00', 90),
    seg('JQ', '2030-01-01 10:00', '2030-01-01 11:00', 60),
  ],
  330,
  [fare(100, 0)],
);
const fastDear = routing('fastDear', [seg('QF', '2030-01-01 08:00', '2030-01-01 09:30', 90)], 90, [
  fare(300, 0),
  fare(340, 1),
]);
const middle = routing('middle', [seg('VA', '2030-01-01 19:00', '2030-01-01 20:40', 100)], 100, [
  fare(150, 1),
]);
const all = [cheapSlow, fastDear, middle];
const names = (list: FlightRoutingSummary[]) =>
  list.map((r) => (r as FlightRoutingSummary & { name: string }).name);

describe('results filters and sort', () => {
  test('stops and day parts are read from the outbound leg', () => {
    expect(stopsBucket(cheapSlow)).toBe(1);
    expect(stopsBucket(fastDear)).toBe(0);
    expect(dayPartOf('2030-01-01 05:30')).toBe('night');
    expect(dayPartOf('2030-01-01 12:00')).toBe('afternoon');
    expect(dayPartOf('2030-01-01 23:59')).toBe('evening');
  });

  test('each filter narrows the list', () => {
    expect(names(filterRoutings(all, { ...NO_FILTERS, stops: [0] }))).toEqual([
      'fastDear',
      'middle',
    ]);
    expect(names(filterRoutings(all, { ...NO_FILTERS, airlines: ['JQ', 'VA'] }))).toEqual([
      'cheapSlow',
      'middle',
    ]);
    expect(names(filterRoutings(all, { ...NO_FILTERS, departParts: ['morning'] }))).toEqual([
      'fastDear',
    ]);
    expect(names(filterRoutings(all, { ...NO_FILTERS, arriveParts: ['evening'] }))).toEqual([
      'middle',
    ]);
    expect(names(filterRoutings(all, { ...NO_FILTERS, maxDuration: 120 }))).toEqual([
      'fastDear',
      'middle',
    ]);
    expect(names(filterRoutings(all, { ...NO_FILTERS, priceMin: 120, priceMax: 200 }))).toEqual([
      'middle',
    ]);
    // With a checked bag the dear flight's price is its bag fare, 340.
    expect(names(filterRoutings(all, { ...NO_FILTERS, checkedBag: true }))).toEqual([
      'fastDear',
      'middle',
    ]);
    expect(names(filterRoutings(all, { ...NO_FILTERS, checkedBag: true, priceMax: 320 }))).toEqual([
      'middle',
    ]);
  });

  test('counts show what each value would add, given the other filters', () => {
    const counts = facetCounts(all, { ...NO_FILTERS, stops: [0] });
    expect(counts.stops).toEqual({ 0: 2, 1: 1, 2: 0 });
    expect(counts.airlines).toEqual({ QF: 1, VA: 1 });
    expect(counts.checkedBag).toBe(2);
  });

  test('cheapest, fastest and best order the list', () => {
    expect(names(sortRoutings(all, 'cheapest'))).toEqual(['cheapSlow', 'middle', 'fastDear']);
    expect(names(sortRoutings(all, 'fastest'))).toEqual(['fastDear', 'middle', 'cheapSlow']);
    // middle: 0.6*1.5 + 0.4*1.11 = 1.34; cheapSlow: 0.6 + 0.4*3.67 = 2.07; fastDear: 1.8 + 0.4 = 2.2
    expect(names(sortRoutings(all, 'best'))).toEqual(['middle', 'cheapSlow', 'fastDear']);
    expect(bestScore(100, 90, 100, 90)).toBeCloseTo(BEST_WEIGHTS.price + BEST_WEIGHTS.duration);
  });

  test('slider bounds cover every result', () => {
    expect(resultBounds(all)).toEqual({
      minPrice: 100,
      maxPrice: 300,
      minDuration: 90,
      maxDuration: 330,
    });
  });
});
