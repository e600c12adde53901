import type { PlanQuote } from '../../suppliers/hotels/hotel-supplier.ts';

/** Kinds of plan a traveller can ask for: index = (free cancellation ? 1 : 0) + (breakfast ? 2 : 0). */
export const variantOf = (freeCancellation: boolean, breakfast: boolean) =>
  (freeCancellation ? 1 : 0) + (breakfast ? 2 : 0);

/** The cheapest quote meeting the wishes, from a hotel's quotes. */
export function quoteFor(
  quotes: readonly PlanQuote[],
  freeCancellation: boolean,
  breakfast: boolean,
): PlanQuote | undefined {
  let best: PlanQuote | undefined;
  for (const q of quotes) {
    if ((freeCancellation && !q.plan.refundable) || (breakfast && !q.plan.breakfast)) continue;
    if (!best || q.total < best.total) best = q;
  }
  return best;
}
