import type { TimelineEntry } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES, type PaidBags } from '@farewise/domain/aftersales/aftersales.rules';
import { CARD_BRAND_LABELS, type CardBrand } from '@farewise/domain/payments/card.rules';
import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { SeatInventoryService } from '../flights/seat-inventory.service.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import { createAftersalesRepository, type RequestRow } from './aftersales.repository.ts';
import { changeAwaitingPayment, quoteChanged } from './aftersales.errors.ts';
import { aftersalesMail } from './aftersales-mail.ts';
import { detailsOf, entry, pendingMailsOf, timelineOf } from './aftersales-view.ts';
import { couponStatus, passengersOf } from './aftersales-order.ts';
import type { StoredPassenger } from './flight-order-view.ts';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';

/** What after-sales needs of the payments module (its service, typed here so this module does not import it). */
export interface AftersalesPayments {
  paymentsOf(
    kind: OrderType,
    orderId: string,
  ): Promise<
    {
      id: string;
      amount: number;
      status: string;
      refundedAmount: number;
      cardBrand: string | null;
      cardLast4: string | null;
      createdAt: Date;
    }[]
  >;
  refundPayment(opts: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ status: 'succeeded' | 'processing' | 'failed' }>;
  stopSlicePlan(opts: { orderType: OrderType; orderId: string }, tx: DbOrTx): Promise<boolean>;
  abandonPendingPayments(
    opts: { orderType: OrderType; orderId: string; reason: string },
    tx: DbOrTx,
  ): Promise<void>;
}

export interface AftersalesDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  inventory: SeatInventoryService;
  search: FlightSearchService;
  supplier: FlightSupplier;
  mailer: MailService;
  siteUrl: string;
  /** The payments service, once registered (absent in tests of orders alone). */
  payments: () => AftersalesPayments | undefined;
  uploads: { ownsAll(opts: { caller: UploadCaller; names: string[] }): Promise<boolean> };
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
}

/** A payment that money can go back to, with what is left of it (minor units). */
export interface FundSource {
  paymentId: string;
  amount: number;
  refunded: number;
  card: string | null;
}

/** Extra bags paid for one passenger's open ticket on one direction, and the payment they came from. */
export interface FundBags extends PaidBags {
  paymentId: string;
}

export interface Funds {
  sources: FundSource[];
  /** Extra bags bought after booking for tickets still open, not yet given back (decision 040). */
  bags: FundBags[];
  paid: number;
  refunded: number;
  /** The card the money came from: 'Visa •••• 4242'. */
  card: string | null;
}

export const cardLabel = (brand: string | null, last4: string | null) =>
  last4 ? `${CARD_BRAND_LABELS[(brand ?? 'card') as CardBrand] ?? 'Card'} •••• ${last4}` : null;

const MINUTE = 60_000;

