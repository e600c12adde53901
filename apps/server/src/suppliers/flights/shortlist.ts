import type { Itinerary } from './scheduled-flight.ts';

/** A journey's place in a search's order by stops, then minutes (a later stop count always ranks after). */
const STOP_RANK = 10_000_000;

/**
 * Where a search's journeys go as they are found: each kept once (by key), in the order found,
 * and the longest a journey of some number of stops may take and still be among the `size`
 * best of the search (fewer stops, then shorter). Journeys that cannot make the list need not
 * be looked for at all.
 */
export class Shortlist {
  /** A size no search reaches (a small integer, as every size is: V8 keeps the field's kind). */
  static readonly UNBOUNDED = 1_000_000_000;
  readonly all: Itinerary[] = [];
  private readonly seen = new Set<string>();
  /** The best ranks counted so far, ascending, at most `size` of them. */
  private readonly best: number[];

  constructor(
    private readonly size: number,
    /** Journeys counted before they are added (their ranks are not counted again when added). */
    counted?: Shortlist,
  ) {
    this.best = counted ? [...counted.best] : [];
  }

  /** Keeps a journey not kept before; counts its rank unless it was counted already. */
  add(it: Itinerary, count = true): void {
    if (this.seen.has(it.key)) return;
    this.seen.add(it.key);
    this.all.push(it);
    if (count) this.count(it.stops * STOP_RANK + it.totalMinutes);
  }

  private count(rank: number): void {
    const best = this.best;
    if (best.length >= this.size && rank >= (best[best.length - 1] as number)) return;
    let i = best.length;
    while (i > 0 && (best[i - 1] as number) > rank) i--;
    best.splice(i, 0, rank);
    if (best.length > this.size) best.pop();
  }

  /**
   * The most minutes a journey of `stops` stops may take and still make the list: Infinity until
   * `size` journeys are counted, negative when the counted ones all have fewer stops. A journey
   * longer than this ranks after `size` others and is not in the search's answer.
   */
  maxMinutes(stops: number): number {
    if (this.best.length < this.size) return Infinity;
    return (this.best[this.size - 1] as number) - stops * STOP_RANK;
  }
}
