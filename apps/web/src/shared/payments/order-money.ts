import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderMoney, OrderType } from '@farewise/domain/payments/payment.schemas';
import { request } from '../api/client';
import { orderEmailOf, orderTokenHeaders } from '../session/order-access';

/**
 * POST /v3/commonb2c/orderMoney: every charge and refund of an order, dated, with the sums. It
 * carries the proofs the order page itself uses: the session, the order's token, or the e-mail
 * given on this visit with the order number (/searchBookings, or a mail's link on another device).
 */
export function fetchOrderMoney(
  orderType: OrderType,
  orderId: string,
  orderNo: string = orderId,
  signal?: AbortSignal,
) {
  return request<OrderMoney>('/v3/commonb2c/orderMoney', {
    body: { orderType, orderId, email: orderEmailOf(orderNo) ?? undefined },
    headers: { ...orderTokenHeaders(orderNo), ...orderTokenHeaders(orderId) },
    signal,
  });
}

/** The orderMoney queries of one order, or of every order of a type. */
export const orderMoneyKey = (orderType: OrderType, orderId?: string) =>
  orderId === undefined
    ? (['payments', 'money', orderType] as const)
    : (['payments', 'money', orderType, orderId] as const);

/** Read again every 5 seconds while a refund is on its way. */
export const orderMoneyQuery = (orderType: OrderType, orderId: string, orderNo?: string) =>
  queryOptions({
    queryKey: orderMoneyKey(orderType, orderId),
    queryFn: ({ signal }) => fetchOrderMoney(orderType, orderId, orderNo, signal),
    refetchInterval: (query) =>
      query.state.data?.movements.some((m) => m.status === 'processing') ? 5000 : false,
  });

/** `orderNo`: where the order's number is not its id (flights, hotels), for the look-up's e-mail. */
export const useOrderMoney = (
  orderType: OrderType,
  orderId: string,
  orderNo?: string,
  enabled = true,
) => useQuery({ ...orderMoneyQuery(orderType, orderId, orderNo), enabled: enabled && !!orderId });
