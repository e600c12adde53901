import { randomUUID } from 'node:crypto';
import type {
  RefundQuoteWire,
  AfterSalesRequest,
} from '@farewise/domain/aftersales/aftersales.schemas';
import {
  AFTERSALES,
  type AftersalesOrder,
  type Direction,
  type Selection,
} from '@farewise/domain/aftersales/aftersales.rules';
import {
  cancelQuote,
  refundQuote,
  type RefundQuote,
} from '@farewise/domain/aftersales/refund-quote';
import { formatDay } from '@farewise/domain/aftersales/request-status';
import { addBusinessDays } from '@farewise/domain/shared/dates';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { DbOrTx } from '../../db/client.ts';
import type { SeatCount } from '../flights/seat-inventory.service.ts';
import type { AftersalesContext, AftersalesDeps, FundSource, Funds } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { notAllowed, picturesNotYours } from './aftersales.errors.ts';
import { aftersalesOrderOf, directionsOf, fullName, passengersOf } from './aftersales-order.ts';
import {
  detailsOf,
  entry,
  refundsOf,
  requestRoute,
  requestView,
  type RequestRefund,
} from './aftersales-view.ts';
import type { StoredPassenger } from './flight-order-view.ts';
import type { FlightOrderRow } from './flight-orders.repository.ts';
import { accessibleOrder, type OrderCaller } from './order-access.ts';
import { newReference } from './order-numbers.ts';
import type { UploadCaller } from '../users/uploads.service.ts';

const MINUTE = 60_000;

/** The seats the chosen coupons hold, returned to the inventory, in the caller's transaction. */
export async function releaseCoupons(
  deps: Pick<AftersalesDeps, 'inventory'>,
  row: FlightOrderRow,
  passengers: number[],
  directions: Direction[],
  tx: DbOrTx,
): Promise<SeatCount[]> {
  const counts: SeatCount[] = [];
  for (const d of directionsOf(row).filter((x) => directions.includes(x.direction))) {
    const count = passengers.length;
    counts.push(
      ...(await deps.inventory.releaseSeats(
        { flightKeys: d.seatFlights.map((f) => f.flightKey), cabin: row.cabin, count },
        tx,
      )),
    );
  }
  return counts;
}

/** Passengers with the chosen coupons marked. */
export function markCoupons(
  list: StoredPassenger[],
  passengers: number[],
  directions: Direction[],
  status: 'refunded' | 'moved' | 'open',
): StoredPassenger[] {
  return list.map((p, i) =>
    passengers.includes(i)
      ? {
          ...p,
          coupons: {
            ...p.coupons,
            ...Object.fromEntries(directions.map((d) => [String(d), status])),
          },
        }
      : p,
  );
}

/** How a refund is drawn from the payments: oldest first, each up to what is left of it. */
export function allocateRefund(
  sources: FundSource[],
  amount: number,
  requestId: string,
): RequestRefund[] {
  const parts: RequestRefund[] = [];
  let left = amount;
  for (const s of sources) {
    const room = s.amount - s.refunded;
    const part = Math.min(left, room);
    if (part <= 0) continue;
    parts.push({
      paymentId: s.paymentId,
      amount: part,
      key: `flight-refund:${requestId}:${s.paymentId}`,
      status: 'processing',
    });
    left -= part;
    if (left <= 0) break;
  }
  return parts;
}

/** An airline schedule change awaiting the traveller's answer that owes a full refund. */
export interface OwedScheduleChange {
  requestId: string;
  requestNo: string;
  flightNumber: string;
  shiftMinutes: number;
}

/** The significant schedule change of an order still waiting for an answer, among its requests. */
export function owedScheduleChange(list: readonly RequestRow[]): OwedScheduleChange | null {
  const open = list.find(
    (r) => r.kind === 'schedule' && r.status === 'action_needed' && detailsOf(r).significant,
  );
  if (!open) return null;
  const d = detailsOf(open);
  return {
    requestId: open.id,
    requestNo: open.requestNo,
    flightNumber: d.flightNumber ?? '',
    shiftMinutes: d.shiftMinutes ?? 0,
  };
}

/**
 * How the refund of a quote is made up, in one sentence whose figures add up: for a slice
 * booking what was paid less the hold price fee (decision 041), else the tickets' fare and taxes
 * less the airline's fee and the fare it keeps.
 */
export function refundBreakdown(q: RefundQuote, money: (minor: number) => string): string {
  return `${ticketsBreakdown({ ...q, refund: q.refund - q.bags }, money)}${bagsBreakdown(q, money)}`;
}

/** The extra bags of the refunded tickets, given back in full (decision 040), or ''. */
function bagsBreakdown(q: RefundQuote, money: (minor: number) => string): string {
  if (q.bags <= 0) return '';
  const bags = q.bagPieces === 1 ? 'The extra bag' : `The ${q.bagPieces} extra bags`;
  return ` ${bags} bought for these flights will not fly, so ${money(q.bags)} comes back for ${q.bagPieces === 1 ? 'it' : 'them'} in full: ${money(q.refund)} in all.`;
}

