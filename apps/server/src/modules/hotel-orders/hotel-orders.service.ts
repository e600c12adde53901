import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@farewise/domain/money/currency';
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import type {
  HotelBookingResult,
  HotelOrderRefund,
  HotelOrderStatus,
  HotelOrdersList,
  HotelPayInfo,
  HotelQuote,
  HotelRefundResult,
  HotelRoomLine,
  HotelVoucher,
} from '@farewise/domain/orders/hotel-order.schemas';
import {
  hotelReservationErrors,
  type HotelContactFields,
  type HotelGuestFields,
} from '@farewise/domain/orders/hotel-reservation.rules';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { HotelRates } from '../hotels/hotel-rates.ts';
import type { PayableOrder, PayableStatus } from '../payments/payable.ts';
import { priceStay } from './hotel-order-quote.ts';
import {
  cancellationQuote,
  orderInfo,
  orderListItem,
  type Snapshot,
  type StoredPayment,
  type StoredRoom,
} from './hotel-order-view.ts';
import { hotelConfirmationMail } from './hotel-order-mail.ts';
import { createHotelOrdersRepository, type HotelOrderRow } from './hotel-orders.repository.ts';
import {
  cannotCancel,
  hotelOrderNotFound,
  hotelPriceChanged,
  loginRequired,
  nonRefundable,
  orderNotPaid,
  orderNotPending,
  reservationInvalid,
} from './hotel-orders.errors.ts';

/** Minutes rooms stay held for an unpaid order. */
export const HOLD_MINUTES = 15;
const ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Who is asking: a signed-in user, and/or a guest's order token. */
export interface HotelOrderCaller {
  userId: string | null;
  orderToken: string | null;
}

/** The parts of the payments service cancellations use (absent when payments is not registered). */
export interface RefundGateway {
  refundPayment(opts: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ status: 'succeeded' | 'processing' | 'failed' }>;
}

