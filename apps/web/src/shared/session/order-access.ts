import { readJson, writeJson } from '../storage/storage';

/**
 * A guest's access tokens for the orders made in this visit (createOrder answers one per guest
 * order). Kept in session storage: the pay page and the order page send it as x-order-token.
 */
const KEY = 'orderTokens';
const isTokens = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && Object.values(v).every((t) => typeof t === 'string');

export function rememberOrderToken(orderId: string, token: string): void {
  const all = readJson('session', KEY, isTokens) ?? {};
  writeJson('session', KEY, { ...all, [orderId]: token });
}

export function orderTokenHeaders(orderId: string): Record<string, string> {
  const token = readJson('session', KEY, isTokens)?.[orderId];
  return token ? { 'x-order-token': token } : {};
}

/**
 * The e-mail a guest gave to look an order up on /searchBookings (the order number and the
 * booking's e-mail open it), kept for this visit so the order page can read and cancel it.
 * Kept under the order's number, and for a flight also under its id and its after-sales
 * requests' ids (the after-sales calls name those).
 */
const EMAIL_KEY = 'orderEmails';

export function rememberOrderEmail(orderNoOrId: string, email: string): void {
  const all = readJson('session', EMAIL_KEY, isTokens) ?? {};
  writeJson('session', EMAIL_KEY, { ...all, [orderNoOrId]: email });
}

export function orderEmailOf(orderNoOrId: string): string | null {
  return readJson('session', EMAIL_KEY, isTokens)?.[orderNoOrId] ?? null;
}

/**
 * What opens a flight order's after-sales calls on this visit: the guest's token, and the e-mail
 * given to the look-up as x-order-email (a header, never in the address). An account's booking
 * followed signed out from a mail's link has only the e-mail.
 */
export function orderAccessHeaders(orderOrRequestId: string): Record<string, string> {
  const email = orderEmailOf(orderOrRequestId);
  return { ...orderTokenHeaders(orderOrRequestId), ...(email ? { 'x-order-email': email } : {}) };
}
