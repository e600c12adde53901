import { getToken } from '../session/session-store';
import { STORAGE_KEYS, readText, writeText } from '../storage/storage';

/** The upload call of SPEC 3: pictures are posted here, read and deleted at `${UPLOAD_PATH}/{name}`. */
export const UPLOAD_PATH = '/v3/common_app/upload';
const GUEST_TOKEN_KEY = 'uploadGuestToken';

/** SPEC 3 upload item. */
export interface UploadItem {
  uid: string;
  url: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
}

/** The guest's upload token (signed-out pictures belong to it), kept for the browser session. */
const guestToken = () => readText('session', GUEST_TOKEN_KEY);

/** The owner's header for a picture: the signed-in token, else the guest's upload token. */
export function ownerHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getToken() ?? readText('local', STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  else {
    const guest = guestToken();
    if (guest) headers['x-upload-token'] = guest;
  }
  return headers;
}

/** The guest's upload token as a header, for calls that attach the guest's pictures (none when signed in). */
export function guestUploadHeaders(): Record<string, string> {
  const headers = ownerHeaders();
  delete headers.authorization;
  return headers;
}

/** Keeps the guest's upload token the server answered with, for the browser session. */
export function keepGuestToken(token: string) {
  writeText('session', GUEST_TOKEN_KEY, token);
}
