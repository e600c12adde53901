import { afterFailedPayment } from '@farewise/domain/payments/payment-failure';
import {
  type CreatePaymentBody,
  type OrderMoney,
  type OrderType,
  type PaymentResult,
  type PaymentStatus,
} from '@farewise/domain/payments/payment.schemas';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { challengePath } from './sandbox-gateway.ts';
import { createOrderPayViews } from './order-pay-views.ts';
import type { ChargeOutcome, PaymentGateway } from './payment-gateway.ts';
import { payPagePath, withParam, type Payables } from './payable.ts';
import { createSettlement } from './payment-settlement.ts';
import { LATE_CHARGE_REASON, lateChargeMessage } from './late-charge.ts';
import { orderLedgerSums, orderMovements, orderMoneyWire } from './order-movements.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  instalmentCharging,
  notAwaitingPayment,
  orderNotFound,
  paymentInProgress,
  paymentNotFound,
  paymentTypeMismatch,
  SLICE_BLOCKED_MESSAGE,
  sliceUnavailable,
} from './payments.errors.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';
import { createRefundLedger } from './refund-ledger.ts';
import { createSlicePayBlocks } from '../flight-orders/slice-pay-blocks.service.ts';

const STATUS_MESSAGES: Record<PaymentStatus, string> = {
  processing: 'Your payment is being processed.',
  requires_action: 'Please complete the 3-D Secure check with your bank.',
  succeeded: 'Payment successful.',
  failed: 'The payment failed.',
};

/** How long a repeated submit waits for the first one, still charging, to finish. */
const REPLAY_WAIT_MS = 5_000;
/**
 * How long createPayment waits for the gateway before answering `processing` (recovery settles
 * it later): well under STUCK_AFTER_MS (payment-recovery.ts), so recovery does not ask about a
 * charge a live request is still waiting for.
 */
export const CHARGE_TIMEOUT_MS = 30_000;

