import { Button, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  MAIL_CODE_COUNTDOWN_SECONDS,
  MAIL_CODE_LENGTH,
  type MailCodeUse,
} from '@farewise/domain/auth/auth.rules';
import { ApiError } from '../../../shared/api/client';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { getMailCode, retryAfterSeconds } from '../api/get-mail-code';
import { useMailCodeButton } from './use-mail-code-button';

interface MailCodeFieldProps {
  use: MailCodeUse;
  registration: UseFormRegisterReturn<'code'>;
  error?: string;
  /** Checks the e-mail field (and shows its message); returns the address or null. */
  emailForCode: () => Promise<string | null>;
}

/** The verification code input with its Get Code button (SPEC 2.4, 4). */
export function MailCodeField({ use, registration, error, emailForCode }: MailCodeFieldProps) {
  const { state, trigger, disabled } = useMailCodeButton(async () => {
    const email = await emailForCode();
    if (!email) return null;
    try {
      const { msg } = await getMailCode({ email, use });
      if (msg) toastSuccess(msg);
      return MAIL_CODE_COUNTDOWN_SECONDS;
    } catch (err) {
      toastFailure(err);
      // Asked too often: wait as long as the server says before the next try.
      return err instanceof ApiError && err.code === 429 ? retryAfterSeconds(err.data) : null;
    }
  });

  const label =
    state.kind === 'sending'
      ? 'Sending…'
      : state.kind === 'counting'
        ? `${state.seconds}s`
        : 'Get Code';
  return (
    <TextInput
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={MAIL_CODE_LENGTH}
      error={error}
      rightSectionWidth={112}
      rightSectionPointerEvents="all"
      rightSection={
        <Button
          size="compact-sm"
          variant="filled"
          onClick={() => void trigger()}
          disabled={disabled}
          w={100}
        >
          {label}
        </Button>
      }
      {...registration}
    />
  );
}
