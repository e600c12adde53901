/**
 * Pending cancellable calls of one kind (SPEC 4: flight search, hotel search and
 * recommendations can be cancelled; pending hotel searches all at once).
 */
export function createAbortGroup() {
  const pending = new Set<AbortController>();
  return {
    /** A signal for a new call; the caller should call release when it settles. */
    start(): { signal: AbortSignal; release: () => void } {
      const controller = new AbortController();
      pending.add(controller);
      return { signal: controller.signal, release: () => pending.delete(controller) };
    },
    cancelAll(): void {
      for (const c of pending) c.abort();
      pending.clear();
    },
    get size() {
      return pending.size;
    },
  };
}
