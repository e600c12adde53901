import {
  type AftersalesOrder,
  type Direction,
  type Selection,
} from '@farewise/domain/aftersales/aftersales.rules';
import {
  cancelQuote,
  refundQuote,
  type RefundQuote,
} from '@farewise/domain/aftersales/refund-quote';
import type { StoredPassenger } from '../flight-orders/index.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { FundSource, Funds } from './aftersales-context.ts';
import { fullName } from './aftersales-order.ts';
import { directionsOf, passengersOf, type OrderDirection } from '../flight-orders/index.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { detailsOf, requestRoute, type RequestRefund } from './aftersales-view.ts';

/*
 * What a refund or cancellation does to a booking, decided before anything is written: the
 * quote (the SPEC's refund rules, in the domain's refund-quote.ts), the tickets it closes, whether
 * the booking ends, and which payments the money goes back to. No database, no text.
 */

/** A refund's quote, or a cancellation's (the whole booking), at an instant. */
export type RefundQuoteNow = RefundQuote & { unpaid?: boolean };

export function quoteOf(
  order: AftersalesOrder,
  kind: 'refund' | 'cancel',
  selection: Selection,
  now: number,
): RefundQuoteNow {
  return kind === 'cancel' ? cancelQuote(order, now) : refundQuote(order, selection, now);
}

/** Passengers with the chosen coupons marked. */
export function markCoupons(
  list: StoredPassenger[],
  passengers: number[],
  directions: Direction[],
  status: 'refunded' | 'moved' | 'open',
): StoredPassenger[] {
  return list.map((p, i) =>
    passengers.includes(i)
      ? {
          ...p,
          coupons: {
            ...p.coupons,
            ...Object.fromEntries(directions.map((d) => [String(d), status])),
          },
        }
      : p,
  );
}

/** How a refund is drawn from the payments: oldest first, each up to what is left of it. */
export function allocateRefund(
  sources: FundSource[],
  amount: number,
  requestId: string,
): RequestRefund[] {
  const parts: RequestRefund[] = [];
  let left = amount;
  for (const s of sources) {
    const room = s.amount - s.refunded;
    const part = Math.min(left, room);
    if (part <= 0) continue;
    parts.push({
      paymentId: s.paymentId,
      amount: part,
      key: `flight-refund:${requestId}:${s.paymentId}`,
      status: 'processing',
    });
    left -= part;
    if (left <= 0) break;
  }
  return parts;
}

/** An airline schedule change awaiting the traveller's answer that owes a full refund. */
export interface OwedScheduleChange {
  requestId: string;
  requestNo: string;
  flightNumber: string;
  shiftMinutes: number;
}

/** The significant schedule change of an order still waiting for an answer, among its requests. */
export function owedScheduleChange(list: readonly RequestRow[]): OwedScheduleChange | null {
  const open = list.find(
    (r) => r.kind === 'schedule' && r.status === 'action_needed' && detailsOf(r).significant,
  );
  if (!open) return null;
  const d = detailsOf(open);
  return {
    requestId: open.id,
    requestNo: open.requestNo,
    flightNumber: d.flightNumber ?? '',
    shiftMinutes: d.shiftMinutes ?? 0,
  };
}

/** A ticket a refund closes: a passenger's coupon on a direction. */
export interface ClosedCoupon {
  p: number;
  d: Direction;
}

export interface RefundPlan {
  /** The open coupons the request closes. */
  closing: ClosedCoupon[];
  /** The booking was never paid: its hold ends and nothing is refunded. */
  unpaid: boolean;
  /** The whole booking goes (a slice plan stops). */
  whole: boolean;
  /** The passengers with the closed coupons marked refunded. */
  marked: StoredPassenger[];
  /** No ticket is left open: the order is cancelled. */
  allClosed: boolean;
  /** The names of the passengers whose tickets close. */
  names: string[];
  /** The directions a ticket closes on, and their route ('Sydney → Tokyo'; undefined for none). */
  closed: OrderDirection[];
  route: string | undefined;
  /** Where the money goes back: the booking's payments oldest first, the bags' own payments. */
  parts: RequestRefund[];
}

/**
 * The tickets a quote allowed closes and where its money goes: a cancellation takes every open
 * coupon, a refund the chosen ones; the tickets' part is drawn from the booking's payments, the
 * extra bags' part from the payments of those bags (decision 040).
 */
export function planRefund(input: {
  row: FlightOrderRow;
  order: AftersalesOrder;
  q: RefundQuoteNow;
  kind: 'refund' | 'cancel';
  selection: Selection;
  funds: Funds;
  requestId: string;
}): RefundPlan {
  const { row, order, q, funds, requestId } = input;
  const directions = directionsOf(row);
  const passengers = passengersOf(row);
  const chosen =
    input.kind === 'cancel'
      ? { passengers: passengers.map((_p, i) => i), directions: directions.map((d) => d.direction) }
      : input.selection;
  const closing = chosen.passengers.flatMap((p) =>
    chosen.directions
      .filter(
        (d) =>
          order.coupons.find((c) => c.passengerIndex === p && c.direction === d)?.status === 'open',
      )
      .map((d) => ({ p, d })),
  );
  const unpaid = row.status === 0;
  const whole = q.wholeBooking || q.unpaid === true;
  let marked = passengers;
  if (!unpaid)
    for (const { direction: d } of directions) {
      const who = closing.filter((c) => c.d === d).map((c) => c.p);
      if (who.length) marked = markCoupons(marked, who, [d], 'refunded');
    }
  const allClosed = marked.every((p) =>
    directions.every((d) => (p.coupons?.[String(d.direction)] ?? 'open') !== 'open'),
  );
  const names = [...new Set(closing.map((c) => c.p))].map((i) => fullName(passengers[i]!));
  const closed = directions.filter((d) => closing.some((c) => c.d === d.direction));
  // The tickets' part from the booking's payments; the bags' from the payments of their bags.
  const ticketPart = q.refund - q.bags;
  const bagParts = new Map<string, number>();
  for (const b of funds.bags)
    if (closing.some((c) => c.p === b.passengerIndex && c.d === b.direction))
      bagParts.set(b.paymentId, (bagParts.get(b.paymentId) ?? 0) + b.amount);
  const parts = [
    ...(ticketPart > 0 ? allocateRefund(funds.sources, ticketPart, requestId) : []),
    ...[...bagParts].map(([paymentId, amount]): RequestRefund => ({
      paymentId,
      amount,
      key: `flight-refund:${requestId}:${paymentId}`,
      status: 'processing',
    })),
  ];
  return {
    closing,
    unpaid,
    whole,
    marked,
    allClosed,
    names,
    closed,
    route: requestRoute(closed),
    parts,
  };
}
