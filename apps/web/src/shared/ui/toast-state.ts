import { createExternalStore } from '../storage/external-store';

/**
 * Set once the first toast is shown: the app shell then loads the toast container, so
 * pages that never toast do not pay for it. Toasts shown before it mounts wait in the store.
 * Apart from toast.ts so the layout can watch it without loading Mantine's notifications.
 */
export const toastHostNeeded = createExternalStore(false);
