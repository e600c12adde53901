import { randomBytes } from 'node:crypto';
import { isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import type { Clock } from '../../shared/clock.ts';
import { departureClosed } from '../flights/index.ts';
import { directionsOf } from './order-directions.ts';
import type {
  FlightOrderInfo,
  TicketPayVerifyResult,
} from '@farewise/domain/orders/flight-order.schemas';
import type { FlightOrdersRepository } from './flight-orders.repository.ts';
import {
  holdExpired,
  orderClosed,
  orderLookupFailed,
  orderNotFound,
} from './flight-orders.errors.ts';
import { bookingResult, orderInfo } from './flight-order-view.ts';
import {
  accessibleOrder,
  canAccess,
  hashToken,
  lookUpEmailMatches,
  type OrderCaller,
} from './order-access.ts';
import type { OrderSeatHolds } from './order-seat-holds.ts';

/** Look-up tokens kept per guest order (each look-up by number and e-mail adds one). */
const LOOKUP_TOKENS_KEPT = 10;

export interface OrderLookupDeps {
  orders: FlightOrdersRepository;
  holds: OrderSeatHolds;
  clock: Clock;
}

/** An order as its owner or guest sees it: commonQuery by id or by number, and ticketPayVerify. */
export function createOrderLookup({ orders, holds, clock }: OrderLookupDeps) {
  return {
    /** ticketPayVerify: the order may be paid now (awaiting payment, seats still held, not inside the cut-off). */
    async payVerify({
      caller,
      orderId,
    }: {
      caller: OrderCaller;
      orderId: string;
    }): Promise<TicketPayVerifyResult> {
      await holds.releaseExpired();
      const row = await accessibleOrder(orders, orderId, caller);
      if (row.status !== 0) throw orderClosed();
      if (row.holdState !== 'held') throw holdExpired();
      if (!isBookableDeparture(directionsOf(row)[0]!.departureUtc, clock.now()))
        throw departureClosed();
      return { ...bookingResult(row), status: row.status, payable: true };
    },

    /**
     * commonQuery by id: the owner, or the guest holding the order's token. Where a call takes
     * the look-up's proof (the receipt), also whoever gives the e-mail the order was booked with.
     */
    async queryById({
      caller,
      orderId,
      lookUpEmail = null,
    }: {
      caller: OrderCaller;
      orderId: string;
      lookUpEmail?: string | null;
    }): Promise<FlightOrderInfo> {
      if (lookUpEmail) {
        const row = await orders.findById({ id: orderId });
        if (row && (canAccess(row, caller) || lookUpEmailMatches(row, lookUpEmail)))
          return orderInfo(row);
        throw orderNotFound();
      }
      return orderInfo(await accessibleOrder(orders, orderId, caller));
    },

    /**
     * commonQuery by order number and e-mail: one answer for either being wrong. A guest's order
     * also answers a fresh access token (the newest ten are kept), so the guest can act on the
     * booking from here (after-sales) as the visit that made it can.
     */
    async queryByNumber({
      orderNo,
      email,
    }: {
      orderNo: string;
      email: string;
    }): Promise<{ order: FlightOrderInfo; orderToken: string | null }> {
      const row = await orders.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
      if (!row || !lookUpEmailMatches(row, email)) throw orderLookupFailed();
      if (row.userId) return { order: orderInfo(row), orderToken: null };
      const orderToken = randomBytes(24).toString('base64url');
      const kept = ((row.lookupTokenHashes as string[] | null) ?? []).slice(
        -(LOOKUP_TOKENS_KEPT - 1),
      );
      await orders.update({
        id: row.id,
        set: { lookupTokenHashes: [...kept, hashToken(orderToken)] },
      });
      return { order: orderInfo(row), orderToken };
    },
  };
}
