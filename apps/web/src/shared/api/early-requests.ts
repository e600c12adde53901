import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * Requests started before the page that shows their answer has loaded (decision 027): the
 * results pages' searches start from the address while the page's code is still on its way,
 * and the page's query takes the started request instead of asking again.
 */
const started = new Map<
  string,
  { promise: Promise<unknown>; controller: AbortController; answer?: { data: unknown } }
>();

/** Starts `run` now and keeps it for the query with this key. */
export function startEarly<T>(key: QueryKey, run: (signal: AbortSignal) => Promise<T>): void {
  const controller = new AbortController();
  const promise = run(controller.signal);
  const entry: { promise: Promise<unknown>; controller: AbortController; answer?: { data: T } } = {
    promise,
    controller,
  };
  // Nobody may take it (the page may ask for another search): its failure is the taker's.
  promise.then(
    (data) => {
      entry.answer = { data };
    },
    () => {},
  );
  started.set(hashKey(key), entry);
}

/**
 * The answer of the request started early for this key if it has already arrived, once (the
 * query's initialData, decision 030): the page's first render draws it, instead of drawing its
 * skeleton and then the answer in a second, uninterruptible render. Undefined while it is on
 * its way (the query then takes the request, takeEarly) or when none was started.
 */
export function arrivedEarly<T>(key: QueryKey): T | undefined {
  const hash = hashKey(key);
  const answer = started.get(hash)?.answer;
  if (!answer) return undefined;
  started.delete(hash);
  return answer.data as T;
}

/**
 * The request started early for this key, once: aborted with `signal` (the query's), as a
 * request the query started itself would be. Undefined when none was started.
 */
export function takeEarly<T>(key: QueryKey, signal?: AbortSignal): Promise<T> | undefined {
  const hash = hashKey(key);
  const found = started.get(hash);
  if (!found) return undefined;
  started.delete(hash);
  signal?.addEventListener('abort', () => found.controller.abort(), { once: true });
  return found.promise as Promise<T>;
}

/**
 * A query's staleTime that keeps an early answer (its initial data, not yet fetched by the query
 * itself) fresh for half a minute, so the page does not ask again as it mounts; what the query
 * fetches itself is fresh for `staleTime` as before.
 */
export const freshWhenEarly =
  (staleTime: number) =>
  (query: { state: { dataUpdateCount: number; data: unknown } }): number =>
    query.state.dataUpdateCount === 0 && query.state.data !== undefined ? 30_000 : staleTime;

/**
 * Asks for an image the page will show first (its largest paint) as soon as its address is known,
 * while the page's code may still be loading: the browser keeps it for the page's <img>.
 */
export function preloadImage(href: string | undefined): void {
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`))
    return;
  const link = document.createElement('link');
  for (const [name, value] of [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', href],
    ['fetchpriority', 'high'],
  ] as const)
    link.setAttribute(name, value);
  document.head.appendChild(link);
}
