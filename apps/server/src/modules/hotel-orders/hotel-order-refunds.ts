import { randomUUID } from 'node:crypto';
import type {
  HotelOrderRefund,
  HotelOrderStatus,
  HotelRefundResult,
} from '@farewise/domain/orders/hotel-order.schemas';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { createStockOrderRefunds } from '../orders/index.ts';
import type { RefundGateway } from '../payments/index.ts';
import { cancellationQuote, orderInfo } from './hotel-order-view.ts';
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

/** A hotel's cancellation in the order core: what the rate plan gives back, and the words for it. */
export function createHotelOrderRefunds(deps: HotelOrderRefundsDeps) {
  const { clock, orders } = deps;
  const core = createStockOrderRefunds<HotelOrderRow, HotelOrderRefund>({
    db: deps.db,
    clock,
    rows: orders,
    holds: deps.rooms,
    notFound: hotelOrderNotFound,
    refunds: deps.refunds,
    keyPrefix: 'hotel-refund',
    settledStatus: (refund, done): HotelOrderStatus =>
      !done
        ? 'RoomRefundPending'
        : refund.amount === 0
          ? 'Cancelled'
          : refund.charged > 0
            ? 'PartRefund'
            : 'RoomRefund',
    log: deps.log,
  });

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
    const { row } = await core.cancel(found.id, (locked) => {
      if (locked.status !== 'PendingPayment') throw orderNotPending();
      return {
        status: 'Cancelled',
        refund: null,
        cancelReason: reason.trim() || 'cancelled before payment',
      };
    });
    return orderInfo(row, clock.now());
  }

  /**
   * POST /v3/hotel/refund: cancels a paid order per its rate plan (free before the deadline; after
   * it the first night is kept; non-refundable refused), or an unpaid one at no cost.
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
    const { row: settled, refund: given } = await core.cancel(found.id, (row) => {
      const q = cancellationQuote(row, clock.now());
      if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw cannotCancel(q.text);
      if (!row.refundable) throw nonRefundable();
      if (!q.allowed) throw cannotCancel(q.text);
      return {
        status: 'RoomRefundPending',
        refund: {
          refundId: randomUUID(),
          amount: q.refundAmount,
          charged: q.chargeAmount,
          currency: row.currency,
          status: 'pending',
          reason: reason.trim(),
          at: clock.now().toISOString(),
        },
        cancelReason: reason.trim() || 'cancelled by the traveller',
      };
    });
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
    for (const row of rows) await core.retryPending(row);
    return rows.length;
  }

  return { refund, cancelUnpaid, retryPendingRefunds };
}
