import { fareRuleTable } from '../flights/fare-rules.ts';
import { fareProductName } from '../flights/products.ts';
import {
  AFTERSALES,
  couponClosedReason,
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

/** One passenger on one direction of a change (minor units). */
export interface ChangeLine {
  passengerIndex: number;
  passengerType: 0 | 1;
  direction: number;
  allowed: boolean;
  reason: string | null;
  ruleText: string;
  /** The airline's change fee for this coupon. */
  fee: number;
}

export interface ChangeEligibility {
  allowed: boolean;
  reason: string | null;
  lines: ChangeLine[];
  fee: number;
}

/** The plain-words change rule (SPEC 9 fare-rule texts). */
function changeRuleText(product: string, window: ReturnType<typeof ruleWindow>): string {
  const table = fareRuleTable(product).change;
  const text = window === 'outside' ? table.before48h : table.within48h;
  return `${fareProductName(product)} fare, ${WINDOW_TEXT[window]}: ${text}`;
}

/** Whether one coupon may be changed now, and its fee, from the order's stored change rules. */
export function changeLine(order: AftersalesOrder, c: Coupon, now: number): ChangeLine {
  const window = ruleWindow(c.departureUtc, now);
  const base = {
    passengerIndex: c.passengerIndex,
    passengerType: c.passengerType,
    direction: c.direction,
    ruleText: changeRuleText(order.fareProduct, window),
  };
  const closed = couponClosedReason(c, now);
  if (closed) return { ...base, allowed: false, reason: closed, fee: 0 };
  const rule = ruleFor(order.changeRules, c.direction, c.passengerType, window);
  switch (rule?.status) {
    case 'F':
      return { ...base, allowed: true, reason: null, fee: 0 };
    case 'H':
      return { ...base, allowed: true, reason: null, fee: rule.fee };
    case 'E':
      return {
        ...base,
        allowed: false,
        reason:
          'This fare is changed per airline rules: tell us under Other problem and we will ask the airline.',
        fee: 0,
      };
    default:
      return {
        ...base,
        allowed: false,
        reason:
          window === 'within'
            ? 'Flights cannot be changed within 48 hours of departure.'
            : 'This fare cannot be changed.',
        fee: 0,
      };
  }
}

/** Whether the chosen passengers and directions may be changed now, and the change fees. */
export function changeEligibility(
  order: AftersalesOrder,
  selection: Selection,
  now: number,
): ChangeEligibility {
  const closed =
    orderClosedReason(order) ??
    (isTicketed(order.status) ? null : 'This booking cannot be changed.');
  if (closed) return { allowed: false, reason: closed, lines: [], fee: 0 };
  const picked = selectedCoupons(order.coupons, selection);
  if (picked.unknown) return { allowed: false, reason: picked.unknown, lines: [], fee: 0 };
  const lines = picked.coupons.map((c) => changeLine(order, c, now));
  const refused = lines.find((l) => !l.allowed);
  return {
    allowed: !refused,
    reason: refused?.reason ?? null,
    lines,
    fee: lines.reduce((s, l) => s + (l.allowed ? l.fee : 0), 0),
  };
}

/** A passenger's price of a change: fees, and the fare difference of the whole journey. */
export interface ChangePassengerPrice {
  passengerIndex: number;
  passengerType: 0 | 1;
  fee: number;
  /** What this passenger's ticket cost (every direction, fare and taxes). */
  oldPrice: number;
  /** The same journey with the new flights, priced now. */
  newPrice: number;
  /** newPrice - oldPrice when higher; a cheaper journey gives nothing back (airline rules). */
  difference: number;
  total: number;
}

export interface ChangeQuote extends ChangeEligibility {
  passengers: ChangePassengerPrice[];
  difference: number;
  /** What the traveller pays for the change: fees plus fare differences. */
  total: number;
}

/**
 * A change quote: each chosen passenger pays the change fees of the changed directions and the
 * difference between the new journey's price now and what their ticket cost, when it is higher.
 * `newPrices` is the new journey's price per traveller type (fare and taxes), for the same fare product.
 */
export function changeQuote(
  order: AftersalesOrder,
  selection: Selection,
  now: number,
  newPrices: { adult: number; child: number },
): ChangeQuote {
  const eligibility = changeEligibility(order, selection, now);
  if (!eligibility.allowed) return { ...eligibility, passengers: [], difference: 0, total: 0 };
  const byPassenger = new Map<number, ChangeLine[]>();
  for (const l of eligibility.lines)
    byPassenger.set(l.passengerIndex, [...(byPassenger.get(l.passengerIndex) ?? []), l]);
  const passengers = [...byPassenger].map(([passengerIndex, lines]): ChangePassengerPrice => {
    const passengerType = lines[0]!.passengerType;
    const oldPrice = order.coupons
      .filter((c) => c.passengerIndex === passengerIndex)
      .reduce((s, c) => s + c.fare + c.tax, 0);
    const newPrice = passengerType === 0 ? newPrices.adult : newPrices.child;
    const fee = lines.reduce((s, l) => s + l.fee, 0);
    const difference = Math.max(0, newPrice - oldPrice);
    return {
      passengerIndex,
      passengerType,
      fee,
      oldPrice,
      newPrice,
      difference,
      total: fee + difference,
    };
  });
  const difference = passengers.reduce((s, p) => s + p.difference, 0);
  return { ...eligibility, passengers, difference, total: eligibility.fee + difference };
}

/** Extra checked bags asked for one passenger on one direction. */
export interface BagRequest {
  passengerIndex: number;
  direction: number;
  pieces: number;
}

/**
 * What extra bags cost if the trip changes (decision 040): bags of a ticket refunded before it
 * flies come back with it; otherwise they are not refundable.
 */
export const EXTRA_BAGS_REFUND_TERMS =
  'Extra bags are refunded in full with their ticket if it is refunded before the flight; otherwise they are not refundable.';

export interface BagLine extends BagRequest {
  allowed: boolean;
  reason: string | null;
  pricePerPiece: number;
  amount: number;
}

/**
 * Extra bags: each passenger and direction up to AFTERSALES.maxExtraBags pieces in all (the bags
 * the ticket already has, those an earlier request holds until it is paid, and every line of this
 * request), until 24 hours before that direction's departure, at the supplier's price per piece.
 */
export function bagsQuote(
  order: AftersalesOrder,
  requests: readonly BagRequest[],
  opts: {
    now: number;
    pricePerPiece: (direction: number) => number;
    /** Pieces already bought for a passenger and direction. */
    alreadyBought: (passengerIndex: number, direction: number) => number;
    /** Pieces an earlier request, not yet paid and still held, asks for (decision 040). */
    awaitingPayment?: (passengerIndex: number, direction: number) => number;
  },
): { allowed: boolean; reason: string | null; lines: BagLine[]; total: number } {
  const closed =
    orderClosedReason(order) ??
    (isTicketed(order.status) ? null : 'Bags can be added once the booking is paid.');
  if (closed) return { allowed: false, reason: closed, lines: [], total: 0 };
  const wanted = requests.filter((r) => r.pieces > 0);
  if (wanted.length === 0)
    return { allowed: false, reason: 'Choose at least one bag.', lines: [], total: 0 };
  const asked = (r: BagRequest) =>
    wanted
      .filter((w) => w.passengerIndex === r.passengerIndex && w.direction === r.direction)
      .reduce((s, w) => s + w.pieces, 0);
  const lines = wanted.map((r): BagLine => {
    const coupon = order.coupons.find(
      (c) => c.passengerIndex === r.passengerIndex && c.direction === r.direction,
    );
    const pricePerPiece = opts.pricePerPiece(r.direction);
    const line = { ...r, pricePerPiece, amount: r.pieces * pricePerPiece };
    if (!coupon)
      return {
        ...line,
        allowed: false,
        reason: 'This passenger or flight is not on this booking.',
      };
    const closedCoupon = couponClosedReason(coupon, opts.now);
    if (closedCoupon) return { ...line, allowed: false, reason: closedCoupon };
    if (coupon.departureUtc - opts.now < AFTERSALES.bagsCutoffHours * 3_600_000)
      return {
        ...line,
        allowed: false,
        reason: `Bags can be added online until ${AFTERSALES.bagsCutoffHours} hours before departure; please ask at the airport.`,
      };
    const bought = opts.alreadyBought(r.passengerIndex, r.direction);
    const held = opts.awaitingPayment?.(r.passengerIndex, r.direction) ?? 0;
    if (bought + held + asked(r) > AFTERSALES.maxExtraBags)
      return {
        ...line,
        allowed: false,
        reason: `At most ${AFTERSALES.maxExtraBags} extra bags per passenger and flight.${
          held
            ? ` An earlier request waiting for payment holds ${held}: pay it, or ask again once it lapses.`
            : ''
        }`,
      };
    return { ...line, allowed: true, reason: null };
  });
  const refused = lines.find((l) => !l.allowed);
  return {
    allowed: !refused,
    reason: refused?.reason ?? null,
    lines,
    total: lines.reduce((s, l) => s + (l.allowed ? l.amount : 0), 0),
  };
}
