import type { FareProductCode } from '@farewise/domain/flights/products';
import type { BaggageInfo } from '@farewise/domain/flights/baggage';
import type { Itinerary } from './schedule.ts';

/**
 * A fare's baggage and rule lists never change for the same inputs, and a search prices the same
 * itinerary and fares many times over (each outbound with several returns): the lists are made
 * once and shared by the quotes that have them (read-only). A baggage list depends only on the
 * fare, the cabin, the number of flights and whether one is long-haul: a few dozen lists serve
 * every itinerary.
 */
const baggageLists = new Map<string, BaggageInfo[]>();
export function baggageFor(
  product: FareProductCode,
  cabin: 'Y' | 'C',
  it: Itinerary,
): BaggageInfo[] {
  const longHaul = it.flights.some((f) => f.distanceKm > 3_000);
  const key = `${product}${cabin}${longHaul ? 'L' : 'S'}${it.flights.length}`;
  let list = baggageLists.get(key);
  if (!list) {
    list = makeBaggage(product, cabin, longHaul, it.flights.length);
    baggageLists.set(key, list);
  }
  return list;
}

function makeBaggage(
  product: FareProductCode,
  cabin: 'Y' | 'C',
  longHaul: boolean,
  flights: number,
): BaggageInfo[] {
  let piece: number;
  let weight: number;
  if (cabin === 'C') {
    piece = product === 'RF24' ? 3 : 2;
    weight = 32;
  } else if (product === '0THP') {
    piece = longHaul ? 1 : 0;
    weight = longHaul ? 23 : -1;
  } else {
    piece = product === 'RF24' ? 2 : 1;
    weight = 23;
  }
  const hand = cabin === 'C' ? 14 : 7;
  return Array.from({ length: flights }, (_f, i) =>
    ([0, 1] as const).map((passengerType) => ({
      segmentNo: i + 1,
      passengerType,
      baggagePiece: piece,
      baggageWeight: weight,
      handBaggageWeight: hand,
    })),
  ).flat();
}
