import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import { LATE_CHARGE_REASON, lateChargeKey, lateChargeMail } from './late-charge.ts';
import type { ChargeOutcome, PaymentGateway } from './payment-gateway.ts';
import type { Payable, PayableOrder, Payables } from './payable.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';
import { createRefundLedger } from './refund-ledger.ts';
import { createUsersService } from '../users/users.service.ts';

/**
 * What settles a full or deposit payment: the gateway's answer, or (payment recovery) the
 * gateway's word that it never received the charge, which carries no card details.
 */
export type Settlement = ChargeOutcome | { status: 'failed'; ref: null; message: string };

/**
 * The one path that moves a full or deposit payment to its outcome and tells the order: used by
 * createPayment, markPayment and payment recovery alike. A charge that succeeds for an order
 * that can no longer take it (cancelled meanwhile, or the order's onPaid says so) is recorded,
 * refunded in full at once and mailed: nothing keeps money for a booking that does not exist.
 */
export function createSettlement(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  payables: Payables;
  mailer?: MailService;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, payables } = deps;
  const refunds = createRefundLedger({ db, gateway: deps.gateway, clock, log: deps.log });

  /**
   * After the late charge was recorded (committed): all of it back to the card, and the
   * traveller told. Only the caller that recorded it calls this; a repeat moves no more money.
   */
  async function giveBack(row: PaymentRow, why: string): Promise<void> {
    const payable = payables.orThrow(row.orderType as OrderType);
    let refunded = false;
    try {
      const left = row.amount - row.refundedAmount;
      if (left > 0) {
        const result = await refunds.refund({
          paymentId: row.id,
          amount: left,
          idempotencyKey: lateChargeKey(row.id),
        });
        refunded = result.status === 'succeeded';
      }
    } catch (err) {
      deps.log?.error({ err, paymentId: row.id }, 'late charge refund failed');
    }
    if (!deps.mailer) return;
    try {
      const order = await payable.load(row.orderId, db);
      const to = order ? await contactEmailOf(order, db) : '';
      if (!to) return;
      await deps.mailer.send(
        lateChargeMail({
          to,
          title: order?.title ?? `${row.orderType} order`,
          amount: row.amount,
          currency: row.currency,
          card:
            row.cardBrand && row.cardLast4
              ? `${row.cardBrand} ending ${row.cardLast4}`
              : 'your card',
          refunded,
          why,
        }),
      );
    } catch (err) {
      deps.log?.error({ err, paymentId: row.id }, 'late charge mail failed');
    }
  }

  /**
   * A payment the site had already failed (its booking was cancelled while it waited for 3-D
   * Secure) that the gateway charged all the same: recorded as charged, then given back.
   */
  async function settleLateCharge(row: PaymentRow, outcome: Settlement): Promise<PaymentRow> {
    if (outcome.status !== 'succeeded' || row.status !== 'failed') return row;
    const now = clock.now();
    const done = await createPaymentsRepository({ db }).finish({
      id: row.id,
      from: ['failed'],
      set: {
        status: 'succeeded',
        failureReason: LATE_CHARGE_REASON,
        cardBrand: outcome.brand,
        cardLast4: outcome.last4,
        updatedAt: now,
      },
    });
    if (!done) return (await createPaymentsRepository({ db }).byId(row.id))!;
    await giveBack(done, ENDED_WHY);
    return (await createPaymentsRepository({ db }).byId(row.id))!;
  }

  /** Records the outcome once; the winner runs the order's hook in the same transaction. */
  async function applyOutcome(row: PaymentRow, outcome: Settlement): Promise<PaymentRow> {
    const repo = createPaymentsRepository({ db });
    const now = clock.now();
    const card =
      'brand' in outcome
        ? {
            cardBrand: outcome.brand,
            cardLast4: outcome.last4,
            gatewayRef: outcome.ref ?? row.gatewayRef,
          }
        : {};
    if (outcome.status === 'requires_action') {
      return (
        (await repo.finish({
          id: row.id,
          from: ['processing'],
          set: { status: 'requires_action', ...card, updatedAt: now },
        })) ?? (await repo.byId(row.id))!
      );
    }
    const payable = payables.orThrow(row.orderType as OrderType);
    let late: string | null = null;
    const settled = await db.transaction(async (tx) => {
      const txRepo = createPaymentsRepository({ db: tx });
      if (outcome.status === 'failed') {
        const done = await txRepo.finish({
          id: row.id,
          from: ['processing', 'requires_action'],
          set: { status: 'failed', failureReason: outcome.message, ...card, updatedAt: now },
        });
        if (!done) return (await txRepo.byId(row.id))!;
        await payable.onFailed({ orderId: row.orderId, reason: outcome.message }, tx);
        return done;
      }
      const done = await txRepo.finish({
        id: row.id,
        from: ['processing', 'requires_action'],
        set: { status: 'succeeded', ...card, updatedAt: now },
      });
      if (!done) return (await txRepo.byId(row.id))!;
      // The booking ended while the charge was on its way (cancelled): nothing is booked.
      const order = await payable.load(row.orderId, tx);
      if (!order || order.status === 'cancelled') {
        late = ENDED_WHY;
        return (await txRepo.finish({
          id: done.id,
          from: ['succeeded'],
          set: { failureReason: LATE_CHARGE_REASON },
        }))!;
      }
      if (done.kind === 'deposit') await startSlicePlan(tx, payable, done, outcome.savedCardToken);
      const answer = await payable.onPaid(
        {
          orderId: row.orderId,
          payment: {
            paymentId: done.id,
            kind: done.kind as 'full' | 'deposit',
            amount: done.amount,
            currency: done.currency,
            cardBrand: done.cardBrand,
            cardLast4: done.cardLast4,
          },
        },
        tx,
      );
      // The order could not take it after all (its hold lapsed and the stock went elsewhere).
      if (answer && 'giveBack' in answer) {
        late = answer.giveBack;
        return (await txRepo.finish({
          id: done.id,
          from: ['succeeded'],
          set: { failureReason: LATE_CHARGE_REASON },
        }))!;
      }
      return done;
    });
    if (late) {
      await giveBack(settled, late);
      return (await repo.byId(row.id))!;
    }
    // Committed: what the order must do outside the transaction (its mails).
    await payable.afterSettled?.({ orderId: row.orderId }).catch(() => undefined);
    return settled;
  }

  async function startSlicePlan(
    tx: DbOrTx,
    payable: Payable,
    deposit: PaymentRow,
    cardToken: string | undefined,
  ) {
    const order = await payable.load(deposit.orderId, tx);
    const schedule = order?.schedule;
    if (!order || !schedule || !cardToken)
      throw new Error('A slice deposit was paid without a plan or saved card');
    const txRepo = createPaymentsRepository({ db: tx });
    const email = await contactEmailOf(order, tx);
    await txRepo.insertPlan(
      {
        orderType: deposit.orderType,
        orderId: deposit.orderId,
        ownerUserId: order.ownerUserId,
        email,
        currency: order.currency,
        cardToken,
        cardBrand: deposit.cardBrand ?? 'card',
        cardLast4: deposit.cardLast4 ?? '',
        status: 'active',
        createdAt: clock.now(),
      },
      schedule.instalments.map((i) => ({
        number: i.number,
        dueDate: i.dueDate,
        dueAt: new Date(`${i.dueDate}T00:00:00Z`),
        amount: i.amount,
        status: 'scheduled',
      })),
    );
  }

  async function contactEmailOf(order: PayableOrder, tx: DbOrTx): Promise<string> {
    if (order.contactEmail) return order.contactEmail;
    if (order.guestEmail) return order.guestEmail;
    if (order.ownerUserId)
      return (await createUsersService({ db: tx }).emailOf(order.ownerUserId)) ?? '';
    return '';
  }

  return { applyOutcome, settleLateCharge };
}

const ENDED_WHY =
  'the booking had already been cancelled, or its time to pay had run out, when your payment was completed.';

export type PaymentSettlement = ReturnType<typeof createSettlement>;
