import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a connection (navigator.onLine and its online/offline events).
 * False is certain (no network at all); true only means a request may get through.
 */
export const isOnline = (): boolean =>
  typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
