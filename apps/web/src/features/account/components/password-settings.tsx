import './account-styles';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES } from '@farewise/domain/auth/auth.messages';
import {
  confirmPasswordError,
  newPasswordError,
  oldPasswordError,
  samePasswordError,
} from '@farewise/domain/auth/auth.rules';
import { ApiError } from '../../../shared/api/client';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useChangePassword } from '../api/change-password';

interface PasswordForm {
  old_pass: string;
  new_pass: string;
  confirm: string;
}

const asRule = (message: string | null) => message ?? true;

/** Tab 3, Password setting: SPEC 5's password rules; success signs out the other devices. */
export function PasswordSettings() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<PasswordForm>({
    mode: 'onTouched',
    defaultValues: { old_pass: '', new_pass: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Re-check the re-entered password as the new one changes, once the traveller has typed it.
  const newPass = form.watch('new_pass');
  const confirmTouched = !!form.formState.touchedFields.confirm;
  useEffect(() => {
    if (confirmTouched) void form.trigger('confirm');
  }, [newPass, confirmTouched, form]);

  const onSubmit = form.handleSubmit(async ({ old_pass, new_pass }) => {
    setDone(false);
    try {
      const { msg } = await change.mutateAsync({ old_pass, new_pass });
      toastSuccess(msg || AUTH_MESSAGES.passwordChanged);
      form.reset();
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.message === AUTH_MESSAGES.oldPasswordWrong)
        form.setError('old_pass', { message: err.message }, { shouldFocus: true });
      else if (err instanceof ApiError && err.errors.length)
        err.errors.forEach((e) =>
          e.field === 'old_pass' || e.field === 'new_pass'
            ? form.setError(e.field, { message: e.message })
            : toastFailure(err),
        );
      else toastFailure(err);
    }
  });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              Password setting
            </Title>
            <Text c="dimmed" size="sm">
              Changing your password signs you out on your other devices.
            </Text>
          </div>
          {done && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={18} aria-hidden />}
              title="Password changed"
            >
              Other devices have been signed out.
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.register('old_pass', { validate: (v) => asRule(oldPasswordError(v)) })}
            error={errors.old_pass?.message}
          />
          <PasswordInput
            label="New password"
            description="At least 6 characters, with letters and numbers"
            autoComplete="new-password"
            withAsterisk
            {...form.register('new_pass', {
              validate: (v, all) =>
                asRule(newPasswordError(v) ?? samePasswordError(v, all.old_pass)),
            })}
            error={errors.new_pass?.message}
          />
          <PasswordInput
            label="Re-enter new password"
            autoComplete="new-password"
            withAsterisk
            {...form.register('confirm', {
              validate: (v, all) => asRule(confirmPasswordError(v, all.new_pass)),
            })}
            error={errors.confirm?.message}
          />
          <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
