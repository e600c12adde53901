import type { UserInfo } from '@farewise/domain/auth/auth.schemas';
import { STORAGE_KEYS, readJson, readText, remove, writeJson, writeText } from '../storage/storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';
import { forgetSavedCopies } from '../offline/saved-copies';

/**
 * The signed-in traveller (SPEC 4, login state). The token lives in localStorage under
 * 'token' (the API client reads it from there); user info is cached beside it so the
 * header can show the e-mail on the first paint, and refreshed from /v2/user/getInfo.
 */
export interface Session {
  token: string | null;
  user: UserInfo | null;
}

const isUserInfo = (v: unknown): v is UserInfo =>
  typeof v === 'object' && v !== null && typeof (v as { email?: unknown }).email === 'string';

function readSession(): Session {
  const token = readText('local', STORAGE_KEYS.token);
  return { token, user: token ? readJson('local', STORAGE_KEYS.userInfo, isUserInfo) : null };
}

export const sessionStore = createExternalStore<Session>(readSession());

/** Stores a fresh token (login or register) and the e-mail the server answered with. */
export function signIn({ token, email }: { token: string; email: string }): void {
  writeText('local', STORAGE_KEYS.token, token);
  setUserInfo({ email });
  sessionStore.set({ token, user: { email } });
}

export function setUserInfo(user: UserInfo): void {
  writeJson('local', STORAGE_KEYS.userInfo, user);
  sessionStore.set((s) => (s.token ? { ...s, user } : s));
}

/**
 * Forgets the session on this device: token, user info, the hotel to return to (Id and sk,
 * SPEC 4) and every trip saved for reading offline (decision 020). The server call is the
 * caller's business (see the logout hook).
 */
export function clearSession(): void {
  remove(
    'local',
    STORAGE_KEYS.token,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.hotelId,
    STORAGE_KEYS.hotelSk,
  );
  remove('session', STORAGE_KEYS.hotelId, STORAGE_KEYS.hotelSk);
  forgetSavedCopies();
  sessionStore.set({ token: null, user: null });
}

/** The current token for code outside React (price and booking calls). */
export const getToken = (): string | null => sessionStore.get().token;

export function useSession(): Session & { isSignedIn: boolean } {
  const session = useExternalStore(sessionStore);
  return { ...session, isSignedIn: !!session.token };
}
