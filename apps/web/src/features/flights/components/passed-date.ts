import dayjs from 'dayjs';
import { earliestFlightDate } from '@farewise/domain/flights/flight-search.rules';
import { addDays, isIsoDate } from '@farewise/domain/shared/dates';

/** The departure dates a /flightsList address names, in order: fromDate, or a multi-city trip's legs. */
function departureDates(params: URLSearchParams): string[] {
  const legs = params.get('legs');
  if (params.get('tripType') === '3' && legs) {
    try {
      const parsed = JSON.parse(legs) as unknown;
      if (Array.isArray(parsed))
        return parsed.map((l) => String((l as { fromDate?: unknown } | null)?.fromDate ?? ''));
    } catch {
      // An unreadable list of legs is no search (searchFromQuery); nothing has passed.
    }
  }
  return [params.get('fromDate') ?? ''];
}

/**
 * The first departure date of the address that has passed everywhere (before yesterday, SPEC 5's
 * floor), or null. Such an address is not searched (decision 039); yesterday and today may still
 * be sold where the flight leaves, which the server decides (flights.date_passed).
 */
export function passedDateIn(params: URLSearchParams, now: string): string | null {
  const floor = earliestFlightDate(now);
  return departureDates(params).find((d) => isIsoDate(d) && d < floor) ?? null;
}

/** The same search moved so that its first flight is on `now`, every later date by as many days. */
export function searchMovedTo(params: URLSearchParams, now: string): Record<string, string> {
  const next = Object.fromEntries(params.entries());
  const first = departureDates(params)[0] ?? '';
  const shift = isIsoDate(first) ? dayjs(now).diff(dayjs(first), 'day') : 0;
  const moved = (d: unknown) => (typeof d === 'string' && isIsoDate(d) ? addDays(d, shift) : now);
  next.fromDate = now;
  if (next.retDate) next.retDate = moved(next.retDate);
  if (next.tripType === '3' && next.legs) {
    try {
      const legs = JSON.parse(next.legs) as { fromDate?: unknown }[];
      next.legs = JSON.stringify(legs.map((l) => ({ ...l, fromDate: moved(l.fromDate) })));
    } catch {
      delete next.legs;
    }
  }
  return next;
}
