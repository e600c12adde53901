import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx, Tx } from '../db/client.ts';

/**
 * What hotel and activity orders share: stock (rooms, places) held for a few minutes while the
 * order waits for its payment, released when the hold lapses, taken again when a payment
 * arrives after it lapsed.
 */
export interface HeldOrder {
  id: string;
  status: string;
  holdState: string;
  holdExpiresAt: Date | null;
  cancelReason: string | null;
}

/** Whether the order can be paid now, is paid, or has lapsed or been cancelled (the payments module's words). */
export function heldOrderPayStatus(
  row: HeldOrder,
  now: Date,
  isPaid: (status: string) => boolean,
): 'awaiting_payment' | 'expired' | 'paid' | 'cancelled' {
  if (row.status === 'PendingPayment')
    return row.holdState === 'held' && row.holdExpiresAt && row.holdExpiresAt > now
      ? 'awaiting_payment'
      : 'expired';
  if (isPaid(row.status)) return 'paid';
  return row.cancelReason === 'expired' ? 'expired' : 'cancelled';
}

/** A payment for this order should keep (or take again) its stock: it is unpaid, or lapsed unpaid. */
export const awaitsStock = (row: HeldOrder) =>
  row.status === 'PendingPayment' || (row.status === 'Cancelled' && row.cancelReason === 'expired');

/**
 * Takes the stock again inside a savepoint of the payment's transaction: when it is gone, only
 * this attempt rolls back and the answer is false (the caller refunds the payment).
 */
export async function retakeStock(tx: DbOrTx, take: (inner: Tx) => Promise<void>) {
  try {
    await tx.transaction(take);
    return true;
  } catch {
    return false;
  }
}

/**
 * The refund a payment that arrived after its hold lapsed is owed when the stock went to someone
 * else: all of it, pending until the refund job sends it back to the card.
 */
export function lapsedHoldRefund(opts: {
  amount: number;
  currency: string;
  /** What was no longer there: 'rooms', 'places'. */
  stock: string;
  now: Date;
}) {
  return {
    refundId: randomUUID(),
    amount: opts.amount,
    currency: opts.currency,
    status: 'pending' as const,
    reason: `The ${opts.stock} were no longer available when the payment arrived.`,
    at: opts.now.toISOString(),
  };
}

/** A failed payment's line on the order (nothing was taken). */
export const failedPaymentLine = (now: Date) => ({
  paymentId: null,
  amount: 0,
  status: 'failed' as const,
  cardBrand: null,
  cardLast4: null,
  at: now.toISOString(),
});

/** What an unpaid order becomes when its payment fails (SPEC 2.4); the caller releases its stock. */
export const cancelledByFailedPayment = (reason: string, now: Date) => ({
  status: 'Cancelled',
  holdState: 'released',
  cancelReason: `payment failed: ${reason}`,
  cancelledAt: now,
});

/**
 * Unpaid holds past their time: stock back, order cancelled as expired, in one transaction of at
 * most 100 orders (locked with SKIP LOCKED, so two servers sweep different orders).
 */
export async function sweepExpiredHolds<Row extends HeldOrder>(opts: {
  db: Db;
  now: () => Date;
  lockExpired: (args: { now: Date; limit: number }, tx: DbOrTx) => Promise<Row[]>;
  release: (row: Row, tx: DbOrTx) => Promise<void>;
  update: (args: { id: string; set: Partial<Row> }, tx: DbOrTx) => Promise<unknown>;
}): Promise<number> {
  return opts.db.transaction(async (tx) => {
    const expired = await opts.lockExpired({ now: opts.now(), limit: 100 }, tx);
    for (const row of expired) {
      await opts.release(row, tx);
      await opts.update(
        {
          id: row.id,
          set: {
            status: 'Cancelled',
            holdState: 'released',
            cancelReason: 'expired',
            cancelledAt: opts.now(),
            updatedAt: opts.now(),
          } as unknown as Partial<Row>,
        },
        tx,
      );
    }
    return expired.length;
  });
}
