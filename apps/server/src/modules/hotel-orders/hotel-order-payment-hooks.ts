import type { HotelOrderRefund } from '@farewise/domain/orders/hotel-order.schemas';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  awaitsStock,
  cancelledByFailedPayment,
  failedPaymentLine,
  lapsedHoldRefund,
  retakeStock,
} from '../../shared/held-orders.ts';
import type { PayableOrder } from '../payments/index.ts';
import type { Snapshot, StoredPayment } from './hotel-order-view.ts';
import { canRead, type HotelOrderCaller } from './hotel-order-access.ts';
import type { HotelOrderRooms } from './hotel-order-rooms.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import { hotelOrderNotFound } from './hotel-orders.errors.ts';

export interface HotelOrderPaymentHooksDeps {
  clock: Clock;
  orders: HotelOrdersRepository;
  rooms: HotelOrderRooms;
}

/** The payments module's side (payables.register('hotel', …)): load, canAccess, onPaid, onFailed. */
export function createHotelOrderPaymentHooks(deps: HotelOrderPaymentHooksDeps) {
  const { clock, orders, rooms } = deps;
  return {
    async load(orderId: string, tx: DbOrTx): Promise<PayableOrder | null> {
      const row = await orders.findById({ id: orderId }, tx);
      if (!row) return null;
      const snap = row.snapshot as Snapshot;
      return {
        amountDue: row.total,
        currency: row.currency,
        paymentType: 'full',
        ownerUserId: row.userId,
        guestEmail: row.userId ? null : row.contactEmail,
        contactEmail: row.contactEmail,
        status: rooms.payStatus(row),
        title: `Hotel order ${row.orderNo} · ${snap.HotelName}`,
        orderNo: row.orderNo,
      };
    },

    async canAccess(orderId: string, caller: HotelOrderCaller): Promise<boolean> {
      const row = await orders.findById({ id: orderId });
      return !!row && canRead(row, caller);
    },

    /** Paid in full: the rooms are kept (taken again if the hold lapsed meanwhile) and confirmation follows. */
    async onPaid(
      {
        orderId,
        payment,
      }: {
        orderId: string;
        payment: {
          paymentId: string;
          kind: string;
          amount: number;
          cardBrand: string | null;
          cardLast4: string | null;
        };
      },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw hotelOrderNotFound();
      const record: StoredPayment = {
        paymentId: payment.paymentId,
        kind: payment.kind,
        amount: payment.amount,
        status: 'succeeded',
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        at: clock.now().toISOString(),
      };
      const set: Partial<HotelOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), record],
        paidAmount: row.paidAmount + payment.amount,
        updatedAt: clock.now(),
      };
      if (awaitsStock(row)) {
        const held =
          row.holdState === 'held' ||
          (await retakeStock(tx, (inner) =>
            rooms.hold(row.hotelId, (row.snapshot as Snapshot).RoomLines, row.nights, inner),
          ));
        if (held) Object.assign(set, { status: 'Paid', holdState: 'confirmed' });
        else {
          // Paid, but the rooms went to someone else after the hold lapsed: the whole amount goes back.
          const refund: HotelOrderRefund = {
            ...lapsedHoldRefund({
              amount: payment.amount,
              currency: row.currency,
              stock: 'rooms',
              now: clock.now(),
            }),
            charged: 0,
          };
          Object.assign(set, {
            status: 'RoomRefundPending',
            holdState: 'released',
            refunds: [...(row.refunds as HotelOrderRefund[]), refund],
          });
        }
      }
      await orders.update({ id: row.id, set }, tx);
    },

    /** The payment failed: an unpaid order is cancelled and its rooms released (SPEC 2.4). */
    async onFailed(
      { orderId, reason }: { orderId: string; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw hotelOrderNotFound();
      const record: StoredPayment = { ...failedPaymentLine(clock.now()), kind: 'full' };
      const set: Partial<HotelOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), record],
        updatedAt: clock.now(),
      };
      if (row.status === 'PendingPayment') {
        await rooms.release(row, tx);
        Object.assign(set, cancelledByFailedPayment(reason, clock.now()));
      }
      await orders.update({ id: row.id, set }, tx);
    },
  };
}
