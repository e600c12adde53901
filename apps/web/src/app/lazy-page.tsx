import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { WithLibraries, loadLibraries } from './with-libraries';

/** Each lazy page's route and the function that starts loading its code (once). */
const loaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * A route whose page loads on demand (SPEC 2.1: all routes load on demand). The page is drawn
 * with Mantine and TanStack Query, loaded beside its code; a page drawn without them (home,
 * decision 034) says `{ plain: true }`.
 */
export function page(
  path: string,
  load: () => Promise<{ Component: ComponentType }>,
  { plain = false }: { plain?: boolean } = {},
): RouteObject {
  let loading: Promise<{ Component: ComponentType }> | undefined;
  const start = () => {
    if (!plain) void loadLibraries();
    return (loading ??= load());
  };
  const Page = lazy(() => start().then((m) => ({ default: m.Component })));
  const route: RouteObject = {
    path,
    element: plain ? (
      <Page />
    ) : (
      <WithLibraries>
        <Page />
      </WithLibraries>
    ),
  };
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

const NotFoundPage = lazy(() =>
  import('../features/site/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** The page of an address the site does not have. */
export function NotFound() {
  return (
    <WithLibraries>
      <NotFoundPage />
    </WithLibraries>
  );
}
