import type Stripe from 'stripe';

/** Tests only: the objects the Stripe stand-in answers, typed by the `stripe` package. */
export const TEST_CARDS: Record<string, { brand: string; last4: string; does: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', does: 'succeeds' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', does: '3ds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', does: 'card_declined' },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    does: 'insufficient_funds',
  },
};

export const now = () => Math.floor(Date.now() / 1000);
let serial = 0;
export const newId = (prefix: string) =>
  `${prefix}_standin${(++serial).toString().padStart(8, '0')}`;

export function paymentMethod(id: string, customer: string | null): Stripe.PaymentMethod {
  const card = TEST_CARDS[id]!;
  return {
    id,
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: null,
      country: 'US',
      display_brand: card.brand,
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
      generated_from: null,
      last4: card.last4,
      networks: null,
      regulated_status: null,
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now(),
    customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export type IntentParams = Stripe.PaymentIntentCreateParams;

export function newIntent(p: IntentParams): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: Number(p.amount),
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_standin`,
    confirmation_method: 'automatic',
    created: now(),
    currency: p.currency,
    customer: (p.customer as string | undefined) ?? null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: (p.payment_method as string | undefined) ?? null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: (p.setup_future_usage as 'off_session' | undefined) ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_confirmation',
    transfer_group: null,
  };
}
