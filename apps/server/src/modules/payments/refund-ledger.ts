import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { GatewayRefundRefused, type PaymentGateway } from './payment-gateway.ts';
import { paymentNotFound, refundTooLarge } from './payments.errors.ts';
import { createPaymentsRepository, type RefundRow } from './payments.repository.ts';

/** A concurrent refund with the same key inserted first. */
class SameKeyRefund extends Error {}

/** A refund as its caller sees it (minor units). */
export interface RefundResult {
  refundId: string;
  amount: number;
  /** succeeded: the gateway gave it back; processing: no answer yet (settled later); failed: refused. */
  status: 'succeeded' | 'processing' | 'failed';
  failureReason: string | null;
  settledAt: Date | null;
  /** The card the money goes back to. */
  cardBrand: string | null;
  cardLast4: string | null;
}

/** A refund still processing this long after its last attempt is asked again. */
export const REFUND_STUCK_AFTER_MS = 2 * 60 * 1000;
/** How long one gateway refund call may take before its outcome counts as unknown. */
const REFUND_CALL_TIMEOUT_MS = 30_000;
const BATCH = 50;

/**
 * The second half of a refund: the gateway call, outside any transaction, with the refund's own
 * key (`refund:<id>`) so a repeat moves no more money, and the outcome recorded once.
 */
export function createRefundLedger(deps: {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  log?: FastifyBaseLogger;
}) {
  const { db, gateway, clock } = deps;
  const repo = createPaymentsRepository({ db });

  async function resultOf(refund: RefundRow): Promise<RefundResult> {
    const payment = await repo.byId(refund.paymentId);
    return {
      refundId: refund.id,
      amount: refund.amount,
      status: refund.status as RefundResult['status'],
      failureReason: refund.failureReason,
      settledAt: refund.settledAt,
      cardBrand: payment?.cardBrand ?? null,
      cardLast4: payment?.cardLast4 ?? null,
    };
  }

  async function callGateway(
    ref: string,
    refund: RefundRow,
  ): Promise<'done' | 'refused' | 'unknown'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'unknown'>((resolve) => {
      timer = setTimeout(() => resolve('unknown'), REFUND_CALL_TIMEOUT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([
        gateway
          .refund({ ref, amount: refund.amount, idempotencyKey: `refund:${refund.id}` })
          .then(() => 'done' as const),
        timeout,
      ]);
    } catch (err) {
      if (err instanceof GatewayRefundRefused) return 'refused';
      deps.log?.warn({ err, refundId: refund.id }, 'refund call got no answer');
      return 'unknown';
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks the gateway (again) for a processing refund and records the outcome; others are answered as they stand. */
  async function settle(refund: RefundRow): Promise<RefundResult> {
    if (refund.status !== 'processing') return resultOf(refund);
    const payment = await repo.byId(refund.paymentId);
    if (!payment?.gatewayRef) return resultOf(refund);
    const outcome = await callGateway(payment.gatewayRef, refund);
    const now = clock.now();
    if (outcome === 'unknown') return resultOf(refund);
    if (outcome === 'done') {
      const done = await repo.finishRefund({
        id: refund.id,
        set: { status: 'succeeded', settledAt: now, updatedAt: now },
      });
      return resultOf(done ?? (await repo.refundByKey(refund.idempotencyKey))!);
    }
    // Refused: nothing went back, so the reservation on the payment is released.
    const failed = await db.transaction(async (tx) => {
      const txRepo = createPaymentsRepository({ db: tx });
      const row = await txRepo.finishRefund({
        id: refund.id,
        set: {
          status: 'failed',
          failureReason: 'The card processor refused the refund.',
          settledAt: now,
          updatedAt: now,
        },
      });
      if (row) await txRepo.reserveRefund(refund.paymentId, -refund.amount, now);
      return row;
    });
    return resultOf(failed ?? (await repo.refundByKey(refund.idempotencyKey))!);
  }

  /**
   * Gives money back on a succeeded payment (cancellations, refunds, a charge that came too
   * late): at most what is left of it. Idempotent on the key: a repeat answers the first refund
   * and moves no more money. The amount is reserved on the payment and the refund written in one
   * transaction, then the gateway is called outside it: no answer leaves the refund `processing`
   * for refund recovery, which asks again with the same key.
   */
  async function refund(opts: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<RefundResult> {
    const seen = await repo.refundByKey(opts.idempotencyKey);
    if (seen) return settle(seen);
    const row = await repo.byId(opts.paymentId);
    if (!row || row.status !== 'succeeded' || !row.gatewayRef) throw paymentNotFound();
    if (!(opts.amount > 0)) throw refundTooLarge();
    const now = clock.now();
    let inserted: RefundRow | null = null;
    try {
      inserted = await db.transaction(async (tx) => {
        const txRepo = createPaymentsRepository({ db: tx });
        // One conditional statement, so two refunds at once cannot exceed the payment.
        if (!(await txRepo.reserveRefund(row.id, opts.amount, now))) throw refundTooLarge();
        const created = await txRepo.insertRefund({
          paymentId: row.id,
          idempotencyKey: opts.idempotencyKey,
          amount: opts.amount,
          status: 'processing',
          createdAt: now,
          updatedAt: now,
        });
        if (!created) throw new SameKeyRefund();
        return created;
      });
    } catch (err) {
      if (!(err instanceof SameKeyRefund)) throw err;
    }
    // The same key won a moment ago elsewhere: answer (and settle) that refund.
    return settle(inserted ?? (await repo.refundByKey(opts.idempotencyKey))!);
  }

  return {
    settle,
    refund,

    /** The refund-recovery job: refunds left processing (claimed SKIP LOCKED, leased) are settled. */
    async recover(now: Date): Promise<{ refunded: number; failed: number; waiting: number }> {
      const report = { refunded: 0, failed: 0, waiting: 0 };
      for (let i = 0; i < BATCH; i++) {
        const claimed = await db.transaction((tx) =>
          createPaymentsRepository({ db: tx }).claimStuckRefund(
            new Date(now.getTime() - REFUND_STUCK_AFTER_MS),
            now,
          ),
        );
        if (!claimed) break;
        const result = await settle(claimed);
        if (result.status === 'succeeded') report.refunded++;
        else if (result.status === 'failed') report.failed++;
        else report.waiting++;
      }
      return report;
    },
  };
}
