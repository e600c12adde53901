import type { ActivityOrderRefund } from '@farewise/domain/activities/activity.schemas';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  awaitsStock,
  cancelledByFailedPayment,
  failedPaymentLine,
  lapsedHoldRefund,
  retakeStock,
} from '../../shared/held-orders.ts';
import { referenceCode as code } from '../../shared/references.ts';
import type { ActivitySupplier } from '../../suppliers/activities/activity-supplier.ts';
import type { PayableOrder, PaymentRecord } from '../payments/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { orderNotFound } from './activities.errors.ts';
import { canRead, type ActivityCaller } from './activity-order-access.ts';
import type { ActivityOrderPlaces } from './activity-order-places.ts';
import type { Snapshot, StoredPayment } from './activity-order-view.ts';

export interface ActivityOrderPaymentHooksDeps {
  clock: Clock;
  supplier: ActivitySupplier;
  repo: ActivitiesRepository;
  places: ActivityOrderPlaces;
}

/** The payments module's side (payables.register('activity', …)); the order's id is its number. */
export function createActivityOrderPaymentHooks(deps: ActivityOrderPaymentHooksDeps) {
  const { clock, supplier, repo, places } = deps;
  return {
    async load(orderNo: string, tx: DbOrTx): Promise<PayableOrder | null> {
      const row = await repo.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() }, tx);
      if (!row) return null;
      return {
        amountDue: row.total,
        currency: row.currency,
        paymentType: 'full',
        ownerUserId: row.userId,
        guestEmail: row.userId ? null : row.contactEmail,
        contactEmail: row.contactEmail,
        status: places.payStatus(row),
        title: `Activity order ${row.orderNo} · ${(row.snapshot as Snapshot).title}`,
        orderNo: row.orderNo,
      };
    },

    async canAccess(orderNo: string, caller: ActivityCaller): Promise<boolean> {
      const row = await repo.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
      return !!row && canRead(row, caller);
    },

    /** Paid: the places are kept (taken again if the hold lapsed), the voucher issued; the mail follows. */
    async onPaid(
      { orderId, payment }: { orderId: string; payment: PaymentRecord },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await repo.lockByOrderNo({ orderNo: orderId }, tx);
      if (!row) throw orderNotFound();
      const record: StoredPayment = {
        paymentId: payment.paymentId,
        amount: payment.amount,
        status: 'succeeded',
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        at: clock.now().toISOString(),
      };
      const set: Partial<ActivityOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), record],
        paidAmount: row.paidAmount + payment.amount,
        updatedAt: clock.now(),
      };
      if (awaitsStock(row)) {
        const product = supplier.product(row.productId);
        const kept =
          row.holdState === 'held' ||
          (!!product &&
            (await retakeStock(tx, async (inner) => {
              const left = await repo.takePlaces(
                {
                  ...places.slotOf(row),
                  supplierPlaces: supplier.supplierPlaces(product, row.date, row.time),
                  now: clock.now(),
                },
                inner,
              );
              if (left === null) throw new Error('sold out');
            })));
        if (kept)
          Object.assign(set, {
            status: 'Issued',
            holdState: 'confirmed',
            voucherCode: `${code(4)}-${code(4)}`,
            cancelReason: null,
            cancelledAt: null,
          });
        else {
          // Paid after the hold lapsed and the places went to someone else: all of it goes back.
          const refund: ActivityOrderRefund = lapsedHoldRefund({
            amount: payment.amount,
            currency: row.currency,
            stock: 'places',
            now: clock.now(),
          });
          Object.assign(set, {
            status: 'RefundPending',
            holdState: 'released',
            refunds: [...(row.refunds as ActivityOrderRefund[]), refund],
          });
        }
      }
      await repo.update({ id: row.id, set }, tx);
    },

    /** The payment failed: the unpaid order is cancelled and its places released (SPEC 2.4). */
    async onFailed(
      { orderId, reason }: { orderId: string; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await repo.lockByOrderNo({ orderNo: orderId }, tx);
      if (!row) throw orderNotFound();
      const set: Partial<ActivityOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), failedPaymentLine(clock.now())],
        updatedAt: clock.now(),
      };
      if (row.status === 'PendingPayment') {
        await places.release(row, tx);
        Object.assign(set, cancelledByFailedPayment(reason, clock.now()));
      }
      await repo.update({ id: row.id, set }, tx);
    },
  };
}
