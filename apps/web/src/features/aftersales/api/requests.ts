import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AfterSalesRequest,
  RequestList,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { request } from '../../../shared/api/client';
import { orderAccessHeaders } from '../../../shared/session/order-access';
import { aftersalesKeys } from './aftersales-keys';

/** GET /v3/ext/sr/refchg2/detail: one request with its timeline. */
export const requestDetailQuery = (requestId: string) =>
  queryOptions({
    queryKey: aftersalesKeys.request(requestId),
    queryFn: ({ signal }) =>
      request<AfterSalesRequest>('/v3/ext/sr/refchg2/detail', {
        query: { requestId },
        headers: orderAccessHeaders(requestId),
        signal,
      }),
    retry: false,
    // A refund on its way settles within seconds: look again until it has.
    refetchInterval: (query) => (query.state.data?.status === 'refund_pending' ? 3000 : false),
  });

export const useRequestDetail = (requestId: string) =>
  useQuery({ ...requestDetailQuery(requestId), enabled: !!requestId });

/** GET /v3/ext/sr/refchg2/list: a booking's requests, or every request of the signed-in traveller. */
export const requestListQuery = (orderId: string | null, page: number, size: number) =>
  queryOptions({
    queryKey: aftersalesKeys.list(orderId, page, size),
    queryFn: ({ signal }) =>
      request<RequestList>('/v3/ext/sr/refchg2/list', {
        query: { orderId: orderId ?? undefined, page, size },
        headers: orderId ? orderAccessHeaders(orderId) : {},
        signal,
      }),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useRequestList = (
  orderId: string | null,
  page: number,
  size: number,
  enabled = true,
) => useQuery({ ...requestListQuery(orderId, page, size), enabled });
