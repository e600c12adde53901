import { Suspense, lazy, useContext, type ComponentType, type ReactNode } from 'react';
import { useExternalStore } from '../shared/storage/external-store';
import { toastHostNeeded } from '../shared/ui/toast-state';
import { LibrariesReady } from './libraries-ready';

/** How Mantine, TanStack Query and the site's theme load: a dynamic import (a test holds it back). */
export const librariesModule = { load: () => import('./libraries') };

/** Starts loading Mantine, TanStack Query and the site's theme (once). */
export const loadLibraries = () => librariesModule.load();

const LazyProviders = lazy(() => loadLibraries().then((m) => ({ default: m.Providers })));

/**
 * Draws `children` inside the site's providers (Mantine, the shared query cache), loading them
 * first when the layout around has none (decision 034): the layout and home page are drawn
 * without, so a first visit to home does not wait for them. Suspends while they load: the
 * nearest Suspense shows its fallback.
 */
export function WithLibraries({ children }: { children: ReactNode }) {
  if (useContext(LibrariesReady)) return <>{children}</>;
  return <LazyProviders withToasts={false}>{children}</LazyProviders>;
}

/**
 * A component drawn with Mantine and TanStack Query, for the layout and home page: its code and
 * the libraries load together, on its first render (React.lazy: it suspends until both are in).
 */
export function lazyWithLibraries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const [{ Providers }, Component] = await Promise.all([loadLibraries(), load()]);
    function Drawn(props: P) {
      const ready = useContext(LibrariesReady);
      if (ready) return <Component {...props} />;
      return (
        <Providers withToasts={false}>
          <Component {...props} />
        </Providers>
      );
    }
    return { default: Drawn };
  });
}

/** The error screen (route-error.tsx), for the router's error boundaries; shipped with the libraries. */
const LazyRouteError = lazyWithLibraries(() => loadLibraries().then((m) => m.RouteError));
export function RouteErrorWithLibraries({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <LazyRouteError error={error} />
    </Suspense>
  );
}

/** The log-in guard of the account pages (require-login.tsx); shipped with the libraries. */
export const RequireLoginWithLibraries = lazyWithLibraries(() =>
  loadLibraries().then((m) => m.RequireLogin),
);

/** The toasts' container, once the first toast is shown, for a layout drawn without providers. */
export function ToastsOutsideProviders() {
  const needed = useExternalStore(toastHostNeeded);
  if (useContext(LibrariesReady) || !needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyProviders />
    </Suspense>
  );
}
