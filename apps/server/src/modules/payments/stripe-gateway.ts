import Stripe from 'stripe';
import type { CardBrand } from '@farewise/domain/payments/card.rules';
import {
  DECLINE_MESSAGES,
  GatewayRefundRefused,
  GatewayTimeoutError,
  type ChargeOutcome,
  type DeclineCode,
  type PaymentGateway,
} from './payment-gateway.ts';
import type { StripeSettings } from '../../stripe-config.ts';

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(settings.apiBase ?? {}),
  });
}

/** Where the pay page sends the traveller for 3-D Secure: on to the intent's next_action. */
export const stripeChallengePath = (ref: string) =>
  `/v3/stripe/challenge/${encodeURIComponent(ref)}`;

/** The metadata key every PaymentIntent carries: the site's idempotency key (lookup searches it). */
export const KEY_METADATA = 'farewise_key';

const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
  jcb: 'jcb',
  unionpay: 'unionpay',
};

/** A saved card for off-session charges: the Stripe customer and its payment method. */
const savedToken = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

function cardOf(intent: Stripe.PaymentIntent): { brand: CardBrand; last4: string } {
  const pm = intent.payment_method;
  const card = pm && typeof pm !== 'string' ? pm.card : undefined;
  const err = intent.last_payment_error?.payment_method?.card;
  const found = card ?? err;
  return { brand: BRANDS[found?.brand ?? ''] ?? 'card', last4: found?.last4 ?? '' };
}

function declineOf(intent: Stripe.PaymentIntent): DeclineCode {
  const err = intent.last_payment_error;
  if (err?.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (err?.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  return 'card_declined';
}

/** A PaymentIntent as the site's charge outcome. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): ChargeOutcome {
  const { brand, last4 } = cardOf(intent);
  const base = { ref: intent.id, brand, last4 };
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const pmId =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  const savedCardToken =
    intent.setup_future_usage === 'off_session' && customer && pmId
      ? savedToken(customer, pmId)
      : undefined;
  if (intent.status === 'succeeded') return { status: 'succeeded', ...base, savedCardToken };
  const redirect = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && redirect)
    return { status: 'requires_action', ...base, challengeUrl: redirect, savedCardToken };
  if (intent.status === 'processing' || intent.status === 'requires_confirmation')
    // Not decided yet: the pay page asks again (markPayment), a webhook settles it meanwhile.
    return { status: 'requires_action', ...base, challengeUrl: '', savedCardToken };
  const declineCode = declineOf(intent);
  return {
    status: 'failed',
    ...base,
    declineCode,
    message: intent.last_payment_error?.message ?? DECLINE_MESSAGES[declineCode],
  };
}

/** A connection error leaves the outcome unknown (recovery asks lookup later). */
function unknownOutcome(err: unknown): never {
  if (err instanceof Stripe.errors.StripeConnectionError) throw new GatewayTimeoutError();
  throw err;
}

/**
 * The PaymentGateway over Stripe's PaymentIntents (decision 052): the Payment Element in the page
 * makes the payment method, the server creates and confirms the intent with the order's amount and
 * currency; 3-D Secure goes through the intent's next_action (redirect_to_url, back to the site's
 * returnUrl, then confirm retrieves it). A slice deposit saves the card on a customer
 * (setup_future_usage: 'off_session') and instalments charge it off-session.
 */
export function createStripeGateway(opts: { stripe: Stripe; publicUrl: string }): PaymentGateway {
  const { stripe, publicUrl } = opts;
  const expand = ['payment_method'];

  async function create(
    params: Stripe.PaymentIntentCreateParams,
    idempotencyKey: string,
  ): Promise<ChargeOutcome> {
    try {
      return outcomeOfIntent(await stripe.paymentIntents.create(params, { idempotencyKey }));
    } catch (err) {
      // A decline on confirm: Stripe answers 402 with the intent as it stands.
      if (err instanceof Stripe.errors.StripeCardError) {
        const intent = (err.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
        if (intent)
          return outcomeOfIntent(await stripe.paymentIntents.retrieve(intent.id, { expand }));
        const code: DeclineCode =
          err.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined';
        return {
          status: 'failed',
          ref: null,
          brand: 'card',
          last4: '',
          declineCode: code,
          message: DECLINE_MESSAGES[code],
        };
      }
      return unknownOutcome(err);
    }
  }

  return {
    name: 'stripe',
    challengePath: stripeChallengePath,

    async charge(input) {
      const common = {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        confirm: true,
        metadata: { [KEY_METADATA]: input.idempotencyKey },
        payment_method_types: ['card'],
        expand,
      };
      if ('savedCardToken' in input.source) {
        const [customer, paymentMethod] = input.source.savedCardToken.split('/');
        return create(
          { ...common, customer, payment_method: paymentMethod, off_session: true },
          input.idempotencyKey,
        );
      }
      let customer: string | undefined;
      if (input.source.saveCard) {
        try {
          customer = (
            await stripe.customers.create(
              { metadata: { [KEY_METADATA]: input.idempotencyKey } },
              { idempotencyKey: `${input.idempotencyKey}:customer` },
            )
          ).id;
        } catch (err) {
          return unknownOutcome(err);
        }
      }
      return create(
        {
          ...common,
          payment_method: input.source.paymentMethod,
          return_url: new URL(input.returnUrl, publicUrl).toString(),
          ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
        },
        input.idempotencyKey,
      );
    },

    async confirm(ref) {
      return outcomeOfIntent(await stripe.paymentIntents.retrieve(ref, { expand }));
    },

    async lookup(idempotencyKey) {
      const found = await stripe.paymentIntents.search({
        query: `metadata['${KEY_METADATA}']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
        expand: ['data.payment_method'],
      });
      const intent = found.data[0];
      return intent ? outcomeOfIntent(intent) : null;
    },

    async refund({ ref, amount, idempotencyKey }) {
      try {
        await stripe.refunds.create(
          { payment_intent: ref, amount, metadata: { [KEY_METADATA]: idempotencyKey } },
          { idempotencyKey },
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError)
          throw new GatewayRefundRefused(err.message);
        throw err;
      }
      const refunds = await stripe.refunds.list({ payment_intent: ref, limit: 100 });
      const refunded = refunds.data
        .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
        .reduce((sum, r) => sum + r.amount, 0);
      return { refunded };
    },
  };
}