/** The parts every after-sales flow shares: funds, quotes' freshness, requests' timelines and mails. */
export function createAftersalesContext(deps: AftersalesDeps) {
  const { db, clock } = deps;
  const requests = createAftersalesRepository({ db });

  /**
   * What was paid for an order and where it can go back: the booking's own payments and those of
   * its completed changes (a split booking draws on the booking it came from). Read outside any
   * transaction (on PGlite a query beside an open transaction waits for it).
   */
  async function fundsOf(row: FlightOrderRow): Promise<Funds> {
    const pay = deps.payments();
    if (!pay) return { sources: [], bags: [], paid: 0, refunded: 0, card: null };
    const payer = row.splitFromOrderId ?? row.id;
    const changes = (await requests.forOrder(payer)).filter(
      (r) => r.kind === 'change' && r.chargeAmount > 0 && r.status === 'completed',
    );
    const rows = [
      ...(await pay.paymentsOf('flight', payer)),
      ...(await Promise.all(changes.map((r) => pay.paymentsOf('aftersales', r.id)))).flat(),
    ]
      .filter((p) => p.status === 'succeeded')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const sources = rows.map((p) => ({
      paymentId: p.id,
      amount: p.amount,
      refunded: p.refundedAmount,
      card: cardLabel(p.cardBrand, p.cardLast4),
    }));
    // Bags of tickets still open, each line up to what is left of its payment.
    const bags: FundBags[] = [];
    const people = passengersOf(row);
    const bagRequests = (await requests.forOrder(row.id)).filter(
      (r) => r.kind === 'bags' && r.status === 'completed',
    );
    for (const r of bagRequests) {
      const charged = (await pay.paymentsOf('aftersales', r.id)).filter(
        (p) => p.status === 'succeeded',
      );
      let left = charged.reduce((s, p) => s + p.amount - p.refundedAmount, 0);
      for (const line of detailsOf(r).bags ?? []) {
        const p = people[line.passengerIndex];
        if (!p || couponStatus(p, line.direction) !== 'open' || !charged[0]) continue;
        const amount = Math.min(line.amount, left);
        if (amount <= 0) continue;
        left -= amount;
        bags.push({
          passengerIndex: line.passengerIndex,
          direction: line.direction,
          pieces: line.pieces,
          amount,
          paymentId: charged[0].id,
        });
      }
    }
    return {
      sources,
      bags,
      paid: sources.reduce((s, p) => s + p.amount, 0),
      refunded: sources.reduce((s, p) => s + p.refunded, 0),
      card: sources.find((s) => s.card)?.card ?? null,
    };
  }

  const money = (minor: number, currency: string) => formatMoney(minor, currency);

  /** The quote the traveller confirmed must still be the price and at most 15 minutes old. */
  function checkQuote(
    seen: { quotedAt: string; amount: number },
    amountNow: number,
    currency: string,
    fresh: () => unknown,
  ): void {
    const age = clock.now().getTime() - Date.parse(seen.quotedAt);
    const expired = !(age >= -MINUTE && age <= AFTERSALES.quoteValidMinutes * MINUTE);
    const moved = Math.round(seen.amount * 100) !== amountNow;
    if (!expired && !moved) return;
    throw quoteChanged(
      fresh(),
      expired
        ? `This quote is more than ${AFTERSALES.quoteValidMinutes} minutes old. Please check the new quote (${money(amountNow, currency)}) and confirm again.`
        : `The price has changed to ${money(amountNow, currency)}. Please check the new quote and confirm again.`,
    );
  }

  /** Appends to a request's timeline and queues a mail, in the caller's transaction. */
  async function record(
    tx: DbOrTx,
    row: RequestRow,
    set: Partial<RequestRow>,
    add: TimelineEntry[],
    mail?: OutgoingMail | null,
  ): Promise<RequestRow> {
    const next = {
      ...set,
      timeline: [...timelineOf(row), ...add],
      pendingMails: mail ? [...pendingMailsOf(row), mail] : pendingMailsOf(row),
      updatedAt: clock.now(),
    };
    await requests.update(row.id, next, tx);
    return { ...row, ...next };
  }

  /** Sends a request's queued mails once its transaction has committed; a failure is retried by the follow-up job. */
  async function sendPendingMails(requestId: string): Promise<void> {
    const row = await requests.byId(requestId);
    const mails = row ? pendingMailsOf(row) : [];
    if (!row || mails.length === 0) return;
    const left: OutgoingMail[] = [];
    for (const mail of mails) {
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        deps.log?.error({ err, requestId }, 'after-sales mail failed');
        left.push(mail);
      }
    }
    // Only the mails sent are taken off (another step may have queued more meanwhile).
    const fresh = await requests.byId(requestId);
    const queued = fresh ? pendingMailsOf(fresh) : [];
    await requests.update(requestId, {
      pendingMails: [...left, ...queued.slice(mails.length)],
    });
  }

  /** The mail of a step, to the order's contact. */
  function mailFor(
    order: FlightOrderRow,
    row: Pick<RequestRow, 'requestNo'>,
    timeline: TimelineEntry[],
    opts: {
      subject: string;
      heading: string;
      paragraphs: string[];
      attachments?: OutgoingMail['attachments'];
    },
  ): OutgoingMail | null {
    if (!order.contactEmail) return null;
    return aftersalesMail({
      to: order.contactEmail,
      siteUrl: deps.siteUrl,
      orderNo: order.orderNo,
      requestNo: row.requestNo,
      timeline,
      ...opts,
    });
  }

  /**
   * In the transaction that locked the order: a change or name correction waiting for payment
   * would reissue tickets another request is about to refund or change, so one waits for the other.
   */
  async function assertNothingAwaitingPayment(tx: DbOrTx, orderId: string): Promise<void> {
    const now = clock.now();
    const waiting = (await requests.forOrder(orderId, tx)).find(
      (r) =>
        r.status === 'awaiting_payment' &&
        (r.kind === 'change' || r.kind === 'name') &&
        (!r.holdExpiresAt || r.holdExpiresAt > now),
    );
    if (waiting) throw changeAwaitingPayment(waiting.requestNo);
  }

  /**
   * Extra bags not yet paid for a ticket that is no longer open (refunded, moved): they can never
   * fly, so the request ends and cannot be paid (decision 040). In the transaction that closed the
   * tickets, with the passengers as they now are; a payment waiting for 3-D Secure is ended too.
   */
  async function endBagsOfClosedTickets(
    tx: DbOrTx,
    order: FlightOrderRow,
    passengers: StoredPassenger[],
  ): Promise<void> {
    const now = clock.now();
    const held = (await requests.forOrder(order.id, tx)).filter(
      (r) => r.kind === 'bags' && r.status === 'awaiting_payment',
    );
    for (const r of held) {
      const closed = (detailsOf(r).bags ?? []).some((b) => {
        const p = passengers[b.passengerIndex];
        return !p || couponStatus(p, b.direction) !== 'open';
      });
      if (!closed) continue;
      try {
        await deps
          .payments()
          ?.abandonPendingPayments(
            { orderType: 'aftersales', orderId: r.id, reason: 'The ticket was refunded.' },
            tx,
          );
      } catch {
        // A charge is on its way: when it lands, payments gives it back (the request is closed).
      }
      const text =
        'The ticket these bags were for was refunded, so they cannot fly: this request is closed and nothing is charged for it.';
      const add = [entry('cancelled', now, text), entry('closed', now, 'Request closed.')];
      const mail = mailFor(order, r, [...timelineOf(r), ...add], {
        subject: 'Your extra bags are cancelled',
        heading: 'Your extra bags are cancelled',
        paragraphs: [text],
      });
      await record(tx, r, { status: 'closed', holdExpiresAt: null }, add, mail);
    }
  }

  return {
    requests,
    fundsOf,
    endBagsOfClosedTickets,
    money,
    checkQuote,
    record,
    sendPendingMails,
    mailFor,
    assertNothingAwaitingPayment,
  };
}
export type AftersalesContext = ReturnType<typeof createAftersalesContext>;
