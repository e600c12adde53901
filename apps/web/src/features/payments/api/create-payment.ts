import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentBody, PaymentResult } from '@farewise/domain/payments/payment.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';
import { paymentKeys } from './payment-keys';

/** POST /v3/commonb2c/createPayment. The same idempotencyKey charges once and answers the same result. */
export function createPayment(body: CreatePaymentBody) {
  return request<PaymentResult>('/v3/commonb2c/createPayment', {
    body,
    headers: orderTokenHeaders(body.orderId),
  });
}

export function useCreatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSettled: (_data, _err, body) =>
      client.invalidateQueries({ queryKey: paymentKeys.status(body.orderType, body.orderId) }),
  });
}
