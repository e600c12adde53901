import type { PaymentResult } from '@farewise/domain/payments/payment.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';

/** POST /v3/commonb2c/markPayment: the payment's final status after its 3-D Secure challenge. */
export function markPayment(paymentId: string, orderId: string) {
  return request<PaymentResult>('/v3/commonb2c/markPayment', {
    body: { paymentId },
    headers: orderTokenHeaders(orderId),
  });
}
