import { fareRuleTable } from '../flights/fare-rules.ts';
import { fareProductName } from '../flights/products.ts';
import { SLICE } from '../flights/slice-payment.ts';
import {
  AFTERSALES,
  couponClosedReason,
  freeCancellationActive,
  isTicketed,
  orderClosedReason,
  ruleFor,
  scheduleChangeRefundText,
  ruleWindow,
  selectedCoupons,
  WINDOW_TEXT,
  type AftersalesOrder,
  type Coupon,
  type Selection,
} from './aftersales.rules.ts';

/** One passenger on one direction of a refund quote (minor units). */
export interface RefundLine {
  passengerIndex: number;
  passengerType: 0 | 1;
  direction: number;
  allowed: boolean;
  /** Why it cannot be refunded, when it cannot. */
  reason: string | null;
  /** The rule that applies, in plain words. */
  ruleText: string;
  fare: number;
  tax: number;
  /** The airline's refund fee, taken from the fare. */
  fee: number;
  /** Fare the airline keeps (a non-refundable fare). */
  nonRefundable: number;
  /** What comes back for this coupon: fare less fee and non-refundable part, plus its taxes. */
  refund: number;
}

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

/** What cancelling a slice booking gives back (SPEC 9 slice terms, decision 041). */
export interface SliceRefund {
  refund: number;
  holdFeeKept: number;
  holdFeeRefunded: number;
}

/**
 * SPEC 9's slice terms, read as decision 041 does: there is no cancellation fee, so everything
 * paid so far comes back except the hold price fee; within the 24-hour grace period after booking
 * (or when a full refund is owed anyway) the hold price fee comes back too. What is not yet paid
 * is never charged: the instalments stop.
 */
export function sliceRefund(opts: {
  /** Money received and not yet refunded. */
  paid: number;
  holdFee: number;
  bookedAt: number;
  now: number;
  /** Our 24-hour promise or a schedule change: everything paid comes back. */
  full: boolean;
}): SliceRefund {
  const grace = opts.now - opts.bookedAt < SLICE.gracePeriodHours * 3_600_000;
  const paid = Math.max(0, opts.paid);
  if (opts.full || grace)
    return { refund: paid, holdFeeKept: 0, holdFeeRefunded: Math.min(opts.holdFee, paid) };
  const holdFeeKept = Math.min(opts.holdFee, paid);
  return { refund: paid - holdFeeKept, holdFeeKept, holdFeeRefunded: 0 };
}

/** The plain-words rule of a refund line (SPEC 9 fare-rule texts). */
function refundRuleText(product: string, window: ReturnType<typeof ruleWindow>): string {
  const table = fareRuleTable(product).refund;
  const text = window === 'outside' ? table.before48h : table.within48h;
  return `${fareProductName(product)} fare, ${WINDOW_TEXT[window]}: ${text}`;
}

function lineFor(order: AftersalesOrder, c: Coupon, now: number, free: boolean): RefundLine {
  const base = {
    passengerIndex: c.passengerIndex,
    passengerType: c.passengerType,
    direction: c.direction,
    fare: c.fare,
    tax: c.tax,
  };
  const closed = couponClosedReason(c, now);
  const window = ruleWindow(c.departureUtc, now);
  if (closed)
    return {
      ...base,
      allowed: false,
      reason: closed,
      ruleText: refundRuleText(order.fareProduct, window),
      fee: 0,
      nonRefundable: 0,
      refund: 0,
    };
  if (order.scheduleChange)
    return {
      ...base,
      allowed: true,
      reason: null,
      ruleText: `${scheduleChangeRefundText(order.scheduleChange)}: full refund`,
      fee: 0,
      nonRefundable: 0,
      refund: c.fare + c.tax,
    };
  if (free)
    return {
      ...base,
      allowed: true,
      reason: null,
      ruleText: `Free cancellation within ${AFTERSALES.freeCancellationHours} hours of booking: full refund`,
      fee: 0,
      nonRefundable: 0,
      refund: c.fare + c.tax,
    };
  const rule = ruleFor(order.refundRules, c.direction, c.passengerType, window);
  const ruleText = refundRuleText(order.fareProduct, window);
  switch (rule?.status) {
    case 'F':
      return {
        ...base,
        allowed: true,
        reason: null,
        ruleText,
        fee: 0,
        nonRefundable: 0,
        refund: c.fare + c.tax,
      };
    case 'H': {
      const fee = Math.min(c.fare, rule.fee);
      return {
        ...base,
        allowed: true,
        reason: null,
        ruleText,
        fee,
        nonRefundable: 0,
        refund: c.fare - fee + c.tax,
      };
    }
    case 'E':
      return {
        ...base,
        allowed: false,
        reason:
          'This fare is refunded per airline rules: tell us under Other problem and we will ask the airline.',
        ruleText,
        fee: 0,
        nonRefundable: 0,
        refund: 0,
      };
    default:
      // T (or no rule): the fare is kept; the taxes the airline does not keep still come back.
      return {
        ...base,
        allowed: true,
        reason: null,
        ruleText,
        fee: 0,
        nonRefundable: c.fare,
        refund: c.tax,
      };
  }
}

/** Whether the fare needs a reason for a refund: only a fee-based refund other than Flex-Plus's "no questions asked". */
export function refundReasonRequired(product: string, lines: readonly RefundLine[]): boolean {
  if (product === 'RF24') return false;
  return lines.some((l) => l.allowed && l.fee > 0);
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
