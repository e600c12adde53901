import type { Currency } from '@farewise/domain/money/currency';
import { earliestFlightDate } from '@farewise/domain/flights/flight-search.rules';
import { earliestBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import { addDays } from '@farewise/domain/shared/dates';
import type { PriceCalendarResult } from '@farewise/domain/flights/flight-calls.schemas';
import type { Clock } from '../../shared/clock.ts';
import type { ExchangeRates } from '../money/index.ts';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { RoutingPricing } from './routing-pricing.ts';
import { MAX_DAYS_AHEAD, validateSearch } from './search-request.ts';

export interface PriceCalendarQuery {
  from: string;
  to: string;
  date: string;
  cabin: 'Y' | 'C';
  adults: number;
  children: number;
  tripType: 1 | 2;
  retDate?: string;
  Currency?: Currency;
}

export interface PriceCalendarDeps {
  clock: Clock;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  pricing: RoutingPricing;
}

/** GET /v2/ticket/priceCalendar: the cheapest total 3 days either side (days before yesterday left out). */
export async function priceCalendar(
  { clock, supplier, rates, pricing }: PriceCalendarDeps,
  q: PriceCalendarQuery,
): Promise<PriceCalendarResult> {
  const day = clock.now().toISOString().slice(0, 10);
  const currency = rates.pick(q.Currency);
  const rate = rates.rate(currency).perUsd;
  const base = validateSearch(
    supplier,
    {
      tripType: q.tripType,
      fromCity: '',
      fromCityCode: q.from,
      toCity: '',
      toCityCode: q.to,
      fromDate: q.date,
      retDate: q.retDate ?? null,
      adultNumber: q.adults,
      childNumber: q.children,
      cabinPref: q.cabin,
    },
    day,
  );
  const floor = earliestFlightDate(day);
  const latest = addDays(day, MAX_DAYS_AHEAD);
  const days: PriceCalendarResult['days'] = [];
  for (let offset = -3; offset <= 3; offset++) {
    const date = addDays(q.date, offset);
    if (date < floor || date > latest) continue;
    const retDate = base.retDate ? addDays(base.retDate, offset) : null;
    const priced = await pricing.priceRoutings(
      { ...base, fromDate: date, retDate },
      currency,
      rate,
      day,
      // A day's price is of flights still sold (decision 039).
      earliestBookableDeparture(clock.now()),
    );
    const cheapest = priced.length ? Math.min(...priced.map((p) => p.cheapestTotal)) : null;
    days.push({
      date,
      retDate,
      priceEx: cheapest === null ? null : cheapest / 100,
      currency,
      cheapest: false,
      selected: offset === 0,
    });
  }
  const lowest = Math.min(...days.map((d) => d.priceEx ?? Infinity));
  for (const d of days) d.cheapest = d.priceEx !== null && d.priceEx === lowest;
  return { currency, days };
}
