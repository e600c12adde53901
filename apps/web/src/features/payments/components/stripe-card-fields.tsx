import { useImperativeHandle, useMemo, type Ref } from 'react';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import type { GatewayCardFieldsHandle } from './gateway-card-fields';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js once per key (it loads from js.stripe.com, as Stripe requires). */
const stripeOf = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

function Fields({ handle }: { handle: Ref<GatewayCardFieldsHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    handle,
    () => ({
      async requestPaymentMethod() {
        if (!stripe || !elements) throw new Error('The payment gateway is still loading.');
        return paymentMethodOf(stripe, elements);
      },
      prefill() {},
    }),
    [stripe, elements],
  );
  return <PaymentElement options={{ layout: 'tabs', paymentMethodOrder: ['card'] }} />;
}

/**
 * The Payment Element makes the payment method (its own fields, in Stripe's frames); the site
 * gets only its id, brand and last four. Null when the card is not complete (Stripe shows why).
 */
async function paymentMethodOf(stripe: Stripe, elements: StripeElements) {
  const submitted = await elements.submit();
  if (submitted.error) return null;
  const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
  if (error) {
    if (error.type === 'validation_error' || error.type === 'card_error') return null;
    throw new Error(error.message ?? 'The payment gateway did not answer.');
  }
  return {
    paymentMethod: paymentMethod.id,
    brand: paymentMethod.card?.brand ?? 'card',
    last4: paymentMethod.card?.last4 ?? '',
  };
}

/**
 * Stripe's Payment Element in the pay page (decision 052), loaded only when the server says
 * Stripe takes the payments. The charge is confirmed by the server with the payment method.
 */
export default function StripeCardFields({
  ref,
  publishableKey,
  amount,
  currency,
}: {
  ref: Ref<GatewayCardFieldsHandle>;
  publishableKey: string;
  /** What is due now, a decimal of the currency. */
  amount: number;
  currency: string;
}) {
  const options = useMemo(
    () => ({
      mode: 'payment' as const,
      amount: toMinorUnits(amount),
      currency: currency.toLowerCase(),
      paymentMethodCreation: 'manual' as const,
      paymentMethodTypes: ['card'],
    }),
    [amount, currency],
  );
  return (
    <div aria-label="Card details">
      <Elements stripe={stripeOf(publishableKey)} options={options}>
        <Fields handle={ref} />
      </Elements>
    </div>
  );
}
