import {
  AFTERSALES,
  couponClosedReason,
  freeCancellationActive,
  isTicketed,
  orderClosedReason,
  scheduleChangeRefundText,
  selectedCoupons,
  type AftersalesOrder,
  type Selection,
} from './aftersales.rules.ts';
import { lineFor, refundReasonRequired, type RefundLine } from './refund-lines.ts';
import { sliceRefund } from './slice-refund.ts';

export { refundReasonRequired, type RefundLine } from './refund-lines.ts';
export { sliceRefund, type SliceRefund } from './slice-refund.ts';

export interface RefundQuote {
  allowed: boolean;
  reason: string | null;
  lines: RefundLine[];
  /** Sums over the allowed lines. */
  fare: number;
  fee: number;
  nonRefundable: number;
  /** Taxes the airline does not keep: refunded even on non-refundable fares. */
  taxes: number;
  /** Slice payment: the hold price fee kept (after the 24-hour grace period) and refunded. */
  holdFeeKept: number;
  holdFeeRefunded: number;
  /** Slice payment: what was not yet paid (never charged: the instalments stop). */
  unpaidBalance: number;
  /** Money received and not yet refunded. */
  paid: number;
  /** The fare and taxes of the tickets chosen (what a refund by the fare rules starts from). */
  tickets: number;
  /**
   * What the fare rules would give beyond what is left of the payments (the refund is capped at
   * it): tickets − fee − nonRefundable − beyondPaid = refund when not paid in slices.
   */
  beyondPaid: number;
  /**
   * The extra bags paid for the chosen tickets, given back in full with them (decision 040):
   * never more than what was paid for them and not yet refunded.
   */
  bags: number;
  bagPieces: number;
  /**
   * What goes back to the card: the tickets' part never more than `paid`, plus `bags` (paid
   * separately, after booking).
   */
  refund: number;
  /** Our 24-hour promise applies: everything paid comes back. */
  freeCancellation: boolean;
  /** The fare asks for a reason (it is not refundable without questions). */
  reasonRequired: boolean;
  /** Every open coupon is in the quote: the booking ends with it. */
  wholeBooking: boolean;
  /**
   * Paid in slices: the refund is of the money paid (less the hold price fee), not of the
   * tickets' fare rules, so the lines carry no amounts of their own.
   */
  paidInSlices: boolean;
  /** Why the refund is full whatever the fare (our 24-hour promise, an airline schedule change), or null. */
  fullRefundReason: string | null;
}

/** A quote that gives nothing back (the shape every refusal starts from). */
function noRefund(order: AftersalesOrder, now: number): RefundQuote {
  return {
    allowed: false,
    reason: null,
    lines: [],
    fare: 0,
    fee: 0,
    nonRefundable: 0,
    taxes: 0,
    holdFeeKept: 0,
    holdFeeRefunded: 0,
    unpaidBalance: 0,
    paid: Math.max(0, order.paid - order.refunded),
    tickets: 0,
    beyondPaid: 0,
    bags: 0,
    bagPieces: 0,
    refund: 0,
    freeCancellation: freeCancellationActive(order, now),
    reasonRequired: false,
    wholeBooking: false,
    paidInSlices: order.paymentType === 'slice',
    fullRefundReason: null,
  };
}

/**
 * The refund of the chosen passengers and directions now, from the order's own fare rules, the
 * time left before each departure and what was paid; in full, whatever the fare, within our
 * 24-hour promise or after a significant airline schedule change. A slice-payment booking is
 * refunded as a whole by the slice terms (sliceRefund). The refund is never more than was paid
 * and not yet refunded.
 */
