import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { FlightOrdersRepository } from './flight-orders.repository.ts';
import { orderInfo, type StoredPassenger } from './flight-order-view.ts';
import { confirmationMail } from './flight-order-mail.ts';
import { createReceiptsService, withReceipt } from '../receipts/receipts.service.ts';
import { ticketNumber } from './order-numbers.ts';
import type { OrderMovementsOf } from '../payments/index.ts';

export interface OrderTicketingDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  mailer: MailService;
  siteUrl: string;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  log?: { error(obj: unknown, msg?: string): void };
}

/** Paid orders ticketed (simulated supplier ticketing) and the confirmation e-mail sent. */
export function createOrderTicketing(deps: OrderTicketingDeps) {
  const { db, clock, orders, mailer } = deps;

  /**
   * The confirmation e-mail of a ticketed order, once. In `tx` (a savepoint inside it) the mail
   * is queued in the outbox and marked sent with the tickets, so a server that dies mid-way leaves
   * both undone for the next run; it is delivered after the commit, never while the transaction
   * holds the orders (a mail server that hangs must not freeze them). A failure is logged and does
   * not undo the tickets.
   */
  async function sendConfirmation(orderId: string, tx: DbOrTx = db): Promise<void> {
    const row = await orders.findById({ id: orderId }, tx);
    const to = row?.contactEmail;
    if (!row || !to || row.confirmationSentAt) return;
    try {
      const order = orderInfo(row);
      const mail = confirmationMail({ order, to, siteUrl: deps.siteUrl, now: clock.now() });
      // The receipt goes with the .ics (receipts module).
      const withPdf = await withReceipt(
        mail,
        createReceiptsService({ db: tx, clock, movements: deps.movements }).flight(order),
      );
      await tx.transaction(async (sp) => {
        await mailer.send(withPdf, { db: sp });
        await orders.update({ id: row.id, set: { confirmationSentAt: clock.now() } }, sp);
      });
      if (tx === db) mailer.deliverInBackground();
    } catch (err) {
      deps.log?.error({ err, orderId }, 'confirmation mail failed');
    }
  }

  /** Paid orders get their tickets (simulated supplier ticketing) and the confirmation e-mail, together. */
  async function issuePendingTickets(): Promise<number> {
    const issued = await db.transaction(async (tx) => {
      const rows = await orders.lockIssuing({ limit: 50 }, tx);
      for (const row of rows) {
        const carrier = (row.itinerary as { routing: { validatingCarrier: string } }).routing
          .validatingCarrier;
        const passengers = ((row.passengers as StoredPassenger[] | null) ?? []).map((p) => ({
          ...p,
          ticketNo: p.ticketNo ?? ticketNumber(carrier),
        }));
        await orders.update(
          {
            id: row.id,
            set: {
              status: 3,
              passengers,
              ticketNumbers: passengers.map((p) => p.ticketNo),
              updatedAt: clock.now(),
            },
          },
          tx,
        );
        await sendConfirmation(row.id, tx);
      }
      return rows.map((r) => r.id);
    });
    if (issued.length > 0) mailer.deliverInBackground();
    return issued.length;
  }

  return { issuePendingTickets, sendConfirmation };
}
export type OrderTicketing = ReturnType<typeof createOrderTicketing>;
