import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Image.css';
import { Anchor, Button, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { emailError, loginPasswordError, normaliseEmail } from '@farewise/domain/auth/auth.rules';
import { AUTH_MESSAGES } from '@farewise/domain/auth/auth.messages';
import {
  closeDialogs,
  openForgotPassword,
  openRegister,
  useDialogFlag,
  useLoginOptions,
} from '../../../shared/dialogs/dialog-store';
import { LOGIN_LOGO_URL } from '../../../shared/site/logo';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../api/use-complete-sign-in';

interface LoginForm {
  email: string;
  password: string;
}

/** Login dialog (SPEC 2.4): title Welcome, e-mail and password, links to register and reset. */
export function LoginDialog() {
  const opened = useDialogFlag('loginShow');
  const { onContinueAsGuest } = useLoginOptions();
  const loginCall = useLogin();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { session, msg } = await loginCall.mutateAsync({
        mail: normaliseEmail(email),
        password,
      });
      toastSuccess(msg || AUTH_MESSAGES.loginSucceeded);
      await completeSignIn(session);
    } catch (err) {
      toastFailure(err);
    }
  });

  const continueAsGuest = () => {
    closeDialogs();
    onContinueAsGuest?.();
  };

  return (
    <SiteDialog opened={opened} onClose={closeDialogs} title="Welcome" size="sm">
      <Stack gap="md">
        <Image src={LOGIN_LOGO_URL} alt="" w={140} h={84} mx="auto" fit="contain" />
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              data-autofocus
              error={formState.errors.email?.message}
              {...register('email', { validate: (v) => emailError(v) ?? true })}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              error={formState.errors.password?.message}
              {...register('password', { validate: (v) => loginPasswordError(v) ?? true })}
            />
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={openForgotPassword}>
                Forgot Password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" loading={formState.isSubmitting}>
              Log In
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center">
          New to Farewise?{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={openRegister}>
            Create an Account
          </Anchor>
        </Text>
        {onContinueAsGuest && (
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" size="sm" onClick={continueAsGuest}>
              No, just book it
            </Anchor>
          </Text>
        )}
      </Stack>
    </SiteDialog>
  );
}
