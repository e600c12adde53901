import type { ChangeFlightsResult } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES, type Direction } from '@farewise/domain/aftersales/aftersales.rules';
import { changeEligibility, changeQuote } from '@farewise/domain/aftersales/change-quote';
import { earliestFlightDate } from '@farewise/domain/flights/flight-search.rules';
import { TRIP_TYPE, type FareProductCode } from '@farewise/domain/flights/products';
import { addDays } from '@farewise/domain/shared/dates';
import { todayUtc } from '@farewise/domain/shared/today';
import { toDecimal } from '@farewise/domain/money/minor-units';
import { MAX_DAYS_AHEAD } from '../flights/flight-search.service.ts';
import { accessibleOrder, type OrderCaller } from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import { notAllowed } from './aftersales.errors.ts';
import { aftersalesOrderOf, fullName } from './aftersales-order.ts';
import { directionsOf, passengersOf } from '../flight-orders/index.ts';
import { checkSelection, journeyLegs, noSuchLeg, travellers } from './change-selection.ts';

const MINUTE = 60_000;

/** changeNewFlightGet: the new flights a booking may move to on a date, each priced as its change. */
export function createChangeFlights(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { clock, orders, search } = deps;
  // The dates a change may search, from the server's UTC today as flight search's (decision 047).
  const today = () => todayUtc(clock.now());

  /** GET changeNewFlightGet: the supplier's flights on the new date, each priced as this change. */
  async function flights(input: {
    caller: OrderCaller;
    orderId: string;
    passengers: number[];
    direction: Direction;
    date: string;
    otherKey?: string;
  }): Promise<ChangeFlightsResult> {
    const row = await accessibleOrder(orders, input.orderId, input.caller);
    const funds = await ctx.fundsOf(row);
    const order = aftersalesOrderOf(row, funds);
    const now = clock.now();
    const dirs = directionsOf(row);
    const changed = dirs.find((d) => d.direction === input.direction);
    if (!changed) throw notAllowed(noSuchLeg(row));
    // Both flights of a two-flight booking at once: the new first flight already chosen while
    // the second's are searched. A longer multi-city trip changes one flight at a time.
    const otherIndex = input.otherKey ? (input.direction === 0 ? 1 : 0) : null;
    if (otherIndex !== null && dirs.length !== 2)
      throw notAllowed('Please change one flight of this booking at a time.');
    const directions: Direction[] = otherIndex === null ? [input.direction] : [0, 1];
    const eligibility = changeEligibility(
      order,
      { passengers: input.passengers, directions },
      now.getTime(),
    );
    if (!eligibility.allowed)
      throw notAllowed(eligibility.reason ?? 'These flights cannot be changed.');
    checkSelection(row, order, input.passengers);
    if (input.date < earliestFlightDate(today()) || input.date > addDays(today(), MAX_DAYS_AHEAD))
      throw notAllowed(`Please choose a date from today up to ${MAX_DAYS_AHEAD} days ahead.`);
    const options = await search.changeOptions({
      direction: input.direction,
      legs: journeyLegs(row, new Map(otherIndex === null ? [] : [[otherIndex, input.otherKey!]])),
      newDate: input.date,
      multiCity: row.kind === TRIP_TYPE.multiCity,
      cabin: row.cabin as 'Y' | 'C',
      product: row.fareProduct as FareProductCode,
      ...travellers(row, input.passengers),
      currency: row.currency as never,
      rate: row.rate,
    });
    const names = passengersOf(row);
    const priced = options.map((o) => {
      const q = changeQuote(
        order,
        { passengers: input.passengers, directions },
        now.getTime(),
        o.prices,
      );
      const last = o.segments[o.segments.length - 1]!;
      return {
        key: o.key,
        direction: input.direction,
        departure: o.segments[0]!.depTimeEx,
        arrival: last.arrTimeEx,
        totalMinutes: o.itinerary.totalMinutes,
        stops: o.itinerary.stops,
        segments: o.segments,
        seatsLeft: o.seatsLeft,
        passengers: q.passengers.map((p) => ({
          passengerIndex: p.passengerIndex,
          passengerName: names[p.passengerIndex] ? fullName(names[p.passengerIndex]!) : '',
          passengerType: p.passengerType,
          fee: toDecimal(p.fee),
          oldPrice: toDecimal(p.oldPrice),
          newPrice: toDecimal(p.newPrice),
          difference: toDecimal(p.difference),
          total: toDecimal(p.total),
        })),
        fee: toDecimal(q.fee),
        difference: toDecimal(q.difference),
        total: toDecimal(q.total),
      };
    });
    priced.sort((a, b) => a.total - b.total || a.departure.localeCompare(b.departure));
    return {
      currency: row.currency,
      quotedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + AFTERSALES.quoteValidMinutes * MINUTE).toISOString(),
      rules: [...new Set(eligibility.lines.map((l) => l.ruleText))],
      options: priced,
      airports: search.directoryOf(options.map((o) => o.itinerary)).air_ports,
    };
  }

  return flights;
}