export function createPaymentsService(deps: {
  db: Db;
  gateway: PaymentGateway;
  /** The order kinds this app's payments take (createPayables), shared with its jobs. */
  payables: Payables;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Tells the traveller when a charge that came too late is refunded. */
  mailer?: MailService;
  /** Tests shorten it; CHARGE_TIMEOUT_MS by default. */
  chargeTimeoutMs?: number;
}) {
  const { db, gateway, clock, payables } = deps;
  const repo = createPaymentsRepository({ db });
  const { applyOutcome, settleLateCharge } = createSettlement({
    db,
    clock,
    gateway,
    payables,
    mailer: deps.mailer,
    log: deps.log,
  });
  const views = createOrderPayViews({ db, gateway, repo, payables });
  const refunds = createRefundLedger({ db, gateway, clock, log: deps.log });

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
    // Charged after its booking had ended, and given back: no booking was paid.
    if (row.status === 'succeeded' && row.failureReason === LATE_CHARGE_REASON)
      return {
        paymentId: row.id,
        status: 'failed',
        amount: toDecimal(row.amount),
        currency: row.currency,
        msg: lateChargeMessage(row.amount, row.currency, row.orderType as OrderType),
      };
    const status = row.status as PaymentStatus;
    return {
      paymentId: row.id,
      status,
      challengeUrl:
        status === 'requires_action' && row.gatewayRef
          ? (gateway.challengePath?.(row.gatewayRef) ?? challengePath(row.gatewayRef))
          : undefined,
      amount: toDecimal(row.amount),
      currency: row.currency,
      msg:
        status === 'failed'
          ? `${row.failureReason ?? STATUS_MESSAGES.failed} ${row.kind === 'instalment' ? '' : afterFailedPayment(row.orderType as OrderType)}`.trim()
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
    /** Where the order modules plug in (register) and this app's payment jobs look them up. */
    payables,

    async createPayment(body: CreatePaymentBody): Promise<PaymentResult> {
      const payable = payables.orThrow(body.orderType);
      const prior = await repo.byKey(body.idempotencyKey);
      if (prior) {
        if (prior.orderType !== body.orderType || prior.orderId !== body.orderId)
          throw paymentInProgress();
        return replay(prior);
      }
      const order = await payable.load(body.orderId, db);
      if (!order) throw orderNotFound();
      if (order.status !== 'awaiting_payment')
        throw notAwaitingPayment(order.status, body.orderType);
      await payable.refuseCharge?.(body.orderId, db);
      if (body.paymentType !== order.paymentType) throw paymentTypeMismatch();
      let amount = order.amountDue;
      if (body.paymentType === 'slice') {
        if (!order.schedule?.valid) throw sliceUnavailable();
        if (
          await createSlicePayBlocks({ db }).isBlocked({
            userId: order.ownerUserId,
            email: order.guestEmail,
          })
        ) {
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
        source: { paymentMethod: body.paymentMethod, saveCard: body.paymentType === 'slice' },
        idempotencyKey: `payment:${row.id}`,
        returnUrl: withParam(
          order.payPath ?? payPagePath(body.orderType, body.orderId),
          'paymentId',
          row.id,
        ),
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
      // Failed by the site while it waited for 3-D Secure (the booking was cancelled): the
      // challenge may have been completed all the same, and that charge must go back.
      if (row.status === 'failed' && row.gatewayRef && row.kind !== 'instalment')
        return toResult(await settleLateCharge(row, await gateway.confirm(row.gatewayRef)));
      if (row.status !== 'requires_action' || !row.gatewayRef) return replay(row);
      const outcome = await gateway.confirm(row.gatewayRef);
      if (outcome.status === 'requires_action') return toResult(row);
      return toResult(await applyOutcome(row, outcome));
    },

    orderPayStatus: views.orderPayStatus,
    slicePayParse: views.slicePayParse,

    /** Whether an account or a guest's e-mail may still choose slice pay (SPEC 9); for the booking pages. */
    isSlicePayBlocked(opts: { userId: string | null; email: string | null }): Promise<boolean> {
      return createSlicePayBlocks({ db }).isBlocked(opts);
    },

    /** Gives money back on a succeeded payment, once per key (refund-ledger.ts). */
    refundPayment: refunds.refund,

    /** Refunds left processing (no answer from the gateway, or a crash) are settled here; a job calls it. */
    recoverRefunds: (now: Date) => refunds.recover(now),

    /**
     * Stops an order's slice plan inside the caller's transaction (the booking is cancelled or
     * refunded): instalments not yet charged are cancelled. 409 while an instalment is being charged.
     */
    async stopSlicePlan(
      opts: { orderType: OrderType; orderId: string },
      tx: DbOrTx,
    ): Promise<boolean> {
      const result = await createPaymentsRepository({ db: tx }).stopPlan({
        ...opts,
        now: clock.now(),
      });
      if (result === 'charging') throw instalmentCharging();
      return result === 'stopped';
    },

    /**
     * Inside the caller's transaction (a booking cancelled before it was paid): a payment waiting
     * for 3-D Secure is failed, so completing the challenge later cannot pay a cancelled booking.
     * 409 while a charge is being processed (its outcome is not known yet).
     */
    async abandonPendingPayments(
      opts: { orderType: OrderType; orderId: string; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const txRepo = createPaymentsRepository({ db: tx });
      const live = (await txRepo.forOrder(opts.orderType, opts.orderId)).filter(
        (p) => p.status === 'processing',
      );
      if (live.length) throw paymentInProgress();
      await txRepo.failAwaitingAction({ ...opts, now: clock.now() });
    },

    /** Every charge and refund of an order and of the orders it links, dated (orderMoney). */
    async orderMoney(kind: OrderType, orderId: string): Promise<OrderMoney> {
      const order = await payables.orThrow(kind).load(orderId, db);
      if (!order) throw orderNotFound();
      return orderMoneyWire(await orderMovements(db, payables, kind, orderId), order.currency);
    },

    /**
     * Every charge and refund of an order and of the orders it links, dated (order-movements.ts):
     * what its page, the look-up and its receipt show. `db` is a transaction where one is open.
     */
    movements: (kind: OrderType, orderId: string, tx: DbOrTx = db) =>
      orderMovements(tx, payables, kind, orderId),

    /** An order's (and its linked orders') paid, refunded and net: ledger sums (decision 051). */
    ledgerSums: (kind: OrderType, orderId: string, tx: DbOrTx = db) =>
      orderLedgerSums(tx, payables, kind, orderId),

    /** Every payment of an order (minor units), for order details and refunds. */
    paymentsOf(kind: OrderType, orderId: string, tx?: DbOrTx) {
      return tx
        ? createPaymentsRepository({ db: tx }).forOrder(kind, orderId)
        : repo.forOrder(kind, orderId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
