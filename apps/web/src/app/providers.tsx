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
import { toastFailure, toastHostNeeded } from '../shared/ui/toast';
import { useExternalStore } from '../shared/storage/external-store';
import { cssVariablesResolver, theme } from './theme';

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

export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toastsNeeded = useExternalStore(toastHostNeeded);

  // A 401 on a signed-in call means the token is gone on the server: forget it here too.
  useEffect(() => onUnauthorized(() => clearSession()), []);

  return (
    <QueryClientProvider client={client}>
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        // The first stylesheet carries the theme's variables, written at build (decision 032).
        withCssVariables={false}
      >
        {toastsNeeded && (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
