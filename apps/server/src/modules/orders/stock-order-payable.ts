import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  awaitsStock,
  cancelledByFailedPayment,
  failedPaymentLine,
  lapsedHoldRefund,
  retakeStock,
} from '../../shared/held-orders.ts';
import type { PayableOrder, PaymentRecord } from '../payments/index.ts';
import { canReadOrder, type OrderCaller } from './order-access.ts';
import type { StockHolds } from './stock-holds.ts';
import type { StockOrderRow, StoredPaymentLine, StoredRefund } from './stock-order.ts';

/** What a kind of held-stock order gives the payments side: how it is found, named and issued. */
export interface StockOrderPayableKind<Row extends StockOrderRow> {
  clock: Clock;
  holds: StockHolds<Row>;
  /** The order by the id its payments know it by (a hotel's id, an activity's number). */
  find(key: string, tx?: DbOrTx): Promise<Row | null>;
  lock(key: string, tx: DbOrTx): Promise<Row | null>;
  update(args: { id: string; set: Partial<Row> }, tx: DbOrTx): Promise<void>;
  notFound(): Error;
  /** The pay page's title. */
  title(row: Row): string;
  /** What a paid order whose stock is kept becomes: what is issued (a hotel's Paid, an activity's voucher). */
  issued(row: Row): Partial<Row>;
  /** The status of an order whose refund is owed. */
  refundPending: string;
  /** The kind's own fields on a stored line (a hotel keeps the payment's kind, a refund's charge). */
  paymentLine?: (line: StoredPaymentLine, kind: string) => StoredPaymentLine;
  refundLine?: (line: StoredRefund) => StoredRefund;
}

/**
 * The payments module's side of a held-stock order (payables.register(kind, …)): load, canAccess,
 * onPaid (stock kept or taken again, else the whole amount owed back), onFailed (SPEC 2.4).
 */
export function createStockOrderPayable<Row extends StockOrderRow>(
  kind: StockOrderPayableKind<Row>,
) {
  const { clock, holds } = kind;
  const paymentLine = kind.paymentLine ?? ((line) => line);
  const refundLine = kind.refundLine ?? ((line) => line);
  return {
    async load(key: string, tx: DbOrTx): Promise<PayableOrder | null> {
      const row = await kind.find(key, tx);
      if (!row) return null;
      return {
        amountDue: row.total,
        currency: row.currency,
        paymentType: 'full',
        ownerUserId: row.userId,
        guestEmail: row.userId ? null : row.contactEmail,
        contactEmail: row.contactEmail,
        status: holds.payStatus(row),
        title: kind.title(row),
        orderNo: row.orderNo,
      };
    },

    async canAccess(key: string, caller: OrderCaller): Promise<boolean> {
      const row = await kind.find(key);
      return !!row && canReadOrder(row, caller);
    },

    /** Paid: the stock is kept (taken again if the hold lapsed meanwhile) and the order issued. */
    async onPaid(
      { orderId, payment }: { orderId: string; payment: Omit<PaymentRecord, 'currency'> },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await kind.lock(orderId, tx);
      if (!row) throw kind.notFound();
      const record = paymentLine(
        {
          paymentId: payment.paymentId,
          amount: payment.amount,
          status: 'succeeded',
          cardBrand: payment.cardBrand,
          cardLast4: payment.cardLast4,
          at: clock.now().toISOString(),
        },
        payment.kind,
      );
      const set = {
        payments: [...(row.payments as StoredPaymentLine[]), record],
        paidAmount: row.paidAmount + payment.amount,
        updatedAt: clock.now(),
      } as Partial<Row>;
      if (awaitsStock(row)) {
        const kept =
          row.holdState === 'held' ||
          (await retakeStock(tx, (inner) => holds.stock.take(row, inner)));
        if (kept) Object.assign(set, kind.issued(row));
        else {
          // Paid after the hold lapsed and the stock went to someone else: all of it goes back.
          const refund = refundLine(
            lapsedHoldRefund({
              amount: payment.amount,
              currency: row.currency,
              stock: holds.stock.name,
              now: clock.now(),
            }),
          );
          Object.assign(set, {
            status: kind.refundPending,
            holdState: 'released',
            refunds: [...(row.refunds as StoredRefund[]), refund],
          });
        }
      }
      await kind.update({ id: row.id, set }, tx);
    },

    /** The payment failed: an unpaid order is cancelled and its stock released (SPEC 2.4). */
    async onFailed(
      { orderId, reason }: { orderId: string; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await kind.lock(orderId, tx);
      if (!row) throw kind.notFound();
      const set = {
        payments: [
          ...(row.payments as StoredPaymentLine[]),
          paymentLine(failedPaymentLine(clock.now()), 'full'),
        ],
        updatedAt: clock.now(),
      } as Partial<Row>;
      if (row.status === 'PendingPayment') {
        await holds.release(row, tx);
        Object.assign(set, cancelledByFailedPayment(reason, clock.now()));
      }
      await kind.update({ id: row.id, set }, tx);
    },
  };
}
