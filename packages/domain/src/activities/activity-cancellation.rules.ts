import { formatMoney } from '../money/format.ts';
import { formatInstant } from '../shared/dates.ts';

/** An activity's cancellation policies, their texts, and what cancelling a booking now would do. */

/** Free cancellation ends this many hours before the activity starts. */
export const FREE_CANCELLATION_HOURS = 24;
export type CancellationPolicyKind = 'free-24h' | 'non-refundable';

export const POLICY_TITLES: Record<CancellationPolicyKind, string> = {
  'free-24h': 'Free cancellation',
  'non-refundable': 'Non-refundable',
};

/** The policy as shown before booking. */
export function policyText(kind: CancellationPolicyKind): string {
  return kind === 'free-24h'
    ? `Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before the start, for a full refund. Less than ${FREE_CANCELLATION_HOURS} hours before, it cannot be cancelled or refunded.`
    : 'Non-refundable: once paid, this booking cannot be cancelled or refunded.';
}

/** When free cancellation ends (UTC ms), or null for a non-refundable product. */
export function freeCancellationEnds(
  kind: CancellationPolicyKind,
  startUtcMs: number,
): number | null {
  return kind === 'free-24h' ? startUtcMs - FREE_CANCELLATION_HOURS * 3_600_000 : null;
}

/** The free-cancellation deadline as a date in the activity's own time zone. */
export const freeCancellationUntilText = (untilIso: string, timeZone: string): string =>
  `Free cancellation until ${formatInstant(untilIso, timeZone)} (local time), for a full refund.`;

export const CANCELLATION_MESSAGES = {
  started: 'This activity has already started, so it can no longer be cancelled.',
  nonRefundable: 'This booking is non-refundable, so it cannot be cancelled or refunded.',
  windowClosed: `Free cancellation ended ${FREE_CANCELLATION_HOURS} hours before the start, so this booking can no longer be cancelled or refunded.`,
  closed: 'This booking is already cancelled.',
} as const;

export interface ActivityCancellationQuote {
  allowed: boolean;
  /** Minor units going back to the card. */
  refundAmount: number;
  text: string;
}

/** What cancelling now would do: unpaid is free; paid is refunded in full inside the free window. */
export function cancellationQuote(opts: {
  kind: CancellationPolicyKind;
  startUtcMs: number;
  nowMs: number;
  paid: number;
  currency: string;
  open: boolean;
}): ActivityCancellationQuote {
  const M = CANCELLATION_MESSAGES;
  if (!opts.open) return { allowed: false, refundAmount: 0, text: M.closed };
  if (opts.nowMs >= opts.startUtcMs) return { allowed: false, refundAmount: 0, text: M.started };
  if (opts.paid === 0)
    return {
      allowed: true,
      refundAmount: 0,
      text: 'Nothing has been paid: cancelling releases your places at no cost.',
    };
  const ends = freeCancellationEnds(opts.kind, opts.startUtcMs);
  if (ends === null) return { allowed: false, refundAmount: 0, text: M.nonRefundable };
  if (opts.nowMs > ends) return { allowed: false, refundAmount: 0, text: M.windowClosed };
  return {
    allowed: true,
    refundAmount: opts.paid,
    text: `Free cancellation: ${formatMoney(opts.paid, opts.currency)} goes back to your card.`,
  };
}
