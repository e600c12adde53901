import type { TimelineEntry } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES } from '@farewise/domain/aftersales/aftersales.rules';
import { formatMoney } from '@farewise/domain/money/format';
import type { DbOrTx } from '../../db/client.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import type { AftersalesDeps } from './aftersales-deps.ts';
import { createFundsOf } from './aftersales-funds.ts';
import { createAftersalesRepository, type RequestRow } from './aftersales.repository.ts';
import { changeAwaitingPayment, quoteChanged } from './aftersales.errors.ts';
import { aftersalesMail } from './aftersales-mail.ts';
import { detailsOf, entry, pendingMailsOf, timelineOf } from './aftersales-view.ts';
import { couponStatus } from './aftersales-order.ts';
import type { StoredPassenger } from '../flight-orders/index.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';

export {
  cardLabel,
  type AftersalesDeps,
  type AftersalesPayments,
  type FundBags,
  type FundSource,
  type Funds,
} from './aftersales-deps.ts';

const MINUTE = 60_000;

/** The parts every after-sales flow shares: funds, quotes' freshness, requests' timelines and mails. */
export function createAftersalesContext(deps: AftersalesDeps) {
  const { db, clock } = deps;
  const requests = createAftersalesRepository({ db });

  const fundsOf = createFundsOf(deps, requests);

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
