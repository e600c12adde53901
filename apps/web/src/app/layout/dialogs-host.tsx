import { Suspense } from 'react';
import { lazyWithLibraries, loadLibraries } from '../with-libraries';
import { useDialogFlag } from '../../shared/dialogs/dialog-store';
import { useOnceTrue } from './use-once-true';

// Dialogs load on first use, with Mantine (decision 034), so they add nothing to the home page's
// first load.
const LoginDialog = lazyWithLibraries(() =>
  import('../../features/account/components/login-dialog').then((m) => m.LoginDialog),
);
const RegisterDialog = lazyWithLibraries(() =>
  import('../../features/account/components/register-dialog').then((m) => m.RegisterDialog),
);
const RetrievePasswordDialog = lazyWithLibraries(() =>
  import('../../features/account/components/retrieve-password-dialog').then(
    (m) => m.RetrievePasswordDialog,
  ),
);
const TermsDialog = lazyWithLibraries(() =>
  import('../../features/site/components/terms-dialog').then((m) => m.TermsDialog),
);

/** Warms the login dialog's code, e.g. when a pointer rests on a Log In button. */
export const preloadLoginDialog = () => {
  void loadLibraries();
  void import('../../features/account/components/login-dialog');
};

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
