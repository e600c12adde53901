import { cardDigits, type CardBrand, type CardInput } from '@farewise/domain/payments/card.rules';
import { DECLINE_MESSAGES, type ChargeOutcome } from './payment-gateway.ts';

// The sandbox gateway's test cards and the payment methods it makes of them (decision 050).

/**
 * The sandbox's test cards for a charge call that gets no answer (the pay page's list stays the
 * four of card.rules; these are for tests and for trying payment recovery by hand).
 */
export const SANDBOX_TIMEOUT_CARDS = {
  /** The charge is made (and succeeds) but its answer is lost: the call times out. */
  chargedThenTimeout: '4000 0000 0000 0119',
  /** The request never reaches the processor: the call times out and nothing is charged. */
  lostRequest: '4000 0000 0000 0408',
} as const;

export type TimeoutCard = keyof typeof SANDBOX_TIMEOUT_CARDS;

export function timeoutOf(digits: string): TimeoutCard | null {
  for (const [name, number] of Object.entries(SANDBOX_TIMEOUT_CARDS)) {
    if (cardDigits(number) === digits) return name as TimeoutCard;
  }
  return null;
}

/** A payment method the sandbox made from a card: what the page hands the site instead of the card. */
export interface SandboxPaymentMethod {
  paymentMethod: string;
  brand: CardBrand;
  last4: string;
}

export type TokeniseResult =
  | ({ ok: true } & SandboxPaymentMethod)
  | { ok: false; errors: { field: keyof CardInput; message: string }[] };

export const PAYMENT_METHOD_PREFIX = 'pm_';
/** How a payment method made from a timeout card keeps what it does (sandbox_cards.behaviour). */
export const TIMEOUT_BEHAVIOUR_OF: Record<TimeoutCard, string> = {
  chargedThenTimeout: 'charged_then_timeout',
  lostRequest: 'lost_request',
};
export const TIMEOUT_BEHAVIOURS: Record<string, TimeoutCard> = Object.fromEntries(
  Object.entries(TIMEOUT_BEHAVIOUR_OF).map(([k, v]) => [v, k as TimeoutCard]),
);

/** A payment method the sandbox does not have (made up, or used already): nothing is charged. */
export const UNUSABLE: ChargeOutcome = {
  status: 'failed',
  ref: null,
  brand: 'card',
  last4: '',
  declineCode: 'payment_method_unusable',
  message: DECLINE_MESSAGES.payment_method_unusable,
};
