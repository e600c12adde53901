import type { SubmitResult } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES } from '@farewise/domain/aftersales/aftersales.rules';
import { bagsQuote, type BagRequest } from '@farewise/domain/aftersales/change-quote';
import {
  nameCorrectionQuote,
  type PassengerName,
} from '@farewise/domain/aftersales/name-correction';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { notAllowed } from './aftersales.errors.ts';
import { aftersalesOrderOf, couponStatus, fullName, includedBaggage } from './aftersales-order.ts';
import { directionsOf, passengersOf } from '../flight-orders/index.ts';
import { detailsOf, requestRoute } from './aftersales-view.ts';
import type { FlightOrderRow, OrderCaller } from '../flight-orders/index.ts';
import { createAftersalesProblems } from './aftersales-problem.ts';
import { bookedNameOf, createExtrasCompletion } from './extras-completion.ts';
import { createExtraRequests } from './extras-requests.ts';

const MINUTE = 60_000;

/** Name corrections, extra bags and problem reports. */
export function createAftersalesExtras(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { clock } = deps;
  const { requests } = ctx;
  const completed = createExtrasCompletion(deps, ctx);
  const { create, openOrder, answer, finish } = createExtraRequests(deps, ctx, completed);
  const problem = createAftersalesProblems(deps, ctx, { openOrder, finish });

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

    problem,
    completed,
  };
}
export type AftersalesExtras = ReturnType<typeof createAftersalesExtras>;
