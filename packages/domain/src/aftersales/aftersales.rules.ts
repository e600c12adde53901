import { FARE_RULE_CUTOFF_HOURS, type RuleEntry, type RuleKind } from '../flights/fare-rules.ts';
import { formatMoney } from '../money/format.ts';

/**
 * After-sales of a flight order (refunds, changes, name corrections, extra bags, cancellation):
 * the constants and the building blocks every quote shares. All money is integer minor units of
 * the order's currency; all instants are UTC milliseconds.
 */
export const AFTERSALES = {
  /** A quote may be confirmed this long after it was made; later, submit answers the new quote. */
  quoteValidMinutes: 15,
  /** Our promise (the US DOT rule, offered to everyone): a full refund within 24 hours of booking… */
  freeCancellationHours: 24,
  /** …for a booking made at least this many days before its first departure. */
  freeCancellationMinDaysAhead: 7,
  /** A name correction is free within this many hours of booking (later, the fare's change rules). */
  freeNameCorrectionHours: 24,
  /** A correction changes at most this many letters of the name as booked (decision 040). */
  nameCorrectionLetters: 3,
  /** Refunds reach the card within this many business days at most. */
  refundBusinessDays: 7,
  /** Extra bags can be added until this many hours before the direction's departure. */
  bagsCutoffHours: 24,
  /** Extra checked bags per passenger and direction. */
  maxExtraBags: 3,
  /** A schedule change of this many minutes or more is significant: a full refund is offered. */
  significantScheduleChangeMinutes: 180,
  /** Held seats of a change wait this long for its payment. */
  changeHoldMinutes: 15,
} as const;

/** A leg of the booking: 0 depart, 1 return, or a multi-city leg's index (decision 026). */
export type Direction = number;
export type PassengerType = 0 | 1;

/** Where one passenger's ticket stands on one direction. */
export type CouponStatus = 'open' | 'refunded' | 'moved';

/** One passenger on one direction: the unit a refund or a change is quoted for. */
export interface Coupon {
  passengerIndex: number;
  passengerType: PassengerType;
  direction: Direction;
  /** This passenger's fare and taxes on this direction (minor units). */
  fare: number;
  tax: number;
  /** The direction's first departure (UTC ms). */
  departureUtc: number;
  status: CouponStatus;
}

/** What every quote reads of the order. */
export interface AftersalesOrder {
  fareProduct: string;
  currency: string;
  paymentType: 'full' | 'slice';
  /** SPEC 4 numeric status. */
  status: number;
  bookedAt: number;
  /** The trip's first departure as booked (UTC ms): the 24-hour promise depends on it. */
  firstDepartureUtc: number;
  refundRules: RuleEntry[];
  changeRules: RuleEntry[];
  coupons: Coupon[];
  /** Money received from the traveller (succeeded payments), minor units. */
  paid: number;
  /** Money already given back. */
  refunded: number;
  /** The slice plan's hold price fee (0 for full payment). */
  holdFee: number;
  /** The fare and taxes of every ticket (the order's total without the hold fee). */
  ticketTotal: number;
  /**
   * An airline schedule change awaiting the traveller's answer that owes a full refund (3 hours
   * or more, or a connection broken), or null.
   */
  scheduleChange?: ScheduleChangeEntitlement | null;
  /**
   * Extra bags bought after booking and not yet given back, per passenger and direction: what
   * was paid for them (minor units). A refund of their ticket gives them back in full: they will
   * never fly (decision 040).
   */
  paidBags?: PaidBags[];
}

/** Extra bags paid for one passenger on one direction (minor units). */
export interface PaidBags {
  passengerIndex: number;
  direction: Direction;
  pieces: number;
  amount: number;
}

/** The schedule change that entitles the traveller to a full refund. */
export interface ScheduleChangeEntitlement {
  flightNumber: string;
  shiftMinutes: number;
}

/** Why a schedule change gives a full refund, in the traveller's words. */
export function scheduleChangeRefundText(change: ScheduleChangeEntitlement): string {
  const minutes = Math.abs(change.shiftMinutes);
  const moved = `The airline moved flight ${change.flightNumber} ${minutes} minutes ${change.shiftMinutes > 0 ? 'later' : 'earlier'}`;
  return minutes >= AFTERSALES.significantScheduleChangeMinutes
    ? `${moved}, 3 hours or more`
    : `${moved} and a connection is now too short`;
}

export interface Selection {
  passengers: number[];
  directions: Direction[];
}

export const DIRECTION_LABELS: Record<0 | 1, string> = { 0: 'Depart', 1: 'Return' };

const HOUR = 3_600_000;

/** Which part of a fare-rule table applies now (SPEC 9: 48 hours, no-show, after departure). */
export type RuleWindow = 'outside' | 'within' | 'departed';

export function ruleWindow(departureUtc: number, now: number): RuleWindow {
  if (now >= departureUtc) return 'departed';
  return departureUtc - now >= FARE_RULE_CUTOFF_HOURS * HOUR ? 'outside' : 'within';
}

