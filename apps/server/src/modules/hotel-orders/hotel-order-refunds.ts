import { randomUUID } from 'node:crypto';
import type {
  HotelOrderRefund,
  HotelOrderStatus,
  HotelRefundResult,
} from '@farewise/domain/orders/hotel-order.schemas';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { refundOverPayments, type RefundGateway } from '../payments/index.ts';
import { cancellationQuote, orderInfo, type StoredPayment } from './hotel-order-view.ts';
import { accessibleOrder, type HotelOrderCaller } from './hotel-order-access.ts';
import { PAID_STATUSES, type HotelOrderRooms } from './hotel-order-rooms.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import {
  cannotCancel,
  hotelOrderNotFound,
  nonRefundable,
  orderNotPending,
} from './hotel-orders.errors.ts';

export interface HotelOrderRefundsDeps {
  db: Db;
  clock: Clock;
  orders: HotelOrdersRepository;
  rooms: HotelOrderRooms;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}

/** Cancellation and refunds: rooms back in the order's transaction, money back through the gateway after. */
export function createHotelOrderRefunds(deps: HotelOrderRefundsDeps) {
  const { db, clock, orders, rooms } = deps;

  /** Gives the money back through the gateway, outside any transaction, then settles the order's status. */
  async function executeRefund(orderId: string, refundId: string): Promise<HotelOrderRow> {
    const row = await orders.findById({ id: orderId });
    if (!row) throw hotelOrderNotFound();
    const refunds = row.refunds as HotelOrderRefund[];
    const refund = refunds.find((r) => r.refundId === refundId);
    if (!refund || refund.status === 'refunded' || refund.status === 'recorded') return row;
    const status: HotelOrderRefund['status'] = await refundOverPayments({
      gateway: deps.refunds(),
      payments: row.payments as StoredPayment[],
      amount: refund.amount,
      refundId,
      keyPrefix: 'hotel-refund',
      onError: (err) => deps.log?.error({ err, orderId }, 'hotel refund failed'),
    });
    const done = status !== 'failed';
    const finalStatus: HotelOrderStatus = !done
      ? 'RoomRefundPending'
      : refund.amount === 0
        ? 'Cancelled'
        : refund.charged > 0
          ? 'PartRefund'
          : 'RoomRefund';
    const set = {
      refunds: refunds.map((r) => (r.refundId === refundId ? { ...r, status } : r)),
      refundedAmount: row.refundedAmount + (done ? refund.amount : 0),
      status: finalStatus,
      updatedAt: clock.now(),
    };
    await orders.update({ id: row.id, set });
    return { ...row, ...set };
  }

  /** POST /hotel/cancel: an unpaid order is cancelled and its rooms released. */
  async function cancelUnpaid({
    insideOrderNo,
    caller,
    reason = '',
  }: {
    insideOrderNo: string;
    caller: HotelOrderCaller;
    reason?: string;
  }) {
    const found = await accessibleOrder(orders, insideOrderNo, caller);
    await db.transaction(async (tx) => {
      const row = await orders.lockById({ id: found.id }, tx);
      if (!row) throw hotelOrderNotFound();
      if (row.status !== 'PendingPayment') throw orderNotPending();
      await rooms.release(row, tx);
      await orders.update(
        {
          id: row.id,
          set: {
            status: 'Cancelled',
            holdState: 'released',
            cancelReason: reason.trim() || 'cancelled before payment',
            cancelledAt: clock.now(),
            updatedAt: clock.now(),
          },
        },
        tx,
      );
    });
    return orderInfo((await orders.findById({ id: found.id }))!, clock.now());
  }

  /**
   * POST /v3/hotel/refund: cancels a paid order per its rate plan (free before the deadline; after
   * it the first night is kept; non-refundable refused), or an unpaid one at no cost. The rooms go
   * back in the same transaction; the money goes back afterwards through the gateway.
   */
  async function refund({
    insideOrderNo,
    reason,
    caller,
  }: {
    insideOrderNo: string;
    reason: string;
    caller: HotelOrderCaller;
  }): Promise<HotelRefundResult> {
    const found = await accessibleOrder(orders, insideOrderNo, caller);
    if (found.status === 'PendingPayment') {
      await cancelUnpaid({ insideOrderNo, caller, reason });
      return {
        status: 'Cancelled',
        statusText: orderStatusLabel('Cancelled'),
        refund: null,
        msg: 'Your booking has been cancelled and the rooms released.',
      };
    }
    const refundId = randomUUID();
    await db.transaction(async (tx) => {
      const row = await orders.lockById({ id: found.id }, tx);
      if (!row) throw hotelOrderNotFound();
      const q = cancellationQuote(row, clock.now());
      if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw cannotCancel(q.text);
      if (!row.refundable) throw nonRefundable();
      if (!q.allowed) throw cannotCancel(q.text);
      await rooms.release(row, tx);
      const refund: HotelOrderRefund = {
        refundId,
        amount: q.refundAmount,
        charged: q.chargeAmount,
        currency: row.currency,
        status: 'pending',
        reason: reason.trim(),
        at: clock.now().toISOString(),
      };
      await orders.update(
        {
          id: row.id,
          set: {
            status: 'RoomRefundPending',
            holdState: 'released',
            refunds: [...(row.refunds as HotelOrderRefund[]), refund],
            cancelReason: reason.trim() || 'cancelled by the traveller',
            cancelledAt: clock.now(),
            updatedAt: clock.now(),
          },
        },
        tx,
      );
    });
    const settled = await executeRefund(found.id, refundId);
    const given =
      (settled.refunds as HotelOrderRefund[]).find((r) => r.refundId === refundId) ?? null;
    const msg =
      settled.status === 'RoomRefundPending'
        ? 'Your booking is cancelled. The refund could not be completed yet; we will retry it and let you know.'
        : given && given.charged > 0
          ? 'Your booking is cancelled. The first night is charged and the rest refunded.'
          : 'Your booking is cancelled and fully refunded.';
    return {
      status: settled.status as HotelOrderStatus,
      statusText: orderStatusLabel(settled.status),
      refund: given,
      msg,
    };
  }

  /** Refunds that failed at the gateway are tried again. */
  async function retryPendingRefunds(): Promise<number> {
    const rows = await orders.pendingRefunds({ limit: 20 });
    for (const row of rows) {
      for (const r of row.refunds as HotelOrderRefund[])
        if (r.status === 'pending' || r.status === 'failed')
          await executeRefund(row.id, r.refundId);
    }
    return rows.length;
  }

  return { refund, cancelUnpaid, retryPendingRefunds };
}
