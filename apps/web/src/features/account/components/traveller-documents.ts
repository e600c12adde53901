import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../../shared/storage/storage';

/**
 * Pictures a traveller attached to a saved traveller (passport scans), by traveller id. The
 * pictures live on the server, owner-only; the server keeps no link to the traveller yet, so
 * this browser remembers which names belong to whom.
 */
const KEY = 'travellerDocuments';
type Documents = Record<string, string[]>;

const isDocuments = (v: unknown): v is Documents =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const listeners = new Set<() => void>();
let snapshot: Documents | null = null;
const read = (): Documents => (snapshot ??= readJson('local', KEY, isDocuments) ?? {});

export function useTravellerDocuments(id: string): [string[], (names: string[]) => void] {
  const all = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
  const set = useCallback(
    (names: string[]) => {
      const next = { ...read(), [id]: names };
      if (!names.length) delete next[id];
      snapshot = next;
      writeJson('local', KEY, next);
      listeners.forEach((l) => l());
    },
    [id],
  );
  return [all[id] ?? EMPTY, set];
}
const EMPTY: string[] = [];
