import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Cards drawn first: a phone's first screen shows one result under the page's header (a flight
 * card is about 800 px tall there, a hotel card about 580), a laptop's one or two.
 */
export const FIRST_SCREEN_ITEMS = 2;
/** Cards added by each later background pass. */
export const LATER_ITEMS = 3;

/**
 * A long list drawn first screen first (decisions 027, 032): when it appears, React renders the
 * first few items and paints them, then adds the rest a few at a time in background renders that
 * let the browser paint and handle input in between. Each pass is small enough that putting its
 * cards in the page is a short task on a phone (the rest of fourteen flight cards, added at once,
 * was one long one). A new list (another first item) starts again from the first screen; a list
 * that grows (Show more) adds its new items the same way.
 */
export function ProgressiveList<T>({
  items,
  render,
  first = FIRST_SCREEN_ITEMS,
  later = LATER_ITEMS,
}: {
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
  first?: number;
  later?: number;
}) {
  const shown = useProgressiveCount(items.length, items[0], first, later);
  return <>{items.slice(0, shown).map(render)}</>;
}

/**
 * How many of a list's items to draw now, as ProgressiveList draws them (`first`, then `later`
 * more per background pass), for a page that lays the items out itself. `head` names the list: a
 * new one starts again from `first`.
 */
export function useProgressiveCount(
  length: number,
  head: unknown,
  first = FIRST_SCREEN_ITEMS,
  later = LATER_ITEMS,
): number {
  const [drawn, setDrawn] = useState(() => ({ head, count: first }));
  let count = drawn.count;
  if (drawn.head !== head) {
    count = first;
    setDrawn({ head, count });
  }
  const shown = Math.min(count, length);
  useEffect(() => {
    if (shown >= length) return;
    // Once the browser has painted what is drawn: the next few, in a render that yields.
    const timer = setTimeout(() =>
      startTransition(() => setDrawn((d) => ({ ...d, count: Math.min(d.count + later, length) }))),
    );
    return () => clearTimeout(timer);
  }, [shown, length, later]);
  return shown;
}
