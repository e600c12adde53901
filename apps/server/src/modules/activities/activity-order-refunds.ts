import { randomUUID } from 'node:crypto';
import { activityStatusLabel } from '@farewise/domain/activities/activity.rules';
import type {
  ActivityCancelResult,
  ActivityOrderRefund,
} from '@farewise/domain/activities/activity.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { refundOverPayments, type RefundGateway } from '../payments/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { cannotCancel, orderNotFound } from './activities.errors.ts';
import { accessibleOrder, type ActivityCaller } from './activity-order-access.ts';
import type { ActivityOrderMailer } from './activity-order-mailer.ts';
import type { ActivityOrderPlaces } from './activity-order-places.ts';
import { cancellationOf, type StoredPayment } from './activity-order-view.ts';

export interface ActivityOrderRefundsDeps {
  db: Db;
  clock: Clock;
  repo: ActivitiesRepository;
  places: ActivityOrderPlaces;
  sendMail: ActivityOrderMailer;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}

/** Cancellation per policy: places back in the order's transaction, money back through the gateway after. */
export function createActivityOrderRefunds(deps: ActivityOrderRefundsDeps) {
  const { db, clock, repo, places } = deps;

  /** Gives the money back through the gateway, outside any transaction, then settles the status. */
  async function executeRefund(orderNo: string, refundId: string): Promise<ActivityOrderRow> {
    const row = await repo.findByOrderNo({ orderNo });
    if (!row) throw orderNotFound();
    const refunds = row.refunds as ActivityOrderRefund[];
    const refund = refunds.find((r) => r.refundId === refundId);
    if (!refund || refund.status === 'refunded' || refund.status === 'recorded') return row;
    const status: ActivityOrderRefund['status'] = await refundOverPayments({
      gateway: deps.refunds(),
      payments: row.payments as StoredPayment[],
      amount: refund.amount,
      refundId,
      keyPrefix: 'activity-refund',
      onError: (err) => deps.log?.error({ err, orderNo }, 'activity refund failed'),
    });
    const done = status !== 'failed';
    const set = {
      refunds: refunds.map((r) => (r.refundId === refundId ? { ...r, status } : r)),
      refundedAmount: row.refundedAmount + (done ? refund.amount : 0),
      status: done ? (refund.amount > 0 ? 'Refunded' : 'Cancelled') : 'RefundPending',
      updatedAt: clock.now(),
    };
    await repo.update({ id: row.id, set });
    return { ...row, ...set };
  }

  /**
   * POST /v3/vp/orders/cancel: an unpaid order is cancelled at no cost; a paid one is refunded in
   * full inside the free window and refused outside it or when non-refundable. The places go
   * back in the same transaction; the money afterwards, through the gateway.
   */
  async function cancel({
    orderNo,
    caller,
    reason,
  }: {
    orderNo: string;
    caller: ActivityCaller;
    reason: string;
  }): Promise<ActivityCancelResult> {
    const found = await accessibleOrder(repo, orderNo, caller);
    const refundId = randomUUID();
    let refund: ActivityOrderRefund | null = null;
    await db.transaction(async (tx) => {
      const row = await repo.lockById({ id: found.id }, tx);
      if (!row) throw orderNotFound();
      const quote = cancellationOf(row, clock.now());
      if (!quote.allowed) throw cannotCancel(quote.text);
      await places.release(row, tx);
      const paid = row.status === 'Issued';
      refund = paid
        ? {
            refundId,
            amount: quote.refundAmount,
            currency: row.currency,
            status: 'pending',
            reason: reason.trim() || 'Cancelled by the traveller',
            at: clock.now().toISOString(),
          }
        : null;
      await repo.update(
        {
          id: row.id,
          set: {
            status: paid ? 'RefundPending' : 'Cancelled',
            holdState: 'released',
            refunds: refund ? [...(row.refunds as ActivityOrderRefund[]), refund] : row.refunds,
            cancelReason:
              reason.trim() || (paid ? 'cancelled by the traveller' : 'cancelled before payment'),
            cancelledAt: clock.now(),
            updatedAt: clock.now(),
          },
        },
        tx,
      );
    });
    const settled = refund
      ? await executeRefund(found.orderNo, refundId)
      : (await repo.findById({ id: found.id }))!;
    if (settled.confirmationSentAt) await deps.sendMail(settled, 'cancellation');
    const stored =
      (settled.refunds as ActivityOrderRefund[]).find((r) => r.refundId === refundId) ?? null;
    return {
      status: settled.status as ActivityCancelResult['status'],
      statusText: activityStatusLabel(settled.status),
      refund: stored,
      msg:
        settled.status === 'RefundPending'
          ? 'Your booking is cancelled. The refund could not be completed yet; we will retry it and let you know.'
          : stored
            ? 'Your booking is cancelled and fully refunded to your card.'
            : 'Your booking has been cancelled and your places released.',
    };
  }

  /** The order's refunds the gateway has not completed are asked for again (same keys). */
  async function retryPending(row: ActivityOrderRow): Promise<void> {
    for (const r of row.refunds as ActivityOrderRefund[])
      if (r.status === 'pending' || r.status === 'failed')
        await executeRefund(row.orderNo, r.refundId);
  }

  return { cancel, retryPending };
}
