import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeFlightsResult } from '@farewise/domain/aftersales/aftersales.schemas';
import { request } from '../../../shared/api/client';
import { orderAccessHeaders } from '../../../shared/session/order-access';
import { aftersalesKeys } from './aftersales-keys';

export interface ChangeFlightsAsk {
  orderId: string;
  passengers: number[];
  /** The leg whose flights are replaced (0 to 4). */
  direction: number;
  date: string;
  otherKey?: string;
}

/** GET /v3/ext/sr/refchg2/changeNewFlightGet: new flights on a date, priced as this change. */
export function fetchChangeFlights(ask: ChangeFlightsAsk, signal?: AbortSignal) {
  return request<ChangeFlightsResult>('/v3/ext/sr/refchg2/changeNewFlightGet', {
    query: {
      orderId: ask.orderId,
      passengers: ask.passengers.join(','),
      direction: ask.direction,
      date: ask.date,
      otherKey: ask.otherKey,
    },
    headers: orderAccessHeaders(ask.orderId),
    signal,
  });
}

export const changeFlightsQuery = (ask: ChangeFlightsAsk) =>
  queryOptions({
    queryKey: aftersalesKeys.changeFlights(ask.orderId, JSON.stringify(ask)),
    queryFn: ({ signal }) => fetchChangeFlights(ask, signal),
    retry: false,
  });

export const useChangeFlights = (ask: ChangeFlightsAsk | null) =>
  useQuery({
    ...changeFlightsQuery(ask ?? { orderId: '', passengers: [], direction: 0, date: '' }),
    enabled: !!ask && ask.passengers.length > 0 && !!ask.date,
  });
