import type { HotelSort } from '@farewise/domain/hotels/hotel-search.schemas';
import type { Hotel } from '../../suppliers/hotels/index.ts';

/** A destination priced for one stay: per hotel, the cheapest total of each kind of plan (-1: none). */
export interface PricedList {
  hotels: Hotel[];
  distanceKm: Float32Array;
  /** totals[variant * n + i]: hotel i's cheapest total meeting the variant. */
  totals: Int32Array;
}

/** How a hotel search orders the priced list's indices for a sort. */
export function comparator(
  sort: HotelSort,
  list: PricedList,
  price: Int32Array,
): (a: number, b: number) => number {
  const h = list.hotels;
  const rec = (a: number, b: number) =>
    (h[b] as Hotel).recommendScore - (h[a] as Hotel).recommendScore ||
    (h[a] as Hotel).index - (h[b] as Hotel).index;
  switch (sort) {
    case 'price_asc':
      return (a, b) => (price[a] as number) - (price[b] as number) || rec(a, b);
    case 'price_desc':
      return (a, b) => (price[b] as number) - (price[a] as number) || rec(a, b);
    case 'review':
      return (a, b) =>
        (h[b] as Hotel).reviewScore10 - (h[a] as Hotel).reviewScore10 ||
        (h[b] as Hotel).reviewCount - (h[a] as Hotel).reviewCount ||
        rec(a, b);
    case 'stars_desc':
      return (a, b) => (h[b] as Hotel).stars - (h[a] as Hotel).stars || rec(a, b);
    case 'stars_asc':
      return (a, b) => (h[a] as Hotel).stars - (h[b] as Hotel).stars || rec(a, b);
    case 'distance':
      return (a, b) => (list.distanceKm[a] as number) - (list.distanceKm[b] as number) || rec(a, b);
    default:
      return rec;
  }
}

/**
 * The first `count` items in order, sorted (a short list comes back whole): a bounded binary heap, so a
 * page of a 2,000-hotel country costs n log(count), not a full sort.
 */
export function firstInOrder(
  items: readonly number[],
  count: number,
  order: (a: number, b: number) => number,
): number[] {
  if (items.length <= count * 2) return [...items].sort(order);
  const heap: number[] = [];
  const worse = (a: number, b: number) => order(heap[a] as number, heap[b] as number) > 0;
  const swap = (a: number, b: number) => {
    const t = heap[a] as number;
    heap[a] = heap[b] as number;
    heap[b] = t;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1)
        swap(i, (i - 1) >> 1);
    } else if (count > 0 && order(item, heap[0] as number) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(order);
}
