import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HotelOrderInfo,
  HotelOrderRefund,
  HotelRefundResult,
  HotelVoucher,
} from '@farewise/domain/orders/hotel-order.schemas';
import { request } from '../../../shared/api/client';
import { orderEmailOf, orderTokenHeaders } from '../../../shared/session/order-access';
import { useOpenOrder } from '../../../shared/ui/order-open';
import { withSavedCopy } from '../../../shared/offline/saved-copies';
import { hotelOrderKeys } from '../../../shared/api/hotel-order-keys';

/**
 * Who reads the order: its owner (the session), the guest holding its token, or whoever gave its
 * e-mail on this visit (the confirmation mail's link opened on another device, or the look-up).
 */
const accessOf = (insideOrderNo: string) => ({
  body: { insideOrderNo, email: orderEmailOf(insideOrderNo) ?? undefined },
  headers: orderTokenHeaders(insideOrderNo),
});

/** POST /v3/hotel/detail: the order, for its owner, the guest holding its token, or by its e-mail. */
export function getHotelOrder(insideOrderNo: string, signal?: AbortSignal) {
  return request<HotelOrderInfo>('/v3/hotel/detail', { ...accessOf(insideOrderNo), signal });
}

/** Opens the order on a device it was not booked on (the mail's link) with its e-mail. */
export const useOpenHotelOrder = (insideOrderNo: string) =>
  useOpenOrder(insideOrderNo, {
    read: (email) =>
      request<HotelOrderInfo>('/v3/hotel/detail', { body: { insideOrderNo, email } }),
    queryKey: hotelOrderKeys.detail(insideOrderNo),
  });

/** The names of a hotel order's copies kept on this device for reading offline (decision 020). */
export const hotelOrderCopy = (insideOrderNo: string) => `hotel:${insideOrderNo}`;
const hotelVoucherCopy = (insideOrderNo: string) => `hotelVoucher:${insideOrderNo}`;

export const hotelOrderQueryOptions = (insideOrderNo: string) =>
  queryOptions({
    queryKey: hotelOrderKeys.detail(insideOrderNo),
    queryFn: withSavedCopy(hotelOrderCopy(insideOrderNo), ({ signal }: { signal: AbortSignal }) =>
      getHotelOrder(insideOrderNo, signal),
    ),
    networkMode: 'always',
    retry: false,
    meta: { silent: true, savedCopy: true },
  });

export function useHotelOrder(insideOrderNo: string) {
  return useQuery(hotelOrderQueryOptions(insideOrderNo));
}

/** POST /v3/hotel/refundList: the order's refunds (amount, amount kept, status, reason, time). */
export function getHotelRefunds(insideOrderNo: string, signal?: AbortSignal) {
  return request<{ list: HotelOrderRefund[]; total: number }>('/v3/hotel/refundList', {
    ...accessOf(insideOrderNo),
    signal,
  });
}

export function useHotelRefunds(insideOrderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: hotelOrderKeys.refunds(insideOrderNo),
    queryFn: ({ signal }) => getHotelRefunds(insideOrderNo, signal),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

/** POST /hotel/ticket: the voucher of a paid order, as data for a printable page. */
export function getHotelVoucher(insideOrderNo: string, signal?: AbortSignal) {
  return request<HotelVoucher>('/hotel/ticket', { ...accessOf(insideOrderNo), signal });
}

export function useHotelVoucher(insideOrderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: hotelOrderKeys.voucher(insideOrderNo),
    queryFn: withSavedCopy(hotelVoucherCopy(insideOrderNo), ({ signal }: { signal: AbortSignal }) =>
      getHotelVoucher(insideOrderNo, signal),
    ),
    networkMode: 'always',
    enabled,
    retry: false,
    meta: { silent: true, savedCopy: true },
  });
}

/** POST /v3/hotel/refund: cancels a paid booking per its rate plan (or an unpaid one). */
export function refundHotelOrder(input: { insideOrderNo: string; reason: string }) {
  const access = accessOf(input.insideOrderNo);
  return request<HotelRefundResult>('/v3/hotel/refund', {
    body: { ...access.body, ...input },
    headers: access.headers,
  });
}

/** POST /hotel/cancel: cancels an unpaid booking and releases its rooms. */
export function cancelUnpaidHotelOrder(input: { insideOrderNo: string }) {
  return request<HotelOrderInfo>('/hotel/cancel', accessOf(input.insideOrderNo));
}

export function useCancelHotelOrder(insideOrderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paid, reason }: { paid: boolean; reason: string }) =>
      paid
        ? refundHotelOrder({ insideOrderNo, reason }).then((r) => r.msg)
        : cancelUnpaidHotelOrder({ insideOrderNo }).then(
            () => 'Your booking has been cancelled and the rooms released.',
          ),
    onSettled: () => client.invalidateQueries({ queryKey: hotelOrderKeys.detail(insideOrderNo) }),
    meta: { silent: true },
  });
}