export interface HotelOrdersDeps {
  db: Db;
  clock: Clock;
  hotels: HotelsService;
  rates: HotelRates;
  mailer: MailService;
  siteUrl: string;
  refunds: () => RefundGateway | undefined;
  log?: { error(obj: unknown, msg?: string): void };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newOrderNo = () =>
  `HW${Array.from({ length: 8 }, () => ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)]).join('')}`;
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function sameToken(token: string | null, hash: string | null): boolean {
  if (!hash || !token) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One hold per room type, in id order so two bookings lock the same rows in the same order. */
function holdsOf(hotelId: string, lines: HotelRoomLine[], nights: string[]) {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.RoomTypeId, (counts.get(l.RoomTypeId) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([roomTypeId, count]) => ({ hotelId, roomTypeId, nights, count }));
}

const PAID_STATUSES: HotelOrderStatus[] = ['Paid', 'Issued'];

export function createHotelOrdersService(deps: HotelOrdersDeps) {
  const { db, clock, hotels } = deps;
  const orders = createHotelOrdersRepository({ db });

  const canRead = (row: HotelOrderRow, caller: HotelOrderCaller) =>
    row.userId ? caller.userId === row.userId : sameToken(caller.orderToken, row.guestTokenHash);

  async function accessible(
    insideOrderNo: string,
    caller: HotelOrderCaller,
  ): Promise<HotelOrderRow> {
    const row = await orders.findByOrderNo({ orderNo: insideOrderNo.trim().toUpperCase() });
    if (!row) throw hotelOrderNotFound();
    // Anyone else, a signed-in stranger included, gets the answer an unknown number gets.
    if (!canRead(row, caller)) throw hotelOrderNotFound();
    return row;
  }

  async function releaseRooms(row: HotelOrderRow, tx: DbOrTx) {
    if (row.holdState === 'released') return;
    for (const hold of holdsOf(row.hotelId, (row.snapshot as Snapshot).RoomLines, row.nights))
      await hotels.releaseRooms(hold, tx);
  }

  /** Holds every room of the order, all or none (the caller's transaction rolls back on hotels.sold_out). */
  async function holdRooms(hotelId: string, lines: HotelRoomLine[], nights: string[], tx: Tx) {
    for (const hold of holdsOf(hotelId, lines, nights)) await hotels.holdRooms(hold, tx);
  }

  function payStatus(row: HotelOrderRow): PayableStatus {
    if (row.status === 'PendingPayment') {
      return row.holdState === 'held' && row.holdExpiresAt && row.holdExpiresAt > clock.now()
        ? 'awaiting_payment'
        : 'expired';
    }
    if (PAID_STATUSES.includes(row.status as HotelOrderStatus)) return 'paid';
    return row.cancelReason === 'expired' ? 'expired' : 'cancelled';
  }

  /** Gives the money back through the gateway, outside any transaction, then settles the order's status. */
  async function executeRefund(orderId: string, refundId: string): Promise<HotelOrderRow> {
    const row = await orders.findById({ id: orderId });
    if (!row) throw hotelOrderNotFound();
    const refunds = row.refunds as HotelOrderRefund[];
    const refund = refunds.find((r) => r.refundId === refundId);
    if (!refund || refund.status === 'refunded' || refund.status === 'recorded') return row;
    const gateway = deps.refunds();
    const paid = (row.payments as StoredPayment[]).filter(
      (p) => p.status === 'succeeded' && p.paymentId,
    );
    let status: HotelOrderRefund['status'] = 'refunded';
    if (!gateway || paid.length === 0 || refund.amount === 0) status = 'recorded';
    else {
      let left = refund.amount;
      try {
        for (const p of paid) {
          const part = Math.min(left, p.amount);
          if (part <= 0) continue;
          const result = await gateway.refundPayment({
            paymentId: p.paymentId as string,
            amount: part,
            idempotencyKey: `hotel-refund:${refundId}:${p.paymentId}`,
          });
          // Not given back yet (no answer, or refused): the retry asks again with the same key.
          if (result.status !== 'succeeded') throw new Error(`refund ${result.status}`);
          left -= part;
        }
      } catch (err) {
        deps.log?.error({ err, orderId }, 'hotel refund failed');
        status = 'failed';
      }
    }
    const done = status !== 'failed';
    const finalStatus: HotelOrderStatus = !done
      ? 'RoomRefundPending'
      : refund.amount === 0
        ? 'Cancelled'
        : refund.charged > 0
          ? 'PartRefund'
          : 'RoomRefund';
    const set = {
      refunds: refunds.map((r) => (r.refundId === refundId ? { ...r, status } : r)),
      refundedAmount: row.refundedAmount + (done ? refund.amount : 0),
      status: finalStatus,
      updatedAt: clock.now(),
    };
    await orders.update({ id: row.id, set });
    return { ...row, ...set };
  }

  function confirmationNumber(hotelId: string): string {
    return `${hotelId
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-4)
      .toUpperCase()}-${randomInt(100_000, 999_999)}`;
  }

  const service = {
    /** POST /v3/hotel/verify: the room and rate priced now, with the rooms left; 409 { was, now } when the total moved. */
    async verify(input: {
      sk: string;
      RoomTypeId: string;
      RatePlanId: string;
      Currency?: Currency;
      totalPrice?: number;
    }): Promise<HotelQuote> {
      const priced = priceStay({
        supplier: hotels.supplier,
        rates: deps.rates,
        now: clock.now(),
        sk: input.sk,
        roomTypeId: input.RoomTypeId,
        ratePlanId: input.RatePlanId,
        currency: input.Currency,
      });
      const hotel = hotels.supplier.hotel(priced.quote.HotelId)!;
      const free = await hotels.availability({ hotel, nights: priced.nights });
      const available = Math.min(...priced.lines.map((l) => free.get(l.RoomTypeId) ?? 0));
      if (input.totalPrice !== undefined && input.totalPrice !== priced.quote.TotalPrice) {
        throw hotelPriceChanged({
          was: input.totalPrice,
          now: priced.quote.TotalPrice,
          currency: priced.currency,
        });
      }
      return { ...priced.quote, Available: available };
    },

    /** POST /v3/hotel/booking: rules, price from the supplier, every night's rooms held and the order written in one transaction. */
    async book(input: {
      userId: string | null;
      sk: string;
      RoomTypeId: string;
      RatePlanId: string;
      Currency?: Currency;
      totalPrice: number;
      Guests: HotelGuestFields[];
      Contact: HotelContactFields;
      SpecialRequests: string;
    }): Promise<HotelBookingResult> {
      const now = clock.now();
      const priced = priceStay({
        supplier: hotels.supplier,
        rates: deps.rates,
        now,
        sk: input.sk,
        roomTypeId: input.RoomTypeId,
        ratePlanId: input.RatePlanId,
        currency: input.Currency,
      });
      const errors = hotelReservationErrors({
        rooms: priced.stay.rooms.length,
        guests: input.Guests,
        contact: input.Contact,
        specialRequests: input.SpecialRequests,
      });
      if (errors.length) throw reservationInvalid(errors);
      // The price is the supplier's, never the caller's: a different total is refused, not charged.
      if (input.totalPrice !== priced.quote.TotalPrice)
        throw hotelPriceChanged({
          was: input.totalPrice,
          now: priced.quote.TotalPrice,
          currency: priced.currency,
        });
      const contact = {
        name: trim(input.Contact.name),
        email: trim(input.Contact.email),
        postcode: normaliseCallingCode(trim(input.Contact.postcode)),
        mobile: trim(input.Contact.mobile),
      };
      const rooms: StoredRoom[] = priced.stay.rooms.map((r, i) => ({
        adults: r.adults,
        children: r.children,
        guest: {
          given_name: trim(input.Guests[i]?.given_name),
          surname: trim(input.Guests[i]?.surname),
        },
      }));
      const hotel = hotels.supplier.hotel(priced.quote.HotelId)!;
      const snapshot: Snapshot = {
        ...priced.quote,
        RoomPhoto: priced.lines[0]?.Photo ?? priced.quote.Photo,
      };
      const accessToken = input.userId ? null : randomBytes(24).toString('base64url');
      const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            // All nights or none; the last room of a night goes to one traveller (hotels.sold_out, 409).
            await holdRooms(hotel.id, priced.lines, priced.nights, tx);
            return orders.insert(
              {
                orderNo: newOrderNo(),
                userId: input.userId,
                guestTokenHash: accessToken ? hashToken(accessToken) : null,
                hotelId: hotel.id,
                roomTypeId: priced.quote.RoomTypeId,
                ratePlanId: priced.quote.RatePlanId,
                refundable: priced.refundable,
                checkIn: priced.stay.checkIn,
                checkOut: priced.stay.checkOut,
                nights: priced.nights,
                roomCount: rooms.length,
                snapshot,
                rooms,
                contact,
                contactEmail: contact.email.toLowerCase(),
                specialRequests: input.SpecialRequests.trim(),
                currency: priced.currency,
                rate: priced.rate,
                nightly: priced.quote.NightlyPrices,
                subtotal: priced.quote.Subtotal,
                taxes: priced.quote.TaxesAndFees,
                total: priced.quote.TotalPrice,
                freeCancelUntil: priced.deadline ? new Date(priced.deadline.utcMs) : null,
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
            orderId: row.id,
            insideOrderNo: row.orderNo,
            accessToken,
            holdExpiresAt: holdExpiresAt.toISOString(),
            Currency: row.currency,
            TotalPrice: row.total,
          };
        } catch (err) {
          // A clash of order numbers (about 1 in 10^12 per pair): draw another.
          if (attempt < 3 && /order_no/.test(String((err as { message?: string }).message ?? '')))
            continue;
          throw err;
        }
      }
    },

    async detail({ insideOrderNo, caller }: { insideOrderNo: string; caller: HotelOrderCaller }) {
      await service.releaseExpiredHolds();
      return orderInfo(await accessible(insideOrderNo, caller), clock.now());
    },

    /** POST /v3/hotel/binfo by order id (the pay page's URL) or order number. */
    async payInfo({
      orderId,
      insideOrderNo,
      caller,
    }: {
      orderId?: string;
      insideOrderNo?: string;
      caller: HotelOrderCaller;
    }): Promise<HotelPayInfo> {
      await service.releaseExpiredHolds();
      let row: HotelOrderRow | null;
      if (orderId) {
        row = await orders.findById({ id: orderId });
        if (!row) throw hotelOrderNotFound();
        if (!canRead(row, caller)) throw hotelOrderNotFound();
      } else row = await accessible(insideOrderNo ?? '', caller);
      const snap = row.snapshot as Snapshot;
      const payable = payStatus(row) === 'awaiting_payment';
      return {
        orderId: row.id,
        insideOrderNo: row.orderNo,
        status: row.status as HotelOrderStatus,
        statusText: orderStatusLabel(row.status),
        payable,
        holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
        Currency: row.currency,
        TotalPrice: row.total,
        AmountDue: payable ? row.total - row.paidAmount : 0,
        HotelName: snap.HotelName,
        RoomName: snap.RoomName,
        RatePlanName: snap.RatePlanName,
        CheckIn: row.checkIn,
        CheckOut: row.checkOut,
        Nights: row.nights.length,
        RoomCount: row.roomCount,
        PolicyText: snap.Policy.CancellationText,
      };
    },

    /** POST /v3/hotel/confirm: a paid order gets the supplier's confirmation number (once), then the e-mail. */
    async confirm({ insideOrderNo, caller }: { insideOrderNo: string; caller: HotelOrderCaller }) {
      const row = await accessible(insideOrderNo, caller);
      if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw orderNotPaid();
      await service.confirmPaid(row.id);
      return orderInfo((await orders.findById({ id: row.id }))!, clock.now());
    },

    /** Paid → Issued with a confirmation number; sends the confirmation e-mail once. */
    async confirmPaid(orderId?: string): Promise<number> {
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
        await service.sendConfirmation(row.id);
      }
      return n;
    },

    async sendConfirmation(orderId: string): Promise<void> {
      const row = await orders.findById({ id: orderId });
      if (!row || row.confirmationSentAt || row.status !== 'Issued') return;
      try {
        await deps.mailer.send(
          hotelConfirmationMail({
            order: orderInfo(row, clock.now()),
            to: row.contactEmail,
            siteUrl: deps.siteUrl,
            now: clock.now(),
          }),
        );
        await orders.update({ id: row.id, set: { confirmationSentAt: clock.now() } });
      } catch (err) {
        deps.log?.error({ err, orderId }, 'hotel confirmation mail failed');
      }
    },

    /**
     * POST /v3/hotel/refund: cancels a paid order per its rate plan (free before the deadline; after
     * it the first night is kept; non-refundable refused), or an unpaid one at no cost. The rooms go
     * back in the same transaction; the money goes back afterwards through the gateway.
     */
    async refund({
      insideOrderNo,
      reason,
      caller,
    }: {
      insideOrderNo: string;
      reason: string;
      caller: HotelOrderCaller;
    }): Promise<HotelRefundResult> {
      const found = await accessible(insideOrderNo, caller);
      if (found.status === 'PendingPayment') {
        await service.cancelUnpaid({ insideOrderNo, caller, reason });
        return {
          status: 'Cancelled',
          statusText: orderStatusLabel('Cancelled'),
          refund: null,
          msg: 'Your booking has been cancelled and the rooms released.',
        };
      }
      const refundId = randomUUID();
      await db.transaction(async (tx) => {
        const row = await orders.lockById({ id: found.id }, tx);
        if (!row) throw hotelOrderNotFound();
        const q = cancellationQuote(row, clock.now());
        if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw cannotCancel(q.text);
        if (!row.refundable) throw nonRefundable();
        if (!q.allowed) throw cannotCancel(q.text);
        await releaseRooms(row, tx);
        const refund: HotelOrderRefund = {
          refundId,
          amount: q.refundAmount,
          charged: q.chargeAmount,
          currency: row.currency,
          status: 'pending',
          reason: reason.trim(),
          at: clock.now().toISOString(),
        };
        await orders.update(
          {
            id: row.id,
            set: {
              status: 'RoomRefundPending',
              holdState: 'released',
              refunds: [...(row.refunds as HotelOrderRefund[]), refund],
              cancelReason: reason.trim() || 'cancelled by the traveller',
              cancelledAt: clock.now(),
              updatedAt: clock.now(),
            },
          },
          tx,
        );
      });
      const settled = await executeRefund(found.id, refundId);
      const refund =
        (settled.refunds as HotelOrderRefund[]).find((r) => r.refundId === refundId) ?? null;
      const msg =
        settled.status === 'RoomRefundPending'
          ? 'Your booking is cancelled. The refund could not be completed yet; we will retry it and let you know.'
          : refund && refund.charged > 0
            ? 'Your booking is cancelled. The first night is charged and the rest refunded.'
            : 'Your booking is cancelled and fully refunded.';
      return {
        status: settled.status as HotelOrderStatus,
        statusText: orderStatusLabel(settled.status),
        refund,
        msg,
      };
    },

    async refundList({
      insideOrderNo,
      caller,
    }: {
      insideOrderNo: string;
      caller: HotelOrderCaller;
    }) {
      const row = await accessible(insideOrderNo, caller);
      const list = row.refunds as HotelOrderRefund[];
      return { list, total: list.length };
    },

    /** POST /hotel/cancel: an unpaid order is cancelled and its rooms released. */
    async cancelUnpaid({
      insideOrderNo,
      caller,
      reason = '',
    }: {
      insideOrderNo: string;
      caller: HotelOrderCaller;
      reason?: string;
    }) {
      const found = await accessible(insideOrderNo, caller);
      await db.transaction(async (tx) => {
        const row = await orders.lockById({ id: found.id }, tx);
        if (!row) throw hotelOrderNotFound();
        if (row.status !== 'PendingPayment') throw orderNotPending();
        await releaseRooms(row, tx);
        await orders.update(
          {
            id: row.id,
            set: {
              status: 'Cancelled',
              holdState: 'released',
              cancelReason: reason.trim() || 'cancelled before payment',
              cancelledAt: clock.now(),
              updatedAt: clock.now(),
            },
          },
          tx,
        );
      });
      return orderInfo((await orders.findById({ id: found.id }))!, clock.now());
    },

    /** POST /hotel/ticket: the voucher of a paid order. */
    async voucher({
      insideOrderNo,
      caller,
    }: {
      insideOrderNo: string;
      caller: HotelOrderCaller;
    }): Promise<HotelVoucher> {
      const row = await accessible(insideOrderNo, caller);
      if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw orderNotPaid();
      const info = orderInfo(row, clock.now());
      return {
        insideOrderNo: row.orderNo,
        confirmationNo: row.confirmationNo,
        statusText: info.statusText,
        HotelName: info.hotel.Name,
        Address: info.hotel.Address,
        CheckIn: row.checkIn,
        CheckOut: row.checkOut,
        CheckInFrom: info.hotel.CheckInFrom,
        CheckOutUntil: info.hotel.CheckOutUntil,
        Nights: info.Nights,
        RoomName: info.room.Name,
        RatePlanName: info.room.RatePlanName,
        BreakfastText: info.Policy.BreakfastText,
        Guests: info.Rooms.map((r, i) => ({
          Room: i + 1,
          Name: `${r.Guest.given_name} ${r.Guest.surname}`,
          Adults: r.AdultNumber,
          Children: r.childNumber,
          ChildAges: r.ChildAge.filter((a): a is number => a !== ''),
        })),
        LeadContact: info.Contact.name,
        SpecialRequests: info.SpecialRequests,
        Currency: row.currency,
        TotalPrice: row.total,
        PolicyText: info.Policy.CancellationText,
        IssuedAt: clock.now().toISOString(),
      };
    },

    /** POST /v3/commonb2c/orders/hotel: the signed-in user's orders, newest first. */
    async listForUser({
      userId,
      page,
      size,
    }: {
      userId: string | null;
      page: number;
      size: 10 | 20 | 50;
    }): Promise<HotelOrdersList> {
      if (!userId) throw loginRequired();
      await service.releaseExpiredHolds();
      const { rows, total } = await orders.pageForUser({ userId, page, size });
      return {
        page,
        size,
        total,
        list: rows.map(orderListItem),
      };
    },

    /** Unpaid holds past 15 minutes: rooms back, order cancelled. The job runner and lazy checks call it. */
    async releaseExpiredHolds(): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await orders.lockExpiredHolds({ now: clock.now(), limit: 100 }, tx);
        for (const row of expired) {
          await releaseRooms(row, tx);
          await orders.update(
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

    /** Refunds that failed at the gateway are tried again. */
    async retryPendingRefunds(): Promise<number> {
      const rows = await orders.pendingRefunds({ limit: 20 });
      for (const row of rows) {
        for (const r of row.refunds as HotelOrderRefund[])
          if (r.status === 'pending' || r.status === 'failed')
            await executeRefund(row.id, r.refundId);
      }
      return rows.length;
    },

    // ---- the payments module's side (registerPayable('hotel', …)) ----

    async load(orderId: string, tx: DbOrTx): Promise<PayableOrder | null> {
      const row = await orders.findById({ id: orderId }, tx);
      if (!row) return null;
      const snap = row.snapshot as Snapshot;
      return {
        amountDue: row.total,
        currency: row.currency,
        paymentType: 'full',
        ownerUserId: row.userId,
        guestEmail: row.userId ? null : row.contactEmail,
        contactEmail: row.contactEmail,
        status: payStatus(row),
        title: `Hotel order ${row.orderNo} · ${snap.HotelName}`,
        orderNo: row.orderNo,
      };
    },

    async canAccess(orderId: string, caller: HotelOrderCaller): Promise<boolean> {
      const row = await orders.findById({ id: orderId });
      return !!row && canRead(row, caller);
    },

    /** Paid in full: the rooms are kept (taken again if the hold lapsed meanwhile) and confirmation follows. */
    async onPaid(
      {
        orderId,
        payment,
      }: {
        orderId: string;
        payment: {
          paymentId: string;
          kind: string;
          amount: number;
          cardBrand: string | null;
          cardLast4: string | null;
        };
      },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw hotelOrderNotFound();
      const record: StoredPayment = {
        paymentId: payment.paymentId,
        kind: payment.kind,
        amount: payment.amount,
        status: 'succeeded',
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        at: clock.now().toISOString(),
      };
      const set: Partial<HotelOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), record],
        paidAmount: row.paidAmount + payment.amount,
        updatedAt: clock.now(),
      };
      if (
        row.status === 'PendingPayment' ||
        (row.status === 'Cancelled' && row.cancelReason === 'expired')
      ) {
        let rooms = row.holdState === 'held';
        if (!rooms) {
          try {
            // A savepoint: when the rooms are gone, only this attempt rolls back.
            await tx.transaction((inner) =>
              holdRooms(row.hotelId, (row.snapshot as Snapshot).RoomLines, row.nights, inner),
            );
            rooms = true;
          } catch {
            rooms = false;
          }
        }
        if (rooms) Object.assign(set, { status: 'Paid', holdState: 'confirmed' });
        else {
          // Paid, but the rooms went to someone else after the hold lapsed: the whole amount goes back.
          const refund: HotelOrderRefund = {
            refundId: randomUUID(),
            amount: payment.amount,
            charged: 0,
            currency: row.currency,
            status: 'pending',
            reason: 'The rooms were no longer available when the payment arrived.',
            at: clock.now().toISOString(),
          };
          Object.assign(set, {
            status: 'RoomRefundPending',
            holdState: 'released',
            refunds: [...(row.refunds as HotelOrderRefund[]), refund],
          });
        }
      }
      await orders.update({ id: row.id, set }, tx);
      scheduleFollowUp();
    },

