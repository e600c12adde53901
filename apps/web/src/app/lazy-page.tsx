import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page loads on demand (SPEC 2.1: all routes load on demand). */
export function page(path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return { path, element: <Page /> };
}

/** The page of an address the site does not have. */
export const NotFound = lazy(() =>
  import('../features/site/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
