import { randomBytes, randomUUID } from 'node:crypto';
import { referenceCode } from '../../shared/references.ts';
import { hashToken, tokenMatches } from '../../shared/token-hash.ts';
import {
  ACTIVITY_HOLD_MINUTES,
  freeCancellationEnds,
  partyErrors,
  partyPrice,
  placesOf,
  activityStatusLabel,
} from '@farewise/domain/activities/activity.rules';
import type {
  ActListData,
  ActivityBookResult,
  ActivityCancelResult,
  ActivityOrderInfo,
  ActivityOrderRefund,
} from '@farewise/domain/activities/activity.schemas';
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import type { Currency } from '@farewise/domain/money/currency';
import {
  hotelContactErrors,
  hotelGuestErrors,
  type HotelContactFields,
  type HotelGuestFields,
} from '@farewise/domain/orders/hotel-reservation.rules';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type {
  ActivityRates,
  ActivitySupplier,
} from '../../suppliers/activities/activity-supplier.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PayableOrder, PayableStatus, PaymentRecord } from '../payments/index.ts';
import { createActivitiesRepository, type ActivityOrderRow } from './activities.repository.ts';
import {
  activityNotFound,
  bookingInvalid,
  cannotCancel,
  loginOrLookupRequired,
  optionNotFound,
  orderForbidden,
  orderNotFound,
  partyInvalid,
  priceChanged,
  slotUnavailable,
  soldOut,
} from './activities.errors.ts';
import { activityCancellationMail, activityConfirmationMail } from './activity-order-mail.ts';
import {
  cancellationOf,
  orderInfo,
  orderListItem,
  type Snapshot,
  type StoredPayment,
} from './activity-order-view.ts';
import { createReceiptsService, withReceipt } from '../receipts/receipts.service.ts';
import { photoPath } from './activity-search.ts';

const code = referenceCode;
const sameHash = (given: string, hash: string) => tokenMatches(given, hash);
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Who is asking: a signed-in user, a guest's order token, or the contact e-mail (the guest look-up). */
export interface ActivityCaller {
  userId: string | null;
  orderToken: string | null;
  email: string | null;
}

/** The payments service's refund call (absent when payments is not registered). */
export interface RefundGateway {
  refundPayment(opts: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refunded: number }>;
}

/**
 * Activity orders: book (places held 15 minutes and the order written in one transaction), the
 * order for its owner or guest, cancellation per policy with the refund through the gateway,
 * the lists, and the 'activity' payable (decision 018).
 */
