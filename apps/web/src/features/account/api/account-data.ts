import type {
  AccountExport,
  DeleteAccountBody,
} from '@farewise/domain/account/account-data.schemas';
import type { MailCodeSent } from '@farewise/domain/auth/auth.schemas';
import { request, requestEnvelope } from '../../../shared/api/client';

/** GET /v3/account/export (signed in): everything the site keeps of the account (decision 056). */
export function fetchMyData(): Promise<AccountExport> {
  return request<AccountExport>('/v3/account/export');
}

/** POST /v3/account/deleteCode: mails the account's address the code that confirms deletion. */
export async function sendDeleteCode() {
  const { msg, data } = await requestEnvelope<MailCodeSent>('/v3/account/deleteCode', {
    method: 'POST',
    body: {},
  });
  return { msg, retryAfter: data.retryAfter };
}

/** POST /v3/account/delete {code}: deletes the account; its orders stay, anonymised. */
export async function deleteAccount(body: DeleteAccountBody) {
  const { msg } = await requestEnvelope<null>('/v3/account/delete', { method: 'POST', body });
  return { msg };
}
