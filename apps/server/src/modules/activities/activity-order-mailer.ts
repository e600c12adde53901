import { createOrderMails } from '../orders/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { activityCancellationMail, activityConfirmationMail } from './activity-order-mail.ts';
import { orderInfo } from './activity-order-view.ts';

export type ActivityOrderMailerDeps = Parameters<typeof createOrderMails>[0] & {
  repo: ActivitiesRepository;
  siteUrl: string;
};

/**
 * The confirmation (with its receipt) and cancellation mails of an activity order, sent by the
 * order core's mails (each marked sent once it went out; a failure is logged and tried again).
 */
export function createActivityOrderMailer(deps: ActivityOrderMailerDeps) {
  const { clock, repo } = deps;
  const sendOrderMail = createOrderMails(deps);
  return async function sendMail(row: ActivityOrderRow, kind: 'confirmation' | 'cancellation') {
    const now = clock.now();
    const order = orderInfo(row, now);
    const confirmation = kind === 'confirmation';
    await sendOrderMail({
      what: `activity ${kind}`,
      orderNo: row.orderNo,
      build: () =>
        (confirmation ? activityConfirmationMail : activityCancellationMail)({
          order,
          to: row.contactEmail,
          siteUrl: deps.siteUrl,
          now,
        }),
      // A confirmation carries the receipt beside its .ics (receipts module).
      receipt: confirmation ? (receipts) => receipts.activity(order) : undefined,
      markSent: () =>
        repo.update({
          id: row.id,
          set: confirmation ? { confirmationSentAt: now } : { cancellationSentAt: now },
        }),
    });
  };
}
export type ActivityOrderMailer = ReturnType<typeof createActivityOrderMailer>;
