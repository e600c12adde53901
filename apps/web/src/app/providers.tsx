import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  onlineManager,
} from '@tanstack/react-query';
import { ApiError, onUnauthorized } from '../shared/api/client';
import { clearSession } from '../shared/session/session-store';
import { toastFailure } from '../shared/ui/toast';
import { toastHostNeeded } from '../shared/ui/toast-state';
import { useExternalStore } from '../shared/storage/external-store';
import { cssVariablesResolver, theme } from './theme';
import { LibrariesReady } from './libraries-ready';

const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

export function createQueryClient() {
  // TanStack Query learns of a lost connection from events only: a page opened offline (from the
  // service worker, decision 020) starts offline, and its queries wait instead of failing.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    // SPEC 8: a non-200 answer shows its msg as an error toast. Mutations toast in their
    // own handlers, where the dialog knows the right default message.
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.silent) return;
        toastFailure(err);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      // Without a connection an action fails at once and says so (decision 020), rather than
      // wait, paused, and run by itself whenever the connection comes back.
      mutations: { networkMode: 'always' },
      queries: {
        // A 4xx will not change by asking again; a network blip might.
        retry: (count, err) =>
          count < 1 && !(err instanceof ApiError && err.code >= 400 && err.code < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

let siteClient: QueryClient | undefined;
/** The site's one query cache, shared by every part of a page drawn with the libraries. */
export const sharedQueryClient = () => (siteClient ??= createQueryClient());

/**
 * Mantine and TanStack Query around `children`. The site's layout and home page are drawn
 * without them (decision 034): each part that needs them (a page, a dialog, a search form, the
 * footer's details) is wrapped in `WithLibraries`, which loads this module. Those parts share one
 * query cache, and none of them shows the toasts (`withToasts`): the layout's
 * `ToastsOutsideProviders` does, once. Tests wrap a whole tree in one, with a cache of their own.
 */
export function Providers({
  children,
  queryClient,
  withToasts = true,
}: {
  children?: ReactNode;
  queryClient?: QueryClient;
  withToasts?: boolean;
}) {
  const [client] = useState(() => queryClient ?? sharedQueryClient());
  const toastsNeeded = useExternalStore(toastHostNeeded) && withToasts;

  // A 401 on a signed-in call means the token is gone on the server: forget it here too.
  useEffect(() => onUnauthorized(() => clearSession()), []);

  return (
    <QueryClientProvider client={client}>
      <LibrariesReady value={client}>
        <MantineProvider
          theme={theme}
          forceColorScheme="light"
          cssVariablesResolver={cssVariablesResolver}
          // The first stylesheet carries the theme's variables, written at build (decision 032),
          // and the visibleFrom / hiddenFrom classes (decision 034: a page has several providers).
          withCssVariables={false}
          withGlobalClasses={false}
        >
          {toastsNeeded && (
            <Suspense fallback={null}>
              <ToastHost />
            </Suspense>
          )}
          {children}
        </MantineProvider>
      </LibrariesReady>
    </QueryClientProvider>
  );
}
