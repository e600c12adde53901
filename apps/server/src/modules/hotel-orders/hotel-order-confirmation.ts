import { randomInt } from 'node:crypto';
import type { HotelOrderStatus } from '@farewise/domain/orders/hotel-order.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { OrderMovementsOf } from '../payments/index.ts';
import type { MailService } from '../mail/mail.service.ts';
import { orderInfo } from './hotel-order-view.ts';
import { hotelConfirmationMail } from './hotel-order-mail.ts';
import { createOrderMails } from '../orders/index.ts';
import { accessibleOrder, type HotelOrderCaller } from './hotel-order-access.ts';
import { PAID_STATUSES } from './hotel-order-rooms.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import { orderNotPaid } from './hotel-orders.errors.ts';

function confirmationNumber(hotelId: string): string {
  return `${hotelId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-4)
    .toUpperCase()}-${randomInt(100_000, 999_999)}`;
}

export interface HotelOrderConfirmationDeps {
  db: Db;
  clock: Clock;
  orders: HotelOrdersRepository;
  mailer: MailService;
  siteUrl: string;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  log?: { error(obj: unknown, msg?: string): void };
}

/** A paid order confirmed by the supplier (simulated) and the confirmation e-mail sent once. */
export function createHotelOrderConfirmation(deps: HotelOrderConfirmationDeps) {
  const { db, clock, orders } = deps;

  const sendOrderMail = createOrderMails(deps);

  /** The confirmation e-mail, with its receipt beside the .ics, once the order is Issued. */
  async function sendConfirmation(orderId: string): Promise<void> {
    const row = await orders.findById({ id: orderId });
    if (!row || row.confirmationSentAt || row.status !== 'Issued') return;
    const order = orderInfo(row, clock.now());
    await sendOrderMail({
      what: 'hotel confirmation',
      orderNo: row.orderNo,
      build: () =>
        hotelConfirmationMail({
          order,
          to: row.contactEmail,
          siteUrl: deps.siteUrl,
          now: clock.now(),
        }),
      receipt: (receipts) => receipts.hotel(order),
      markSent: () => orders.update({ id: row.id, set: { confirmationSentAt: clock.now() } }),
    });
  }

  /** Paid → Issued with a confirmation number; sends the confirmation e-mail once. */
  async function confirmPaid(orderId?: string): Promise<number> {
    const rows = orderId
      ? [await orders.findById({ id: orderId })].filter((r): r is HotelOrderRow => !!r)
      : await orders.paidUnconfirmed({ limit: 50 });
    let n = 0;
    for (const row of rows) {
      if (row.status === 'Paid') {
        const set = {
          status: 'Issued',
          confirmationNo: row.confirmationNo ?? confirmationNumber(row.hotelId),
          updatedAt: clock.now(),
        };
        await db.transaction(async (tx) => {
          const locked = await orders.lockById({ id: row.id }, tx);
          if (locked?.status === 'Paid') await orders.update({ id: row.id, set }, tx);
        });
        n++;
      }
      await sendConfirmation(row.id);
    }
    return n;
  }

  /** POST /v3/hotel/confirm: a paid order gets the supplier's confirmation number (once), then the e-mail. */
  async function confirm({
    insideOrderNo,
    caller,
  }: {
    insideOrderNo: string;
    caller: HotelOrderCaller;
  }) {
    const row = await accessibleOrder(orders, insideOrderNo, caller);
    if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw orderNotPaid();
    await confirmPaid(row.id);
    return orderInfo((await orders.findById({ id: row.id }))!, clock.now());
  }

  return { confirm, confirmPaid, sendConfirmation };
}
