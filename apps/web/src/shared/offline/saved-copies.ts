import { ApiError } from '../api/client';
import { OFFLINE_MESSAGE } from './offline-message';
import { STORAGE_KEYS, readJson, readText, remove, writeJson } from '../storage/storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';
import { SAVED_COPY_PREFIX as PREFIX, savedCopyKeys as keysOf } from '../session/session-store';
import { isOnline } from './online-status';

/**
 * Copies of a traveller's trips kept on this device, so My Trips and every order page they opened
 * stay readable without a connection (decision 020). A copy is the API's answer as it was, with
 * the time it was saved and whose it is:
 * - signed in: local storage, marked with the account's e-mail, until Log out (or the server ends
 *   the session): a trip opened at home can be read at the airport the next day;
 * - a guest (no account on this device): session storage, like the guest's order tokens, so it
 *   is gone when the tab or the browser is closed, and a shared computer keeps nothing.
 * Bounded: at most MAX_COPIES per storage, the oldest dropped first.
 */
export const MAX_COPIES = 40;

interface SavedCopy<T> {
  savedAt: number;
  owner: string | null;
  data: T;
}

const isCopy = (v: unknown): v is SavedCopy<unknown> =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as SavedCopy<unknown>).savedAt === 'number' &&
  'data' in (v as object);

/** The signed-in account's e-mail, read as the session store keeps it (no import cycle). */
function owner(): string | null {
  if (!readText('local', STORAGE_KEYS.token)) return null;
  const user = readJson<{ email?: unknown }>('local', STORAGE_KEYS.userInfo);
  return typeof user?.email === 'string' ? user.email : '';
}

function storageOf(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function dropOldest(kind: 'local' | 'session'): void {
  const storage = storageOf(kind);
  if (!storage) return;
  const keys = keysOf(storage);
  if (keys.length <= MAX_COPIES) return;
  const byAge = keys
    .map((key) => ({ key, at: readJson(kind, key, isCopy)?.savedAt ?? 0 }))
    .sort((a, b) => a.at - b.at);
  remove(kind, ...byAge.slice(0, keys.length - MAX_COPIES).map((k) => k.key));
}

export function saveCopy(name: string, data: unknown, now = Date.now()): void {
  const who = owner();
  const kind = who === null ? 'session' : 'local';
  writeJson(kind, PREFIX + name, { savedAt: now, owner: who, data } satisfies SavedCopy<unknown>);
  dropOldest(kind);
}

/** This traveller's copy: the account's own, or one saved in this tab. */
export function readCopy<T>(name: string): { savedAt: number; data: T } | null {
  const who = owner();
  const local = who === null ? null : readJson('local', PREFIX + name, isCopy);
  if (local && local.owner === who) return local as SavedCopy<T>;
  const session = readJson('session', PREFIX + name, isCopy);
  return session ? (session as SavedCopy<T>) : null;
}

/** Offline, for a page never opened with a connection on this device. */
export const NOT_SAVED_MESSAGE = `${OFFLINE_MESSAGE} This page was not saved on this device: open it once while connected to keep it for offline use.`;

/** When the copy shown for each name was saved; absent while the page shows a live answer. */
const shown = createExternalStore<Record<string, number>>({});

function markShown(name: string, savedAt: number | null): void {
  shown.set((all) => {
    if ((all[name] ?? null) === savedAt) return all;
    const next = { ...all };
    if (savedAt === null) delete next[name];
    else next[name] = savedAt;
    return next;
  });
}

/** The time of the saved copy a page shows instead of a live answer, or null. */
export const useShownCopy = (name: string): number | null =>
  useExternalStore(shown, (all) => all[name] ?? null);

/**
 * A query function that keeps a copy of each answer and, without a connection, answers with the
 * copy (marked as shown, for the page's "saved at" notice). Queries using it need
 * `networkMode: 'always'`, or TanStack Query would not call it while offline.
 */
export function withSavedCopy<T, A extends unknown[]>(
  name: string,
  fetcher: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args) => {
    const fallBack = (cause: unknown): T => {
      const copy = readCopy<T>(name);
      if (!copy) {
        if (cause instanceof ApiError) throw cause;
        throw new ApiError({ code: 0, msg: NOT_SAVED_MESSAGE });
      }
      markShown(name, copy.savedAt);
      return copy.data;
    };
    if (!isOnline()) return fallBack(new ApiError({ code: 0, msg: NOT_SAVED_MESSAGE }));
    try {
      const data = await fetcher(...args);
      saveCopy(name, data);
      markShown(name, null);
      return data;
    } catch (err) {
      // Only a failed connection falls back: an answer from the server (a 404, a 403) is the truth.
      if (err instanceof ApiError && err.code === 0) return fallBack(err);
      throw err;
    }
  };
}