export const WINDOW_TEXT: Record<RuleWindow, string> = {
  outside: `more than ${FARE_RULE_CUTOFF_HOURS} hours before departure`,
  within: `within ${FARE_RULE_CUTOFF_HOURS} hours of departure`,
  departed: 'after departure',
};

/**
 * The rule entry of a direction and passenger type for a window: before departure, the entry of
 * its outside/within part when the table is split by a no-show hour condition.
 */
export function ruleFor(
  rules: readonly RuleEntry[],
  direction: Direction,
  passengerType: PassengerType,
  window: RuleWindow,
): RuleEntry | null {
  const own = rules.filter((r) => r.direction === direction && r.passengerType === passengerType);
  if (window === 'departed') return own.find((r) => r.period === 'after') ?? null;
  const before = own.filter((r) => r.period === 'before');
  return before.find((r) => (r.window ?? 'outside') === window) ?? before[0] ?? null;
}

/** The time until which our 24-hour promise holds, or null when the booking does not qualify. */
export function freeCancellationUntil(
  order: Pick<AftersalesOrder, 'bookedAt' | 'firstDepartureUtc'>,
): number | null {
  const daysAhead = (order.firstDepartureUtc - order.bookedAt) / (24 * HOUR);
  if (daysAhead < AFTERSALES.freeCancellationMinDaysAhead) return null;
  return order.bookedAt + AFTERSALES.freeCancellationHours * HOUR;
}

/**
 * Until when the booking's page may promise a full refund under our 24-hour promise: only while
 * there is still a ticket to refund (a cancelled, unpaid or completed booking promises nothing).
 */
export function freeCancellationOfferUntil(order: AftersalesOrder, now: number): number | null {
  const until = freeCancellationUntil(order);
  if (until === null || now >= until || !isTicketed(order.status)) return null;
  return order.coupons.some((c) => couponClosedReason(c, now) === null) ? until : null;
}

export function freeCancellationActive(
  order: Pick<AftersalesOrder, 'bookedAt' | 'firstDepartureUtc'>,
  now: number,
): boolean {
  const until = freeCancellationUntil(order);
  return until !== null && now < until;
}

/** SPEC 4: paid orders with tickets issued or being issued (1, 2, 3, 6) can be refunded or changed. */
export const TICKETED_STATUSES = [1, 2, 3, 6] as const;
export const isTicketed = (status: number) =>
  (TICKETED_STATUSES as readonly number[]).includes(status);

/** Why no after-sales action applies to the order as a whole, or null. */
export function orderClosedReason(order: Pick<AftersalesOrder, 'status'>): string | null {
  if (order.status === 0) return 'This booking is not paid yet.';
  if (order.status === 4) return 'This booking is cancelled.';
  if (order.status === 5) return 'This trip is completed.';
  return null;
}

/** A coupon's state in words, or null when it is open and not yet flown. */
export function couponClosedReason(coupon: Coupon, now: number): string | null {
  if (coupon.status === 'refunded') return 'This ticket has been refunded.';
  if (coupon.status === 'moved') return 'This ticket moved to another booking.';
  if (now >= coupon.departureUtc) return 'This flight has departed.';
  return null;
}

/** The coupons a selection names, in passenger then direction order; unknown ones are reported. */
export function selectedCoupons(
  coupons: readonly Coupon[],
  selection: Selection,
): { coupons: Coupon[]; unknown: string | null } {
  const passengers = [...new Set(selection.passengers)].sort((a, b) => a - b);
  const directions = [...new Set(selection.directions)].sort((a, b) => a - b);
  if (passengers.length === 0) return { coupons: [], unknown: 'Choose at least one passenger.' };
  if (directions.length === 0) return { coupons: [], unknown: 'Choose at least one flight.' };
  const out: Coupon[] = [];
  for (const p of passengers) {
    if (!coupons.some((x) => x.passengerIndex === p))
      return { coupons: [], unknown: 'This passenger is not on this booking.' };
    for (const d of directions) {
      const c = coupons.find((x) => x.passengerIndex === p && x.direction === d);
      if (!c) return { coupons: [], unknown: 'This booking has no such flight.' };
      out.push(c);
    }
  }
  return { coupons: out, unknown: null };
}

/** A fee in words for a single rule entry ('Free', 'AUD 120.00', 'Not allowed'). */
export function ruleFeeText(kind: RuleKind, entry: RuleEntry | null, currency: string): string {
  if (!entry) return 'Not allowed';
  switch (entry.status) {
    case 'F':
      return kind === 'refund' ? 'Full refund' : 'Free';
    case 'H':
      return kind === 'refund'
        ? `Refund less a fee of ${formatMoney(entry.fee, currency)}`
        : `Fee ${formatMoney(entry.fee, currency)}`;
    case 'T':
      return kind === 'refund' ? 'Non-refundable' : 'Unchangeable';
    case 'E':
      return 'Per airline rules';
  }
}

/** Levenshtein distance: how many letters a name correction adds, removes or replaces. */
export function lettersChanged(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[y.length] as number;
}
