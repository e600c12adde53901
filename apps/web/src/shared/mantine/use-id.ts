import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` as the site uses it (decision 032): the given id, or one made from React's.
 *
 * Mantine's own hook renders every component that calls it twice as it mounts: it starts from
 * React's id and, in a layout effect, replaces it with a random one (a state update React then
 * applies at once, before the browser paints). A booking form's inputs, labels, Selects,
 * tooltips and radios all call it, so the whole form was drawn a second time in one long task on
 * a phone. React's id is unique within the app's one root and the same on every render, which is
 * all an id needs here; the build serves this hook in place of Mantine's (build/mantine-ids.ts).
 */
export function useMantineId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
