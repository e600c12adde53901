import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { moneyMovements, type paymentRefunds, type payments } from './payments.table.ts';

/** One row of the ledger (decision 051). */
export type MoneyMovementRow = typeof moneyMovements.$inferSelect;
export type MoneyMovementKind = 'charge' | 'instalment' | 'refund' | 'fee';

/** An order the ledger is asked about: its kind and id. */
export interface LedgerOrderRef {
  orderType: string;
  orderId: string;
}

/** What went through for some orders (minor units): the money in, the money back, what is left. */
export interface LedgerSums {
  currency: string | null;
  paid: number;
  refunded: number;
  net: number;
}

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** The ledger key of a charge (full, deposit or instalment) and of a refund. */
export const chargeMovementKey = (paymentId: string) => `charge:${paymentId}`;
export const refundMovementKey = (refundId: string) => `refund:${refundId}`;

const ofOrders = (refs: readonly LedgerOrderRef[]): SQL | undefined =>
  or(
    ...refs.map((r) =>
      and(eq(moneyMovements.orderType, r.orderType), eq(moneyMovements.orderId, r.orderId)),
    ),
  );

/**
 * The append-only ledger: insert, sums and lists, nothing else (no update, no delete). Call it
 * with the transaction that records the payment or refund, so both are written or neither.
 */
export function createMoneyLedger({ db }: { db: DbOrTx }) {
  /** Writes a movement once: a repeat of its key writes nothing and answers false. */
  async function insert(values: typeof moneyMovements.$inferInsert): Promise<boolean> {
    if (!(values.amount > 0)) return false; // Nothing moved.
    const rows = await db
      .insert(moneyMovements)
      .values(values)
      .onConflictDoNothing({ target: moneyMovements.idempotencyKey })
      .returning({ id: moneyMovements.id });
    return rows.length > 0;
  }

  return {
    insert,

    /** A charge the gateway took (a payment that just succeeded). */
    charge(payment: PaymentRow, at: Date): Promise<boolean> {
      return insert({
        orderType: payment.orderType,
        orderId: payment.orderId,
        paymentId: payment.id,
        kind: payment.kind === 'instalment' ? 'instalment' : 'charge',
        amount: payment.amount,
        currency: payment.currency,
        gatewayRef: payment.gatewayRef,
        idempotencyKey: chargeMovementKey(payment.id),
        createdAt: at,
      });
    },

    /** Money the gateway gave back (a refund that just succeeded) on `payment`. */
    refund(refund: RefundRow, payment: PaymentRow, at: Date): Promise<boolean> {
      return insert({
        orderType: payment.orderType,
        orderId: payment.orderId,
        paymentId: payment.id,
        refundId: refund.id,
        kind: 'refund',
        amount: refund.amount,
        currency: payment.currency,
        gatewayRef: payment.gatewayRef,
        idempotencyKey: refundMovementKey(refund.id),
        createdAt: at,
      });
    },

    /** The sums of the orders' movements: paid (charges, instalments), refunded, and net. */
    async sums(refs: readonly LedgerOrderRef[]): Promise<LedgerSums> {
      if (refs.length === 0) return { currency: null, paid: 0, refunded: 0, net: 0 };
      const [row] = await db
        .select({
          currency: sql<string | null>`min(${moneyMovements.currency})`,
          paid: sql<number>`coalesce(sum(${moneyMovements.amount}) filter (where ${moneyMovements.kind} in ('charge', 'instalment')), 0)::int`,
          refunded: sql<number>`coalesce(sum(${moneyMovements.amount}) filter (where ${moneyMovements.kind} = 'refund'), 0)::int`,
        })
        .from(moneyMovements)
        .where(ofOrders(refs));
      const paid = Number(row?.paid ?? 0);
      const refunded = Number(row?.refunded ?? 0);
      return { currency: row?.currency ?? null, paid, refunded, net: paid - refunded };
    },

    /** The orders' movements, oldest first. */
    list(refs: readonly LedgerOrderRef[]): Promise<MoneyMovementRow[]> {
      if (refs.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(moneyMovements)
        .where(ofOrders(refs))
        .orderBy(
          asc(moneyMovements.createdAt),
          // At the same instant, money in comes before money back.
          asc(sql`${moneyMovements.kind} = 'refund'`),
          asc(moneyMovements.id),
        );
    },
  };
}

export type MoneyLedger = ReturnType<typeof createMoneyLedger>;
