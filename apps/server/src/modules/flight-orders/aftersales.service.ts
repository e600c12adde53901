import type {
  AfterSalesRequest,
  AfterSalesSubmitBody,
  ChangeFlightsResult,
  RequestList,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { REQUEST_KIND_LABELS, type RequestKind } from '@farewise/domain/aftersales/request-status';
import type { BagRequest } from '@farewise/domain/aftersales/change-quote';
import { DEPARTURE_MESSAGES, isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import type { DbOrTx } from '../../db/client.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import { createAftersalesContext, type AftersalesDeps } from './aftersales-context.ts';
import { loginForList, requestNotFound } from './aftersales.errors.ts';
import { createAftersalesChanges } from './aftersales-changes.ts';
import { createAftersalesExtras } from './aftersales-extras.ts';
import { createAftersalesOptions } from './aftersales-options.ts';
import { createAftersalesRefunds } from './aftersales-refunds.ts';
import { createAftersalesSchedule } from './aftersales-schedule.ts';
import { couponStatus, passengersOf } from './aftersales-order.ts';
import { detailsOf, entry, requestView } from './aftersales-view.ts';
import { accessibleOrder, canAccess, type OrderCaller } from './order-access.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { localToUtc } from './flight-calendar.ts';
import { departureClosed } from '../flights/index.ts';

export type { AftersalesDeps, AftersalesPayments } from './aftersales-context.ts';

const MINUTE = 60_000;
/** A refund or mail still pending this long after its last attempt is tried again by the follow-up job. */
const RETRY_AFTER_MS = 2 * MINUTE;

/**
 * Flight after-sales (decision 015): what a booking allows now, refunds and cancellations with the
 * money going back to the card, flight changes, name corrections, extra bags, problem reports and
 * airline schedule changes; each a request with a dated timeline, mailed at every step.
 */
export function createAftersalesService(deps: AftersalesDeps) {
  const { db, clock, orders } = deps;
  const ctx = createAftersalesContext(deps);
  const { requests } = ctx;
  const refunds = createAftersalesRefunds(deps, ctx);
  const changes = createAftersalesChanges(deps, ctx);
  const extras = createAftersalesExtras(deps, ctx);
  const options = createAftersalesOptions(deps, ctx, refunds);
  const schedule = createAftersalesSchedule(deps, ctx);

  /** A request its order's owner (or the guest holding the order's token) may see. */
  async function accessibleRequest(requestId: string, caller: OrderCaller) {
    const row = await requests.byId(requestId);
    if (!row) throw requestNotFound();
    const order = await orders.findById({ id: row.orderId });
    if (!order || !canAccess(order, caller)) throw requestNotFound();
    return { row, order };
  }

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
      pendingSeats.push(...(await changes.releaseHeld(tx, request, order.cabin)));
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
      pendingSeats.push(...made.seats);
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
      pendingSeats.push(...(await changes.releaseHeld(tx, request, order.cabin)));
    await ctx.record(tx, request, { status: 'payment_failed' }, [
      entry(
        'payment_failed',
        clock.now(),
        `${reason} Nothing was charged and your booking is unchanged.`,
      ),
    ]);
  }
  // Seat counts changed inside a payment's transaction, noted in the search view after it commits.
  const pendingSeats: Parameters<AftersalesDeps['search']['noteSeats']>[0] = [];

  /** A request not paid within its hold: its held seats go back, the booking stays as it was. */
  async function expire(requestId: string, now: Date): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const request = await requests.lockById(requestId, tx);
        if (
          !request ||
          request.status !== 'awaiting_payment' ||
          !request.holdExpiresAt ||
          request.holdExpiresAt > now
        )
          return false;
        // A payment waiting for 3-D Secure is ended first, so it cannot pay an expired request.
        await deps
          .payments()
          ?.abandonPendingPayments(
            { orderType: 'aftersales', orderId: request.id, reason: 'Not paid in time.' },
            tx,
          );
        const order = await orders.findById({ id: request.orderId }, tx);
        if (request.kind === 'change' && order)
          pendingSeats.push(...(await changes.releaseHeld(tx, request, order.cabin)));
        await ctx.record(tx, { ...request }, { status: 'expired' }, [
          entry(
            'expired',
            now,
            'Not paid in time: nothing was charged and your booking is unchanged.',
          ),
        ]);
        return true;
      });
    } catch (err) {
      // A payment is being processed: the next run decides.
      deps.log?.error({ err, requestId }, 'after-sales request could not expire yet');
      return false;
    }
  }

  function flushSeats() {
    if (pendingSeats.length) deps.search.noteSeats(pendingSeats.splice(0));
  }

  return {
    /** GET psgList. */
    options: options.options,

    /** GET changeNewFlightGet. */
    changeFlights(input: Parameters<typeof changes.flights>[0]): Promise<ChangeFlightsResult> {
      return changes.flights(input);
    },

    /** POST submit: by kind. */
    async submit(input: {
      caller: OrderCaller;
      uploadCaller: UploadCaller;
      body: AfterSalesSubmitBody;
    }): Promise<SubmitResult> {
      const { caller, uploadCaller, body } = input;
      const wrap = (request: AfterSalesRequest): SubmitResult => ({
        request,
        nameQuote: null,
        bagsQuote: null,
      });
      switch (body.kind) {
        case 'refund':
          return wrap(
            await refunds.submit({
              caller,
              uploadCaller,
              orderId: body.orderId,
              clientKey: body.clientKey,
              kind: 'refund',
              selection: { passengers: body.passengers, directions: body.directions },
              seen: body.quote,
              reason: body.reason,
              reasonText: body.reasonText,
              attachments: body.attachments,
            }),
          );
        case 'change':
          return wrap(
            await changes.submit({
              caller,
              orderId: body.orderId,
              clientKey: body.clientKey,
              passengers: body.passengers,
              outboundKey: body.outboundKey,
              inboundKey: body.inboundKey,
              legKeys: body.legKeys,
              scheduleRequestId: body.scheduleRequestId,
              seen: body.quote,
            }),
          );
        case 'name':
          return extras.name({
            caller,
            orderId: body.orderId,
            clientKey: body.clientKey,
            passengerIndex: body.passengerIndex,
            next: {
              given_name: body.given_name,
              middle_name: body.middle_name,
              surname: body.surname,
            },
            seen: body.quote,
          });
        case 'problem':
          return wrap(await extras.problem({ caller, uploadCaller, ...body }));
        case 'schedule':
          return wrap(await schedule.answer({ caller, uploadCaller, ...body }));
      }
    },

    /** POST ca/submit: cancel an unpaid or a slice-payment booking. */
    async cancel(input: {
      caller: OrderCaller;
      uploadCaller: UploadCaller;
      orderId: string;
      clientKey: string;
      quote: { quotedAt: string; amount: number };
    }): Promise<AfterSalesRequest> {
      return refunds.submit({
        ...input,
        kind: 'cancel',
        selection: { passengers: [], directions: [] },
        seen: input.quote,
      });
    },

    /** POST extBaggage. */
    bags(input: {
      caller: OrderCaller;
      orderId: string;
      clientKey: string;
      bags: BagRequest[];
      quote?: { quotedAt: string; amount: number };
    }): Promise<SubmitResult> {
      return extras.bags({ ...input, seen: input.quote });
    },

    /** GET detail: one request with its timeline. */
    async detail({ caller, requestId }: { caller: OrderCaller; requestId: string }) {
      const { row, order } = await accessibleRequest(requestId, caller);
      return requestView(row, order);
    },

    /** GET list: the requests of an order (its owner or guest), or of every order of a signed-in traveller. */
    async list(input: {
      caller: OrderCaller;
      orderId?: string;
      page: number;
      size: number;
    }): Promise<RequestList> {
      let orderNos = new Map<string, string>();
      if (input.orderId) {
        const order = await accessibleOrder(orders, input.orderId, input.caller);
        orderNos.set(order.id, order.orderNo);
      } else if (!input.caller.userId) throw loginForList();
      const { rows, total } = await requests.page({
        orderId: input.orderId,
        userId: input.orderId ? undefined : (input.caller.userId ?? undefined),
        page: input.page,
        size: input.size,
      });
      if (!input.orderId) {
        const found = await orders.findByIds({ ids: [...new Set(rows.map((r) => r.orderId))] });
        orderNos = new Map(found.map((o) => [o.id, o.orderNo]));
      }
      return {
        page: input.page,
        size: input.size,
        total,
        list: rows.map((r) => requestView(r, { orderNo: orderNos.get(r.orderId) ?? '' })),
      };
    },

    /** The follow-up job: refunds on their way asked again, unpaid requests expired, mails retried. */
    async followUp(now: Date): Promise<{ refunds: number; expired: number; mails: number }> {
      const claimed = await db.transaction((tx) =>
        requests.claimForFollowUp(
          { now, staleBefore: new Date(now.getTime() - RETRY_AFTER_MS), limit: 50 },
          tx,
        ),
      );
      const report = { refunds: 0, expired: 0, mails: 0 };
      for (const r of claimed) {
        if (r.status === 'refund_pending') {
          await refunds.executeRefunds(r.id);
          report.refunds++;
        } else if (r.status === 'awaiting_payment' && r.holdExpiresAt && r.holdExpiresAt <= now) {
          if (await expire(r.id, now)) report.expired++;
        }
        if ((r.pendingMails as unknown[]).length) report.mails++;
        await ctx.sendPendingMails(r.id);
      }
      flushSeats();
      return report;
    },

    /** The schedule-change job. */
    scheduleChanges: schedule.runDue,

    // ---- the payments module's side (payables.register('aftersales', …)) ----
    payable: {
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
        if (request?.status === 'awaiting_payment' && changeClosed(request))
          throw departureClosed();
      },
      async canAccess(requestId: string, caller: OrderCaller): Promise<boolean> {
        return accessibleRequest(requestId, caller).then(
          () => true,
          () => false,
        );
      },
      onPaid,
      onFailed,
      async afterSettled({ orderId: requestId }: { orderId: string }) {
        flushSeats();
        await ctx.sendPendingMails(requestId);
      },
    },
  };
}
export type AftersalesService = ReturnType<typeof createAftersalesService>;
