import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AfterSalesRequest,
  AfterSalesSubmit,
  CancelSubmit,
  ExtBaggageBody,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { request } from '../../../shared/api/client';
import {
  orderAccessHeaders,
  orderEmailOf,
  orderTokenHeaders,
  rememberOrderEmail,
  rememberOrderToken,
} from '../../../shared/session/order-access';
import { guestUploadHeaders } from '../../../shared/ui/uploads';
import { aftersalesKeys } from './aftersales-keys';

/** A fresh key per request attempt: a double click or a retry makes the request once. */
export const newClientKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * A request made for a guest's order is paid for and followed with the order's token, or with
 * the e-mail given to the look-up: they are kept under the request's id too (the pay page and
 * the request's pages send them).
 */
function keepToken(orderId: string, made: AfterSalesRequest | null) {
  const token = orderTokenHeaders(orderId)['x-order-token'];
  if (made && token) rememberOrderToken(made.requestId, token);
  const email = orderEmailOf(orderId);
  if (made && email) rememberOrderEmail(made.requestId, email);
}

/** POST /v3/ext/sr/refchg2/submit. */
export async function submitRequest(body: AfterSalesSubmit): Promise<SubmitResult> {
  const result = await request<SubmitResult>('/v3/ext/sr/refchg2/submit', {
    body,
    headers: { ...orderAccessHeaders(body.orderId), ...guestUploadHeaders() },
  });
  keepToken(body.orderId, result.request);
  return result;
}

/** POST /v3/ext/extBaggage. */
export async function askForBags(body: ExtBaggageBody): Promise<SubmitResult> {
  const result = await request<SubmitResult>('/v3/ext/extBaggage', {
    body,
    headers: orderAccessHeaders(body.orderId),
  });
  keepToken(body.orderId, result.request);
  return result;
}

/** POST /v3/ext/sr/ca/submit. */
export async function cancelBooking(body: CancelSubmit): Promise<AfterSalesRequest> {
  const made = await request<AfterSalesRequest>('/v3/ext/sr/ca/submit', {
    body,
    headers: orderAccessHeaders(body.orderId),
  });
  keepToken(body.orderId, made);
  return made;
}

/** Every after-sales answer changes the order: its options, quotes and requests are read again. */
function useAftersalesMutation<TBody extends { orderId: string }, TResult>(
  fn: (body: TBody) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: (_data, _err, body) => {
      void client.invalidateQueries({ queryKey: aftersalesKeys.order(body.orderId) });
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export const useSubmitRequest = () => useAftersalesMutation(submitRequest);
export const useAskForBags = () => useAftersalesMutation(askForBags);
export const useCancelBooking = () => useAftersalesMutation(cancelBooking);
