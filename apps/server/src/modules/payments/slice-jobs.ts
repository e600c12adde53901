import { and, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import { CARD_BRAND_LABELS, type CardBrand } from '@farewise/domain/payments/card.rules';
import { SLICE } from '@farewise/domain/flights/slice-payment';
import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Payables } from './payable.ts';
import { sliceInstalments, slicePlans } from './payments.table.ts';
import type { SlicePlanRow } from './payments.repository.ts';
import { createSliceCharges } from './slice-charges.ts';
import {
  cancellationNoticeMail,
  cancelledMail,
  reminderAfterMail,
  reminderBeforeMail,
} from './slice-mails.ts';
import { createSlicePayBlocks } from '../flight-orders/slice-pay-blocks.service.ts';

const DAY = 24 * 60 * 60 * 1000;
export const REMINDER_BEFORE_DAYS = 3;
export const REMINDER_AFTER_DAYS = 1;
/** Work items per kind per run, so one run stays short. */
const BATCH = 50;

export interface SliceJobsReport {
  charged: number;
  missed: number;
  remindersBefore: number;
  remindersAfter: number;
  notices: number;
  cancelled: number;
}

/**
 * Slice payment's scheduled work (SPEC 9). Every step claims its rows with
 * FOR UPDATE SKIP LOCKED and marks them in the same transaction, so several server instances
 * running this at once never charge, remind or cancel twice.
 */
