import type { DbOrTx } from '../../db/client.ts';
import type { HeldOrder } from '../../shared/held-orders.ts';
import type { ReadableOrder } from './order-access.ts';

/** The columns a held-stock order (hotel, activity) keeps in its own table, the same in each. */
export interface StockOrderRow extends HeldOrder, ReadableOrder {
  orderNo: string;
  currency: string;
  total: number;
  paidAmount: number;
  refundedAmount: number;
  payments: unknown;
  refunds: unknown;
  cancelledAt: Date | null;
  updatedAt: Date;
}

/** A refund line as stored on the order (a hotel's also says what was kept: `charged`). */
export interface StoredRefund {
  refundId: string;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  at: string;
}

/** A payment line as stored on the order. */
export interface StoredPaymentLine {
  paymentId: string | null;
  amount: number;
  status: 'succeeded' | 'failed';
  cardBrand: string | null;
  cardLast4: string | null;
  at: string;
  kind?: string;
}

/** A kind's order rows: found and locked by id, written back (db/order-rows.repository.ts). */
export interface StockOrderRows<Row extends StockOrderRow> {
  findById(args: { id: string }, tx?: DbOrTx): Promise<Row | null>;
  lockById(args: { id: string }, tx: DbOrTx): Promise<Row | null>;
  update(args: { id: string; set: Partial<Row> }, tx?: DbOrTx): Promise<void>;
}
