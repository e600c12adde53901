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
  /** Slice payment: what was not yet paid towards the tickets (forgiven first). */
  unpaidBalance: number;
  /** Money received and not yet refunded. */
  paid: number;
  /** What goes back to the card: never more than `paid`. */
  refund: number;
  /** Our 24-hour promise applies: everything paid comes back. */
  freeCancellation: boolean;
  /** The fare asks for a reason (it is not refundable without questions). */
  reasonRequired: boolean;
  /** Every open coupon is in the quote: the booking ends with it. */
  wholeBooking: boolean;
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
    refund: 0,
    freeCancellation: freeCancellationActive(order, now),
    reasonRequired: false,
    wholeBooking: false,
  };
}

/**
 * The refund of the chosen passengers and directions now, from the order's own fare rules, the
 * time left before each departure and what was paid. A slice-payment booking is refunded as a
 * whole (SPEC 9 slice terms: the hold price fee is kept after the 24-hour grace period, what was
 * not yet paid is forgiven first). The refund is never more than was paid and not yet refunded.
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
  const allowedLines = lines.filter((l) => l.allowed);
  const openNotFlown = order.coupons.filter((c) => couponClosedReason(c, now) === null);
  const wholeBooking = openNotFlown.every((c) =>
    picked.coupons.some(
      (p) => p.passengerIndex === c.passengerIndex && p.direction === c.direction,
    ),
  );
  const sum = (f: (l: RefundLine) => number) => allowedLines.reduce((s, l) => s + f(l), 0);
  const quote: RefundQuote = {
    ...empty,
    allowed: allowedLines.length > 0 && allowedLines.length === lines.length,
    reason: lines.find((l) => !l.allowed)?.reason ?? null,
    lines,
    fare: sum((l) => l.fare),
    fee: sum((l) => l.fee),
    nonRefundable: sum((l) => l.nonRefundable),
    taxes: sum((l) => l.tax),
    reasonRequired: refundReasonRequired(order.fareProduct, lines),
    wholeBooking,
  };
  if (!quote.allowed) return { ...quote, refund: 0 };

  if (order.paymentType === 'slice') {
    if (!wholeBooking)
      return {
        ...quote,
        allowed: false,
        reason:
          'A booking paid in slices is refunded as a whole: choose every passenger and flight, or cancel the booking.',
      };
    if (free) return { ...quote, holdFeeRefunded: Math.min(order.holdFee, paid), refund: paid };
    const grace = now - order.bookedAt < SLICE.gracePeriodHours * 3_600_000;
    const holdFeeKept = grace ? 0 : order.holdFee;
    const paidTowardTickets = Math.max(0, paid - order.holdFee);
    const unpaidBalance = Math.max(0, order.ticketTotal - paidTowardTickets);
    const refundable = sum((l) => l.refund);
    const refund = Math.min(
      paid,
      Math.max(0, refundable - unpaidBalance) + (grace ? Math.min(order.holdFee, paid) : 0),
    );
    return {
      ...quote,
      holdFeeKept,
      holdFeeRefunded: grace ? Math.min(order.holdFee, paid) : 0,
      unpaidBalance,
      refund,
    };
  }
  return {
    ...quote,
    refund: Math.min(
      paid,
      sum((l) => l.refund),
    ),
  };
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

/**
 * The airline moved a flight by 3 hours or more (a significant schedule change): every ticket not
 * yet flown comes back in full, whatever the fare, and a slice booking gets everything it paid.
 */
export function scheduleChangeRefund(order: AftersalesOrder, now: number): RefundQuote {
  const open = order.coupons.filter((c) => couponClosedReason(c, now) === null);
  const lines: RefundLine[] = open.map((c) => ({
    passengerIndex: c.passengerIndex,
    passengerType: c.passengerType,
    direction: c.direction,
    allowed: true,
    reason: null,
    ruleText: 'The airline changed the schedule by 3 hours or more: full refund',
    fare: c.fare,
    tax: c.tax,
    fee: 0,
    nonRefundable: 0,
    refund: c.fare + c.tax,
  }));
  const base = noRefund(order, now);
  if (open.length === 0) return { ...base, reason: 'Every flight of this booking has departed.' };
  const value = lines.reduce((s, l) => s + l.refund, 0);
  return {
    ...base,
    allowed: true,
    lines,
    fare: lines.reduce((s, l) => s + l.fare, 0),
    taxes: lines.reduce((s, l) => s + l.tax, 0),
    holdFeeRefunded: order.paymentType === 'slice' ? Math.min(order.holdFee, base.paid) : 0,
    refund: order.paymentType === 'slice' ? base.paid : Math.min(base.paid, value),
    wholeBooking: true,
  };
}
