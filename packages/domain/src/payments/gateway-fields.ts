/**
 * How the pay page and the payment gateway's own card fields talk (decision 050). The sandbox
 * gateway serves the fields under its own prefix, never the site's API; the page frames them and
 * exchanges these messages with them through postMessage, the same origin both ways.
 *
 * Page to fields: `submit` (make a payment method of the card), `prefill` (a sandbox test card's
 * number), `disabled`. Fields to page: `ready`, `resize` (their height), `token` (the payment
 * method, brand and last four digits), `invalid` (their own messages show under the fields),
 * `error` (the gateway could not be reached) and `pay` (Enter pressed inside the fields).
 */

export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';
export const CARD_FIELDS_PATH = `${SANDBOX_GATEWAY_PREFIX}/card-form`;
export const CARD_FIELDS_SCRIPT_PATH = `${SANDBOX_GATEWAY_PREFIX}/card-form.js`;
export const TOKENISE_PATH = `${SANDBOX_GATEWAY_PREFIX}/tokenise`;

/** Every message's type starts with this, so other messages to the window are left alone. */
export const GATEWAY_MESSAGE_PREFIX = 'farewise-gateway:';

export type GatewayFieldsMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'token'; paymentMethod: string; brand: string; last4: string }
  | { type: 'invalid'; message: string }
  | { type: 'error'; message: string }
  | { type: 'pay' };

export type GatewayPageMessage =
  { type: 'submit' } | { type: 'prefill'; number: string } | { type: 'disabled'; value: boolean };

/** A message as posted: its type with the prefix. */
export const gatewayMessage = <M extends { type: string }>(message: M) => ({
  ...message,
  type: `${GATEWAY_MESSAGE_PREFIX}${message.type}`,
});

/** A posted message's own type without the prefix, or null when it is not the gateway's. */
export function gatewayMessageType(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith(GATEWAY_MESSAGE_PREFIX)
    ? type.slice(GATEWAY_MESSAGE_PREFIX.length)
    : null;
}
