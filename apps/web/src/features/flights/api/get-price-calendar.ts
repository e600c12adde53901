import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightSearchBody } from '@farewise/domain/flights/search.schemas';
import { compareText } from '@farewise/domain/shared/english-order';
import { request } from '../../../shared/api/client';
import { flightKeys } from './flight-keys';

/** The cheapest fare of one day (decimal, display currency); null when nothing flies. */
export interface CalendarDay {
  date: string;
  price: number | null;
  currency: string;
}

function toDays(data: unknown, currency: string): CalendarDay[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? ((data as Record<string, unknown>).days ?? (data as Record<string, unknown>).list ?? [])
      : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): CalendarDay[] => {
    if (!item || typeof item !== 'object') return [];
    const row = item as Record<string, unknown>;
    const date = typeof row.date === 'string' ? row.date.slice(0, 10) : null;
    if (!date) return [];
    const raw = [row.priceEx, row.price, row.minPrice, row.lowestPrice, row.totalPriceEx].find(
      (v) => typeof v === 'number' || v === null,
    );
    return [
      {
        date,
        price: typeof raw === 'number' ? raw : null,
        currency: typeof row.currency === 'string' ? row.currency : currency,
      },
    ];
  });
}

/**
 * GET /v2/ticket/priceCalendar: the cheapest fare for the 3 days either side of the departure
 * (beyond SPEC). A server without it answers 404; the strip then simply does not show.
 */
export async function getPriceCalendar(
  body: FlightSearchBody,
  currency: string,
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const data = await request<unknown>('/v2/ticket/priceCalendar', {
    query: {
      from: body.fromCityCode,
      to: body.toCityCode,
      date: body.fromDate,
      cabin: String(body.cabinPref ?? 'Y'),
      adults: Number(body.adultNumber),
      children: Number(body.childNumber ?? 0),
      tripType: Number(body.tripType),
      retDate: body.retDate ?? undefined,
      Currency: currency,
    },
    signal,
  });
  return toDays(data, currency).sort((a, b) => compareText(a.date, b.date));
}

export const priceCalendarQueryOptions = (body: FlightSearchBody, currency: string) =>
  queryOptions({
    queryKey: flightKeys.priceCalendar({
      ...(body as unknown as Record<string, string | number>),
      currency,
    }),
    queryFn: ({ signal }) => getPriceCalendar(body, currency, signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });

export function usePriceCalendar(body: FlightSearchBody | null, currency: string) {
  return useQuery({
    ...priceCalendarQueryOptions(body ?? ({} as FlightSearchBody), currency),
    enabled: body !== null,
  });
}
