import type { UserInfo } from '@farewise/domain/auth/auth.schemas';
import { request } from '../api/client';
import { setUserInfo } from './session-store';

/** GET /v2/user/getInfo: the signed-in traveller's details (SPEC 3: email). */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return request<UserInfo>('/v2/user/getInfo', { signal });
}

/** Loads user info into the session; a 401 clears the session through onUnauthorized. */
export async function loadUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await fetchUserInfo(signal);
  setUserInfo(user);
  return user;
}
