import { randomUUID } from 'node:crypto';
import type {
  RefundQuoteWire,
  AfterSalesRequest,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES, type Selection } from '@farewise/domain/aftersales/aftersales.rules';
import { addBusinessDays } from '@farewise/domain/shared/dates';
import { todayUtc } from '@farewise/domain/shared/today';
import type { SeatCount } from '../flights/seat-inventory.service.ts';
import type { AftersalesContext, AftersalesDeps, Funds } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { notAllowed, picturesNotYours, RepeatedSubmit } from './aftersales.errors.ts';
import { aftersalesOrderOf } from './aftersales-order.ts';
import { refundsOf, requestView, type RequestRefund } from './aftersales-view.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import { accessibleOrder, newReference, type OrderCaller } from '../flight-orders/index.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import { owedScheduleChange, planRefund, quoteOf, type RefundQuoteNow } from './refund-plan.ts';
import { refundQuoteWire } from './refund-quote-wire.ts';
import { releaseRefundSeats } from './refund-seats.ts';
import { refundConfirmedText, refundedText } from './refund-text.ts';
import { writeRefund } from './refund-writes.ts';

/**
 * Refunds and cancellations: quotes, submits and the money going back to the card. A submit runs
 * its roles in turn: the rule (refund-plan.ts over the domain's quote), the seats given back
 * (refund-seats.ts), the customer's words (refund-text.ts) and the writes (refund-writes.ts).
 */
