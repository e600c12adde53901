import { randomUUID } from 'node:crypto';
import { journeyLegs } from '@farewise/domain/flights/journey-legs';
import type { AfterSalesRequest } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES } from '@farewise/domain/aftersales/aftersales.rules';
import { formatDateTime } from '@farewise/domain/shared/dates';
import { shiftWallTime } from '@farewise/domain/shared/today';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import type { UploadCaller } from '../users/uploads.service.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import { notAllowed, requestNotFound } from './aftersales.errors.ts';
import { couponStatus } from './aftersales-order.ts';
import { directionsOf, itineraryOf, passengersOf, timeZoneOf } from '../flight-orders/index.ts';
import { detailsOf, entry, requestRoute, requestView } from './aftersales-view.ts';
import { localToUtc } from '../flight-orders/index.ts';
import { accessibleOrder, type OrderCaller } from '../flight-orders/index.ts';
import { newReference } from '../flight-orders/index.ts';
import { bookingLookUpLink, LOOK_UP_WITH_EMAIL } from '../../shared/order-mail-link.ts';

/** A booking's flights are looked at again after this long. */
const RECHECK_MS = 6 * 3_600_000;
const BATCH = 100;
/** A connection shorter than this after a retiming is missed: the change counts as significant. */
const MIN_CONNECTION_MINUTES = 45;

/**
 * A flight's times moved by an airline's retiming: real minutes, each end on its own airport's
 * clock (a change across that airport's clock change moves its wall time by more or less).
 */
export function retimed<
  T extends Pick<SegmentDetail, 'depAirport' | 'arrAirport' | 'depTimeEx' | 'arrTimeEx'>,
>(seg: T, minutes: number, zoneOf: (airport: string) => string): T {
  return {
    ...seg,
    depTimeEx: shiftWallTime(seg.depTimeEx, minutes, zoneOf(seg.depAirport)),
    arrTimeEx: shiftWallTime(seg.arrTimeEx, minutes, zoneOf(seg.arrAirport)),
  };
}

/** A retimed flight in words, its times as the pages write them ('Tue 12 Jan 2027, 23:20'). */
export function scheduleChangeText(o: {
  now: Pick<
    SegmentDetail,
    'flightNumber' | 'depAirport' | 'arrAirport' | 'depTimeEx' | 'arrTimeEx'
  >;
  was: Pick<SegmentDetail, 'depTimeEx'>;
  shiftMinutes: number;
  tight: boolean;
}): string {
  const later = o.shiftMinutes > 0 ? 'later' : 'earlier';
  return `The airline moved flight ${o.now.flightNumber} ${Math.abs(o.shiftMinutes)} minutes ${later}: it now departs ${o.now.depAirport} at ${formatDateTime(o.now.depTimeEx)} (was ${formatDateTime(o.was.depTimeEx)}) and arrives ${o.now.arrAirport} at ${formatDateTime(o.now.arrTimeEx)} (local times).${o.tight ? ' Your connection is now too short.' : ''}`;
}

/**
 * Airline schedule changes (after-sales): a job asks the supplier about every ticketed booking's
 * flights not yet flown; a retimed flight becomes a request waiting for the traveller's answer
 * (keep the new times, other flights free, or a full refund when the change is 3 hours or more or
 * breaks a connection), the order shows the new times, and the traveller is mailed.
 */
