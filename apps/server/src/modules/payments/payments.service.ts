import { cardProblems } from '@farewise/domain/payments/card.rules';
import {
  toDecimal,
  type CreatePaymentBody,
  type OrderType,
  type PaymentResult,
  type PaymentStatus,
} from '@farewise/domain/payments/payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { challengePath } from './sandbox-gateway.ts';
import { createOrderPayViews } from './order-pay-views.ts';
import type { ChargeOutcome, PaymentGateway } from './payment-gateway.ts';
import { payPagePath } from './payable.ts';
import { createSettlement, payableOrThrow } from './payment-settlement.ts';
import {
  cardInvalid,
  notAwaitingPayment,
  orderNotFound,
  paymentInProgress,
  paymentNotFound,
  paymentTypeMismatch,
  refundTooLarge,
  SLICE_BLOCKED_MESSAGE,
  sliceUnavailable,
} from './payments.errors.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';

const STATUS_MESSAGES: Record<PaymentStatus, string> = {
  processing: 'Your payment is being processed.',
  requires_action: 'Please complete the 3-D Secure check with your bank.',
  succeeded: 'Payment successful.',
  failed: 'The payment failed.',
};
export const BOOKING_CANCELLED_AFTER_FAILURE =
  'Your booking has been cancelled and its seats, rooms or places released.';

/** How long a repeated submit waits for the first one, still charging, to finish. */
const REPLAY_WAIT_MS = 5_000;
/**
 * How long createPayment waits for the gateway before answering `processing` (recovery settles
 * it later): well under STUCK_AFTER_MS (payment-recovery.ts), so recovery does not ask about a
 * charge a live request is still waiting for.
 */
export const CHARGE_TIMEOUT_MS = 30_000;

export { payableOrThrow };

