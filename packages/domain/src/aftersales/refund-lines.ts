import { fareRuleTable } from '../flights/fare-rules.ts';
import { fareProductName } from '../flights/products.ts';
import {
  AFTERSALES,
  couponClosedReason,
  ruleFor,
  scheduleChangeRefundText,
  ruleWindow,
  WINDOW_TEXT,
  type AftersalesOrder,
  type Coupon,
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

/** The plain-words rule of a refund line (SPEC 9 fare-rule texts). */
function refundRuleText(product: string, window: ReturnType<typeof ruleWindow>): string {
  const table = fareRuleTable(product).refund;
  const text = window === 'outside' ? table.before48h : table.within48h;
  return `${fareProductName(product)} fare, ${WINDOW_TEXT[window]}: ${text}`;
}

/** The refund of one coupon by its fare rule, our 24-hour promise or a schedule change. */
export function lineFor(order: AftersalesOrder, c: Coupon, now: number, free: boolean): RefundLine {
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