export function createAftersalesSchedule(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { db, clock, orders, supplier } = deps;
  const { requests } = ctx;

  async function checkOrder(orderId: string, now: Date): Promise<number> {
    let made = 0;
    const ids: string[] = [];
    await db.transaction(async (tx) => {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row || ![3, 6].includes(row.status)) return;
      const seen = new Set(
        (await requests.forOrder(row.id, tx))
          .filter((r) => r.kind === 'schedule')
          .map((r) => detailsOf(r).flightKey),
      );
      const { routing } = itineraryOf(row);
      const legs = journeyLegs(routing.segmentInfo).map((leg) => leg.detail.map((s) => ({ ...s })));
      for (const dir of directionsOf(row)) {
        if (dir.departureUtc <= now.getTime()) continue;
        if (!passengersOf(row).some((p) => couponStatus(p, dir.direction) === 'open')) continue;
        const segments: SegmentDetail[] = legs[dir.direction] ?? [];
        for (let i = 0; i < segments.length; i++) {
          const seg = segments[i]!;
          const flightKey = dir.seatFlights[i]?.flightKey;
          if (!flightKey || seen.has(flightKey)) continue;
          const depUtc = localToUtc(seg.depTimeEx, timeZoneOf(row, seg.depAirport));
          const change = supplier.scheduleChange(flightKey, depUtc);
          if (!change || now.getTime() < change.announcedAt || depUtc <= now.getTime()) continue;
          const old = { ...seg };
          const moved = retimed(seg, change.shiftMinutes, (a) => timeZoneOf(row, a));
          seg.depTimeEx = moved.depTimeEx;
          seg.arrTimeEx = moved.arrTimeEx;
          const prev = segments[i - 1];
          if (prev?.layoverMinutes != null) prev.layoverMinutes += change.shiftMinutes;
          if (seg.layoverMinutes != null) seg.layoverMinutes -= change.shiftMinutes;
          const tight = [prev?.layoverMinutes, seg.layoverMinutes].some(
            (m) => m != null && m < MIN_CONNECTION_MINUTES,
          );
          const significant =
            Math.abs(change.shiftMinutes) >= AFTERSALES.significantScheduleChangeMinutes || tight;
          const text = scheduleChangeText({
            now: seg,
            was: old,
            shiftMinutes: change.shiftMinutes,
            tight,
          });
          const choices = significant
            ? 'You may keep the new times, choose other flights free of charge, or ask for a full refund of your tickets, whatever the fare.'
            : 'You may keep the new times or choose other flights free of charge.';
          const timeline = [entry('notified', now, `${text} ${choices}`)];
          const requestNo = newReference('RQ');
          const mail = ctx.mailFor(row, { requestNo }, timeline, {
            subject: `Schedule change: flight ${seg.flightNumber}`,
            heading: `Flight ${seg.flightNumber} has new times`,
            paragraphs: [
              text,
              choices,
              // The look-up opens on any device (the order page's address needs this browser's token).
              `Answer from your booking's "Refund and change options": find it at ${bookingLookUpLink(deps.siteUrl, row.orderNo)} ${LOOK_UP_WITH_EMAIL}.`,
            ],
          });
          const id = randomUUID();
          await requests.insert(
            {
              id,
              requestNo,
              orderId: row.id,
              userId: row.userId,
              kind: 'schedule',
              status: 'action_needed',
              clientKey: `schedule:${flightKey}`,
              passengers: passengersOf(row).map((_p, j) => j),
              directions: [dir.direction],
              details: {
                // The moved flight's part of the trip, as every page names a trip.
                route: requestRoute([dir]),
                flightKey,
                flightNumber: seg.flightNumber,
                shiftMinutes: change.shiftMinutes,
                significant,
                oldSegments: [old],
                newSegments: [{ ...seg }],
              },
              currency: row.currency,
              timeline,
              pendingMails: mail ? [mail] : [],
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          ids.push(id);
          made++;
        }
      }
      if (made > 0) {
        const itinerary = itineraryOf(row);
        await orders.update(
          {
            id: row.id,
            set: {
              itinerary: {
                ...itinerary,
                routing: {
                  ...itinerary.routing,
                  segmentInfo: {
                    fromSegments: {
                      ...itinerary.routing.segmentInfo.fromSegments,
                      detail: legs[0]!,
                    },
                    retSegments: itinerary.routing.segmentInfo.retSegments
                      ? { ...itinerary.routing.segmentInfo.retSegments, detail: legs[1]! }
                      : null,
                    ...(itinerary.routing.segmentInfo.legs
                      ? {
                          legs: itinerary.routing.segmentInfo.legs.map((leg, i) => ({
                            ...leg,
                            detail: legs[i]!,
                          })),
                        }
                      : {}),
                  },
                },
              },
              updatedAt: now,
            },
          },
          tx,
        );
      }
    });
    for (const id of ids) await ctx.sendPendingMails(id);
    return made;
  }

  return {
    /** The schedule-change job: ticketed bookings not looked at for 6 hours, a batch a run. */
    async runDue(now: Date): Promise<{ checked: number; changed: number }> {
      const claimed = await db.transaction((tx) =>
        orders.claimForScheduleCheck(
          { before: new Date(now.getTime() - RECHECK_MS), now, limit: BATCH },
          tx,
        ),
      );
      let changed = 0;
      for (const row of claimed) changed += await checkOrder(row.id, now);
      return { checked: claimed.length, changed };
    },

    /**
     * submit kind 'schedule': keep the new times. The full refund a significant change owes is a
     * refund submit (its quote says why it is full; the traveller confirms the amount), which
     * closes this request.
     */
    async answer(input: {
      caller: OrderCaller;
      uploadCaller: UploadCaller;
      orderId: string;
      clientKey: string;
      requestId: string;
      decision: 'accept';
    }): Promise<AfterSalesRequest> {
      const row = await accessibleOrder(orders, input.orderId, input.caller);
      const schedule = await requests.byId(input.requestId);
      if (!schedule || schedule.orderId !== row.id || schedule.kind !== 'schedule')
        throw requestNotFound();
      if (schedule.status !== 'action_needed')
        throw notAllowed('This schedule change has already been answered.');
      await db.transaction(async (tx) => {
        const locked = await requests.lockById(schedule.id, tx);
        if (!locked || locked.status !== 'action_needed') return;
        await ctx.record(tx, locked, { status: 'completed' }, [
          entry('accepted', clock.now(), 'You kept the new times. Your tickets stay valid.'),
          entry('closed', clock.now(), 'Request closed.'),
        ]);
      });
      return requestView((await requests.byId(schedule.id))!, row);
    },
  };
}
