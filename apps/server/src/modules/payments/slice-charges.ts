import { and, eq, lte, sql } from 'drizzle-orm';
import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Payables } from './payable.ts';
import { createMoneyLedger } from './money-ledger.ts';
import { payments, sliceInstalments, slicePlans } from './payments.table.ts';
import {
  createPaymentsRepository,
  type InstalmentRow,
  type SlicePlanRow,
} from './payments.repository.ts';

/** A claimed charge older than this was left by a crashed instance: claim it again (the idempotency key stops a second charge). */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * Charging a slice payment's due instalments (SPEC 9): one is claimed at a time with FOR UPDATE
 * SKIP LOCKED, charged on the saved card, and the plan and the order told whether it was paid.
 */
export function createSliceCharges(deps: { db: Db; gateway: PaymentGateway; payables: Payables }) {
  const { db, gateway, payables } = deps;

  /** Claims one due instalment: marked 'charging' before the charge, so no other runner takes it. */
  async function claimDue(
    now: Date,
  ): Promise<{ instalment: InstalmentRow; plan: SlicePlanRow } | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ instalment: sliceInstalments, plan: slicePlans })
        .from(sliceInstalments)
        .innerJoin(slicePlans, eq(slicePlans.id, sliceInstalments.planId))
        .where(
          and(
            eq(slicePlans.status, 'active'),
            lte(sliceInstalments.dueAt, now),
            sql`(${sliceInstalments.status} = 'scheduled' or (${sliceInstalments.status} = 'charging' and ${sliceInstalments.claimedAt} < ${new Date(now.getTime() - STALE_CLAIM_MS)}))`,
          ),
        )
        .orderBy(sliceInstalments.dueAt)
        .limit(1)
        .for('update', { of: sliceInstalments, skipLocked: true });
      if (!row) return null;
      await tx
        .update(sliceInstalments)
        .set({ status: 'charging', claimedAt: now })
        .where(eq(sliceInstalments.id, row.instalment.id));
      return row;
    });
  }

  async function chargeOne(
    now: Date,
    instalment: InstalmentRow,
    plan: SlicePlanRow,
  ): Promise<'paid' | 'missed'> {
    const key = `instalment:${instalment.id}`;
    const repo = createPaymentsRepository({ db });
    const payment =
      (await repo.insert({
        orderType: plan.orderType,
        orderId: plan.orderId,
        kind: 'instalment',
        instalmentId: instalment.id,
        idempotencyKey: key,
        amount: instalment.amount,
        currency: plan.currency,
        status: 'processing',
        cardBrand: plan.cardBrand,
        cardLast4: plan.cardLast4,
        createdAt: now,
        updatedAt: now,
      })) ?? (await repo.byKey(key))!;
    const outcome = await gateway.charge({
      amount: instalment.amount,
      currency: plan.currency,
      source: { savedCardToken: plan.cardToken },
      idempotencyKey: key,
      returnUrl: '/',
    });
    const payable = payables.get(plan.orderType as OrderType);
    const paid = outcome.status === 'succeeded';
    await db.transaction(async (tx) => {
      const [charged] = await tx
        .update(payments)
        .set({
          status: paid ? 'succeeded' : 'failed',
          gatewayRef: outcome.ref,
          failureReason: outcome.status === 'failed' ? outcome.message : null,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      // The instalment taken is a movement of the ledger, in this same transaction.
      if (paid && charged) await createMoneyLedger({ db: tx }).charge(charged, charged.createdAt);
      await tx
        .update(sliceInstalments)
        .set(
          paid
            ? { status: 'paid', paidAt: now, paymentId: payment.id }
            : { status: 'missed', missedAt: now, paymentId: payment.id },
        )
        .where(
          and(eq(sliceInstalments.id, instalment.id), eq(sliceInstalments.status, 'charging')),
        );
      if (!paid) {
        await payable?.onInstalmentMissed?.(
          {
            orderId: plan.orderId,
            instalmentNumber: instalment.number,
            reason: outcome.status === 'failed' ? outcome.message : 'not charged',
          },
          tx,
        );
        return;
      }
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sliceInstalments)
        .where(
          and(eq(sliceInstalments.planId, plan.id), sql`${sliceInstalments.status} <> 'paid'`),
        );
      if ((left?.n ?? 0) === 0) {
        await tx.update(slicePlans).set({ status: 'completed' }).where(eq(slicePlans.id, plan.id));
        await payable?.onFullyPaid?.({ orderId: plan.orderId }, tx);
      }
    });
    return paid ? 'paid' : 'missed';
  }

  return { claimDue, chargeOne };
}