export function createActivityOrdersService(deps: {
  db: Db;
  clock: Clock;
  supplier: ActivitySupplier;
  rates: ActivityRates;
  mailer: MailService;
  siteUrl: string;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  const { db, clock, supplier } = deps;
  const repo = createActivitiesRepository({ db });

  const emailMatches = (row: ActivityOrderRow, email: string | null) =>
    !!email &&
    !!row.contactEmail &&
    sameHash(email.trim().toLowerCase(), hashToken(row.contactEmail));
  const canRead = (row: ActivityOrderRow, caller: ActivityCaller) =>
    (row.userId !== null && caller.userId === row.userId) ||
    (!!row.guestTokenHash &&
      !!caller.orderToken &&
      sameHash(caller.orderToken, row.guestTokenHash)) ||
    emailMatches(row, caller.email);

  async function accessible(orderNo: string, caller: ActivityCaller): Promise<ActivityOrderRow> {
    const row = await repo.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
    if (!row) throw orderNotFound();
    // A stranger signed in learns only 403; a caller without a session, token or e-mail learns nothing.
    if (!canRead(row, caller))
      throw row.userId && caller.userId ? orderForbidden() : orderNotFound();
    return row;
  }

  const slotOf = (row: ActivityOrderRow) => ({
    productId: row.productId,
    date: row.date,
    time: row.time,
    places: row.places,
  });

  async function release(row: ActivityOrderRow, tx: DbOrTx) {
    if (row.holdState === 'released') return;
    await repo.returnPlaces({ ...slotOf(row), now: clock.now() }, tx);
  }

  function payStatus(row: ActivityOrderRow): PayableStatus {
    if (row.status === 'PendingPayment')
      return row.holdState === 'held' && row.holdExpiresAt && row.holdExpiresAt > clock.now()
        ? 'awaiting_payment'
        : 'expired';
    if (row.status === 'Issued') return 'paid';
    return row.cancelReason === 'expired' ? 'expired' : 'cancelled';
  }

  /** Gives the money back through the gateway, outside any transaction, then settles the status. */
  async function executeRefund(orderNo: string, refundId: string): Promise<ActivityOrderRow> {
    const row = await repo.findByOrderNo({ orderNo });
    if (!row) throw orderNotFound();
    const refunds = row.refunds as ActivityOrderRefund[];
    const refund = refunds.find((r) => r.refundId === refundId);
    if (!refund || refund.status === 'refunded' || refund.status === 'recorded') return row;
    const gateway = deps.refunds();
    const paid = (row.payments as StoredPayment[]).filter(
      (p) => p.status === 'succeeded' && p.paymentId,
    );
    let status: ActivityOrderRefund['status'] = 'refunded';
    if (!gateway || paid.length === 0 || refund.amount === 0) status = 'recorded';
    else {
      let left = refund.amount;
      try {
        for (const p of paid) {
          const part = Math.min(left, p.amount);
          if (part <= 0) continue;
          // The same key for the same refund of the same payment: a retry never pays twice.
          await gateway.refundPayment({
            paymentId: p.paymentId as string,
            amount: part,
            idempotencyKey: `activity-refund:${refundId}:${p.paymentId}`,
          });
          left -= part;
        }
      } catch (err) {
        deps.log?.error({ err, orderNo }, 'activity refund failed');
        status = 'failed';
      }
    }
    const done = status !== 'failed';
    const set = {
      refunds: refunds.map((r) => (r.refundId === refundId ? { ...r, status } : r)),
      refundedAmount: row.refundedAmount + (done ? refund.amount : 0),
      status: done ? (refund.amount > 0 ? 'Refunded' : 'Cancelled') : 'RefundPending',
      updatedAt: clock.now(),
    };
    await repo.update({ id: row.id, set });
    return { ...row, ...set };
  }

  async function sendMail(row: ActivityOrderRow, kind: 'confirmation' | 'cancellation') {
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
          ? await withReceipt(mail, createReceiptsService({ db, clock }).activity(order))
          : mail,
      );
      await repo.update({
        id: row.id,
        set: kind === 'confirmation' ? { confirmationSentAt: now } : { cancellationSentAt: now },
      });
    } catch (err) {
      deps.log?.error({ err, orderNo: row.orderNo }, `activity ${kind} mail failed`);
    }
  }

  const service = {
    /** POST /v3/vp/book: rules, the supplier's price, the places held and the order written in one transaction. */
    async book(input: {
      userId: string | null;
      id: string;
      optionId: string;
      date: string;
      time: string;
      adults: number;
      children: number;
      infants: number;
      currency: Currency;
      totalPrice: number;
      lead: HotelGuestFields;
      contact: HotelContactFields;
    }): Promise<ActivityBookResult> {
      const now = clock.now();
      const product = supplier.product(input.id);
      if (!product) throw activityNotFound();
      const option = product.options.find((o) => o.id === input.optionId);
      if (!option) throw optionNotFound();
      const party = { adults: input.adults, children: input.children, infants: input.infants };
      const broken = partyErrors(party, product.bands);
      if (broken.length) throw partyInvalid(broken);
      const slot = supplier.slotsOf(product, input.date).find((s) => s.time === input.time);
      if (!slot || !supplier.open(slot, now.getTime())) throw slotUnavailable();
      const errors = [
        ...Object.entries(hotelGuestErrors(input.lead)).map(([f, message]) => ({
          field: `lead.${f}`,
          message,
        })),
        ...Object.entries(hotelContactErrors(input.contact)).map(([f, message]) => ({
          field: `contact.${f}`,
          message,
        })),
      ];
      if (errors.length) throw bookingInvalid(errors);
      const prices = supplier.prices(product, option.id, input.currency, deps.rates)!;
      const priced = partyPrice(prices, party);
      // The price is the supplier's, never the caller's: a different total is refused, not charged.
      if (input.totalPrice !== priced.total)
        throw priceChanged({ was: input.totalPrice, now: priced.total, currency: input.currency });
      const city = supplier.city(product.cityIndex);
      const places = placesOf(party);
      const contact = {
        name: trim(input.contact.name),
        email: trim(input.contact.email),
        postcode: normaliseCallingCode(trim(input.contact.postcode)),
        mobile: trim(input.contact.mobile),
      };
      const snapshot: Snapshot = {
        title: product.title,
        category: product.category,
        photo: photoPath(product.photos[0] as string),
        cityName: city.name,
        countryName: city.countryName,
        timeZone: city.timeZone,
        meetingPoint: product.meetingPoint,
        durationMinutes: product.durationMinutes,
        languages: product.languages,
        inclusions: product.inclusions,
        optionName: option.name,
        bands: product.bands,
        lines: priced.lines,
      };
      const accessToken = input.userId ? null : randomBytes(24).toString('base64url');
      const holdExpiresAt = new Date(now.getTime() + ACTIVITY_HOLD_MINUTES * 60_000);
      const ends = freeCancellationEnds(product.policy, slot.startsAtMs);
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const left = await repo.takePlaces(
              {
                productId: product.id,
                date: input.date,
                time: input.time,
                places,
                supplierPlaces: supplier.supplierPlaces(product, input.date, input.time),
                now,
              },
              tx,
            );
            if (left === null) {
              const [known] = await repo.slotRows(
                { productIds: [product.id], dates: [input.date] },
                tx,
              );
              throw soldOut({
                placesLeft: known && known.time === input.time ? known.remaining : 0,
              });
            }
            return repo.insert(
              {
                orderNo: `AW${code(8)}`,
                userId: input.userId,
                guestTokenHash: accessToken ? hashToken(accessToken) : null,
                productId: product.id,
                optionId: option.id,
                date: input.date,
                time: input.time,
                startsAt: new Date(slot.startsAtMs),
                endsAt: new Date(slot.startsAtMs + product.durationMinutes * 60_000),
                ...party,
                places,
                snapshot,
                lead: {
                  given_name: trim(input.lead.given_name),
                  surname: trim(input.lead.surname),
                },
                contact,
                contactEmail: contact.email.toLowerCase(),
                currency: input.currency,
                rate: deps.rates.perUsd(input.currency),
                total: priced.total,
                policy: product.policy,
                freeCancelUntil: ends === null ? null : new Date(ends),
                status: 'PendingPayment',
                holdState: 'held',
                holdExpiresAt,
                createdAt: now,
                updatedAt: now,
              },
              tx,
            );
          });
          return {
            orderNo: row.orderNo,
            accessToken,
            holdExpiresAt: holdExpiresAt.toISOString(),
            currency: row.currency,
            totalPrice: row.total,
          };
        } catch (err) {
          // A clash of order numbers (about 1 in 10^12 per pair): draw another.
          if (attempt < 3 && /order_no/.test(String((err as { message?: string }).message ?? '')))
            continue;
          throw err;
        }
      }
    },

    /** POST /v3/vp/orders. */
    async detail({
      orderNo,
      caller,
    }: {
      orderNo: string;
      caller: ActivityCaller;
    }): Promise<ActivityOrderInfo> {
      await service.releaseExpiredHolds();
      return orderInfo(await accessible(orderNo, caller), clock.now());
    },

    /**
     * POST /v3/vp/orders/cancel: an unpaid order is cancelled at no cost; a paid one is refunded in
     * full inside the free window and refused outside it or when non-refundable. The places go
     * back in the same transaction; the money afterwards, through the gateway.
     */
    async cancel({
      orderNo,
      caller,
      reason,
    }: {
      orderNo: string;
      caller: ActivityCaller;
      reason: string;
    }): Promise<ActivityCancelResult> {
      const found = await accessible(orderNo, caller);
      const refundId = randomUUID();
      let refund: ActivityOrderRefund | null = null;
      await db.transaction(async (tx) => {
        const row = await repo.lockById({ id: found.id }, tx);
        if (!row) throw orderNotFound();
        const quote = cancellationOf(row, clock.now());
        if (!quote.allowed) throw cannotCancel(quote.text);
        await release(row, tx);
        const paid = row.status === 'Issued';
        refund = paid
          ? {
              refundId,
              amount: quote.refundAmount,
              currency: row.currency,
              status: 'pending',
              reason: reason.trim() || 'Cancelled by the traveller',
              at: clock.now().toISOString(),
            }
          : null;
        await repo.update(
          {
            id: row.id,
            set: {
              status: paid ? 'RefundPending' : 'Cancelled',
              holdState: 'released',
              refunds: refund ? [...(row.refunds as ActivityOrderRefund[]), refund] : row.refunds,
              cancelReason:
                reason.trim() || (paid ? 'cancelled by the traveller' : 'cancelled before payment'),
              cancelledAt: clock.now(),
              updatedAt: clock.now(),
            },
          },
          tx,
        );
      });
      const settled = refund
        ? await executeRefund(found.orderNo, refundId)
        : (await repo.findById({ id: found.id }))!;
      if (settled.confirmationSentAt) await sendMail(settled, 'cancellation');
      const stored =
        (settled.refunds as ActivityOrderRefund[]).find((r) => r.refundId === refundId) ?? null;
      return {
        status: settled.status as ActivityCancelResult['status'],
        statusText: activityStatusLabel(settled.status),
        refund: stored,
        msg:
          settled.status === 'RefundPending'
            ? 'Your booking is cancelled. The refund could not be completed yet; we will retry it and let you know.'
            : stored
              ? 'Your booking is cancelled and fully refunded to your card.'
              : 'Your booking has been cancelled and your places released.',
      };
    },

    /** POST /v3/vp/actlist: a signed-in user's orders, or a guest's one order by number and e-mail. */
    async list(input: {
      userId: string | null;
      page: number;
      size: number;
      status?: string;
      orderNo?: string;
      email?: string;
    }): Promise<ActListData> {
      await service.releaseExpiredHolds();
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

    /** Unpaid holds past 15 minutes: places back, order cancelled. The job runner and lazy checks call it. */
    async releaseExpiredHolds(): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await repo.lockExpiredHolds({ now: clock.now(), limit: 100 }, tx);
        for (const row of expired) {
          await release(row, tx);
          await repo.update(
            {
              id: row.id,
              set: {
                status: 'Cancelled',
                holdState: 'released',
                cancelReason: 'expired',
                cancelledAt: clock.now(),
                updatedAt: clock.now(),
              },
            },
            tx,
          );
        }
        return expired.length;
      });
    },

    /** Refunds the gateway failed are tried again; confirmation and cancellation mails go out once. */
    async followUp(): Promise<number> {
      const rows = await repo.needingFollowUp({ limit: 50 });
      for (const row of rows) {
        if (row.status === 'RefundPending') {
          for (const r of row.refunds as ActivityOrderRefund[])
            if (r.status === 'pending' || r.status === 'failed')
              await executeRefund(row.orderNo, r.refundId);
        } else if (row.status === 'Issued') await sendMail(row, 'confirmation');
        else await sendMail(row, 'cancellation');
      }
      return rows.length;
    },

    // ---- the payments module's side (registerPayable('activity', …)); the order's id is its number ----

    async load(orderNo: string, tx: DbOrTx): Promise<PayableOrder | null> {
      const row = await repo.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() }, tx);
      if (!row) return null;
      return {
        amountDue: row.total,
        currency: row.currency,
        paymentType: 'full',
        ownerUserId: row.userId,
        guestEmail: row.userId ? null : row.contactEmail,
        contactEmail: row.contactEmail,
        status: payStatus(row),
        title: `Activity order ${row.orderNo} · ${(row.snapshot as Snapshot).title}`,
        orderNo: row.orderNo,
      };
    },

    async canAccess(orderNo: string, caller: ActivityCaller): Promise<boolean> {
      const row = await repo.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
      return !!row && canRead(row, caller);
    },

    /** Paid: the places are kept (taken again if the hold lapsed), the voucher issued; the mail follows. */
    async onPaid(
      { orderId, payment }: { orderId: string; payment: PaymentRecord },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await repo.lockByOrderNo({ orderNo: orderId }, tx);
      if (!row) throw orderNotFound();
      const record: StoredPayment = {
        paymentId: payment.paymentId,
        amount: payment.amount,
        status: 'succeeded',
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        at: clock.now().toISOString(),
      };
      const set: Partial<ActivityOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), record],
        paidAmount: row.paidAmount + payment.amount,
        updatedAt: clock.now(),
      };
      if (
        row.status === 'PendingPayment' ||
        (row.status === 'Cancelled' && row.cancelReason === 'expired')
      ) {
        let kept = row.holdState === 'held';
        if (!kept) {
          const product = supplier.product(row.productId);
          // A savepoint: when the places are gone, only this attempt rolls back.
          kept =
            !!product &&
            (await tx
              .transaction(async (inner) => {
                const left = await repo.takePlaces(
                  {
                    ...slotOf(row),
                    supplierPlaces: supplier.supplierPlaces(product, row.date, row.time),
                    now: clock.now(),
                  },
                  inner,
                );
                if (left === null) throw new Error('sold out');
                return true;
              })
              .catch(() => false));
        }
        if (kept)
          Object.assign(set, {
            status: 'Issued',
            holdState: 'confirmed',
            voucherCode: `${code(4)}-${code(4)}`,
            cancelReason: null,
            cancelledAt: null,
          });
        else {
          // Paid after the hold lapsed and the places went to someone else: all of it goes back.
          const refund: ActivityOrderRefund = {
            refundId: randomUUID(),
            amount: payment.amount,
            currency: row.currency,
            status: 'pending',
            reason: 'The places were no longer available when the payment arrived.',
            at: clock.now().toISOString(),
          };
          Object.assign(set, {
            status: 'RefundPending',
            holdState: 'released',
            refunds: [...(row.refunds as ActivityOrderRefund[]), refund],
          });
        }
      }
      await repo.update({ id: row.id, set }, tx);
    },

    /** The payment failed: the unpaid order is cancelled and its places released (SPEC 2.4). */
    async onFailed(
      { orderId, reason }: { orderId: string; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await repo.lockByOrderNo({ orderNo: orderId }, tx);
      if (!row) throw orderNotFound();
      const set: Partial<ActivityOrderRow> = {
        payments: [
          ...(row.payments as StoredPayment[]),
          {
            paymentId: null,
            amount: 0,
            status: 'failed',
            cardBrand: null,
            cardLast4: null,
            at: clock.now().toISOString(),
          },
        ],
        updatedAt: clock.now(),
      };
      if (row.status === 'PendingPayment') {
        await release(row, tx);
        Object.assign(set, {
          status: 'Cancelled',
          holdState: 'released',
          cancelReason: `payment failed: ${reason}`,
          cancelledAt: clock.now(),
        });
      }
      await repo.update({ id: row.id, set }, tx);
    },
  };

  return service;
}
export type ActivityOrdersService = ReturnType<typeof createActivityOrdersService>;