export function createSliceJobs(deps: {
  db: Db;
  gateway: PaymentGateway;
  payables: Payables;
  mailer: MailService;
  log?: FastifyBaseLogger;
}) {
  const { db, mailer, payables } = deps;
  const { claimDue, chargeOne } = createSliceCharges(deps);

  const defaultTitle = (plan: SlicePlanRow) =>
    `${plan.orderType === 'flight' ? 'Flight' : 'Hotel'} booking ${plan.orderId}`;
  /** The order's own line for e-mails (payable.title), read inside the claiming transaction. */
  async function titleOf(plan: SlicePlanRow, tx: DbOrTx): Promise<string> {
    const order = await payables.get(plan.orderType as OrderType)?.load(plan.orderId, tx);
    return order?.title ?? defaultTitle(plan);
  }
  const cardOf = (plan: SlicePlanRow) =>
    `${CARD_BRAND_LABELS[plan.cardBrand as CardBrand] ?? 'Card'} ending ${plan.cardLast4}`;

  async function send(mails: OutgoingMail[]) {
    for (const m of mails) {
      if (!m.to) continue;
      try {
        await mailer.send(m);
      } catch (err) {
        deps.log?.error({ err, to: m.to, subject: m.subject }, 'slice payment mail failed');
      }
    }
  }

  /** Claims instalments for a reminder and stamps them in one transaction; the mails go after commit. */
  async function claimReminders(now: Date, which: 'before' | 'after') {
    return db.transaction(async (tx) => {
      const stamp =
        which === 'before'
          ? sliceInstalments.reminderBeforeSentAt
          : sliceInstalments.reminderAfterSentAt;
      const condition =
        which === 'before'
          ? and(
              eq(sliceInstalments.status, 'scheduled'),
              lte(sliceInstalments.dueAt, new Date(now.getTime() + REMINDER_BEFORE_DAYS * DAY)),
              gt(sliceInstalments.dueAt, now),
            )
          : and(
              eq(sliceInstalments.status, 'missed'),
              lte(sliceInstalments.dueAt, new Date(now.getTime() - REMINDER_AFTER_DAYS * DAY)),
            );
      const rows = await tx
        .select({ instalment: sliceInstalments, plan: slicePlans })
        .from(sliceInstalments)
        .innerJoin(slicePlans, eq(slicePlans.id, sliceInstalments.planId))
        .where(
          and(inArray(slicePlans.status, ['active', 'cancel_pending']), isNull(stamp), condition),
        )
        .limit(BATCH)
        .for('update', { of: sliceInstalments, skipLocked: true });
      if (!rows.length) return [];
      await tx
        .update(sliceInstalments)
        .set(which === 'before' ? { reminderBeforeSentAt: now } : { reminderAfterSentAt: now })
        .where(
          inArray(
            sliceInstalments.id,
            rows.map((r) => r.instalment.id),
          ),
        );
      const make = which === 'before' ? reminderBeforeMail : reminderAfterMail;
      const mails: OutgoingMail[] = [];
      for (const { instalment, plan } of rows) {
        mails.push(
          make({
            to: plan.email,
            title: await titleOf(plan, tx),
            number: instalment.number,
            dueDate: instalment.dueDate,
            amount: instalment.amount,
            currency: plan.currency,
            card: cardOf(plan),
          }),
        );
      }
      return mails;
    });
  }

  /** Plans with 2 missed instalments get the notice; the cancellation waits at least 24 hours. */
  async function claimNotices(now: Date) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(slicePlans)
        .where(
          and(
            eq(slicePlans.status, 'active'),
            sql`(select count(*) from ${sliceInstalments} where ${sliceInstalments.planId} = ${slicePlans.id} and ${sliceInstalments.status} = 'missed') >= ${SLICE.missedBeforeCancellation}`,
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const cancelAt = new Date(now.getTime() + SLICE.cancellationNoticeHours * 60 * 60 * 1000);
      const mails: OutgoingMail[] = [];
      for (const plan of rows) {
        await tx
          .update(slicePlans)
          .set({ status: 'cancel_pending', noticeSentAt: now, cancelAt })
          .where(eq(slicePlans.id, plan.id));
        mails.push(
          cancellationNoticeMail({ to: plan.email, title: await titleOf(plan, tx), cancelAt }),
        );
      }
      return mails;
    });
  }

  async function cancelOne(now: Date): Promise<OutgoingMail | null | undefined> {
    return db.transaction(async (tx) => {
      const [plan] = await tx
        .select()
        .from(slicePlans)
        .where(and(eq(slicePlans.status, 'cancel_pending'), lte(slicePlans.cancelAt, now)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!plan) return undefined;
      const reason = 'Cancelled after 2 missed slice payment instalments.';
      const payable = payables.get(plan.orderType as OrderType);
      if (payable?.onCancelForMissed)
        await payable.onCancelForMissed({ orderId: plan.orderId, reason }, tx);
      else await payable?.onFailed({ orderId: plan.orderId, reason }, tx);
      await tx
        .update(sliceInstalments)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(sliceInstalments.planId, plan.id),
            inArray(sliceInstalments.status, ['scheduled', 'charging']),
          ),
        );
      await tx
        .update(slicePlans)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(eq(slicePlans.id, plan.id));
      const order = await payable?.load(plan.orderId, tx);
      await createSlicePayBlocks({ db: tx }).block({
        userId: plan.ownerUserId,
        email: plan.ownerUserId ? null : (order?.guestEmail ?? plan.email),
        reason,
        now,
      });
      return cancelledMail({ to: plan.email, title: order?.title ?? defaultTitle(plan) });
    });
  }

  return {
    async runDue(now: Date): Promise<SliceJobsReport> {
      const report: SliceJobsReport = {
        charged: 0,
        missed: 0,
        remindersBefore: 0,
        remindersAfter: 0,
        notices: 0,
        cancelled: 0,
      };
      for (let i = 0; i < BATCH; i++) {
        const claimed = await claimDue(now);
        if (!claimed) break;
        const result = await chargeOne(now, claimed.instalment, claimed.plan);
        if (result === 'paid') report.charged++;
        else report.missed++;
      }
      const before = await claimReminders(now, 'before');
      report.remindersBefore = before.length;
      await send(before);
      const after = await claimReminders(now, 'after');
      report.remindersAfter = after.length;
      await send(after);
      const notices = await claimNotices(now);
      report.notices = notices.length;
      await send(notices);
      for (let i = 0; i < BATCH; i++) {
        const done = await cancelOne(now);
        if (done === undefined) break;
        report.cancelled++;
        if (done) await send([done]);
      }
      return report;
    },
  };
}
