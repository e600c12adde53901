import { randomUUID } from 'node:crypto';
import type {
  AfterSalesRequest,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES, type Direction } from '@farewise/domain/aftersales/aftersales.rules';
import { bagsQuote, type BagRequest } from '@farewise/domain/aftersales/change-quote';
import {
  nameCorrectionQuote,
  type PassengerName,
} from '@farewise/domain/aftersales/name-correction';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { DbOrTx } from '../../db/client.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { notAllowed, picturesNotYours } from './aftersales.errors.ts';
import {
  aftersalesOrderOf,
  couponStatus,
  directionsOf,
  fullName,
  includedBaggage,
  itineraryOf,
  passengersOf,
} from './aftersales-order.ts';
import { RepeatedSubmit } from './aftersales-refunds.ts';
import {
  detailsOf,
  entry,
  requestRoute,
  requestView,
  type RequestDetails,
} from './aftersales-view.ts';
import type { StoredPassenger } from './flight-order-view.ts';
import type { FlightOrderRow } from './flight-orders.repository.ts';
import { accessibleOrder, type OrderCaller } from './order-access.ts';
import { newReference, ticketNumber } from './order-numbers.ts';

const MINUTE = 60_000;

/**
 * The name a passenger was ticketed under at booking (decision 040): kept on the passenger by the
 * first correction; for one corrected before it was kept, the old name of its first correction.
 */
export function bookedNameOf(
  passenger: StoredPassenger,
  index: number,
  history: readonly { kind: string; status: string; createdAt: Date; details: unknown }[],
): PassengerName {
  if (passenger.bookedName) return passenger.bookedName;
  const first = history
    .filter((r) => r.kind === 'name' && r.status === 'completed')
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => r.details as { passengerIndex?: number; oldName?: PassengerName })
    .find((d) => d.passengerIndex === index && d.oldName);
  const { given_name, middle_name, surname } = first?.oldName ?? passenger;
  return { given_name, middle_name, surname };
}

