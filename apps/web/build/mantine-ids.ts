import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's id hook, as installed (its `useId` export, which every Mantine component imports). */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
/** The site's hook that takes its place (src/shared/mantine/use-id.ts). */
// A string path: under the tests' jsdom, URL is not Node's.
export const SITE_USE_ID = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/shared/mantine/use-id.ts',
);

/**
 * Serves Mantine's `useId` module as the site's hook (decision 032): the same export, without the
 * second render Mantine's makes in every component that asks for an id as it mounts.
 */
export function mantineIds(): Plugin {
  return {
    name: 'farewise:mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      return `export { useMantineId as useId } from ${JSON.stringify(SITE_USE_ID)};\n`;
    },
  };
}
