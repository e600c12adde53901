import type { TimelineEntry } from '@farewise/domain/aftersales/aftersales.schemas';
import type { DbOrTx } from '../../db/client.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import { RepeatedSubmit } from './aftersales.errors.ts';
import type { RequestRow } from './aftersales.repository.ts';
import type { OwedScheduleChange, RefundPlan, RefundQuoteNow } from './refund-plan.ts';
import { scheduleAnsweredByRefund } from './refund-text.ts';

/**
 * What a confirmed refund or cancellation writes, in the transaction that locked the order: the
 * booking's pending payments ended (unpaid) or its slice plan stopped (the whole booking), the
 * tickets marked (the order cancelled once none is open), extra bags of closed tickets ended,
 * the request with its refunds, timeline and mail, and an airline schedule change it answers.
 * Throws RepeatedSubmit when the same client key won meanwhile.
 */
export async function writeRefund(
  deps: Pick<AftersalesDeps, 'orders' | 'payments'>,
  ctx: Pick<AftersalesContext, 'requests' | 'record' | 'endBagsOfClosedTickets'>,
  tx: DbOrTx,
  input: {
    row: FlightOrderRow;
    plan: RefundPlan;
    q: RefundQuoteNow;
    kind: 'refund' | 'cancel';
    requestId: string;
    requestNo: string;
    clientKey: string;
    reason?: string | null;
    reasonText?: string | null;
    attachments?: string[];
    owed: OwedScheduleChange | null;
    card: string | null;
    arrival: string;
    timeline: TimelineEntry[];
    mail: OutgoingMail | null;
    now: Date;
  },
): Promise<RequestRow> {
  const { row, plan, q, owed, now } = input;
  const { requests } = ctx;
  if (plan.unpaid)
    await deps
      .payments()
      ?.abandonPendingPayments(
        { orderType: 'flight', orderId: row.id, reason: 'The booking was cancelled.' },
        tx,
      );
  else if (row.paymentType === 'slice' && plan.whole)
    await deps.payments()?.stopSlicePlan({ orderType: 'flight', orderId: row.id }, tx);
  await deps.orders.update(
    {
      id: row.id,
      set: {
        passengers: plan.marked,
        ...(plan.allClosed || plan.unpaid ? { status: 4, holdState: 'released' } : {}),
        updatedAt: now,
      },
    },
    tx,
  );
  // Extra bags waiting for payment on these tickets die with them (never charged).
  await ctx.endBagsOfClosedTickets(tx, row, plan.marked);
  const inserted = await requests.insert(
    {
      id: input.requestId,
      requestNo: input.requestNo,
      orderId: row.id,
      userId: row.userId,
      kind: input.kind,
      status: q.refund > 0 ? 'refund_pending' : 'completed',
      clientKey: input.clientKey,
      passengers: [...new Set(plan.closing.map((c) => c.p))],
      directions: [...new Set(plan.closing.map((c) => c.d))],
      details: {
        route: plan.route,
        passengerNames: plan.names,
        reason: input.reason ?? (owed ? 'The airline changed the schedule' : null),
        reasonText: input.reasonText ?? null,
        attachments: input.attachments ?? [],
        quote: {
          refund: q.refund,
          fee: q.fee,
          nonRefundable: q.nonRefundable,
          taxes: q.taxes,
          holdFeeKept: q.holdFeeKept,
        },
        scheduleRequestId: owed?.requestId,
      },
      currency: row.currency,
      refundAmount: q.refund,
      refunds: plan.parts,
      card: q.refund > 0 ? input.card : null,
      arrivesBy: q.refund > 0 ? input.arrival : null,
      timeline: input.timeline,
      pendingMails: input.mail ? [input.mail] : [],
      createdAt: now,
      updatedAt: now,
    },
    tx,
  );
  // The same client key won meanwhile: roll back and answer that request.
  if (!inserted) throw new RepeatedSubmit();
  // Every ticket came back in full: the airline's schedule change is answered.
  if (owed && (plan.whole || plan.allClosed)) {
    const schedule = await requests.lockById(owed.requestId, tx);
    if (schedule?.status === 'action_needed')
      await ctx.record(tx, schedule, { status: 'completed' }, [
        scheduleAnsweredByRefund(now, input.requestNo),
      ]);
  }
  return inserted;
}