export function createPaymentsService(deps: {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Tests shorten it; CHARGE_TIMEOUT_MS by default. */
  chargeTimeoutMs?: number;
}) {
  const { db, gateway, clock } = deps;
  const repo = createPaymentsRepository({ db });
  const { applyOutcome } = createSettlement({ db, clock });
  const views = createOrderPayViews({ db, gateway, repo });

  /** The gateway's answer, or null when the call failed or timed out (the outcome is unknown). */
  async function chargeOrUnknown(
    input: Parameters<PaymentGateway['charge']>[0],
  ): Promise<ChargeOutcome | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deps.chargeTimeoutMs ?? CHARGE_TIMEOUT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([gateway.charge(input), timeout]);
    } catch (err) {
      deps.log?.warn({ err, key: input.idempotencyKey }, 'charge call got no answer');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function toResult(row: PaymentRow): PaymentResult {
    const status = row.status as PaymentStatus;
    return {
      paymentId: row.id,
      status,
      challengeUrl:
        status === 'requires_action' && row.gatewayRef ? challengePath(row.gatewayRef) : undefined,
      amount: toDecimal(row.amount),
      currency: row.currency,
      msg:
        status === 'failed'
          ? `${row.failureReason ?? STATUS_MESSAGES.failed} ${row.kind === 'instalment' ? '' : BOOKING_CANCELLED_AFTER_FAILURE}`.trim()
          : STATUS_MESSAGES[status],
    };
  }

  /** A repeated key answers the first call's result, waiting briefly if that call is still charging. */
  async function replay(row: PaymentRow): Promise<PaymentResult> {
    const until = Date.now() + REPLAY_WAIT_MS;
    let current = row;
    while (current.status === 'processing' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      current = (await repo.byId(row.id)) ?? current;
    }
    return toResult(current);
  }

  return {
    async createPayment(body: CreatePaymentBody): Promise<PaymentResult> {
      const payable = payableOrThrow(body.orderType);
      const prior = await repo.byKey(body.idempotencyKey);
      if (prior) {
        if (prior.orderType !== body.orderType || prior.orderId !== body.orderId)
          throw paymentInProgress();
        return replay(prior);
      }
      const problems = cardProblems(body.card, clock.now());
      if (problems.length)
        throw cardInvalid(problems.map((p) => ({ field: `card.${p.field}`, message: p.message })));

      const order = await payable.load(body.orderId, db);
      if (!order) throw orderNotFound();
      if (order.status !== 'awaiting_payment') throw notAwaitingPayment(order.status);
      if (body.paymentType !== order.paymentType) throw paymentTypeMismatch();
      let amount = order.amountDue;
      if (body.paymentType === 'slice') {
        if (!order.schedule?.valid) throw sliceUnavailable();
        if (await repo.isSliceBlocked({ userId: order.ownerUserId, email: order.guestEmail })) {
          throw sliceUnavailable(SLICE_BLOCKED_MESSAGE);
        }
        amount = order.schedule.deposit;
      }
      const now = clock.now();
      const row = await repo.insert({
        orderType: body.orderType,
        orderId: body.orderId,
        kind: body.paymentType === 'slice' ? 'deposit' : 'full',
        idempotencyKey: body.idempotencyKey,
        amount,
        currency: order.currency,
        status: 'processing',
        createdAt: now,
        updatedAt: now,
      });
      if (!row) {
        // Lost a race: the same key (a double click) or another live payment of this order.
        const again = await repo.byKey(body.idempotencyKey);
        if (again) return replay(again);
        throw paymentInProgress();
      }
      const outcome = await chargeOrUnknown({
        amount,
        currency: order.currency,
        source: { card: body.card, saveCard: body.paymentType === 'slice' },
        idempotencyKey: `payment:${row.id}`,
        returnUrl: `${payPagePath(body.orderType, body.orderId)}?paymentId=${row.id}`,
      });
      // No answer: the payment stays processing (the pay page polls) until recovery settles it.
      if (!outcome) return toResult(row);
      return toResult(await applyOutcome(row, outcome));
    },

    /** The payment's row, for the routes' access check. */
    async paymentById(paymentId: string): Promise<PaymentRow> {
      const row = await repo.byId(paymentId);
      if (!row) throw paymentNotFound();
      return row;
    },

    /** After the 3-D Secure challenge: asks the gateway for the outcome and records it once. */
    async markPayment(paymentId: string): Promise<PaymentResult> {
      const row = await repo.byId(paymentId);
      if (!row) throw paymentNotFound();
      if (row.status !== 'requires_action' || !row.gatewayRef) return replay(row);
      const outcome = await gateway.confirm(row.gatewayRef);
      if (outcome.status === 'requires_action') return toResult(row);
      return toResult(await applyOutcome(row, outcome));
    },

    orderPayStatus: views.orderPayStatus,
    slicePayParse: views.slicePayParse,

    /** Whether an account or a guest's e-mail may still choose slice pay (SPEC 9); for the booking pages. */
    isSlicePayBlocked(opts: { userId: string | null; email: string | null }): Promise<boolean> {
      return repo.isSliceBlocked(opts);
    },

    /** Gives money back on a succeeded payment (cancellations, refunds): at most what is left of it. */
    async refundPayment(opts: {
      paymentId: string;
      amount: number;
      idempotencyKey: string;
    }): Promise<{ refunded: number }> {
      const row = await repo.byId(opts.paymentId);
      if (!row || row.status !== 'succeeded' || !row.gatewayRef) throw paymentNotFound();
      // Reserve the amount first in one statement, so two refunds at once cannot exceed the payment;
      // the gateway is called outside any transaction (it keeps its own books).
      const reserved = await repo.reserveRefund(row.id, opts.amount, clock.now());
      if (!reserved || opts.amount <= 0) throw refundTooLarge();
      try {
        await gateway.refund({
          ref: row.gatewayRef,
          amount: opts.amount,
          idempotencyKey: opts.idempotencyKey,
        });
      } catch (err) {
        await repo.reserveRefund(row.id, -opts.amount, clock.now());
        throw err;
      }
      return { refunded: reserved.refundedAmount };
    },

    /** Every payment of an order (minor units), for order details and refunds. */
    paymentsOf(kind: OrderType, orderId: string) {
      return repo.forOrder(kind, orderId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
