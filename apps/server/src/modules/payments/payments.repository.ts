import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { createMoneyLedger } from './money-ledger.ts';
import { paymentRefunds, payments, sliceInstalments, slicePlans } from './payments.table.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SlicePlanRow = typeof slicePlans.$inferSelect;
export type InstalmentRow = typeof sliceInstalments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export function createPaymentsRepository({ db }: { db: DbOrTx }) {
  return {
    async byKey(idempotencyKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, idempotencyKey));
      return row;
    },

    async byId(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /** Null when the key, or a live payment of the order, already exists (unique indexes). */
    async insert(values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * Moves a payment on from `from` only: of two callers finishing the same payment, one wins.
     * A payment moved to succeeded is a charge of the ledger, written in the same transaction.
     */
    async finish(opts: {
      id: string;
      from: string[];
      set: Partial<typeof payments.$inferInsert>;
    }): Promise<PaymentRow | null> {
      const move = (q: DbOrTx) =>
        q
          .update(payments)
          .set(opts.set)
          .where(and(eq(payments.id, opts.id), inArray(payments.status, opts.from)))
          .returning();
      if (opts.set.status !== 'succeeded') return (await move(db))[0] ?? null;
      return db.transaction(async (tx) => {
        const [row] = await move(tx);
        if (row) await createMoneyLedger({ db: tx }).charge(row, row.createdAt);
        return row ?? null;
      });
    },

    async forOrder(orderType: string, orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.orderType, orderType), eq(payments.orderId, orderId)))
        .orderBy(asc(payments.createdAt));
    },

    /** Adds to the refunded amount only while it stays within the payment (one statement, so concurrent refunds add up). */
    async reserveRefund(id: string, amount: number, now: Date): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: now })
        .where(
          and(
            eq(payments.id, id),
            sql`${payments.refundedAmount} + ${amount} between 0 and ${payments.amount}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async refundByKey(idempotencyKey: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
      return row;
    },

    /** Null when the key exists already (a concurrent refund with the same key). */
    async insertRefund(values: typeof paymentRefunds.$inferInsert): Promise<RefundRow | null> {
      const [row] = await db
        .insert(paymentRefunds)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /**
     * Moves a refund on from processing only: of two callers settling it, one wins. A refund
     * moved to succeeded (the gateway gave the money back) is a refund of the ledger, written in
     * the same transaction.
     */
    async finishRefund(opts: {
      id: string;
      set: Partial<typeof paymentRefunds.$inferInsert>;
    }): Promise<RefundRow | null> {
      const move = (q: DbOrTx) =>
        q
          .update(paymentRefunds)
          .set(opts.set)
          .where(and(eq(paymentRefunds.id, opts.id), eq(paymentRefunds.status, 'processing')))
          .returning();
      if (opts.set.status !== 'succeeded') return (await move(db))[0] ?? null;
      return db.transaction(async (tx) => {
        const [row] = await move(tx);
        if (!row) return null;
        const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
        await createMoneyLedger({ db: tx }).refund(row, payment!, row.settledAt ?? row.updatedAt);
        return row;
      });
    },

    /** A refund still processing since before `before`, locked (SKIP LOCKED) and leased to `now`. */
    async claimStuckRefund(before: Date, now: Date): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.status, 'processing'), lt(paymentRefunds.updatedAt, before)))
        .orderBy(asc(paymentRefunds.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const [leased] = await db
        .update(paymentRefunds)
        .set({ updatedAt: now })
        .where(eq(paymentRefunds.id, row.id))
        .returning();
      return leased ?? null;
    },

    async refundsOf(paymentIds: string[]): Promise<RefundRow[]> {
      if (paymentIds.length === 0) return [];
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentId, paymentIds))
        .orderBy(asc(paymentRefunds.createdAt));
    },

    /**
     * Stops a slice plan: its instalments not yet charged are cancelled (a cancelled or refunded
     * booking). 'charging' when an instalment is being charged right now: the caller must roll
     * back and try later, or that charge would land on a cancelled booking.
     */
    async stopPlan(opts: {
      orderType: string;
      orderId: string;
      now: Date;
    }): Promise<'stopped' | 'none' | 'charging'> {
      const [plan] = await db
        .select({ id: slicePlans.id })
        .from(slicePlans)
        .where(
          and(
            eq(slicePlans.orderType, opts.orderType),
            eq(slicePlans.orderId, opts.orderId),
            inArray(slicePlans.status, ['active', 'cancel_pending']),
          ),
        )
        .for('update');
      if (!plan) return 'none';
      // Waits for a runner that has claimed an instalment, then sees its 'charging' below.
      await db
        .update(sliceInstalments)
        .set({ status: 'cancelled' })
        .where(and(eq(sliceInstalments.planId, plan.id), eq(sliceInstalments.status, 'scheduled')));
      const [charging] = await db
        .select({ id: sliceInstalments.id })
        .from(sliceInstalments)
        .where(and(eq(sliceInstalments.planId, plan.id), eq(sliceInstalments.status, 'charging')))
        .limit(1);
      if (charging) return 'charging';
      await db
        .update(slicePlans)
        .set({ status: 'cancelled', cancelledAt: opts.now })
        .where(eq(slicePlans.id, plan.id));
      return 'stopped';
    },

    /** Upfront payments of an order still waiting for 3-D Secure, failed (the booking is being cancelled). */
    async failAwaitingAction(opts: {
      orderType: string;
      orderId: string;
      reason: string;
      now: Date;
    }): Promise<number> {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', failureReason: opts.reason, updatedAt: opts.now })
        .where(
          and(
            eq(payments.orderType, opts.orderType),
            eq(payments.orderId, opts.orderId),
            eq(payments.status, 'requires_action'),
          ),
        )
        .returning({ id: payments.id });
      return rows.length;
    },

    async insertPlan(
      plan: typeof slicePlans.$inferInsert,
      instalments: Omit<typeof sliceInstalments.$inferInsert, 'planId'>[],
    ): Promise<SlicePlanRow> {
      const [row] = await db.insert(slicePlans).values(plan).returning();
      if (instalments.length) {
        await db
          .insert(sliceInstalments)
          .values(instalments.map((i) => ({ ...i, planId: row!.id })));
      }
      return row!;
    },

    async planFor(orderType: string, orderId: string): Promise<SlicePlanRow | undefined> {
      const [row] = await db
        .select()
        .from(slicePlans)
        .where(and(eq(slicePlans.orderType, orderType), eq(slicePlans.orderId, orderId)));
      return row;
    },

    async instalmentsOf(planId: string): Promise<InstalmentRow[]> {
      return db
        .select()
        .from(sliceInstalments)
        .where(eq(sliceInstalments.planId, planId))
        .orderBy(asc(sliceInstalments.number));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
