import { useSyncExternalStore } from 'react';

/**
 * A tiny store for state the whole site shares (session, dialog flags, currency): React
 * reads it through useSyncExternalStore, plain code (API calls, event handlers) through get().
 */
export function createExternalStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => state,
    set(next: T | ((prev: T) => T)): void {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ExternalStore<T> = ReturnType<typeof createExternalStore<T>>;

export function useExternalStore<T, S = T>(store: ExternalStore<T>, select?: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () =>
    select ? select(store.get()) : (store.get() as unknown as S),
  );
}
