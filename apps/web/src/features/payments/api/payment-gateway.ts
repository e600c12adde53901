import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** Which gateway takes the card (GET /v3/commonb2c/paymentGateway, decision 052). */
export type PaymentGatewayInfo =
  { gateway: 'sandbox' } | { gateway: 'stripe'; publishableKey: string };

export const usePaymentGateway = (enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'gateway'],
    queryFn: ({ signal }) =>
      request<PaymentGatewayInfo>('/v3/commonb2c/paymentGateway', { signal }),
    staleTime: Infinity,
    enabled,
  });
