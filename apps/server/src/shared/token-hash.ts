import { createHash, timingSafeEqual } from 'node:crypto';

/** A secret token as stored: only its SHA-256, in hex (sessions, order and upload tokens, devices). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a token is the one a stored hash was made from, compared in constant time. */
export function tokenMatches(token: string | null, hash: string | null): boolean {
  if (!hash || !token) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The e-mail a caller gave is the booking's contact address (a mail's link opened on another
 * device, or the guest look-up): compared trimmed and in lower case, as hashes in constant time.
 */
export const contactEmailMatches = (contactEmail: string | null, given: string | null) =>
  !!given && !!contactEmail && tokenMatches(given.trim().toLowerCase(), hashToken(contactEmail));