/** Name corrections, extra bags and problem reports. */
export function createAftersalesExtras(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { db, clock, orders } = deps;
  const { requests } = ctx;

  const quoteTimes = () => {
    const now = clock.now();
    return {
      quotedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + AFTERSALES.quoteValidMinutes * MINUTE).toISOString(),
    };
  };

  /** Bag requests not yet paid whose hold still runs: their bags count towards the limit. */
  function heldBags(list: RequestRow[]): RequestRow[] {
    const now = clock.now();
    return list.filter(
      (r) =>
        r.kind === 'bags' &&
        r.status === 'awaiting_payment' &&
        (!r.holdExpiresAt || r.holdExpiresAt > now),
    );
  }

  /** The passengers a corrected name must differ from: the others still on the booking. */
  function othersOf(row: FlightOrderRow, index: number): PassengerName[] {
    const dirs = directionsOf(row);
    return passengersOf(row).filter(
      (p, i) => i !== index && !dirs.every((d) => couponStatus(p, d.direction) === 'moved'),
    );
  }

  function nameQuoteOf(
    row: FlightOrderRow,
    funds: Awaited<ReturnType<AftersalesContext['fundsOf']>>,
    index: number,
    next: PassengerName,
    history: RequestRow[],
  ) {
    const current = passengersOf(row)[index];
    if (!current) throw notAllowed('This passenger is not on this booking.');
    return nameCorrectionQuote(aftersalesOrderOf(row, funds), {
      passengerIndex: index,
      current,
      // Counted against the name as booked, so corrections in steps cannot walk it away.
      booked: bookedNameOf(current, index, history),
      next,
      others: othersOf(row, index),
      now: clock.now().getTime(),
    });
  }

  /** The corrected name on the ticket, reissued, in the caller's transaction. */
  async function applyName(tx: DbOrTx, row: FlightOrderRow, request: RequestRow): Promise<string> {
    const d = detailsOf(request);
    const carrier = itineraryOf(row).routing.validatingCarrier;
    const history = await requests.forOrder(row.id, tx);
    let ticket = '';
    const passengers = passengersOf(row).map((p, i): StoredPassenger => {
      if (i !== d.passengerIndex || !d.newName) return p;
      ticket = ticketNumber(carrier);
      return {
        ...p,
        bookedName: bookedNameOf(p, i, history),
        ...d.newName,
        ticketHistory: [...(p.ticketHistory ?? []), ...(p.ticketNo ? [p.ticketNo] : [])],
        ticketNo: ticket,
      };
    });
    await orders.update(
      {
        id: row.id,
        set: {
          passengers,
          ticketNumbers: passengers.map((p) => p.ticketNo).filter(Boolean),
          updatedAt: clock.now(),
        },
      },
      tx,
    );
    return ticket;
  }

  /** The extra bags added to the passengers, in the caller's transaction. */
  async function applyBags(tx: DbOrTx, row: FlightOrderRow, request: RequestRow): Promise<void> {
    const bags = detailsOf(request).bags ?? [];
    const passengers = passengersOf(row).map((p, i): StoredPassenger => {
      // Bags go on tickets still open (one refunded meanwhile keeps none).
      const mine = bags.filter(
        (b) => b.passengerIndex === i && couponStatus(p, b.direction) === 'open',
      );
      if (mine.length === 0) return p;
      const extraBags = { ...p.extraBags };
      for (const b of mine) {
        const k = String(b.direction) as '0' | '1';
        extraBags[k] = (extraBags[k] ?? 0) + b.pieces;
      }
      return { ...p, extraBags };
    });
    await orders.update({ id: row.id, set: { passengers, updatedAt: clock.now() } }, tx);
  }

  /** The timeline and mail of a name correction or bags just made. */
  async function completed(
    tx: DbOrTx,
    request: RequestRow,
    row: FlightOrderRow,
    paid: string | null,
  ): Promise<RequestRow> {
    const now = clock.now();
    const d = detailsOf(request);
    let text: string;
    let heading: string;
    if (request.kind === 'name') {
      const ticket = await applyName(tx, row, request);
      text = `The name on the ticket is now ${d.newName ? fullName(d.newName) : ''}; ticket ${ticket} reissued.`;
      heading = 'Your name correction is made';
    } else {
      await applyBags(tx, row, request);
      const dirs = directionsOf(row);
      text = `Added: ${(d.bags ?? [])
        .map((b) => {
          const who =
            d.passengerNames?.[
              request.passengers ? (request.passengers as number[]).indexOf(b.passengerIndex) : 0
            ];
          const dir = dirs.find((x) => x.direction === b.direction);
          return `${b.pieces} extra bag${b.pieces === 1 ? '' : 's'} (23KG) for ${who ?? 'a passenger'}, ${dir ? `${dir.fromCity} → ${dir.toCity}` : ''}`;
        })
        .join('; ')}.`;
      heading = 'Your extra bags are added';
    }
    const add = [
      ...(paid ? [entry('payment_received', now, paid)] : []),
      entry(request.kind === 'name' ? 'reissued' : 'bags_added', now, text),
      entry('closed', now, 'Request closed.'),
    ];
    const mail = ctx.mailFor(row, request, [...(request.timeline as never[]), ...add], {
      subject: heading,
      heading,
      paragraphs: [text],
    });
    return ctx.record(tx, request, { status: 'completed' }, add, mail);
  }

  /** Writes a request made of a quote: completed now when free, else waiting for its payment. */
  async function create(input: {
    row0: FlightOrderRow;
    clientKey: string;
    kind: 'name' | 'bags';
    passengers: number[];
    directions: Direction[];
    details: RequestDetails;
    charge: number;
    quotedAt: string;
    requested: string;
    quoted: string;
    recheck: (row: FlightOrderRow, tx: DbOrTx) => void | Promise<void>;
  }): Promise<RequestRow | null> {
    const now = clock.now();
    return db
      .transaction(async (tx) => {
        const row = await orders.lockById({ id: input.row0.id }, tx);
        if (!row) throw notAllowed('This booking was not found.');
        if (input.kind === 'name') await ctx.assertNothingAwaitingPayment(tx, row.id);
        await input.recheck(row, tx);
        const free = input.charge === 0;
        const inserted = await requests.insert(
          {
            id: randomUUID(),
            requestNo: newReference('RQ'),
            orderId: row.id,
            userId: row.userId,
            kind: input.kind,
            status: free ? 'completed' : 'awaiting_payment',
            clientKey: input.clientKey,
            passengers: input.passengers,
            directions: input.directions,
            details: input.details,
            currency: row.currency,
            chargeAmount: input.charge,
            holdExpiresAt: free
              ? null
              : new Date(now.getTime() + AFTERSALES.changeHoldMinutes * MINUTE),
            timeline: [
              entry('requested', now, input.requested),
              entry('quoted', new Date(input.quotedAt), input.quoted),
              entry('confirmed', now, free ? 'Confirmed.' : 'Confirmed: waiting for your payment.'),
            ],
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!inserted) throw new RepeatedSubmit();
        return free ? completed(tx, inserted, row, null) : inserted;
      })
      .catch((err: unknown) => {
        if (err instanceof RepeatedSubmit) return null;
        throw err;
      });
  }

  /** The order the caller may act on, and the request a repeated key already made. */
  async function openOrder(input: { caller: OrderCaller; orderId: string; clientKey: string }) {
    const row0 = await accessibleOrder(orders, input.orderId, input.caller);
    const repeated = await requests.byClientKey(row0.id, input.clientKey);
    return { row0, repeated: repeated ? requestView(repeated, row0) : null };
  }
  const answer = (request: AfterSalesRequest): SubmitResult => ({
    request,
    nameQuote: null,
    bagsQuote: null,
  });

  async function finish(row0: FlightOrderRow, created: RequestRow | null, clientKey: string) {
    const made = created ?? (await requests.byClientKey(row0.id, clientKey));
    if (!made) throw notAllowed('This request could not be made. Please try again.');
    await ctx.sendPendingMails(made.id);
    return requestView((await requests.byId(made.id)) ?? made, row0);
  }

  return {
    /** submit kind 'name': without a quote, the quote; with it, the correction (now, or after payment). */
    async name(input: {
      caller: OrderCaller;
      orderId: string;
      clientKey: string;
      passengerIndex: number;
      next: PassengerName;
      seen?: { quotedAt: string; amount: number };
    }): Promise<SubmitResult> {
      const { row0, repeated } = await openOrder(input);
      if (input.seen && repeated) return answer(repeated);
      const next = {
        given_name: input.next.given_name.trim(),
        middle_name: input.next.middle_name.trim(),
        surname: input.next.surname.trim(),
      };
      const funds = await ctx.fundsOf(row0);
      const history = await requests.forOrder(row0.id);
      const q = nameQuoteOf(row0, funds, input.passengerIndex, next, history);
      const wire = {
        allowed: q.allowed,
        reason: q.reason,
        errors: q.errors,
        letters: q.letters,
        swapped: q.swapped,
        free: q.free,
        currency: row0.currency,
        amount: toDecimal(q.fee),
        ruleText: q.ruleText,
        ...quoteTimes(),
      };
      if (!input.seen) return { request: null, nameQuote: wire, bagsQuote: null };
      if (!q.allowed) throw notAllowed(q.reason ?? 'This name cannot be corrected now.', q.errors);
      ctx.checkQuote(input.seen, q.fee, row0.currency, () => wire);
      const current = passengersOf(row0)[input.passengerIndex]!;
      const created = await create({
        row0,
        clientKey: input.clientKey,
        kind: 'name',
        passengers: [input.passengerIndex],
        directions: directionsOf(row0).map((d) => d.direction),
        details: {
          passengerNames: [fullName(current)],
          passengerIndex: input.passengerIndex,
          oldName: {
            given_name: current.given_name,
            middle_name: current.middle_name,
            surname: current.surname,
          },
          newName: next,
        },
        charge: q.fee,
        quotedAt: input.seen.quotedAt,
        requested: `You asked to correct ${fullName(current)} to ${fullName(next)}.`,
        quoted: q.free
          ? `${q.ruleText}.`
          : `Quoted: ${ctx.money(q.fee, row0.currency)}. ${q.ruleText}.`,
        recheck: (row) => {
          const again = nameQuoteOf(row, funds, input.passengerIndex, next, history);
          if (!again.allowed || again.fee !== q.fee)
            throw notAllowed(again.reason ?? 'This name cannot be corrected now.');
        },
      });
      return answer(await finish(row0, created, input.clientKey));
    },

    /** POST extBaggage: without a quote, the price; with it, a request paid through the pay page. */
    async bags(input: {
      caller: OrderCaller;
      orderId: string;
      clientKey: string;
      bags: BagRequest[];
      seen?: { quotedAt: string; amount: number };
    }): Promise<SubmitResult> {
      const { row0, repeated } = await openOrder(input);
      if (input.seen && repeated) return answer(repeated);
      const funds = await ctx.fundsOf(row0);
      const dirs = directionsOf(row0);
      const quoteOn = (row: FlightOrderRow, held: RequestRow[]) =>
        bagsQuote(aftersalesOrderOf(row, funds), input.bags, {
          now: clock.now().getTime(),
          pricePerPiece: (d) => {
            const dir = dirs.find((x) => x.direction === d);
            return dir ? deps.search.extraBagPrice(dir.from, dir.to, row.rate) : 0;
          },
          alreadyBought: (p, d) => passengersOf(row)[p]?.extraBags?.[String(d) as '0' | '1'] ?? 0,
          awaitingPayment: (p, d) =>
            held
              .flatMap((r) => detailsOf(r).bags ?? [])
              .filter((b) => b.passengerIndex === p && b.direction === d)
              .reduce((n, b) => n + b.pieces, 0),
        });
      const q = quoteOn(row0, heldBags(await requests.forOrder(row0.id)));
      const wire = {
        allowed: q.allowed,
        reason: q.reason,
        currency: row0.currency,
        lines: q.lines.map((l) => ({
          passengerIndex: l.passengerIndex,
          direction: l.direction,
          pieces: l.pieces,
          allowed: l.allowed,
          reason: l.reason,
          pricePerPiece: toDecimal(l.pricePerPiece),
          amount: toDecimal(l.amount),
        })),
        amount: toDecimal(q.total),
        ...quoteTimes(),
      };
      if (!input.seen) return { request: null, nameQuote: null, bagsQuote: wire };
      if (!q.allowed) throw notAllowed(q.reason ?? 'These bags cannot be added now.');
      ctx.checkQuote(input.seen, q.total, row0.currency, () => wire);
      const list = passengersOf(row0);
      const who = [...new Set(q.lines.map((l) => l.passengerIndex))];
      const pieces = q.lines.reduce((s, l) => s + l.pieces, 0);
      const created = await create({
        row0,
        clientKey: input.clientKey,
        kind: 'bags',
        passengers: who,
        directions: [...new Set(q.lines.map((l) => l.direction))],
        details: {
          passengerNames: who.map((i) => fullName(list[i]!)),
          bags: q.lines,
          // Every flight the bags are for, not only the trip's first.
          route: requestRoute(dirs.filter((d) => q.lines.some((l) => l.direction === d.direction))),
        },
        charge: q.total,
        quotedAt: input.seen.quotedAt,
        requested: `You asked for ${pieces} extra checked bag${pieces === 1 ? '' : 's'} (23KG each); included now: ${dirs.map((d) => `${d.label} ${includedBaggage(row0, d.direction)}`).join(', ')}.`,
        quoted: `Quoted: ${ctx.money(q.total, row0.currency)}.`,
        // In the transaction that locked the order, so two requests at once cannot pass 3 together.
        recheck: async (row, tx) => {
          const again = quoteOn(row, heldBags(await requests.forOrder(row.id, tx)));
          if (!again.allowed || again.total !== q.total)
            throw notAllowed(again.reason ?? 'These bags cannot be added now.');
        },
      });
      return answer(await finish(row0, created, input.clientKey));
    },

    /** submit kind 'problem': a case with a number, answered by mail; shown in the progress list. */
    async problem(input: {
      caller: OrderCaller;
      uploadCaller: UploadCaller;
      orderId: string;
      clientKey: string;
      category: string;
      description: string;
      attachments: string[];
    }): Promise<AfterSalesRequest> {
      const { row0, repeated } = await openOrder(input);
      if (repeated) return repeated;
      if (!(await deps.uploads.ownsAll({ caller: input.uploadCaller, names: input.attachments })))
        throw picturesNotYours();
      const now = clock.now();
      const requestNo = newReference('RQ');
      const pictures = input.attachments.length;
      const timeline = [
        entry(
          'requested',
          now,
          `We received your report (${input.category}${pictures ? `, ${pictures} picture${pictures === 1 ? '' : 's'}` : ''}). We answer by e-mail within 24 hours.`,
        ),
      ];
      const mail = ctx.mailFor(row0, { requestNo }, timeline, {
        subject: `We received your report, case ${requestNo}`,
        heading: `Case ${requestNo}: we received your report`,
        paragraphs: [
          `Category: ${input.category}.`,
          `What you told us: ${input.description}`,
          'Our team answers by e-mail within 24 hours. Keep this case number for any question about it.',
        ],
      });
      const inserted = await requests.insert({
        requestNo,
        orderId: row0.id,
        userId: row0.userId,
        kind: 'problem',
        status: 'open',
        clientKey: input.clientKey,
        passengers: [],
        directions: [],
        details: {
          category: input.category,
          description: input.description,
          attachments: input.attachments,
        },
        currency: row0.currency,
        timeline,
        pendingMails: mail ? [mail] : [],
        createdAt: now,
        updatedAt: now,
      });
      return finish(row0, inserted, input.clientKey);
    },

    completed,
  };
}
export type AftersalesExtras = ReturnType<typeof createAftersalesExtras>;
