import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@farewise/domain/auth/auth.messages';
import { requestEnvelope } from '../../../shared/api/client';
import { clearSession } from '../../../shared/session/session-store';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { PROTECTED_PATHS, paths } from '../../../config/paths';

/** POST /v3/logout: the server revokes the token (SPEC 7). */
export async function logout() {
  const { msg } = await requestEnvelope<unknown>('/v3/logout', { method: 'POST', body: {} });
  return { msg };
}

/**
 * Logout (SPEC 4): calls the server, says 'Exit successfully', forgets token, Id, sk, user info
 * and the trips saved for offline reading (in storage and in memory), and leaves a page that
 * needs login for home. The device forgets the session even when the call fails: a traveller
 * who pressed Log out must be logged out here.
 */
export async function signOut({
  queryClient,
  navigate,
  pathname,
}: {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  pathname: string;
}) {
  try {
    const { msg } = await logout();
    toastSuccess(msg || AUTH_MESSAGES.logoutSucceeded);
  } catch (err) {
    toastFailure(err);
  }
  clearSession();
  queryClient.removeQueries({ queryKey: ['account'] });
  // Orders in memory too: Back after logging out must not show a trip (decision 020).
  queryClient.removeQueries({ predicate: (q) => q.meta?.savedCopy === true });
  if ((PROTECTED_PATHS as readonly string[]).includes(pathname)) await navigate(paths.home.url());
}

/** signOut for a component inside the providers. */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    () => signOut({ queryClient, navigate, pathname }),
    [navigate, pathname, queryClient],
  );
}
