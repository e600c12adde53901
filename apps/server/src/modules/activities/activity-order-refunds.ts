import { randomUUID } from 'node:crypto';
import { activityStatusLabel } from '@farewise/domain/activities/activity.rules';
import type {
  ActivityCancelResult,
  ActivityOrderRefund,
} from '@farewise/domain/activities/activity.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { createStockOrderRefunds } from '../orders/index.ts';
import type { RefundGateway } from '../payments/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { cannotCancel, orderNotFound } from './activities.errors.ts';
import { accessibleOrder, type ActivityCaller } from './activity-order-access.ts';
import type { ActivityOrderMailer } from './activity-order-mailer.ts';
import type { ActivityOrderPlaces } from './activity-order-places.ts';
import { cancellationOf } from './activity-order-view.ts';

export interface ActivityOrderRefundsDeps {
  db: Db;
  clock: Clock;
  repo: ActivitiesRepository;
  places: ActivityOrderPlaces;
  sendMail: ActivityOrderMailer;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}

/** An activity's cancellation in the order core: what its policy gives back, and the words for it. */
export function createActivityOrderRefunds(deps: ActivityOrderRefundsDeps) {
  const { clock, repo } = deps;
  const core = createStockOrderRefunds<ActivityOrderRow, ActivityOrderRefund>({
    db: deps.db,
    clock,
    rows: repo,
    holds: deps.places,
    notFound: orderNotFound,
    refunds: deps.refunds,
    keyPrefix: 'activity-refund',
    settledStatus: (refund, done) =>
      done ? (refund.amount > 0 ? 'Refunded' : 'Cancelled') : 'RefundPending',
    log: deps.log,
  });

  /**
   * POST /v3/vp/orders/cancel: an unpaid order is cancelled at no cost; a paid one is refunded in
   * full inside the free window and refused outside it or when non-refundable.
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
    const { row: settled, refund: stored } = await core.cancel(found.id, (row) => {
      const quote = cancellationOf(row, clock.now());
      if (!quote.allowed) throw cannotCancel(quote.text);
      const paid = row.status === 'Issued';
      return {
        status: paid ? 'RefundPending' : 'Cancelled',
        refund: paid
          ? {
              refundId: randomUUID(),
              amount: quote.refundAmount,
              currency: row.currency,
              status: 'pending',
              reason: reason.trim() || 'Cancelled by the traveller',
              at: clock.now().toISOString(),
            }
          : null,
        cancelReason:
          reason.trim() || (paid ? 'cancelled by the traveller' : 'cancelled before payment'),
      };
    });
    if (settled.confirmationSentAt) await deps.sendMail(settled, 'cancellation');
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

  return { cancel, retryPending: core.retryPending };
}
