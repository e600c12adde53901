import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a media query matches, from the first render on. Mantine's hook reads it in an effect
 * by default (for pages rendered on a server), so a page first drawn for the wrong screen was
 * drawn again, whole, as it opened: the hotel list on a phone was drawn once with its wide
 * layout's value (decision 032). The site renders in the browser only, so it asks at once.
 */
export function useMedia(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false }) ?? false;
}
