import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import { signIn } from '../../../shared/session/session-store';
import { loadUserInfo } from '../../../shared/session/user-info.api';
import { afterLoginPath } from '../../../shared/session/after-login';
import { closeDialogs, dialogStore } from '../../../shared/dialogs/dialog-store';
import { toastFailure } from '../../../shared/ui/toast';

/**
 * After a successful login or register (SPEC 4): store the token, load user info, close
 * the dialog, then go on to the saved hotel or flight booking, or where the dialog was
 * opened for.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (session: SignInResult) => {
      const { returnTo } = dialogStore.get().login;
      signIn({ token: session.token, email: session.email });
      closeDialogs();
      const next = afterLoginPath() ?? returnTo;
      if (next) await navigate(next);
      await loadUserInfo().catch(toastFailure);
    },
    [navigate],
  );
}
