import type { UserInfo } from '@farewise/domain/auth/auth.schemas';
import { STORAGE_KEYS, readJson, readText, remove, writeJson, writeText } from '../storage/storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';

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

/** Where the trips saved for reading offline are kept (offline/saved-copies.ts, decision 020). */
export const SAVED_COPY_PREFIX = 'savedCopy:';

export function savedCopyKeys(storage: Storage): string[] {
  return Object.keys(storage).filter((key) => key.startsWith(SAVED_COPY_PREFIX));
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
  // Every saved trip goes, the account's and this tab's (a guest's before signing in).
  try {
    for (const storage of [localStorage, sessionStorage])
      savedCopyKeys(storage).forEach((key) => storage.removeItem(key));
  } catch {
    // No storage (refused by the browser): nothing was kept there either.
  }
  sessionStore.set({ token: null, user: null });
}

/** The current token for code outside React (price and booking calls). */
export const getToken = (): string | null => sessionStore.get().token;

export function useSession(): Session & { isSignedIn: boolean } {
  const session = useExternalStore(sessionStore);
  return { ...session, isSignedIn: !!session.token };
}
