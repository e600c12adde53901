import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { request } from '../../../shared/api/client';
import { orderAccessHeaders } from '../../../shared/session/order-access';
import { aftersalesKeys } from './aftersales-keys';

export interface QuoteAsk {
  kind: 'refund' | 'cancel';
  passengers?: number[];
  directions?: number[];
}

const quoteQuery = (ask?: QuoteAsk) =>
  ask
    ? {
        kind: ask.kind,
        passengers: ask.passengers?.join(','),
        directions: ask.directions?.join(','),
      }
    : {};

/** GET /v3/ext/sr/refchg2/psgList: what the booking allows now; with a kind, that quote. */
export function fetchAftersalesOptions(orderId: string, ask?: QuoteAsk, signal?: AbortSignal) {
  return request<AfterSalesOptions>('/v3/ext/sr/refchg2/psgList', {
    query: { orderId, ...quoteQuery(ask) },
    headers: orderAccessHeaders(orderId),
    signal,
  });
}

export const aftersalesOptionsQuery = (orderId: string, ask?: QuoteAsk) =>
  queryOptions({
    queryKey: aftersalesKeys.options(orderId, ask ? JSON.stringify(quoteQuery(ask)) : undefined),
    queryFn: ({ signal }) => fetchAftersalesOptions(orderId, ask, signal),
    retry: false,
    // A new selection keeps the last quote on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAftersalesOptions = (orderId: string, ask?: QuoteAsk, enabled = true) =>
  useQuery({ ...aftersalesOptionsQuery(orderId, ask), enabled: enabled && !!orderId });
