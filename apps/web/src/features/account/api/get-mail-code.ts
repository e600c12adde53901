import type { MailCodeUse } from '@farewise/domain/auth/auth.rules';
import { requestEnvelope } from '../../../shared/api/client';

/** POST /v2/getMailCode {email, lang 'en', use '1' register | '2' reset} (SPEC 7). */
export async function getMailCode(input: { email: string; use: MailCodeUse }) {
  const { msg } = await requestEnvelope<unknown>('/v2/getMailCode', {
    method: 'POST',
    body: { ...input, lang: 'en' },
  });
  return { msg };
}

/** Seconds to wait, when the server answered 429 with data.retryAfter. */
export function retryAfterSeconds(data: unknown): number | null {
  const value = (data as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
