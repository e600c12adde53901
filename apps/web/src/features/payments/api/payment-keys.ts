import type { OrderType } from '@farewise/domain/payments/payment.schemas';

/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  status: (orderType: OrderType, orderId: string) =>
    [...paymentKeys.all, 'status', orderType, orderId] as const,
  slicePlan: (orderType: OrderType, orderId: string) =>
    [...paymentKeys.all, 'slice', orderType, orderId] as const,
};
