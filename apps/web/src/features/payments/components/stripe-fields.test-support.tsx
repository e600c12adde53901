import { useImperativeHandle, type Ref } from 'react';
import type { GatewayCardFieldsHandle } from './gateway-card-fields';

/** Test stand-in for StripeCardFields: shows what it was given and answers a payment method. */
export function forwardRefless(loads: { keys: string[] }) {
  return function StripeCardFieldsStandIn(props: {
    ref: Ref<GatewayCardFieldsHandle>;
    publishableKey: string;
    amount: number;
    currency: string;
  }) {
    loads.keys.push(props.publishableKey);
    useImperativeHandle(props.ref, () => ({
      requestPaymentMethod: async () => ({
        paymentMethod: 'pm_from_element',
        brand: 'visa',
        last4: '4242',
      }),
      prefill() {},
    }));
    return (
      <p data-testid="stripe-element">
        {props.publishableKey} {Math.round(props.amount * 100)} {props.currency.toLowerCase()}
      </p>
    );
  };
}