    /** The payment failed: an unpaid order is cancelled and its rooms released (SPEC 2.4). */
    async onFailed(
      { orderId, reason }: { orderId: string; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw hotelOrderNotFound();
      const record: StoredPayment = {
        paymentId: null,
        kind: 'full',
        amount: 0,
        status: 'failed',
        cardBrand: null,
        cardLast4: null,
        at: clock.now().toISOString(),
      };
      const set: Partial<HotelOrderRow> = {
        payments: [...(row.payments as StoredPayment[]), record],
        updatedAt: clock.now(),
      };
      if (row.status === 'PendingPayment') {
        await releaseRooms(row, tx);
        Object.assign(set, {
          status: 'Cancelled',
          holdState: 'released',
          cancelReason: `payment failed: ${reason}`,
          cancelledAt: clock.now(),
        });
      }
      await orders.update({ id: row.id, set }, tx);
    },
  };

  let followUp: NodeJS.Timeout | null = null;
  /** Confirmation and refunds run after the payment's transaction commits, as a supplier answers later. */
  function scheduleFollowUp() {
    if (followUp) return;
    followUp = setTimeout(() => {
      followUp = null;
      service
        .confirmPaid()
        .then(() => service.retryPendingRefunds())
        .catch((err: unknown) => deps.log?.error({ err }, 'hotel order follow-up failed'));
    }, 50);
    followUp.unref();
  }

  return service;
}
export type HotelOrdersService = ReturnType<typeof createHotelOrdersService>;
