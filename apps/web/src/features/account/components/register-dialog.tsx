import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { MAIL_CODE_USE, normaliseEmail } from '@farewise/domain/auth/auth.rules';
import { AUTH_MESSAGES } from '@farewise/domain/auth/auth.messages';
import {
  backToLogin,
  closeDialogs,
  openAgreement,
  useDialogFlag,
} from '../../../shared/dialogs/dialog-store';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import {
  EmailCodePasswordFields,
  type EmailCodePasswordForm,
  emptyEmailCodePasswordForm,
} from './email-password-fields';

/**
 * Register dialog (SPEC 2.4): a successful register signs the traveller in (SPEC 4), and the toast
 * (the server's msg, SPEC 8) says so; only an answer without a session asks them to log in.
 */
export function RegisterDialog() {
  const opened = useDialogFlag('registerShow');
  const registerCall = useRegister();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<EmailCodePasswordForm>({
    mode: 'onTouched',
    defaultValues: emptyEmailCodePasswordForm,
  });

  const onSubmit = form.handleSubmit(async ({ email, password, code }) => {
    try {
      const { session, msg } = await registerCall.mutateAsync({
        email: normaliseEmail(email),
        password,
        code: Number(code.trim()),
      });
      if (session) {
        // SPEC 8 shows the server's msg first; it says the traveller is now signed in, as they are.
        toastSuccess(msg || AUTH_MESSAGES.registerSignedIn);
        await completeSignIn(session);
      } else {
        // An answer without a session signs no one in: SPEC 8's default ('Please log in') is true.
        toastSuccess(msg || AUTH_MESSAGES.registerSucceeded);
        backToLogin();
      }
    } catch (err) {
      toastFailure(err, AUTH_MESSAGES.registerFailed);
    }
  });

  return (
    <SiteDialog opened={opened} onClose={closeDialogs} title="Create an Account" size="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <EmailCodePasswordFields
            form={form}
            use={MAIL_CODE_USE.register}
            passwordLabel="Password"
          />
          <Text size="xs">
            By creating an account you agree to our{' '}
            <Anchor component="button" type="button" size="xs" onClick={openAgreement}>
              Terms and Conditions
            </Anchor>
            .
          </Text>
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            Register
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="md">
        Already have an account?{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={backToLogin}>
          Log In
        </Anchor>
      </Text>
    </SiteDialog>
  );
}
