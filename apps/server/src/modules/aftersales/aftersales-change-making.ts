import { formatDateTime } from '@farewise/domain/shared/dates';
import type { DbOrTx } from '../../db/client.ts';
import type { SeatCount } from '../flights/seat-inventory.service.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { directionsOf, passengersOf } from '../flight-orders/index.ts';
import { markCoupons } from './refund-plan.ts';
import { releaseCoupons } from './refund-seats.ts';
import { detailsOf, entry, type RequestDetails } from './aftersales-view.ts';
import { flightCalendar } from '../flight-orders/index.ts';
import type { StoredPassenger } from '../flight-orders/index.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import { newOrderNo, ticketNumber } from '../flight-orders/index.ts';

export const segmentsText = (
  segments: {
    flightNumber: string;
    depAirport: string;
    arrAirport: string;
    depTimeEx: string;
    arrTimeEx: string;
  }[],
) =>
  segments
    .map(
      (s) =>
        `${s.flightNumber} ${s.depAirport} ${formatDateTime(s.depTimeEx)} → ${s.arrAirport} ${formatDateTime(s.arrTimeEx)}`,
    )
    .join('; ');

/**
 * A flight change made on the order once it is free or paid: seats moved, tickets reissued,
 * passengers split off when only some change, the timeline and the mail; and held seats given
 * back when a change is not paid in time.
 */