function ticketsBreakdown(q: RefundQuote, money: (minor: number) => string): string {
  if (q.paidInSlices) {
    const stop = q.unpaidBalance > 0 ? ' The instalments stop: nothing more is charged.' : '';
    return q.holdFeeKept > 0
      ? `You paid ${money(q.paid)}; the hold price fee of ${money(q.holdFeeKept)} is not refunded (slice payment terms), so ${money(q.refund)} comes back.${stop}`
      : `Everything you paid, ${money(q.paid)}, comes back, the hold price fee too.${stop}`;
  }
  const kept = [
    q.fee > 0 ? `the airline's refund fee of ${money(q.fee)}` : '',
    q.nonRefundable > 0 ? `the non-refundable fare of ${money(q.nonRefundable)}` : '',
  ].filter(Boolean);
  return `The tickets come to ${money(q.tickets)}${kept.length ? `, less ${kept.join(' and ')}` : ''}${q.beyondPaid > 0 ? `, limited to what is left of your payment` : ''}: ${money(q.refund)} comes back.`;
}

/** Refunds and cancellations: quotes, submits and the money going back to the card. */
export function createAftersalesRefunds(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { db, clock, orders } = deps;
  const { requests } = ctx;

  function quoteWire(
    row: FlightOrderRow,
    funds: Funds,
    kind: 'refund' | 'cancel',
    q: RefundQuote & { unpaid?: boolean },
  ): RefundQuoteWire {
    const now = clock.now();
    const passengers = passengersOf(row);
    const directions = directionsOf(row);
    return {
      kind,
      allowed: q.allowed,
      reason: q.reason,
      currency: row.currency,
      quotedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + AFTERSALES.quoteValidMinutes * MINUTE).toISOString(),
      lines: q.lines.map((l) => {
        const d = directions.find((x) => x.direction === l.direction);
        return {
          passengerIndex: l.passengerIndex,
          passengerName: passengers[l.passengerIndex]
            ? fullName(passengers[l.passengerIndex]!)
            : '',
          passengerType: l.passengerType,
          direction: l.direction,
          route: d ? `${d.fromCity} → ${d.toCity}` : '',
          allowed: l.allowed,
          reason: l.reason,
          ruleText: l.ruleText,
          fare: toDecimal(l.fare),
          tax: toDecimal(l.tax),
          fee: toDecimal(l.fee),
          nonRefundable: toDecimal(l.nonRefundable),
          refund: toDecimal(l.refund),
        };
      }),
      paid: toDecimal(q.paid),
      bags: toDecimal(q.bags),
      bagPieces: q.bagPieces,
      fare: toDecimal(q.fare),
      fee: toDecimal(q.fee),
      nonRefundable: toDecimal(q.nonRefundable),
      taxes: toDecimal(q.taxes),
      holdFeeKept: toDecimal(q.holdFeeKept),
      holdFeeRefunded: toDecimal(q.holdFeeRefunded),
      unpaidBalance: toDecimal(q.unpaidBalance),
      amount: toDecimal(q.refund),
      card: q.refund > 0 ? funds.card : null,
      arrivesBy:
        q.refund > 0
          ? addBusinessDays(now.toISOString().slice(0, 10), AFTERSALES.refundBusinessDays)
          : null,
      freeCancellation: q.freeCancellation,
      reasonRequired: q.reasonRequired,
      wholeBooking: q.wholeBooking,
      unpaid: q.unpaid ?? false,
      tickets: toDecimal(q.tickets),
      beyondPaid: toDecimal(q.beyondPaid),
      paidInSlices: q.paidInSlices,
      fullRefundReason: q.fullRefundReason,
    };
  }

  function quoteOf(order: AftersalesOrder, kind: 'refund' | 'cancel', selection: Selection) {
    const now = clock.now().getTime();
    return kind === 'cancel' ? cancelQuote(order, now) : refundQuote(order, selection, now);
  }

  /** The quote of a refund or cancellation for the order's page. */
  async function quote(
    row: FlightOrderRow,
    kind: 'refund' | 'cancel',
    selection: Selection,
  ): Promise<RefundQuoteWire> {
    const funds = await ctx.fundsOf(row);
    const owed = owedScheduleChange(await requests.forOrder(row.id));
    return quoteWire(
      row,
      funds,
      kind,
      quoteOf(aftersalesOrderOf(row, funds, owed), kind, selection),
    );
  }

  /**
   * Gives a request's money back through the gateway, outside any transaction: one refund per
   * payment, each with its own ledger key, so a retry (the follow-up job) moves no money twice.
   */
  async function executeRefunds(requestId: string): Promise<void> {
    const pay = deps.payments();
    const row = await requests.byId(requestId);
    if (!row || row.status !== 'refund_pending' || !pay) return;
    const parts = refundsOf(row);
    const settled: RequestRefund[] = [];
    for (const part of parts) {
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
      const arrivesBy = addBusinessDays(
        now.toISOString().slice(0, 10),
        AFTERSALES.refundBusinessDays,
      );
      const text = `${ctx.money(locked.refundAmount, locked.currency)} refunded to ${locked.card ?? 'your card'} on ${formatDay(now.toISOString())}. It reaches your account by ${formatDay(arrivesBy)} at the latest.`;
      const add = [entry('refunded', now, text), entry('closed', now, 'Request closed.')];
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
        ctx.mailFor(orderRow, locked, [...(locked.timeline as never[]), ...add], {
          subject: 'Your refund is on its way',
          heading: 'Your refund is on its way',
          paragraphs: [text],
        });
      await ctx.record(tx, locked, { status: 'refunded', refunds: settled, arrivesBy }, add, mail);
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
    const funds = await ctx.fundsOf(row0);
    const requestId = randomUUID();
    let seats: SeatCount[] = [];
    const created = await db
      .transaction(async (tx): Promise<RequestRow | null> => {
        const row = await orders.lockById({ id: row0.id }, tx);
        if (!row) return null;
        await ctx.assertNothingAwaitingPayment(tx, row.id);
        // The airline moved a flight by 3 hours or more: the quote refunds in full, and says why.
        const owed = owedScheduleChange(await requests.forOrder(row.id, tx));
        const order = aftersalesOrderOf(row, funds, owed);
        const now = clock.now();
        const q: RefundQuote & { unpaid?: boolean } = quoteOf(order, input.kind, input.selection);
        if (!q.allowed) throw notAllowed(q.reason ?? 'This booking cannot be refunded now.');
        ctx.checkQuote(input.seen, q.refund, row.currency, () =>
          quoteWire(row, funds, input.kind, q),
        );
        const whole = q.wholeBooking || (q as { unpaid?: boolean }).unpaid === true;
        const passengers = passengersOf(row);
        const chosen =
          input.kind === 'cancel'
            ? {
                passengers: passengers.map((_p, i) => i),
                directions: directionsOf(row).map((d) => d.direction),
              }
            : input.selection;
        const closing = chosen.passengers.flatMap((p) =>
          chosen.directions
            .filter(
              (d) =>
                order.coupons.find((c) => c.passengerIndex === p && c.direction === d)?.status ===
                'open',
            )
            .map((d) => ({ p, d })),
        );
        const unpaid = row.status === 0;
        if (unpaid) {
          await deps
            .payments()
            ?.abandonPendingPayments(
              { orderType: 'flight', orderId: row.id, reason: 'The booking was cancelled.' },
              tx,
            );
          if (row.holdState === 'held') {
            seats = await deps.inventory.releaseSeats(
              {
                flightKeys: directionsOf(row).flatMap((d) => d.seatFlights.map((f) => f.flightKey)),
                cabin: row.cabin,
                count: row.adults + row.children,
              },
              tx,
            );
          }
        } else {
          for (const d of [...new Set(closing.map((c) => c.d))]) {
            const who = closing.filter((c) => c.d === d).map((c) => c.p);
            seats.push(...(await releaseCoupons(deps, row, who, [d], tx)));
          }
        }
        if (row.paymentType === 'slice' && whole && !unpaid)
          await deps.payments()?.stopSlicePlan({ orderType: 'flight', orderId: row.id }, tx);
        let marked = passengers;
        if (!unpaid)
          for (const { direction: d } of directionsOf(row)) {
            const who = closing.filter((c) => c.d === d).map((c) => c.p);
            if (who.length) marked = markCoupons(marked, who, [d], 'refunded');
          }
        const allClosed = marked.every((p) =>
          directionsOf(row).every((d) => (p.coupons?.[String(d.direction)] ?? 'open') !== 'open'),
        );
        await orders.update(
          {
            id: row.id,
            set: {
              passengers: marked,
              ...(allClosed || unpaid ? { status: 4, holdState: 'released' } : {}),
              updatedAt: now,
            },
          },
          tx,
        );
        // Extra bags waiting for payment on these tickets die with them (never charged).
        await ctx.endBagsOfClosedTickets(tx, row, marked);

        const names = [...new Set(closing.map((c) => c.p))].map((i) => fullName(passengers[i]!));
        const closed = directionsOf(row).filter((d) => closing.some((c) => c.d === d.direction));
        const route = requestRoute(closed);
        // The tickets' part from the booking's payments; the bags' from the payments of their bags.
        const ticketPart = q.refund - q.bags;
        const bagParts = new Map<string, number>();
        for (const b of funds.bags)
          if (closing.some((c) => c.p === b.passengerIndex && c.d === b.direction))
            bagParts.set(b.paymentId, (bagParts.get(b.paymentId) ?? 0) + b.amount);
        const parts = [
          ...(ticketPart > 0 ? allocateRefund(funds.sources, ticketPart, requestId) : []),
          ...[...bagParts].map(([paymentId, amount]): RequestRefund => ({
            paymentId,
            amount,
            key: `flight-refund:${requestId}:${paymentId}`,
            status: 'processing',
          })),
        ];
        const quotedAt = new Date(input.seen.quotedAt);
        const breakdown = refundBreakdown(q, (m) => ctx.money(m, row.currency));
        const whom = names.length
          ? ` for ${names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`
          : '';
        const arrival = addBusinessDays(
          now.toISOString().slice(0, 10),
          AFTERSALES.refundBusinessDays,
        );
        const moneyBack = ctx.money(q.refund, row.currency);
        const timeline = [
          entry(
            'requested',
            now,
            input.kind === 'cancel'
              ? 'You asked to cancel the booking.'
              : `You asked for a refund${whom}${route ? `: ${route}` : ''}${owed ? ', after the airline changed the schedule' : ''}.`,
          ),
          entry(
            'quoted',
            quotedAt,
            q.refund > 0
              ? `Quoted: ${moneyBack} back to ${funds.card ?? 'your card'}. ${q.fullRefundReason ? `${q.fullRefundReason} ` : ''}${breakdown}`
              : unpaid
                ? 'Nothing was paid, so nothing is charged or refunded.'
                : 'Quoted: nothing is refundable under the fare rules.',
          ),
          entry(
            input.kind === 'cancel' || allClosed ? 'cancelled' : 'confirmed',
            now,
            allClosed || unpaid
              ? 'Confirmed: the booking is cancelled and its seats released.'
              : 'Confirmed: the tickets are cancelled and their seats released.',
          ),
          ...(q.refund > 0
            ? [
                entry(
                  'refund_sent',
                  now,
                  `Refund of ${moneyBack} sent to ${funds.card ?? 'your card'}; it reaches your account by ${formatDay(arrival)} at the latest.`,
                ),
              ]
            : [entry('closed', now, 'Request closed.')]),
        ];
        const requestNo = newReference('RQ');
        const mail = ctx.mailFor(row, { requestNo }, timeline, {
          subject:
            input.kind === 'cancel'
              ? 'Your booking is cancelled'
              : 'Your refund request is confirmed',
          heading:
            input.kind === 'cancel'
              ? 'Your booking is cancelled'
              : 'Your refund request is confirmed',
          paragraphs: [
            names.length ? `Passengers: ${names.join(', ')}.` : '',
            q.fullRefundReason ?? '',
            q.refund > 0 ? breakdown : '',
            q.refund > 0
              ? `We are refunding ${moneyBack} to ${funds.card ?? 'your card'}. It reaches your account by ${formatDay(arrival)} at the latest.`
              : 'There is nothing to refund.',
          ].filter(Boolean),
        });
        const inserted = await requests.insert(
          {
            id: requestId,
            requestNo,
            orderId: row.id,
            userId: row.userId,
            kind: input.kind,
            status: q.refund > 0 ? 'refund_pending' : 'completed',
            clientKey: input.clientKey,
            passengers: [...new Set(closing.map((c) => c.p))],
            directions: [...new Set(closing.map((c) => c.d))],
            details: {
              route,
              passengerNames: names,
              reason: input.reason ?? (owed ? 'The airline changed the schedule' : null),
              reasonText: input.reasonText ?? null,
              attachments: input.attachments ?? [],
              quote: {
                refund: q.refund,
                fee: q.fee,
                nonRefundable: q.nonRefundable,
                taxes: q.taxes,
                holdFeeKept: q.holdFeeKept,
              },
              scheduleRequestId: owed?.requestId,
            },
            currency: row.currency,
            refundAmount: q.refund,
            refunds: parts,
            card: q.refund > 0 ? funds.card : null,
            arrivesBy: q.refund > 0 ? arrival : null,
            timeline,
            pendingMails: mail ? [mail] : [],
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        // The same client key won meanwhile: roll back and answer that request.
        if (!inserted) throw new RepeatedSubmit();
        // Every ticket came back in full: the airline's schedule change is answered.
        if (owed && (whole || allClosed)) {
          const schedule = await requests.lockById(owed.requestId, tx);
          if (schedule?.status === 'action_needed')
            await ctx.record(tx, schedule, { status: 'completed' }, [
              entry('closed', now, `You chose a full refund under request ${requestNo}.`),
            ]);
        }
        return inserted;
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

/** A concurrent submit with the same client key committed first. */
export class RepeatedSubmit extends Error {}
