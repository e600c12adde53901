import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Each lazy page's route and the function that starts loading its code (once). */
const loaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/** A route whose page loads on demand (SPEC 2.1: all routes load on demand). */
export function page(path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  let loading: Promise<{ Component: ComponentType }> | undefined;
  const start = () => (loading ??= load());
  const Page = lazy(() => start().then((m) => ({ default: m.Component })));
  const route: RouteObject = { path, element: <Page /> };
  loaders.set(route, start);
  return route;
}

/**
 * Starts loading the code of the page at `pathname` now, as the app's script runs, rather than
 * when React first renders the route (a frame or more later).
 */
export function preloadPage(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) void loaders.get(match.route)?.();
}

/** The page of an address the site does not have. */
export const NotFound = lazy(() =>
  import('../features/site/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
