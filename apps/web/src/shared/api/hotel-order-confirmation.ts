import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelOrderInfo, HotelPayInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { request } from './client';
import { orderEmailOf, orderTokenHeaders } from '../session/order-access';
import { hotelOrderKeys } from './hotel-order-keys';

/**
 * POST /v3/hotel/binfo by the order's id: the pay and success pages know the order by its id, the
 * order page by its insideOrderNo, and this answers both. One call and one key for the hotels and
 * payments features.
 */
export function getHotelPayInfoById(orderId: string, signal?: AbortSignal) {
  return request<HotelPayInfo>('/v3/hotel/binfo', {
    body: { orderId },
    headers: orderTokenHeaders(orderId),
    signal,
  });
}

export const hotelPayInfoQuery = (orderId: string) =>
  queryOptions({
    queryKey: hotelOrderKeys.payInfo(orderId),
    queryFn: ({ signal }) => getHotelPayInfoById(orderId, signal),
    retry: false,
    meta: { silent: true },
  });

/**
 * POST /v3/hotel/confirm: a paid order gets the supplier's confirmation number now (Paid →
 * Issued, 'Upcoming') instead of waiting for the server's own follow-up. Idempotent. A guest's
 * token is kept under the order's id or its number, so both are offered.
 */
export function confirmHotelOrder(insideOrderNo: string, orderId?: string) {
  return request<HotelOrderInfo>('/v3/hotel/confirm', {
    // The e-mail given on this visit opens it too (the confirmation mail's link on another device).
    body: { insideOrderNo, email: orderEmailOf(insideOrderNo) ?? undefined },
    headers: {
      ...(orderId ? orderTokenHeaders(orderId) : {}),
      ...orderTokenHeaders(insideOrderNo),
    },
  });
}

/** Confirms a Paid order and puts the answer (Issued, with its number) in the order's cache. */
export function useConfirmHotelOrder(insideOrderNo: string, orderId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => confirmHotelOrder(insideOrderNo, orderId),
    onSuccess: (order) => client.setQueryData(hotelOrderKeys.detail(insideOrderNo), order),
    meta: { silent: true },
  });
}
