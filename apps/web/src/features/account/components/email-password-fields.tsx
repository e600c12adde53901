import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import {
  confirmPasswordError,
  emailError,
  emailForCodeError,
  mailCodeError,
  newPasswordError,
  normaliseEmail,
  type MailCodeUse,
} from '@farewise/domain/auth/auth.rules';
import { MailCodeField } from './mail-code-field';

export interface EmailCodePasswordForm {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

export const emptyEmailCodePasswordForm: EmailCodePasswordForm = {
  email: '',
  code: '',
  password: '',
  confirm: '',
};

/**
 * The fields Register and Retrieve Password share (SPEC 2.4): e-mail, verification code
 * with Get Code, password and re-entered password, each with its SPEC 5 rule.
 */
export function EmailCodePasswordFields({
  form,
  use,
  passwordLabel,
}: {
  form: UseFormReturn<EmailCodePasswordForm>;
  use: MailCodeUse;
  passwordLabel: string;
}) {
  const { register, formState, getValues, setError, clearErrors, trigger } = form;
  const { errors } = formState;

  const emailForCode = async () => {
    // Let the field's own check (from leaving it) settle first, so this message is the one shown.
    await trigger('email');
    const email = getValues('email');
    const message = emailForCodeError(email);
    if (message) {
      setError('email', { type: 'code', message }, { shouldFocus: true });
      return null;
    }
    clearErrors('email');
    return normaliseEmail(email);
  };

  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        data-autofocus
        error={errors.email?.message}
        {...register('email', { validate: (v) => emailError(v) ?? true })}
      />
      <MailCodeField
        use={use}
        emailForCode={emailForCode}
        error={errors.code?.message}
        registration={register('code', { validate: (v) => mailCodeError(v) ?? true })}
      />
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', {
          validate: (v) => newPasswordError(v) ?? true,
          // The re-entered password depends on this one: re-check it once it has been touched.
          onChange: () => {
            if (formState.touchedFields.confirm) void trigger('confirm');
          },
        })}
      />
      <PasswordInput
        label="Re-enter password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', {
          validate: (v, all) => confirmPasswordError(v, all.password) ?? true,
        })}
      />
    </>
  );
}
