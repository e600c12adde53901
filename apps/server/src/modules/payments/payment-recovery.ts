import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Payables } from './payable.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createSettlement, type Settlement } from './payment-settlement.ts';
import type { PaymentRow } from './payments.repository.ts';
import { payments } from './payments.table.ts';

/**
 * A full or deposit payment still `processing` this long after its charge call began is stuck:
 * the call timed out or the instance making it died. Well over CHARGE_TIMEOUT_MS
 * (payments.service.ts), so a live request has given up on its call by then.
 */
export const STUCK_AFTER_MS = 2 * 60 * 1000;
/** Payments per run, so one run stays short. */
const BATCH = 50;

export const NOT_RECEIVED_MESSAGE =
  'The card processor did not receive this payment, so nothing was charged.';
export const CHALLENGE_NOT_SHOWN_MESSAGE =
  'The 3-D Secure check of your card could not be started, so nothing was charged.';

export interface PaymentRecoveryReport {
  /** Settled paid: the gateway had charged the card. */
  paid: number;
  /** Settled failed: declined at the gateway, never received, or a challenge never shown. */
  failed: number;
  /** Left for a later run (the gateway could not be asked, or the settlement threw). */
  retried: number;
}

/**
 * Payment recovery (the `payment-recovery` job). Each stuck payment is claimed with
 * FOR UPDATE SKIP LOCKED and leased (its updated_at set to now) in one transaction, so other
 * runners skip it for another STUCK_AFTER_MS; the gateway is asked by the payment's idempotency
 * key outside any transaction, and the answer is recorded through the same settlement as a
 * normal charge, whose conditional update lets only one caller run the order's hook.
 * Instalment payments are not taken: the slice job re-claims its own stale charges.
 */
export function createPaymentRecovery(deps: {
  db: Db;
  gateway: PaymentGateway;
  payables: Payables;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Tells the traveller when a charge that came too late is refunded. */
  mailer?: MailService;
}) {
  const { db, gateway } = deps;
  const { applyOutcome } = createSettlement({
    db,
    clock: deps.clock,
    gateway,
    payables: deps.payables,
    mailer: deps.mailer,
    log: deps.log,
  });

  async function claimStuck(now: Date): Promise<PaymentRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'processing'),
            inArray(payments.kind, ['full', 'deposit']),
            lt(payments.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS)),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const [leased] = await tx
        .update(payments)
        .set({ updatedAt: now })
        .where(eq(payments.id, row.id))
        .returning();
      return leased ?? null;
    });
  }

  /** What the gateway knows of the payment's charge, as a settlement. */
  async function settlementOf(row: PaymentRow): Promise<Settlement> {
    const outcome = await gateway.lookup(`payment:${row.id}`);
    if (!outcome) return { status: 'failed', ref: null, message: NOT_RECEIVED_MESSAGE };
    if (outcome.status !== 'requires_action') return outcome;
    // The charge waits for 3-D Secure, but its answer (the challenge address) never reached the
    // traveller: nobody can complete it, so the booking is released rather than left waiting.
    return {
      status: 'failed',
      ref: outcome.ref,
      brand: outcome.brand,
      last4: outcome.last4,
      declineCode: 'authentication_failed',
      message: CHALLENGE_NOT_SHOWN_MESSAGE,
    };
  }

  /** Settles one claimed payment, or leaves it for a later run. */
  async function settle(row: PaymentRow): Promise<'paid' | 'failed' | 'retried'> {
    try {
      const done = await applyOutcome(row, await settlementOf(row));
      if (done.status === 'succeeded') return 'paid';
      if (done.status === 'failed') return 'failed';
      return 'retried';
    } catch (err) {
      // The lease keeps it off for STUCK_AFTER_MS; the next run after that asks again.
      deps.log?.error({ err, paymentId: row.id }, 'payment recovery failed');
      return 'retried';
    }
  }

  return {
    async runDue(now: Date): Promise<PaymentRecoveryReport> {
      const report: PaymentRecoveryReport = { paid: 0, failed: 0, retried: 0 };
      for (let i = 0; i < BATCH; i++) {
        const row = await claimStuck(now);
        if (!row) break;
        report[await settle(row)]++;
      }
      return report;
    },
  };
}
