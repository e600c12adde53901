import type { CardBrand } from '@farewise/domain/payments/card.rules';

/**
 * What a charge is paid with: a payment method the gateway made from the card the traveller typed
 * into the gateway's own fields (the site never sees the number, decision 050), saved for later
 * charges when `saveCard`; or a card saved that way (slice instalments, off-session).
 */
export type ChargeSource =
  { paymentMethod: string; saveCard?: boolean } | { savedCardToken: string };

export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'authentication_failed' | 'payment_method_unusable';

export type ChargeOutcome =
  | { status: 'succeeded'; ref: string; brand: CardBrand; last4: string; savedCardToken?: string }
  | {
      status: 'requires_action';
      ref: string;
      brand: CardBrand;
      last4: string;
      challengeUrl: string;
      savedCardToken?: string;
    }
  | {
      status: 'failed';
      ref: string | null;
      brand: CardBrand;
      last4: string;
      declineCode: DeclineCode;
      message: string;
    };

/**
 * What a card processor offers the site. Every call carries an idempotency key: the gateway
 * answers a repeated key with the first call's result and never charges twice.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Where the pay page sends the traveller for 3-D Secure (a site path); the sandbox's page by default. */
  challengePath?(ref: string): string;
  charge(input: {
    amount: number;
    currency: string;
    source: ChargeSource;
    idempotencyKey: string;
    /** Where the 3-D Secure challenge returns the traveller (a site path). */
    returnUrl: string;
  }): Promise<ChargeOutcome>;
  /** The result of a charge that needed 3-D Secure, once the traveller has been through the challenge. */
  confirm(ref: string): Promise<ChargeOutcome>;
  /**
   * The charge made with this idempotency key, as it stands now, or null when the gateway never
   * received it (nothing was charged). Payment recovery asks this after an unanswered charge call.
   */
  lookup(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /**
   * Gives `amount` of a charge back. A repeated idempotency key answers the first refund and
   * moves no more money. Throws GatewayRefundRefused when the processor says no (more than is
   * left of the charge, a charge that never succeeded); any other error leaves the outcome
   * unknown, and the same key may be sent again.
   */
  refund(input: {
    ref: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refunded: number }>;
}

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'The 3-D Secure check of your card failed.',
  payment_method_unusable: 'Your card details could not be used. Please enter them again.',
};

/**
 * The charge call got no answer (a network timeout, the processor down): the charge may or may
 * not have been made. The payment stays `processing` until payment recovery asks `lookup`.
 */
export class GatewayTimeoutError extends Error {
  constructor(message = 'The card processor did not answer in time.') {
    super(message);
    this.name = 'GatewayTimeoutError';
  }
}

/** The processor refused a refund (nothing was given back); asking again will not help. */
export class GatewayRefundRefused extends Error {
  constructor(message = 'The card processor refused the refund.') {
    super(message);
    this.name = 'GatewayRefundRefused';
  }
}
