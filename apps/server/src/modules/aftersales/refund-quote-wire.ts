import type { RefundQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES } from '@farewise/domain/aftersales/aftersales.rules';
import { addBusinessDays } from '@farewise/domain/shared/dates';
import { todayUtc } from '@farewise/domain/shared/today';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { Funds } from './aftersales-context.ts';
import { fullName } from './aftersales-order.ts';
import { directionsOf, passengersOf } from '../flight-orders/index.ts';
import type { RefundQuoteNow } from './refund-plan.ts';

const MINUTE = 60_000;

/**
 * A refund or cancellation quote as the order's pages read it: per passenger and direction, with
 * its totals in decimals, the card the money goes back to and the day it arrives by (business
 * days from the server's UTC date: no place applies to a card refund).
 */
export function refundQuoteWire(
  row: FlightOrderRow,
  funds: Funds,
  kind: 'refund' | 'cancel',
  q: RefundQuoteNow,
  now: Date,
): RefundQuoteWire {
  const passengers = passengersOf(row);
  const directions = directionsOf(row);
  return {
    kind,
    allowed: q.allowed,
    reason: q.reason,
    currency: row.currency,
    quotedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + AFTERSALES.quoteValidMinutes * MINUTE).toISOString(),
    lines: q.lines.map((l) => {
      const d = directions.find((x) => x.direction === l.direction);
      return {
        passengerIndex: l.passengerIndex,
        passengerName: passengers[l.passengerIndex] ? fullName(passengers[l.passengerIndex]!) : '',
        passengerType: l.passengerType,
        direction: l.direction,
        route: d ? `${d.fromCity} → ${d.toCity}` : '',
        allowed: l.allowed,
        reason: l.reason,
        ruleText: l.ruleText,
        fare: toDecimal(l.fare),
        tax: toDecimal(l.tax),
        fee: toDecimal(l.fee),
        nonRefundable: toDecimal(l.nonRefundable),
        refund: toDecimal(l.refund),
      };
    }),
    paid: toDecimal(q.paid),
    bags: toDecimal(q.bags),
    bagPieces: q.bagPieces,
    fare: toDecimal(q.fare),
    fee: toDecimal(q.fee),
    nonRefundable: toDecimal(q.nonRefundable),
    taxes: toDecimal(q.taxes),
    holdFeeKept: toDecimal(q.holdFeeKept),
    holdFeeRefunded: toDecimal(q.holdFeeRefunded),
    unpaidBalance: toDecimal(q.unpaidBalance),
    amount: toDecimal(q.refund),
    card: q.refund > 0 ? funds.card : null,
    arrivesBy: q.refund > 0 ? addBusinessDays(todayUtc(now), AFTERSALES.refundBusinessDays) : null,
    freeCancellation: q.freeCancellation,
    reasonRequired: q.reasonRequired,
    wholeBooking: q.wholeBooking,
    unpaid: q.unpaid ?? false,
    tickets: toDecimal(q.tickets),
    beyondPaid: toDecimal(q.beyondPaid),
    paidInSlices: q.paidInSlices,
    fullRefundReason: q.fullRefundReason,
  };
}
