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
