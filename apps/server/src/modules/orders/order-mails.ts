import type { Receipt } from '@farewise/domain/orders/receipt';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import type { OrderMovementsOf } from '../payments/index.ts';
import {
  createReceiptsService,
  withReceipt,
  type ReceiptsService,
} from '../receipts/receipts.service.ts';

export interface OrderMailsDeps {
  db: Db;
  clock: Clock;
  mailer: MailService;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  log?: { error(obj: unknown, msg?: string): void };
}

/**
 * An order's mails, each sent once: built, the receipt attached when the mail carries one, sent,
 * then marked sent. A failure is logged and the mail left unmarked, so the order's job tries again.
 */
export function createOrderMails(deps: OrderMailsDeps) {
  const receipts = () =>
    createReceiptsService({ db: deps.db, clock: deps.clock, movements: deps.movements });
  return async function sendOrderMail(mail: {
    /** What it is, for the log ('hotel confirmation', 'activity cancellation'). */
    what: string;
    orderNo: string;
    build: () => OutgoingMail;
    receipt?: (receipts: ReceiptsService) => Promise<Receipt>;
    markSent: () => Promise<void>;
  }): Promise<void> {
    try {
      const built = mail.build();
      await deps.mailer.send(
        mail.receipt ? await withReceipt(built, mail.receipt(receipts())) : built,
      );
      await mail.markSent();
    } catch (err) {
      deps.log?.error({ err, orderNo: mail.orderNo }, `${mail.what} mail failed`);
    }
  };
}
export type OrderMails = ReturnType<typeof createOrderMails>;
