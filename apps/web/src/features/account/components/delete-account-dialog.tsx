import './account-styles';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MAIL_CODE_LENGTH, mailCodeError } from '@farewise/domain/auth/auth.rules';
import { ApiError } from '../../../shared/api/client';
import { clearSession } from '../../../shared/session/session-store';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { paths } from '../../../config/paths';
import { deleteAccount, sendDeleteCode } from '../api/account-data';
import { retryAfterSeconds } from '../api/get-mail-code';
import { useMailCodeButton } from './use-mail-code-button';

export const ACCOUNT_DELETED_NOTICE =
  'Your account has been deleted. Your bookings are kept without your name or contact details.';

/**
 * "Delete my account" (issue 41, decision 056): says what happens, mails a code, asks for it,
 * deletes, forgets the session on this device and lands on home with a notice.
 */
export function DeleteAccountDialog({
  opened,
  onClose,
  email,
}: {
  opened: boolean;
  onClose: () => void;
  email: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const { state, trigger, disabled } = useMailCodeButton(async () => {
    setRefusal(null);
    try {
      const { msg, retryAfter } = await sendDeleteCode();
      if (msg) toastSuccess(msg);
      setSent(true);
      return retryAfter;
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) setRefusal(err.message);
      else toastFailure(err);
      return err instanceof ApiError && err.code === 429 ? retryAfterSeconds(err.data) : null;
    }
  });
  const sendLabel =
    state.kind === 'sending'
      ? 'Sending…'
      : state.kind === 'counting'
        ? `Send again in ${state.seconds}s`
        : sent
          ? 'Send the code again'
          : 'Send me a code';

  const confirm = async () => {
    const problem = mailCodeError(code);
    setCodeError(problem);
    if (problem) return;
    setDeleting(true);
    try {
      await deleteAccount({ code: code.trim() });
      clearSession();
      queryClient.removeQueries({ queryKey: ['account'] });
      queryClient.removeQueries({ predicate: (q) => q.meta?.savedCopy === true });
      toastSuccess(ACCOUNT_DELETED_NOTICE);
      await navigate(paths.home.url());
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) setRefusal(err.message);
      else if (err instanceof ApiError && err.code === 400) setCodeError(err.message);
      else toastFailure(err);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <SiteDialog opened={opened} onClose={onClose} title="Delete your account?" size="lg">
      <Stack gap="md">
        <List size="sm" spacing="xs">
          <List.Item>
            Your saved travellers, contacts, price alerts and uploaded pictures are deleted.
          </List.Item>
          <List.Item>
            Your bookings are kept for the years accounting law asks, with your names and contact
            details replaced. You will no longer see them or get mails about them.
          </List.Item>
          <List.Item>
            You are signed out on every device. You can register again with this e-mail, as a new
            account.
          </List.Item>
          <List.Item>Bookings made as a guest are not changed.</List.Item>
        </List>
        <Text size="sm">
          To confirm, we send a code to <strong>{email}</strong>.
        </Text>
        {refusal && (
          <Alert color="orange" variant="light" role="alert" title="Not yet">
            {refusal}
          </Alert>
        )}
        <Button
          variant={sent ? 'default' : 'filled'}
          onClick={() => void trigger()}
          disabled={disabled}
          style={{ alignSelf: 'flex-start' }}
        >
          {sendLabel}
        </Button>
        {sent && (
          <TextInput
            label="Verification code"
            description="The 6-digit code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={MAIL_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void confirm()}
            error={codeError}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={deleting} disabled={!sent}>
            Delete my account
          </Button>
        </Group>
      </Stack>
    </SiteDialog>
  );
}
