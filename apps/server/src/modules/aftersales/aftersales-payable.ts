import { REQUEST_KIND_LABELS, type RequestKind } from '@farewise/domain/aftersales/request-status';
import { DEPARTURE_MESSAGES, isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import type { DbOrTx } from '../../db/client.ts';
import type { SeatCount } from '../flights/seat-inventory.service.ts';
import { departureClosed } from '../flights/index.ts';
import { canAccess, localToUtc, type OrderCaller } from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { createAftersalesChanges } from './aftersales-changes.ts';
import type { createAftersalesExtras } from './aftersales-extras.ts';
import type { createAftersalesRefunds } from './aftersales-refunds.ts';
import { requestNotFound } from './aftersales.errors.ts';
import { couponStatus } from './aftersales-order.ts';
import { passengersOf } from '../flight-orders/index.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { detailsOf, entry } from './aftersales-view.ts';

/**
 * Seat counts changed inside a payment's (or a job's) transaction, noted in the search's view
 * once it has committed.
 */
export function createSeatNotes(search: AftersalesDeps['search']) {
  const pending: SeatCount[] = [];
  return {
    add(seats: readonly SeatCount[]) {
      pending.push(...seats);
    },
    flush() {
      if (pending.length) search.noteSeats(pending.splice(0));
    },
  };
}
export type SeatNotes = ReturnType<typeof createSeatNotes>;

/** The flows a payment's outcome or the follow-up job hands a request on to. */
export interface AftersalesFlows {
  refunds: ReturnType<typeof createAftersalesRefunds>;
  changes: ReturnType<typeof createAftersalesChanges>;
  extras: ReturnType<typeof createAftersalesExtras>;
  seatNotes: SeatNotes;
}

/** A request its order's owner (or the guest holding the order's token) may see. */
export async function accessibleRequest(
  deps: Pick<AftersalesDeps, 'orders'>,
  ctx: Pick<AftersalesContext, 'requests'>,
  requestId: string,
  caller: OrderCaller,
) {
  const row = await ctx.requests.byId(requestId);
  if (!row) throw requestNotFound();
  const order = await deps.orders.findById({ id: row.orderId });
  if (!order || !canAccess(order, caller)) throw requestNotFound();
  return { row, order };
}

/**
 * The payments module's side of after-sales (payables.register('aftersales', …)): what a request
 * costs and who may pay it, and what a payment's outcome does to it.
 */
export function createAftersalesPayable(
  deps: AftersalesDeps,
  ctx: AftersalesContext,
  { changes, extras, seatNotes }: Pick<AftersalesFlows, 'changes' | 'extras' | 'seatNotes'>,
) {
  const { clock, orders } = deps;
  const { requests } = ctx;

  /** A change whose new flights have come inside the ticketing cut-off (decision 039). */
  function changeClosed(request: RequestRow): boolean {
    if (request.kind !== 'change') return false;
    const d = detailsOf(request);
    const first = d.newSegments?.[0];
    if (!first) return false;
    const zone = d.newItinerary?.air_ports.find((a) => a.code === first.depAirport)?.timeZone;
    return !isBookableDeparture(localToUtc(first.depTimeEx, zone ?? 'UTC'), clock.now());
  }

  /**
   * A request waiting for payment is made once paid (in the payment's transaction). A change
   * paid (3-D Secure) once its new flights had come inside the cut-off is not made: payments
   * gives the money back.
   */
  async function onPaid(
    {
      orderId: requestId,
      payment,
    }: {
      orderId: string;
      payment: { amount: number; cardBrand: string | null; cardLast4: string | null };
    },
    tx: DbOrTx,
  ) {
    const request = await requests.lockById(requestId, tx);
    if (!request) throw requestNotFound();
    const order = await orders.lockById({ id: request.orderId }, tx);
    if (!order || request.status !== 'awaiting_payment') {
      deps.log?.error({ requestId }, 'a payment arrived for a request not awaiting payment');
      return;
    }
    const card = payment.cardLast4 ? ` with card •••• ${payment.cardLast4}` : '';
    const paid = `Paid ${ctx.money(payment.amount, request.currency)}${card}.`;
    if (changeClosed(request)) {
      seatNotes.add(await changes.releaseHeld(tx, request, order.cabin));
      const now = clock.now();
      const text = `${paid} Too late: ${DEPARTURE_MESSAGES.paidTooLate} Your booking is unchanged and the payment is refunded in full.`;
      await ctx.record(tx, request, { status: 'closed', holdExpiresAt: null }, [
        entry('cancelled', now, text),
        entry('closed', now, 'Request closed.'),
      ]);
      return { giveBack: DEPARTURE_MESSAGES.paidTooLate };
    }
    if (request.kind === 'change') {
      const made = await changes.apply(tx, order, {
        passengers: request.passengers,
        details: detailsOf(request),
      });
      await changes.completed(tx, request, order, made, paid);
      seatNotes.add(made.seats);
    } else await extras.completed(tx, request, order, paid);
  }

  /** A declined payment: nothing is made, the held seats of a change go back. */
  async function onFailed(
    { orderId: requestId, reason }: { orderId: string; reason: string },
    tx: DbOrTx,
  ) {
    const request = await requests.lockById(requestId, tx);
    if (!request || request.status !== 'awaiting_payment') return;
    const order = await orders.findById({ id: request.orderId }, tx);
    if (request.kind === 'change' && order)
      seatNotes.add(await changes.releaseHeld(tx, request, order.cabin));
    await ctx.record(tx, request, { status: 'payment_failed' }, [
      entry(
        'payment_failed',
        clock.now(),
        `${reason} Nothing was charged and your booking is unchanged.`,
      ),
    ]);
  }
  return {
    async load(requestId: string, tx: DbOrTx) {
      const request = await requests.byId(requestId, tx);
      if (!request) return null;
      const order = await orders.findById({ id: request.orderId }, tx);
      if (!order) return null;
      const now = clock.now();
      // Extra bags for a ticket refunded or moved meanwhile can never fly: not payable.
      const ticketsGone =
        request.kind === 'bags' &&
        (detailsOf(request).bags ?? []).some((b) => {
          const p = passengersOf(order)[b.passengerIndex];
          return !p || couponStatus(p, b.direction) !== 'open';
        });
      const status = ticketsGone
        ? ('cancelled' as const)
        : request.status === 'awaiting_payment'
          ? request.holdExpiresAt && request.holdExpiresAt > now
            ? ('awaiting_payment' as const)
            : ('expired' as const)
          : request.status === 'completed'
            ? ('paid' as const)
            : request.status === 'expired'
              ? ('expired' as const)
              : ('cancelled' as const);
      return {
        amountDue: request.chargeAmount,
        currency: request.currency,
        paymentType: 'full' as const,
        ownerUserId: order.userId,
        guestEmail: order.userId ? null : order.contactEmail,
        ...(order.contactEmail ? { contactEmail: order.contactEmail } : {}),
        status,
        title: `${REQUEST_KIND_LABELS[request.kind as RequestKind] ?? 'Request'} ${request.requestNo} · flight order ${order.orderNo}`,
        payPath: `/flightsPay/${encodeURIComponent(order.id)}?request=${encodeURIComponent(request.id)}`,
      };
    },
    /** New flights inside the ticketing cut-off are not paid for (decision 039). */
    async refuseCharge(requestId: string, tx: DbOrTx): Promise<void> {
      const request = await requests.byId(requestId, tx);
      if (request?.status === 'awaiting_payment' && changeClosed(request)) throw departureClosed();
    },
    async canAccess(requestId: string, caller: OrderCaller): Promise<boolean> {
      return accessibleRequest(deps, ctx, requestId, caller).then(
        () => true,
        () => false,
      );
    },
    onPaid,
    onFailed,
    async afterSettled({ orderId: requestId }: { orderId: string }) {
      seatNotes.flush();
      await ctx.sendPendingMails(requestId);
    },
  };
}
