import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { ChargeOutcome } from './payment-gateway.ts';
import { payableFor, type Payable, type PayableOrder } from './payable.ts';
import { orderNotFound } from './payments.errors.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';
import { createUsersService } from '../users/users.service.ts';

export function payableOrThrow(kind: OrderType): Payable {
  const payable = payableFor(kind);
  if (!payable) throw orderNotFound();
  return payable;
}

/**
 * What settles a full or deposit payment: the gateway's answer, or (payment recovery) the
 * gateway's word that it never received the charge, which carries no card details.
 */
export type Settlement = ChargeOutcome | { status: 'failed'; ref: null; message: string };

/**
 * The one path that moves a full or deposit payment to its outcome and tells the order: used by
 * createPayment, markPayment and payment recovery alike.
 */
export function createSettlement(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

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
    const payable = payableOrThrow(row.orderType as OrderType);
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
      if (done.kind === 'deposit') await startSlicePlan(tx, payable, done, outcome.savedCardToken);
      await payable.onPaid(
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
      return done;
    });
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

  return { applyOutcome };
}

export type PaymentSettlement = ReturnType<typeof createSettlement>;