export function refundQuote(
  order: AftersalesOrder,
  selection: Selection,
  now: number,
): RefundQuote {
  const empty = noRefund(order, now);
  const paid = empty.paid;
  const free = empty.freeCancellation;
  const closed =
    orderClosedReason(order) ??
    (isTicketed(order.status) ? null : 'This booking cannot be refunded.');
  if (closed) return { ...empty, reason: closed };
  const picked = selectedCoupons(order.coupons, selection);
  if (picked.unknown) return { ...empty, reason: picked.unknown };

  const lines = picked.coupons.map((c) => lineFor(order, c, now, free));
  const fullRefundReason = order.scheduleChange
    ? `${scheduleChangeRefundText(order.scheduleChange)}: every ticket comes back in full, fare and taxes, whatever the fare, with no fee.`
    : free
      ? `Booked at least ${AFTERSALES.freeCancellationMinDaysAhead} days before departure and cancelled within ${AFTERSALES.freeCancellationHours} hours: everything comes back, whatever the fare.`
      : null;
  const allowedLines = lines.filter((l) => l.allowed);
  const openNotFlown = order.coupons.filter((c) => couponClosedReason(c, now) === null);
  const wholeBooking = openNotFlown.every((c) =>
    picked.coupons.some(
      (p) => p.passengerIndex === c.passengerIndex && p.direction === c.direction,
    ),
  );
  const sum = (f: (l: RefundLine) => number) => allowedLines.reduce((s, l) => s + f(l), 0);
  // Extra bags bought for the chosen tickets come back with them: they will never fly.
  const bagsOf = (order.paidBags ?? []).filter((b) =>
    allowedLines.some((l) => l.passengerIndex === b.passengerIndex && l.direction === b.direction),
  );
  const bags = bagsOf.reduce((s, b) => s + b.amount, 0);
  const bagPieces = bagsOf.reduce((s, b) => s + b.pieces, 0);
  const quote: RefundQuote = {
    ...empty,
    allowed: allowedLines.length > 0 && allowedLines.length === lines.length,
    reason: lines.find((l) => !l.allowed)?.reason ?? null,
    lines,
    fare: sum((l) => l.fare),
    fee: sum((l) => l.fee),
    nonRefundable: sum((l) => l.nonRefundable),
    taxes: sum((l) => l.tax),
    tickets: sum((l) => l.fare + l.tax),
    reasonRequired: !order.scheduleChange && refundReasonRequired(order.fareProduct, lines),
    wholeBooking,
    fullRefundReason,
  };
  if (!quote.allowed) return { ...quote, refund: 0 };
  const withBags = { bags, bagPieces };

  if (order.paymentType === 'slice') {
    if (!wholeBooking)
      return {
        ...quote,
        allowed: false,
        reason:
          'A booking paid in slices is refunded as a whole: choose every passenger and flight, or cancel the booking.',
      };
    const back = sliceRefund({
      paid,
      holdFee: order.holdFee,
      bookedAt: order.bookedAt,
      now,
      full: free || !!order.scheduleChange,
    });
    // The refund is of the money paid, not of the tickets: no fare-rule fees or amounts per ticket.
    const sliceLines = lines.map((l) => ({
      ...l,
      ruleText: fullRefundReason
        ? l.ruleText
        : 'Paid in slices: no cancellation fee; the ticket is cancelled with the booking',
      fee: 0,
      nonRefundable: 0,
      refund: 0,
    }));
    return {
      ...quote,
      lines: sliceLines,
      fee: 0,
      nonRefundable: 0,
      taxes: 0,
      reasonRequired: false,
      ...back,
      ...withBags,
      refund: back.refund + bags,
      unpaidBalance: Math.max(0, order.ticketTotal + order.holdFee - order.paid),
    };
  }
  const byRules = sum((l) => l.refund);
  const tickets = Math.min(paid, byRules);
  return { ...quote, ...withBags, refund: tickets + bags, beyondPaid: byRules - tickets };
}

/** Cancelling the whole booking: an unpaid one (nothing to refund) or a slice one (refundQuote of every open coupon). */
export function cancelQuote(
  order: AftersalesOrder,
  now: number,
): RefundQuote & { unpaid: boolean } {
  if (order.status === 0)
    return { ...noRefund(order, now), allowed: true, wholeBooking: true, unpaid: true };
  const open = order.coupons.filter((c) => couponClosedReason(c, now) === null);
  if (order.paymentType !== 'slice') {
    const closed = orderClosedReason(order);
    return {
      ...noRefund(order, now),
      allowed: false,
      reason:
        closed ?? 'A booking paid in full is cancelled by refunding its tickets: choose Refund.',
      unpaid: false,
    };
  }
  const selection = {
    passengers: [...new Set(open.map((c) => c.passengerIndex))],
    directions: [...new Set(open.map((c) => c.direction))],
  };
  return { ...refundQuote(order, selection, now), unpaid: false };
}
