import type { FareProductCode } from '@farewise/domain/flights/products';
import { FARE_PRODUCT_CODES } from '@farewise/domain/flights/products';
import type { Itinerary } from '../../suppliers/flights/flight-supplier.ts';

/**
 * Option keys (uniqueStr): the marketing flights and dates of each direction and the fare
 * product, e.g. 'QF1-20261215.BA16-20261216_BA15-20261222~RF24'. Only unreserved URL characters,
 * so the key travels in a query string as it is.
 */
const keys = new WeakMap<Itinerary, string>();

export function itineraryKey(it: Itinerary): string {
  let key = keys.get(it);
  if (!key) {
    key = it.flights
      .map((f) => `${f.marketingFlightNo}-${f.depLocal.slice(0, 10).replace(/-/g, '')}`)
      .join('.');
    keys.set(it, key);
  }
  return key;
}

/** A journey's key: its legs' keys in order, joined by '_' (outbound_return, or each multi-city leg). */
export function routingKey(journey: readonly Itinerary[]): string {
  return journey.map(itineraryKey).join('_');
}

export function optionKey(routing: string, product: FareProductCode): string {
  return `${routing}~${product}`;
}

export interface ParsedOptionKey {
  /** Each leg's itinerary key, in order. */
  legs: string[];
  outbound: string;
  /** The second leg's key (a round trip's return), or null for one leg. */
  inbound: string | null;
  product: FareProductCode;
}

/** Legs an option key may name: a multi-city trip's most (decision 026). */
const MAX_KEY_LEGS = 5;

const LEG = /^[A-Z0-9]{2}\d{1,5}-\d{8}(\.[A-Z0-9]{2}\d{1,5}-\d{8}){0,3}$/;

export function parseOptionKey(key: string): ParsedOptionKey | null {
  const [routing, product, ...rest] = key.split('~');
  if (!routing || !product || rest.length || !(FARE_PRODUCT_CODES as string[]).includes(product))
    return null;
  const legs = routing.split('_');
  if (legs.length > MAX_KEY_LEGS || !legs.every((leg) => LEG.test(leg))) return null;
  return {
    legs,
    outbound: legs[0]!,
    inbound: legs[1] ?? null,
    product: product as FareProductCode,
  };
}

/** The itinerary with a key in a search result, found through a per-result index. */
const indexes = new WeakMap<readonly Itinerary[], Map<string, Itinerary>>();
export function findItinerary(list: readonly Itinerary[], key: string): Itinerary | undefined {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.map((it) => [itineraryKey(it), it]));
    indexes.set(list, index);
  }
  return index.get(key);
}