export function createChangeMaking(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { clock, orders } = deps;
  const { requests } = ctx;

  /**
   * Makes a change on the order, in the caller's transaction: the booked seats of the changed
   * directions go back, the new itinerary is stored, the tickets are reissued and the order is
   * 'Changed' (6). When only some passengers change, they move to a new booking of their own.
   */
  async function apply(
    tx: DbOrTx,
    row: FlightOrderRow,
    request: Pick<RequestRow, 'passengers'> & { details: RequestDetails },
  ): Promise<{ seats: SeatCount[]; newOrder: FlightOrderRow | null; tickets: string[] }> {
    const d = request.details;
    const moving = request.passengers as number[];
    const changedDirs = d.changedDirections ?? [];
    const journey = d.newItinerary!;
    const seats = await releaseCoupons(deps, row, moving, changedDirs, tx);
    const dirs = directionsOf(row);
    const seatFlights = dirs.flatMap((dir) =>
      changedDirs.includes(dir.direction)
        ? (d.newSeatRequests?.[String(dir.direction) as '0' | '1'] ?? [])
        : dir.seatFlights,
    );
    const carrier = journey.routing.validatingCarrier;
    const tickets: string[] = [];
    const reissue = (p: StoredPassenger): StoredPassenger => {
      const ticketNo = ticketNumber(carrier);
      tickets.push(ticketNo);
      return {
        ...p,
        ticketHistory: [...(p.ticketHistory ?? []), ...(p.ticketNo ? [p.ticketNo] : [])],
        ticketNo,
      };
    };
    const list = passengersOf(row);
    const everyone = list.every(
      (p, i) =>
        moving.includes(i) ||
        dirs.every((dir) => (p.coupons?.[String(dir.direction) as '0' | '1'] ?? 'open') !== 'open'),
    );
    const itinerary = {
      routing: journey.routing,
      air_lines: journey.air_lines,
      air_ports: journey.air_ports,
    };
    const firstDeparture = journey.routing.segmentInfo.fromSegments.detail[0]!.depTimeEx;
    const now = clock.now();
    if (everyone) {
      const passengers = list.map((p, i) => (moving.includes(i) ? reissue(p) : p));
      await orders.update(
        {
          id: row.id,
          set: {
            itinerary,
            seatFlights,
            optionKey: journey.optionKey,
            firstDeparture,
            passengers,
            ticketNumbers: passengers.map((p) => p.ticketNo).filter(Boolean),
            status: 6,
            updatedAt: now,
          },
        },
        tx,
      );
      return { seats, newOrder: null, tickets };
    }
    // Some passengers change: they move to a booking of their own (the airline splits the record).
    const movers = moving.map((i) => reissue(list[i]!));
    const adults = movers.filter((p) => p.age_type === 0).length;
    const children = movers.length - adults;
    const newOrder = await orders.insert(
      {
        orderNo: newOrderNo(),
        userId: row.userId,
        guestTokenHash: row.guestTokenHash,
        lookupTokenHashes: row.lookupTokenHashes,
        splitFromOrderId: row.splitFromOrderId ?? row.id,
        searchId: row.searchId,
        optionKey: journey.optionKey,
        fareProduct: row.fareProduct,
        kind: row.kind,
        cabin: row.cabin,
        adults,
        children,
        currency: row.currency,
        rate: row.rate,
        totalAmount: adults * journey.prices.adult + children * journey.prices.child,
        adultAmount: journey.prices.adult,
        childAmount: journey.prices.child,
        paymentType: 'full',
        slicePlan: null,
        itinerary,
        seatFlights,
        firstDeparture,
        status: 6,
        passengers: movers,
        contact: row.contact,
        contactEmail: row.contactEmail,
        holdState: 'confirmed',
        payments: [],
        ticketNumbers: movers.map((p) => p.ticketNo),
        confirmationSentAt: now,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    await orders.update(
      {
        id: row.id,
        set: {
          passengers: markCoupons(
            list,
            moving,
            dirs.map((x) => x.direction),
            'moved',
          ),
          updatedAt: now,
        },
      },
      tx,
    );
    return { seats, newOrder, tickets };
  }

  /** The timeline entry and mail of a change just made. */
  async function completed(
    tx: DbOrTx,
    request: RequestRow,
    row: FlightOrderRow,
    made: Awaited<ReturnType<typeof apply>>,
    paid: string | null,
  ): Promise<RequestRow> {
    const now = clock.now();
    const d = detailsOf(request);
    const target = made.newOrder ?? {
      ...row,
      itinerary: {
        routing: d.newItinerary!.routing,
        air_lines: d.newItinerary!.air_lines,
        air_ports: d.newItinerary!.air_ports,
      },
    };
    const text = `Tickets reissued: ${made.tickets.join(', ')}. New flights: ${segmentsText(d.newSegments ?? [])}.${made.newOrder ? ` The changed passengers are now on booking ${made.newOrder.orderNo}.` : ''}`;
    const add = [
      ...(paid ? [entry('payment_received', now, paid)] : []),
      entry('reissued', now, text),
      entry('closed', now, 'Request closed.'),
    ];
    const routing = d.newItinerary!.routing;
    const mail = ctx.mailFor(row, request, [...(request.timeline as never[]), ...add], {
      subject: 'Your flights are changed',
      heading: 'Your flights are changed',
      paragraphs: [text, 'The attached calendar file has your new flights.'],
      attachments: [
        {
          filename: `${target.orderNo}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: flightCalendar({
            orderNo: target.orderNo,
            routing,
            airports: d.newItinerary!.air_ports,
            now,
          }),
        },
      ],
    });
    const next = await ctx.record(
      tx,
      request,
      {
        status: 'completed',
        details: made.newOrder
          ? { ...d, newOrderId: made.newOrder.id, newOrderNo: made.newOrder.orderNo }
          : d,
      },
      add,
      mail,
    );
    if (d.scheduleRequestId) {
      const schedule = await requests.lockById(d.scheduleRequestId, tx);
      if (schedule && schedule.status === 'action_needed')
        await ctx.record(tx, schedule, { status: 'completed' }, [
          entry('closed', now, `You chose other flights under request ${request.requestNo}.`),
        ]);
    }
    return next;
  }

  /** The held seats of a change not paid in time go back (the follow-up job; in the caller's transaction). */
  async function releaseHeld(tx: DbOrTx, request: RequestRow, cabin: string): Promise<SeatCount[]> {
    const held = Object.values(detailsOf(request).newSeatRequests ?? {}).flat();
    if (held.length === 0) return [];
    return deps.inventory.releaseSeats(
      {
        flightKeys: held.map((f) => f.flightKey),
        cabin,
        count: (request.passengers as number[]).length,
      },
      tx,
    );
  }

  return { apply, completed, releaseHeld };
}
