import type { TimelineEntry } from '@farewise/domain/aftersales/aftersales.schemas';
import type { RefundQuote } from '@farewise/domain/aftersales/refund-quote';
import { formatDay } from '@farewise/domain/aftersales/request-status';
import { entry } from './aftersales-view.ts';
import type { RefundPlan, RefundQuoteNow } from './refund-plan.ts';

/*
 * What the traveller reads of a refund or cancellation: the sentence whose figures add up, the
 * request's timeline and its mail. Words only; the plan and the quote decide.
 */

/**
 * How the refund of a quote is made up, in one sentence whose figures add up: for a slice
 * booking what was paid less the hold price fee (decision 041), else the tickets' fare and taxes
 * less the airline's fee and the fare it keeps.
 */
export function refundBreakdown(q: RefundQuote, money: (minor: number) => string): string {
  return `${ticketsBreakdown({ ...q, refund: q.refund - q.bags }, money)}${bagsBreakdown(q, money)}`;
}

/** The extra bags of the refunded tickets, given back in full (decision 040), or ''. */
function bagsBreakdown(q: RefundQuote, money: (minor: number) => string): string {
  if (q.bags <= 0) return '';
  const bags = q.bagPieces === 1 ? 'The extra bag' : `The ${q.bagPieces} extra bags`;
  return ` ${bags} bought for these flights will not fly, so ${money(q.bags)} comes back for ${q.bagPieces === 1 ? 'it' : 'them'} in full: ${money(q.refund)} in all.`;
}

function ticketsBreakdown(q: RefundQuote, money: (minor: number) => string): string {
  if (q.paidInSlices) {
    const stop = q.unpaidBalance > 0 ? ' The instalments stop: nothing more is charged.' : '';
    return q.holdFeeKept > 0
      ? `You paid ${money(q.paid)}; the hold price fee of ${money(q.holdFeeKept)} is not refunded (slice payment terms), so ${money(q.refund)} comes back.${stop}`
      : `Everything you paid, ${money(q.paid)}, comes back, the hold price fee too.${stop}`;
  }
  const kept = [
    q.fee > 0 ? `the airline's refund fee of ${money(q.fee)}` : '',
    q.nonRefundable > 0 ? `the non-refundable fare of ${money(q.nonRefundable)}` : '',
  ].filter(Boolean);
  return `The tickets come to ${money(q.tickets)}${kept.length ? `, less ${kept.join(' and ')}` : ''}${q.beyondPaid > 0 ? `, limited to what is left of your payment` : ''}: ${money(q.refund)} comes back.`;
}

/** The timeline and mail of a refund or cancellation just confirmed. */
export function refundConfirmedText(input: {
  kind: 'refund' | 'cancel';
  q: RefundQuoteNow;
  plan: RefundPlan;
  /** The traveller was owed a full refund for an airline schedule change. */
  afterScheduleChange: boolean;
  card: string | null;
  now: Date;
  quotedAt: Date;
  /** The day the money reaches the account at the latest. */
  arrival: string;
  money: (minor: number) => string;
}): {
  timeline: TimelineEntry[];
  mail: { subject: string; heading: string; paragraphs: string[] };
} {
  const { kind, q, plan, now, arrival } = input;
  const { names, route, unpaid, allClosed } = plan;
  const card = input.card ?? 'your card';
  const breakdown = refundBreakdown(q, input.money);
  const whom = names.length
    ? ` for ${names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`
    : '';
  const moneyBack = input.money(q.refund);
  const timeline = [
    entry(
      'requested',
      now,
      kind === 'cancel'
        ? 'You asked to cancel the booking.'
        : `You asked for a refund${whom}${route ? `: ${route}` : ''}${input.afterScheduleChange ? ', after the airline changed the schedule' : ''}.`,
    ),
    entry(
      'quoted',
      input.quotedAt,
      q.refund > 0
        ? `Quoted: ${moneyBack} back to ${card}. ${q.fullRefundReason ? `${q.fullRefundReason} ` : ''}${breakdown}`
        : unpaid
          ? 'Nothing was paid, so nothing is charged or refunded.'
          : 'Quoted: nothing is refundable under the fare rules.',
    ),
    entry(
      kind === 'cancel' || allClosed ? 'cancelled' : 'confirmed',
      now,
      allClosed || unpaid
        ? 'Confirmed: the booking is cancelled and its seats released.'
        : 'Confirmed: the tickets are cancelled and their seats released.',
    ),
    ...(q.refund > 0
      ? [
          entry(
            'refund_requested',
            now,
            `Refund of ${moneyBack} to ${card} asked of the card processor; this timeline says when it is sent. It reaches your account by ${formatDay(arrival)} at the latest.`,
          ),
        ]
      : [entry('closed', now, 'Request closed.')]),
  ];
  const title =
    kind === 'cancel' ? 'Your booking is cancelled' : 'Your refund request is confirmed';
  return {
    timeline,
    mail: {
      subject: title,
      heading: title,
      paragraphs: [
        names.length ? `Passengers: ${names.join(', ')}.` : '',
        q.fullRefundReason ?? '',
        q.refund > 0 ? breakdown : '',
        q.refund > 0
          ? `We are refunding ${moneyBack} to ${card}. It reaches your account by ${formatDay(arrival)} at the latest.`
          : 'There is nothing to refund.',
      ].filter(Boolean),
    },
  };
}

/** The timeline and mail of a request's money having gone back to the card. */
export function refundedText(input: {
  amount: string;
  card: string | null;
  now: Date;
  arrivesBy: string;
}): {
  timeline: TimelineEntry[];
  mail: { subject: string; heading: string; paragraphs: string[] };
} {
  const { now } = input;
  const text = `${input.amount} refunded to ${input.card ?? 'your card'} on ${formatDay(now.toISOString())}. It reaches your account by ${formatDay(input.arrivesBy)} at the latest.`;
  return {
    timeline: [entry('refunded', now, text), entry('closed', now, 'Request closed.')],
    mail: {
      subject: 'Your refund is on its way',
      heading: 'Your refund is on its way',
      paragraphs: [text],
    },
  };
}

/** The airline's schedule change, answered by a full refund under another request. */
export const scheduleAnsweredByRefund = (now: Date, requestNo: string) =>
  entry('closed', now, `You chose a full refund under request ${requestNo}.`);
