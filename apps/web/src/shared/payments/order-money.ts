import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderMoney, OrderType } from '@farewise/domain/payments/payment.schemas';
import { request } from '../api/client';
import { orderTokenHeaders } from '../session/order-access';

/** POST /v3/commonb2c/orderMoney: every charge and refund of an order, dated, with the sums. */
export function fetchOrderMoney(orderType: OrderType, orderId: string, signal?: AbortSignal) {
  return request<OrderMoney>('/v3/commonb2c/orderMoney', {
    body: { orderType, orderId },
    headers: orderTokenHeaders(orderId),
    signal,
  });
}

/** Read again every 5 seconds while a refund is on its way. */
export const orderMoneyQuery = (orderType: OrderType, orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'money', orderType, orderId],
    queryFn: ({ signal }) => fetchOrderMoney(orderType, orderId, signal),
    refetchInterval: (query) =>
      query.state.data?.movements.some((m) => m.status === 'processing') ? 5000 : false,
  });

export const useOrderMoney = (orderType: OrderType, orderId: string, enabled = true) =>
  useQuery({ ...orderMoneyQuery(orderType, orderId), enabled: enabled && !!orderId });
