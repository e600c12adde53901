import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { refundOverPayments, type RefundGateway } from '../payments/index.ts';
import type { StockHolds } from './stock-holds.ts';
import type {
  StockOrderRow,
  StockOrderRows,
  StoredPaymentLine,
  StoredRefund,
} from './stock-order.ts';

/** How a kind cancels: its rows, its stock, its gateway key and the status a settled refund gives. */
export interface StockOrderRefundsKind<Row extends StockOrderRow, Refund extends StoredRefund> {
  db: Db;
  clock: Clock;
  rows: StockOrderRows<Row>;
  holds: StockHolds<Row>;
  notFound(): Error;
  refunds: () => RefundGateway | undefined;
  /** The gateway's idempotency keys start with it ('hotel-refund', 'activity-refund'). */
  keyPrefix: string;
  /** The status a refund leaves the order in: given back (done) or still owed. */
  settledStatus(refund: Refund, done: boolean): string;
  log?: { error(obj: unknown, msg?: string): void };
}

/** What a cancellation does to a locked order: its new status, the refund it owes (if any), the reason. */
export interface Cancellation<Refund> {
  status: string;
  refund: Refund | null;
  cancelReason: string;
}

/**
 * Cancellation and refunds of a held-stock order: the stock goes back in the order's transaction,
 * the money afterwards through the gateway (outside any transaction), retried while it fails.
 */
export function createStockOrderRefunds<Row extends StockOrderRow, Refund extends StoredRefund>(
  kind: StockOrderRefundsKind<Row, Refund>,
) {
  const { db, clock, rows } = kind;

  /** Gives the money back through the gateway, then settles the order's status. */
  async function execute(orderId: string, refundId: string): Promise<Row> {
    const row = await rows.findById({ id: orderId });
    if (!row) throw kind.notFound();
    const refunds = row.refunds as Refund[];
    const refund = refunds.find((r) => r.refundId === refundId);
    if (!refund || refund.status === 'refunded' || refund.status === 'recorded') return row;
    const status = await refundOverPayments({
      gateway: kind.refunds(),
      payments: row.payments as StoredPaymentLine[],
      amount: refund.amount,
      refundId,
      keyPrefix: kind.keyPrefix,
      onError: (err) =>
        kind.log?.error(
          { err, orderId, orderNo: row.orderNo },
          `${kind.keyPrefix.replace('-', ' ')} failed`,
        ),
    });
    const done = status !== 'failed';
    const set = {
      refunds: refunds.map((r) => (r.refundId === refundId ? { ...r, status } : r)),
      refundedAmount: row.refundedAmount + (done ? refund.amount : 0),
      status: kind.settledStatus(refund, done),
      updatedAt: clock.now(),
    } as Partial<Row>;
    await rows.update({ id: row.id, set });
    return { ...row, ...set };
  }

  /**
   * Cancels the order in one transaction: locked, `decide` checks it (and throws when it may not
   * be cancelled), its stock goes back, and the refund it owes is written pending. Then the money
   * goes back; answers the order as it is afterwards and the refund given (or null).
   */
  async function cancel(
    orderId: string,
    decide: (row: Row) => Cancellation<Refund>,
  ): Promise<{ row: Row; refund: Refund | null }> {
    let refund: Refund | null = null;
    await db.transaction(async (tx) => {
      const row = await rows.lockById({ id: orderId }, tx);
      if (!row) throw kind.notFound();
      const cancellation = decide(row);
      refund = cancellation.refund;
      await kind.holds.release(row, tx);
      const set = {
        status: cancellation.status,
        holdState: 'released',
        cancelReason: cancellation.cancelReason,
        cancelledAt: clock.now(),
        updatedAt: clock.now(),
        ...(refund ? { refunds: [...(row.refunds as Refund[]), refund] } : {}),
      } as Partial<Row>;
      await rows.update({ id: row.id, set }, tx);
    });
    const given = refund as Refund | null;
    const row = given
      ? await execute(orderId, given.refundId)
      : await rows.findById({ id: orderId });
    if (!row) throw kind.notFound();
    return {
      row,
      refund: given
        ? ((row.refunds as Refund[]).find((r) => r.refundId === given.refundId) ?? null)
        : null,
    };
  }

  /** The order's refunds the gateway has not completed are asked for again (same keys). */
  async function retryPending(row: Row): Promise<void> {
    for (const r of row.refunds as Refund[])
      if (r.status === 'pending' || r.status === 'failed') await execute(row.id, r.refundId);
  }

  return { cancel, retryPending };
}
