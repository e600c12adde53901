import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderType, SlicePlanWire } from '@farewise/domain/payments/payment.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';
import { paymentKeys } from './payment-keys';

/** POST /v3/commonb2c/slicePayParse: the slice schedule shown before paying. */
export const slicePlanQuery = (orderType: OrderType, orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.slicePlan(orderType, orderId),
    queryFn: ({ signal }) =>
      request<SlicePlanWire>('/v3/commonb2c/slicePayParse', {
        body: { orderType, orderId },
        headers: orderTokenHeaders(orderId),
        signal,
      }),
  });

export const useSlicePlan = (orderType: OrderType, orderId: string, enabled: boolean) =>
  useQuery({ ...slicePlanQuery(orderType, orderId), enabled });
