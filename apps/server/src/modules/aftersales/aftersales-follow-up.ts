import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { AftersalesFlows } from './aftersales-payable.ts';
import { entry } from './aftersales-view.ts';

const MINUTE = 60_000;
/** A refund or mail still pending this long after its last attempt is tried again by the follow-up job. */
const RETRY_AFTER_MS = 2 * MINUTE;

/** The follow-up job of after-sales requests: refunds asked again, unpaid requests expired, mails retried. */
export function createAftersalesFollowUp(
  deps: AftersalesDeps,
  ctx: AftersalesContext,
  { refunds, changes, seatNotes }: Pick<AftersalesFlows, 'refunds' | 'changes' | 'seatNotes'>,
) {
  const { db, orders } = deps;
  const { requests } = ctx;

  /** A request not paid within its hold: its held seats go back, the booking stays as it was. */
  async function expire(requestId: string, now: Date): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const request = await requests.lockById(requestId, tx);
        if (
          !request ||
          request.status !== 'awaiting_payment' ||
          !request.holdExpiresAt ||
          request.holdExpiresAt > now
        )
          return false;
        // A payment waiting for 3-D Secure is ended first, so it cannot pay an expired request.
        await deps
          .payments()
          ?.abandonPendingPayments(
            { orderType: 'aftersales', orderId: request.id, reason: 'Not paid in time.' },
            tx,
          );
        const order = await orders.findById({ id: request.orderId }, tx);
        if (request.kind === 'change' && order)
          seatNotes.add(await changes.releaseHeld(tx, request, order.cabin));
        await ctx.record(tx, { ...request }, { status: 'expired' }, [
          entry(
            'expired',
            now,
            'Not paid in time: nothing was charged and your booking is unchanged.',
          ),
        ]);
        return true;
      });
    } catch (err) {
      // A payment is being processed: the next run decides.
      deps.log?.error({ err, requestId }, 'after-sales request could not expire yet');
      return false;
    }
  }

  /** The follow-up job: refunds on their way asked again, unpaid requests expired, mails retried. */
  return async function followUp(
    now: Date,
  ): Promise<{ refunds: number; expired: number; mails: number }> {
    const claimed = await db.transaction((tx) =>
      requests.claimForFollowUp(
        { now, staleBefore: new Date(now.getTime() - RETRY_AFTER_MS), limit: 50 },
        tx,
      ),
    );
    const report = { refunds: 0, expired: 0, mails: 0 };
    for (const r of claimed) {
      if (r.status === 'refund_pending') {
        await refunds.executeRefunds(r.id);
        report.refunds++;
      } else if (r.status === 'awaiting_payment' && r.holdExpiresAt && r.holdExpiresAt <= now) {
        if (await expire(r.id, now)) report.expired++;
      }
      if ((r.pendingMails as unknown[]).length) report.mails++;
      await ctx.sendPendingMails(r.id);
    }
    seatNotes.flush();
    return report;
  };
}
