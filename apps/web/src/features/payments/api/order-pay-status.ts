import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPayStatus, OrderType } from '@farewise/domain/payments/payment.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';
import { paymentKeys } from './payment-keys';

/** POST /v3/commonb2c/orderPayStatus: total, paid, due, each payment and instalment. */
export function fetchOrderPayStatus(orderType: OrderType, orderId: string, signal?: AbortSignal) {
  return request<OrderPayStatus>('/v3/commonb2c/orderPayStatus', {
    body: { orderType, orderId },
    headers: orderTokenHeaders(orderId),
    signal,
  });
}

/** Polls every 2 seconds while a payment is pending (charging or waiting for 3-D Secure). */
export const orderPayStatusQuery = (orderType: OrderType, orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.status(orderType, orderId),
    queryFn: ({ signal }) => fetchOrderPayStatus(orderType, orderId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

export const useOrderPayStatus = (orderType: OrderType, orderId: string) =>
  useQuery(orderPayStatusQuery(orderType, orderId));
