import { Suspense, lazy } from 'react';
import { useDialogFlag } from '../../shared/dialogs/dialog-store';
import { useOnceTrue } from './use-once-true';

// Dialogs load on first use, so they add nothing to the home page's first load.
const LoginDialog = lazy(() =>
  import('../../features/account/components/login-dialog').then((m) => ({
    default: m.LoginDialog,
  })),
);
const RegisterDialog = lazy(() =>
  import('../../features/account/components/register-dialog').then((m) => ({
    default: m.RegisterDialog,
  })),
);
const RetrievePasswordDialog = lazy(() =>
  import('../../features/account/components/retrieve-password-dialog').then((m) => ({
    default: m.RetrievePasswordDialog,
  })),
);
const TermsDialog = lazy(() =>
  import('../../features/site/components/terms-dialog').then((m) => ({ default: m.TermsDialog })),
);

/** Warms the login dialog's code, e.g. when a pointer rests on a Log In button. */
export const preloadLoginDialog = () =>
  void import('../../features/account/components/login-dialog');

/**
 * Renders each dialog once it has been opened; after that it stays mounted (closed) so
 * its closing transition plays and its form keeps what was typed.
 */
export function DialogsHost() {
  const login = useOnceTrue(useDialogFlag('loginShow'));
  const register = useOnceTrue(useDialogFlag('registerShow'));
  const forgot = useOnceTrue(useDialogFlag('forgotPwdShow'));
  const agreement = useOnceTrue(useDialogFlag('agreementShow'));
  return (
    <Suspense fallback={null}>
      {login && <LoginDialog />}
      {register && <RegisterDialog />}
      {forgot && <RetrievePasswordDialog />}
      {agreement && <TermsDialog />}
    </Suspense>
  );
}
