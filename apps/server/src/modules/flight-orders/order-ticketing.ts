import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { FlightOrdersRepository } from './flight-orders.repository.ts';
import { orderInfo, type StoredPassenger } from './flight-order-view.ts';
import { confirmationMail } from './flight-order-mail.ts';
import { createReceiptsService, withReceipt } from '../receipts/receipts.service.ts';
import { ticketNumber } from './order-numbers.ts';

export interface OrderTicketingDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  mailer: MailService;
  siteUrl: string;
  log?: { error(obj: unknown, msg?: string): void };
  /** See FlightOrdersDeps.ticketingDelayMs. */
  ticketingDelayMs?: number | null;
}

/** Paid orders ticketed (simulated supplier ticketing) and the confirmation e-mail sent. */
export function createOrderTicketing(deps: OrderTicketingDeps) {
  const { db, clock, orders, mailer } = deps;

  async function sendConfirmation(orderId: string): Promise<void> {
    const row = await orders.findById({ id: orderId });
    const to = row?.contactEmail;
    if (!row || !to || row.confirmationSentAt) return;
    try {
      const order = orderInfo(row);
      const mail = confirmationMail({ order, to, siteUrl: deps.siteUrl, now: clock.now() });
      // The receipt goes with the .ics (receipts module).
      await mailer.send(
        await withReceipt(mail, createReceiptsService({ db, clock }).flight(order)),
      );
      await orders.update({ id: row.id, set: { confirmationSentAt: clock.now() } });
    } catch (err) {
      deps.log?.error({ err, orderId }, 'confirmation mail failed');
    }
  }

  /** Paid orders get their tickets (simulated supplier ticketing), then the confirmation e-mail. */
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
      }
      return rows.map((r) => r.id);
    });
    for (const id of issued) await sendConfirmation(id);
    return issued.length;
  }

  let ticketingTimer: NodeJS.Timeout | null = null;
  /** Ticketing runs after the payment's transaction commits, as a real supplier answers later. */
  function scheduleTicketing() {
    const delay = deps.ticketingDelayMs === undefined ? 50 : deps.ticketingDelayMs;
    if (ticketingTimer || delay === null) return;
    ticketingTimer = setTimeout(() => {
      ticketingTimer = null;
      issuePendingTickets().catch((err: unknown) => deps.log?.error({ err }, 'ticketing failed'));
    }, delay);
    ticketingTimer.unref();
  }

  return { issuePendingTickets, sendConfirmation, scheduleTicketing };
}
export type OrderTicketing = ReturnType<typeof createOrderTicketing>;
