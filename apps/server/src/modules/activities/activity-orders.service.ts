import type { ActListData, ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type {
  ActivityRates,
  ActivitySupplier,
} from '../../suppliers/activities/activity-supplier.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrderMovementsOf, RefundGateway } from '../payments/index.ts';
import { createOrderListing, createStockOrderPayable } from '../orders/index.ts';
import { createActivitiesRepository, type ActivityOrderRow } from './activities.repository.ts';
import { loginOrLookupRequired, orderNotFound } from './activities.errors.ts';
import { accessibleOrder, emailMatches, type ActivityCaller } from './activity-order-access.ts';
import { createActivityOrderBooking } from './activity-order-booking.ts';
import { createActivityOrderMailer } from './activity-order-mailer.ts';
import { createActivityOrderPlaces } from './activity-order-places.ts';
import { createActivityOrderRefunds } from './activity-order-refunds.ts';
import { referenceCode as code } from '../../shared/references.ts';
import { orderInfo, orderListItem, type Snapshot } from './activity-order-view.ts';

export type { ActivityCaller } from './activity-order-access.ts';
export type { RefundGateway } from '../payments/index.ts';

/**
 * Activity orders: book (places held 15 minutes and the order written in one transaction), the
 * order for its owner or guest, cancellation per policy with the refund through the gateway,
 * the lists, and the 'activity' payable (decision 018). Each role is a file of its own.
 */
export function createActivityOrdersService(deps: {
  db: Db;
  clock: Clock;
  supplier: ActivitySupplier;
  rates: ActivityRates;
  mailer: MailService;
  siteUrl: string;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  const { db, clock, supplier } = deps;
  const repo = createActivitiesRepository({ db });
  const places = createActivityOrderPlaces({ db, clock, supplier, repo });
  const booking = createActivityOrderBooking({ db, clock, supplier, rates: deps.rates, repo });
  // Mails with their receipts (the app's mailer, site and payments' movements), refunds by the order core.
  const sendMail = createActivityOrderMailer({ ...deps, repo });
  const refunds = createActivityOrderRefunds({ ...deps, repo, places, sendMail });
  // The payments side (payables.register('activity', …)) by the order core; an activity order is
  // paid by its number and issues its voucher when paid.
  const byNumber = (orderNo: string) => ({ orderNo: orderNo.trim().toUpperCase() });
  const payments = createStockOrderPayable<ActivityOrderRow>({
    clock,
    holds: places,
    find: (orderNo, tx) => repo.findByOrderNo(byNumber(orderNo), tx),
    lock: (orderNo, tx) => repo.lockByOrderNo({ orderNo }, tx),
    update: repo.update,
    notFound: orderNotFound,
    title: (row) => `Activity order ${row.orderNo} · ${(row.snapshot as Snapshot).title}`,
    issued: () => ({
      status: 'Issued',
      holdState: 'confirmed',
      voucherCode: `${code(4)}-${code(4)}`,
      cancelReason: null,
      cancelledAt: null,
    }),
    refundPending: 'RefundPending',
  });

  return {
    // ---- the traveller's calls ----
    /** POST /v3/vp/book. */
    book: booking.book,

    /** POST /v3/vp/orders. */
    async detail({
      orderNo,
      caller,
    }: {
      orderNo: string;
      caller: ActivityCaller;
    }): Promise<ActivityOrderInfo> {
      await places.releaseExpired();
      return orderInfo(await accessibleOrder(repo, orderNo, caller), clock.now());
    },

    /** POST /v3/vp/orders/cancel. */
    cancel: refunds.cancel,

    /** POST /v3/vp/actlist: a signed-in user's orders, or a guest's one order by number and e-mail. */
    async list(input: {
      userId: string | null;
      page: number;
      size: number;
      status?: string;
      orderNo?: string;
      email?: string;
    }): Promise<ActListData> {
      await places.releaseExpired();
      const now = clock.now();
      if (input.orderNo && input.email) {
        const row = await repo.findByOrderNo({ orderNo: input.orderNo.trim().toUpperCase() });
        const list = row && emailMatches(row, input.email) ? [orderListItem(row, now)] : [];
        return { list, page: 1, size: input.size, total: list.length };
      }
      if (!input.userId) throw loginOrLookupRequired();
      const { rows, total } = await repo.pageForUser({
        userId: input.userId,
        page: input.page,
        size: input.size,
        status: input.status === 'Completed' ? 'Issued' : input.status,
      });
      return {
        list: rows.map((r) => orderListItem(r, now)),
        page: input.page,
        size: input.size,
        total,
      };
    },

    // ---- the job runner's side ----
    /** Unpaid holds past 15 minutes: places back, order cancelled. */
    releaseExpiredHolds: places.releaseExpired,

    /** Refunds the gateway failed are tried again; confirmation and cancellation mails go out once. */
    async followUp(): Promise<number> {
      const rows = await repo.needingFollowUp({ limit: 50 });
      for (const row of rows) {
        if (row.status === 'RefundPending') await refunds.retryPending(row);
        else if (row.status === 'Issued') await sendMail(row, 'confirmation');
        else await sendMail(row, 'cancellation');
      }
      return rows.length;
    },

    // ---- the payments module's side (payables.register('activity', …)): load, canAccess, onPaid, onFailed ----
    ...payments,
  };
}
export type ActivityOrdersService = ReturnType<typeof createActivityOrdersService>;

/** Activity orders in the traveller's order lists (the orders module merges the kinds). */
export const createActivityOrderListing = ({ db }: { db: DbOrTx }) =>
  createOrderListing(createActivitiesRepository({ db }), (row) => orderListItem(row));
export type ActivityOrderListing = ReturnType<typeof createActivityOrderListing>;
