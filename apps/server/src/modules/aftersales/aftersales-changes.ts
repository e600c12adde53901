import { randomUUID } from 'node:crypto';
import type { AfterSalesRequest } from '@farewise/domain/aftersales/aftersales.schemas';
import {
  AFTERSALES,
  couponClosedReason,
  type AftersalesOrder,
  type Direction,
} from '@farewise/domain/aftersales/aftersales.rules';
import { changeQuote, type ChangeQuote } from '@farewise/domain/aftersales/change-quote';
import { namedLegs } from '@farewise/domain/flights/journey-legs';
import { isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import { TRIP_TYPE, type FareProductCode } from '@farewise/domain/flights/products';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { SeatCount } from '../flights/seat-inventory.service.ts';
import { departureClosed, itineraryKey, optionKey, routingKey } from '../flights/index.ts';
import type { Itinerary } from '../../suppliers/flights/flight-supplier.ts';
import { accessibleOrder, newReference, type OrderCaller } from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { noSuchFlights, notAllowed, RepeatedSubmit } from './aftersales.errors.ts';
import { aftersalesOrderOf, fullName } from './aftersales-order.ts';
import { directionsOf, passengersOf } from '../flight-orders/index.ts';
import { entry, requestRoute, requestView, type RequestDetails } from './aftersales-view.ts';
import { createChangeMaking, segmentsText } from './aftersales-change-making.ts';
import { createChangeFlights } from './change-flights.ts';
import {
  bookedKeys,
  checkSelection,
  journeyLegs,
  noSuchLeg,
  travellers,
} from './change-selection.ts';

const MINUTE = 60_000;

/** Flight changes: new flights priced as a change, submitted, paid and made in one transaction. */
export function createAftersalesChanges(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { db, clock, orders, search } = deps;
  const { requests } = ctx;
  const flights = createChangeFlights(deps, ctx);
  const { apply, completed, releaseHeld } = createChangeMaking(deps, ctx);

  /** POST submit (kind 'change'): the new flights held; made now when free, else after payment. */
  async function submit(input: {
    caller: OrderCaller;
    orderId: string;
    clientKey: string;
    passengers: number[];
    outboundKey?: string;
    inboundKey?: string;
    /** New flights per leg index (any trip type; outboundKey and inboundKey are legs 0 and 1). */
    legKeys?: Record<string, string>;
    scheduleRequestId?: string;
    seen: { quotedAt: string; amount: number };
  }): Promise<AfterSalesRequest> {
    const row0 = await accessibleOrder(orders, input.orderId, input.caller);
    const repeated = await requests.byClientKey(row0.id, input.clientKey);
    if (repeated) return requestView(repeated, row0);
    const dirs = directionsOf(row0);
    const chosen = new Map<number, string>(
      Object.entries(input.legKeys ?? {}).map(([i, key]) => [Number(i), key]),
    );
    if (input.outboundKey) chosen.set(0, input.outboundKey);
    if (input.inboundKey) chosen.set(1, input.inboundKey);
    const changedDirs: Direction[] = [...chosen.keys()].sort((a, b) => a - b);
    if (changedDirs.length === 0) throw notAllowed('Please choose the new flights.');
    if (changedDirs.some((x) => !dirs.some((d) => d.direction === x)))
      throw notAllowed(noSuchLeg(row0));
    let schedule: RequestRow | null = null;
    if (input.scheduleRequestId) {
      schedule = await requests.byId(input.scheduleRequestId);
      if (
        !schedule ||
        schedule.orderId !== row0.id ||
        schedule.kind !== 'schedule' ||
        schedule.status !== 'action_needed'
      )
        throw notAllowed('This schedule change has already been answered.');
    }
    const funds = await ctx.fundsOf(row0);
    const keys = bookedKeys(row0);
    const people = travellers(row0, input.passengers);
    const journey = await search.changeJourney({
      legs: journeyLegs(row0, chosen),
      multiCity: row0.kind === TRIP_TYPE.multiCity,
      cabin: row0.cabin as 'Y' | 'C',
      product: row0.fareProduct as FareProductCode,
      ...people,
      currency: row0.currency as never,
      rate: row0.rate,
    });
    if (!journey) throw noSuchFlights();
    const now = clock.now();
    const changedIts: [Direction, Itinerary][] = changedDirs.map((x) => [x, journey.legs[x]!]);
    for (const [x, it] of changedIts) {
      if (itineraryKey(it) === keys.legs[x]) throw noSuchFlights();
      // Sold as a booking's flights are: not inside the ticketing cut-off (decision 039).
      if (!isBookableDeparture(it.flights[0]!.depUtc, now)) throw departureClosed();
    }
    if (!journey.connects)
      throw notAllowed(
        row0.kind === TRIP_TYPE.multiCity
          ? 'Each flight must leave at least 3 hours after the flight before it lands.'
          : 'The return must leave at least 3 hours after the outbound lands.',
      );
    const selection = { passengers: input.passengers, directions: changedDirs };
    const quoteNow = (order: AftersalesOrder): ChangeQuote => {
      if (!schedule) return changeQuote(order, selection, now.getTime(), journey.prices);
      const open = order.coupons.filter(
        (c) => selection.passengers.includes(c.passengerIndex) && changedDirs.includes(c.direction),
      );
      const closed = open.map((c) => couponClosedReason(c, now.getTime())).find(Boolean) ?? null;
      return {
        allowed: !closed,
        reason: closed,
        lines: [],
        fee: 0,
        passengers: [],
        difference: 0,
        total: 0,
      };
    };
    const first = quoteNow(aftersalesOrderOf(row0, funds));
    if (!first.allowed) throw notAllowed(first.reason ?? 'These flights cannot be changed.');
    checkSelection(row0, aftersalesOrderOf(row0, funds), input.passengers);
    ctx.checkQuote(input.seen, first.total, row0.currency, () => ({
      amount: toDecimal(first.total),
      quotedAt: now.toISOString(),
    }));

    const requestId = randomUUID();
    const directory = search.directoryOf(journey.legs);
    const newSeatRequests = Object.fromEntries(
      changedIts.map(([x, it]) => [
        String(x),
        search.changeSeatRequests(it, row0.cabin as 'Y' | 'C'),
      ]),
    );
    const names = input.passengers.map((i) => fullName(passengersOf(row0)[i]!));
    const oldSegments = dirs
      .filter((d) => changedDirs.includes(d.direction))
      .flatMap((d) => d.segments);
    const newLegs = namedLegs(journey.routing.segmentInfo);
    const newSegments = changedIts.flatMap(([x]) => newLegs[x]?.detail ?? []);
    const details: RequestDetails = {
      // The flights being replaced, as every page names a trip ('Singapore → London').
      route: requestRoute(dirs.filter((d) => changedDirs.includes(d.direction))),
      passengerNames: names,
      changedDirections: changedDirs,
      newKeys: Object.fromEntries([...chosen].map(([x, key]) => [String(x), key])),
      newSegments,
      oldSegments,
      newSeatRequests,
      newItinerary: {
        routing: journey.routing,
        ...directory,
        optionKey: optionKey(routingKey(journey.legs), row0.fareProduct as FareProductCode),
        prices: journey.prices,
      },
      prices: first.passengers,
      fee: first.fee,
      difference: first.difference,
      scheduleRequestId: input.scheduleRequestId,
    };
    let seats: SeatCount[] = [];
    const created = await db
      .transaction(async (tx): Promise<RequestRow> => {
        const row = await orders.lockById({ id: row0.id }, tx);
        if (!row) throw noSuchFlights();
        await ctx.assertNothingAwaitingPayment(tx, row.id);
        const q = quoteNow(aftersalesOrderOf(row, funds));
        if (!q.allowed) throw notAllowed(q.reason ?? 'These flights cannot be changed.');
        seats = await deps.inventory.holdSeats(
          {
            flights: Object.values(newSeatRequests).flat(),
            cabin: row.cabin,
            count: input.passengers.length,
          },
          tx,
        );
        const free = first.total === 0;
        const timeline = [
          entry('requested', now, `You asked for new flights: ${segmentsText(newSegments)}.`),
          entry(
            'quoted',
            new Date(input.seen.quotedAt),
            free
              ? schedule
                ? 'Free: the airline changed the schedule.'
                : 'Quoted: no change fee and no fare difference.'
              : `Quoted: ${ctx.money(first.total, row.currency)} (change fees ${ctx.money(first.fee, row.currency)}, fare difference ${ctx.money(first.difference, row.currency)}).`,
          ),
          entry(
            'confirmed',
            now,
            free
              ? 'Confirmed: the new seats are taken.'
              : `Confirmed: the new seats are held for ${AFTERSALES.changeHoldMinutes} minutes while you pay.`,
          ),
        ];
        const inserted = await requests.insert(
          {
            id: requestId,
            requestNo: newReference('RQ'),
            orderId: row.id,
            userId: row.userId,
            kind: 'change',
            status: free ? 'completed' : 'awaiting_payment',
            clientKey: input.clientKey,
            passengers: input.passengers,
            directions: changedDirs,
            details,
            currency: row.currency,
            chargeAmount: first.total,
            holdExpiresAt: free
              ? null
              : new Date(now.getTime() + AFTERSALES.changeHoldMinutes * MINUTE),
            timeline,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!inserted) throw new RepeatedSubmit();
        if (!free) return inserted;
        const made = await apply(tx, row, { passengers: input.passengers, details });
        seats.push(...made.seats);
        return completed(tx, inserted, row, made, null);
      })
      .catch((err: unknown) => {
        if (err instanceof RepeatedSubmit) return null;
        throw err;
      });
    search.noteSeats(seats);
    const made = created ?? (await requests.byClientKey(row0.id, input.clientKey));
    if (!made) throw noSuchFlights();
    await ctx.sendPendingMails(made.id);
    return requestView((await requests.byId(made.id)) ?? made, row0);
  }

  return { flights, submit, apply, completed, releaseHeld };
}
export type AftersalesChanges = ReturnType<typeof createAftersalesChanges>;
