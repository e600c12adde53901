import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { OrderMovementsOf } from '../payments/index.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createReceiptsService, withReceipt } from '../receipts/receipts.service.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';
import { activityCancellationMail, activityConfirmationMail } from './activity-order-mail.ts';
import { orderInfo } from './activity-order-view.ts';

export interface ActivityOrderMailerDeps {
  db: Db;
  clock: Clock;
  repo: ActivitiesRepository;
  mailer: MailService;
  siteUrl: string;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  log?: { error(obj: unknown, msg?: string): void };
}

/** The confirmation (with its receipt) and cancellation mails, each marked sent once it went out. */
export function createActivityOrderMailer(deps: ActivityOrderMailerDeps) {
  const { db, clock, repo } = deps;
  return async function sendMail(row: ActivityOrderRow, kind: 'confirmation' | 'cancellation') {
    const now = clock.now();
    const order = orderInfo(row, now);
    try {
      const mail = (kind === 'confirmation' ? activityConfirmationMail : activityCancellationMail)({
        order,
        to: row.contactEmail,
        siteUrl: deps.siteUrl,
        now,
      });
      // A confirmation carries the receipt beside its .ics (receipts module).
      await deps.mailer.send(
        kind === 'confirmation'
          ? await withReceipt(
              mail,
              createReceiptsService({ db, clock, movements: deps.movements }).activity(order),
            )
          : mail,
      );
      await repo.update({
        id: row.id,
        set: kind === 'confirmation' ? { confirmationSentAt: now } : { cancellationSentAt: now },
      });
    } catch (err) {
      deps.log?.error({ err, orderNo: row.orderNo }, `activity ${kind} mail failed`);
    }
  };
}
export type ActivityOrderMailer = ReturnType<typeof createActivityOrderMailer>;
