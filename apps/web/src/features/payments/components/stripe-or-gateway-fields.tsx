import { lazy, Suspense, type Ref } from 'react';
import { Alert, Loader } from '@mantine/core';
import { usePaymentGateway } from '../api/payment-gateway';
import { GatewayCardFields, type GatewayCardFieldsHandle } from './gateway-card-fields';

// Its own chunk: Stripe's packages load only on a pay page of a site that takes Stripe.
const StripeCardFields = lazy(() => import('./stripe-card-fields'));

/**
 * The card fields of the gateway that takes the payments (decision 052): the sandbox's framed
 * fields, or Stripe's Payment Element when the server says Stripe is configured.
 */
export function StripeOrGatewayFields({
  ref,
  sandbox,
  amount,
  currency,
  disabled,
  onPayRequest,
}: {
  ref: Ref<GatewayCardFieldsHandle>;
  /** The server's word that the sandbox takes the payments (orderPayStatus). */
  sandbox: boolean;
  amount: number | undefined;
  currency: string;
  disabled?: boolean;
  onPayRequest: () => void;
}) {
  const gateway = usePaymentGateway(!sandbox);
  if (sandbox || gateway.data?.gateway === 'sandbox')
    return <GatewayCardFields ref={ref} disabled={disabled} onPayRequest={onPayRequest} />;
  if (gateway.isError)
    return (
      <Alert color="red" role="alert">
        The payment gateway could not be reached. Please reload the page.
      </Alert>
    );
  if (!gateway.data || amount === undefined)
    return <Loader size="sm" aria-label="Loading card fields" />;
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading card fields" />}>
      <StripeCardFields
        ref={ref}
        publishableKey={gateway.data.publishableKey}
        amount={amount}
        currency={currency}
      />
    </Suspense>
  );
}
