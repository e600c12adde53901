import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityBookBody,
  ActivityBookResult,
  ActivityCancelResult,
  ActivityOrderInfo,
} from '@farewise/domain/activities/activity.schemas';
import { request } from '../../../shared/api/client';
import {
  orderEmailOf,
  orderTokenHeaders,
  rememberOrderToken,
} from '../../../shared/session/order-access';
import { useOpenOrder } from '../../../shared/ui/order-open';
import { withSavedCopy } from '../../../shared/offline/saved-copies';
import { orderMoneyKey } from '../../../shared/payments/order-money';
import { activityKeys } from './activity-keys';

/** POST /v3/vp/book: holds the places and creates the order; a guest's token is kept for this visit. */
export function useBookActivity() {
  return useMutation({
    mutationFn: (body: ActivityBookBody) => request<ActivityBookResult>('/v3/vp/book', { body }),
    onSuccess: (result) => {
      if (result.accessToken) rememberOrderToken(result.orderNo, result.accessToken);
    },
    meta: { silent: true },
  });
}

/** The order as its owner, a guest with its token, or a guest who looked it up by e-mail reads it. */
const accessOf = (orderNo: string) => ({
  headers: orderTokenHeaders(orderNo),
  email: orderEmailOf(orderNo) ?? undefined,
});

/** The name of an activity order's copy kept on this device for reading offline (decision 020). */
export const activityOrderCopy = (orderNo: string) => `activity:${orderNo}`;

/** POST /v3/vp/orders. */
export const activityOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: activityKeys.order(orderNo),
    queryFn: withSavedCopy(activityOrderCopy(orderNo), ({ signal }: { signal: AbortSignal }) => {
      const { headers, email } = accessOf(orderNo);
      return request<ActivityOrderInfo>('/v3/vp/orders', {
        body: { orderNo, email },
        headers,
        signal,
      });
    }),
    networkMode: 'always',
    // The page says why it cannot open the order (and asks for the e-mail): no toast as well.
    meta: { savedCopy: true, silent: true },
    retry: false,
  });
export const useActivityOrder = (orderNo: string) => useQuery(activityOrderQuery(orderNo));

/** Opens the order on a device it was not booked on (the mail's link) with its e-mail. */
export const useOpenActivityOrder = (orderNo: string) =>
  useOpenOrder(orderNo, {
    read: (email) => request<ActivityOrderInfo>('/v3/vp/orders', { body: { orderNo, email } }),
    queryKey: activityKeys.order(orderNo),
  });

/** POST /v3/vp/orders/cancel. */
export function useCancelActivity(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => {
      const { headers, email } = accessOf(orderNo);
      return request<ActivityCancelResult>('/v3/vp/orders/cancel', {
        body: { orderNo, email, reason },
        headers,
      });
    },
    // The refund joins the order's payments list as the status turns Refunded.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: activityKeys.order(orderNo) }),
        client.invalidateQueries({ queryKey: orderMoneyKey('activity', orderNo) }),
      ]),
    meta: { silent: true },
  });
}