export function createAftersalesRefunds(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { db, clock, orders } = deps;
  const { requests } = ctx;
  /** Card refunds arrive within business days of the server's UTC date (no place applies). */
  const arrivalFrom = (now: Date) => addBusinessDays(todayUtc(now), AFTERSALES.refundBusinessDays);

  function quoteWire(
    row: FlightOrderRow,
    funds: Funds,
    kind: 'refund' | 'cancel',
    q: RefundQuoteNow,
  ): RefundQuoteWire {
    return refundQuoteWire(row, funds, kind, q, clock.now());
  }

  /** The quote of a refund or cancellation for the order's page. */
  async function quote(
    row: FlightOrderRow,
    kind: 'refund' | 'cancel',
    selection: Selection,
  ): Promise<RefundQuoteWire> {
    const funds = await ctx.fundsOf(row);
    const owed = owedScheduleChange(await requests.forOrder(row.id));
    const order = aftersalesOrderOf(row, funds, owed);
    return quoteWire(row, funds, kind, quoteOf(order, kind, selection, clock.now().getTime()));
  }

  /**
   * Gives a request's money back through the gateway, outside any transaction: one refund per
   * payment, each with its own ledger key, so a retry (the follow-up job) moves no money twice.
   */
  async function executeRefunds(requestId: string): Promise<void> {
    const pay = deps.payments();
    const row = await requests.byId(requestId);
    if (!row || row.status !== 'refund_pending' || !pay) return;
    const settled: RequestRefund[] = [];
    for (const part of refundsOf(row)) {
      if (part.status === 'succeeded') {
        settled.push(part);
        continue;
      }
      try {
        const result = await pay.refundPayment({
          paymentId: part.paymentId,
          amount: part.amount,
          idempotencyKey: part.key,
        });
        settled.push({ ...part, status: result.status });
      } catch (err) {
        deps.log?.error({ err, requestId }, 'after-sales refund failed');
        settled.push(part);
      }
    }
    const done = settled.every((p) => p.status === 'succeeded');
    const orderRow = await orders.findById({ id: row.orderId });
    await db.transaction(async (tx) => {
      const locked = await requests.lockById(row.id, tx);
      if (!locked || locked.status !== 'refund_pending') return;
      if (!done) {
        await requests.update(locked.id, { refunds: settled, updatedAt: clock.now() }, tx);
        return;
      }
      const now = clock.now();
      const arrivesBy = arrivalFrom(now);
      const words = refundedText({
        amount: ctx.money(locked.refundAmount, locked.currency),
        card: locked.card,
        now,
        arrivesBy,
      });
      const order = await orders.lockById({ id: locked.orderId }, tx);
      if (order)
        await orders.update(
          {
            id: order.id,
            set: { refundedAmount: order.refundedAmount + locked.refundAmount, updatedAt: now },
          },
          tx,
        );
      const mail =
        orderRow &&
        ctx.mailFor(
          orderRow,
          locked,
          [...(locked.timeline as never[]), ...words.timeline],
          words.mail,
        );
      await ctx.record(
        tx,
        locked,
        { status: 'refunded', refunds: settled, arrivesBy },
        words.timeline,
        mail,
      );
    });
  }

  /**
   * A refund (kind 'refund', chosen passengers and directions) or a cancellation (kind 'cancel',
   * the whole booking), in one transaction: the order row locked, the quote made again and
   * compared with what the traveller saw, the tickets marked, the seats returned, a slice plan
   * stopped, and the request written with the refunds it will make. The money moves after commit.
   */
  async function submit(input: {
    caller: OrderCaller;
    uploadCaller: UploadCaller;
    orderId: string;
    clientKey: string;
    kind: 'refund' | 'cancel';
    selection: Selection;
    seen: { quotedAt: string; amount: number };
    reason?: string | null;
    reasonText?: string | null;
    attachments?: string[];
  }): Promise<AfterSalesRequest> {
    const row0 = await accessibleOrder(orders, input.orderId, input.caller);
    const repeated = await requests.byClientKey(row0.id, input.clientKey);
    if (repeated) return requestView(repeated, row0);
    if (input.attachments?.length) {
      const owns = await deps.uploads.ownsAll({
        caller: input.uploadCaller,
        names: input.attachments,
      });
      if (!owns) throw picturesNotYours();
    }
    const requestId = randomUUID();
    let seats: SeatCount[] = [];
    const created = await db
      .transaction(async (tx): Promise<RequestRow | null> => {
        const row = await orders.lockById({ id: row0.id }, tx);
        if (!row) return null;
        await ctx.assertNothingAwaitingPayment(tx, row.id);
        // The money, read under the order's lock: no refund of it commits meanwhile.
        const funds = await ctx.fundsOf(row, tx);
        // The rule. The airline moved a flight by 3 hours or more: the quote refunds in full.
        const owed = owedScheduleChange(await requests.forOrder(row.id, tx));
        const order = aftersalesOrderOf(row, funds, owed);
        const now = clock.now();
        const q = quoteOf(order, input.kind, input.selection, now.getTime());
        if (!q.allowed) throw notAllowed(q.reason ?? 'This booking cannot be refunded now.');
        ctx.checkQuote(input.seen, q.refund, row.currency, () =>
          quoteWire(row, funds, input.kind, q),
        );
        const plan = planRefund({ ...input, row, order, q, funds, requestId });
        // The seats.
        seats = await releaseRefundSeats(deps, row, plan, tx);
        // The customer's words.
        const arrival = arrivalFrom(now);
        const requestNo = newReference('RQ');
        const words = refundConfirmedText({
          kind: input.kind,
          q,
          plan,
          afterScheduleChange: owed != null,
          card: funds.card,
          now,
          quotedAt: new Date(input.seen.quotedAt),
          arrival,
          money: (m) => ctx.money(m, row.currency),
        });
        const mail = ctx.mailFor(row, { requestNo }, words.timeline, words.mail);
        // The writes.
        return writeRefund(deps, ctx, tx, {
          ...input,
          row,
          plan,
          q,
          requestId,
          requestNo,
          owed,
          card: funds.card,
          arrival,
          timeline: words.timeline,
          mail,
          now,
        });
      })
      .catch((err: unknown) => {
        if (err instanceof RepeatedSubmit) return null;
        throw err;
      });
    deps.search.noteSeats(seats);
    const made = created ?? (await requests.byClientKey(row0.id, input.clientKey));
    if (!made) throw notAllowed('This request could not be made. Please try again.');
    if (created) {
      await executeRefunds(created.id);
      await ctx.sendPendingMails(created.id);
    }
    const fresh = (await requests.byId(made.id)) ?? made;
    return requestView(fresh, row0);
  }

  return { quote, quoteWire, submit, executeRefunds };
}
