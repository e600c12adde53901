import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { MAIL_CODE_USE, normaliseEmail } from '@farewise/domain/auth/auth.rules';
import { AUTH_MESSAGES } from '@farewise/domain/auth/auth.messages';
import { backToLogin, closeDialogs, useDialogFlag } from '../../../shared/dialogs/dialog-store';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useResetPassword } from '../api/reset-password';
import {
  EmailCodePasswordFields,
  type EmailCodePasswordForm,
  emptyEmailCodePasswordForm,
} from './email-password-fields';

/** Retrieve Password dialog (SPEC 2.4): same fields as Register, with Submit; then back to Log In. */
export function RetrievePasswordDialog() {
  const opened = useDialogFlag('forgotPwdShow');
  const resetCall = useResetPassword();
  const form = useForm<EmailCodePasswordForm>({
    mode: 'onTouched',
    defaultValues: emptyEmailCodePasswordForm,
  });

  const onSubmit = form.handleSubmit(async ({ email, password, code }) => {
    try {
      const { msg } = await resetCall.mutateAsync({
        email: normaliseEmail(email),
        new_pass: password,
        code: Number(code.trim()),
      });
      toastSuccess(msg || AUTH_MESSAGES.resetSucceeded);
      form.reset();
      backToLogin();
    } catch (err) {
      toastFailure(err, AUTH_MESSAGES.resetFailed);
    }
  });

  return (
    <SiteDialog opened={opened} onClose={closeDialogs} title="Retrieve Password" size="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            We will e-mail you a verification code. Enter it with your new password.
          </Text>
          <EmailCodePasswordFields
            form={form}
            use={MAIL_CODE_USE.reset}
            passwordLabel="New password"
          />
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            Submit
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="md">
        Remembered it?{' '}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={backToLogin}>
          Log In
        </Anchor>
      </Text>
    </SiteDialog>
  );
}
