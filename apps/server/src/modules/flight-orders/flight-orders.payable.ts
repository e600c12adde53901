import type { FastifyRequest } from 'fastify';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { DbOrTx } from '../../db/client.ts';
import type { FlightOrdersService } from './flight-orders.service.ts';
import { departureClosed } from '../flights/index.ts';
import { callerOf } from './order-caller.ts';

/**
 * The flight side of the payments contract (modules/payments/payable.ts): registered as
 * payables.register('flight', flightPayable(service)). Typed structurally so this module does not
 * depend on payments.
 */
export function flightPayable(orders: FlightOrdersService) {
  return {
    async load(orderId: string, tx: DbOrTx) {
      const order = await orders.load(orderId, tx).catch(() => null);
      if (!order) return null;
      const status =
        order.status === 4
          ? ('cancelled' as const)
          : order.status !== 0
            ? ('paid' as const)
            : order.holdActive
              ? ('awaiting_payment' as const)
              : ('expired' as const);
      const schedule: SlicePlan | undefined = order.schedule;
      return {
        amountDue: order.totalAmount,
        currency: order.currency,
        paymentType: order.paymentType,
        schedule,
        ownerUserId: order.ownerUserId,
        guestEmail: order.ownerUserId ? null : order.guestEmail,
        ...(order.guestEmail ? { contactEmail: order.guestEmail } : {}),
        status,
        title: `Flight order ${order.orderNo} · ${order.route} · ${order.fare} fare`,
        orderNo: order.orderNo,
      };
    },
    /**
     * Not charged once the flight is inside the ticketing cut-off (decision 039): a clear answer
     * in place of a charge for a ticket that could not be issued. A 3-D Secure charge completed
     * after it is given back (onPaid).
     */
    async refuseCharge(orderId: string, tx: DbOrTx) {
      const order = await orders.load(orderId, tx);
      if (order.status === 0 && order.departureClosed) throw departureClosed();
    },
    canAccess: (request: FastifyRequest, orderId: string, lookUp?: { email: string | null }) =>
      orders.canAccess(orderId, callerOf(request), lookUp?.email ?? null),
    onPaid: (event: { orderId: string; payment: object }, tx: DbOrTx) => orders.onPaid(event, tx),
    onFailed: (event: { orderId: string; reason: string }, tx: DbOrTx) =>
      orders.onFailed(event, tx),
    onInstalmentMissed: (
      event: { orderId: string; instalmentNumber: number; reason: string },
      tx: DbOrTx,
    ) => orders.onInstalmentMissed(event, tx),
    async onCancelForMissed(event: { orderId: string; reason: string }, tx: DbOrTx) {
      await orders.onFailed({ ...event, cancel: true }, tx);
      await orders.blockSlicePayment(event, tx);
    },
  };
}
