import { useDeferredValue, type ReactNode } from 'react';

/** Cards that fill a phone's first screen and more (a results card is 200 to 400 px tall). */
export const FIRST_SCREEN_ITEMS = 3;

/**
 * A long list drawn first screen first (decision 027): when it appears, React renders the first
 * few items and paints them, then renders the rest in the background, in slices that let the
 * browser handle input in between. A list that grows (Show more) draws its new items the same way.
 */
export function ProgressiveList<T>({
  items,
  render,
  first = FIRST_SCREEN_ITEMS,
}: {
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
  first?: number;
}) {
  const count = useDeferredValue(items.length, Math.min(items.length, first));
  return <>{items.slice(0, count).map(render)}</>;
}
