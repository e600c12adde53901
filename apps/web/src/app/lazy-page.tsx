import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { WithLibraries, loadLibraries } from './with-libraries';

/** Resolves in a later task, after the browser has had the main thread back. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Each lazy page's route and the function that starts loading its code (once). */
const loaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * A route whose page loads on demand (SPEC 2.1: all routes load on demand). The page is drawn
 * with Mantine and TanStack Query, loaded beside its code; a page drawn without them (home,
 * decision 034) says `{ plain: true }`. `first` loads modules the page imports that take long to
 * run (a form's rules and validation library, say), one after the other, before the rest of its
 * code.
 */
export function page(
  path: string,
  load: () => Promise<{ Component: ComponentType }>,
  { plain = false, first = [] }: { plain?: boolean; first?: (() => Promise<unknown>)[] } = {},
): RouteObject {
  let loading: Promise<{ Component: ComponentType }> | undefined;
  // With `first`: the libraries, each of `first` and then the page's code, each run in a task of
  // its own (decision 035); run together, as their files came in, they were one long task on a
  // phone. Each is asked for once the one before has run: the loader has asked for all their files
  // already when the page is the first one, and the booking page's (the one page with `first`)
  // are asked for while Book makes its order.
  const inTurns = async () => {
    if (!plain) await loadLibraries().then(nextTask);
    for (const step of first) await step().then(nextTask);
    return load();
  };
  const start = () => {
    if (first.length) return (loading ??= inTurns());
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
