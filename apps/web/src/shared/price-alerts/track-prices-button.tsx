import { GOOD_NEWS_TEXT } from './price-alerts-styles';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconBellCheck, IconMailCheck } from '@tabler/icons-react';
import {
  DEFAULT_DROP,
  alertEndWord,
  alertTitle,
  type AlertSearch,
} from '@farewise/domain/price-alerts/price-alert.rules';
import { paths } from '../../config/paths';
import { ApiError } from '../api/client';
import { useSession } from '../session/session-store';
import { SiteDialog } from '../ui/site-dialog';
import { toastFailure, toastSuccess } from '../ui/toast';
import { useCreateAlert } from './price-alerts-api';
import { DropFields, draftOf, dropFromDraft, type DropDraft } from './drop-fields';

/** Where a signed-in traveller's alerts are listed: the account area's Price alerts tab. */
const ACCOUNT_ALERTS = paths.userInfo.url(4);

/**
 * "Track prices" on a results page: signed in, one click saves the search as an alert; a guest
 * gives an address (and may choose the drop), and the alert starts from the link we mail.
 */
export function TrackPricesButton({
  search,
  currency,
}: {
  search: AlertSearch | null;
  currency: string;
}) {
  const { isSignedIn, user } = useSession();
  const create = useCreateAlert();
  const [saved, setSaved] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [draft, setDraft] = useState<DropDraft>(draftOf(DEFAULT_DROP));
  const [dropError, setDropError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const key = search ? JSON.stringify([search, currency]) : '';

  if (!search) return null;
  const tracking = saved === key;

  const trackSignedIn = async () => {
    try {
      await create.mutateAsync({ search, currency });
      setSaved(key);
      toastSuccess(`We will mail ${user?.email ?? 'you'} when the price drops.`);
    } catch (err) {
      toastFailure(err);
    }
  };

  const submitGuest = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = dropFromDraft(draft);
    setDropError('error' in parsed ? parsed.error : null);
    const address = email.trim();
    setEmailError(address ? null : 'Please enter the e-mail address to send price alerts to.');
    if ('error' in parsed || !address) return;
    try {
      const made = await create.mutateAsync({
        search,
        currency,
        drop: parsed.drop,
        email: address,
      });
      setSentTo(made.email);
      setSaved(key);
    } catch (err) {
      if (err instanceof ApiError && err.errors.some((x) => x.field === 'email'))
        setEmailError(err.errors.find((x) => x.field === 'email')!.message);
      else if (err instanceof ApiError && err.code === 400) setEmailError(err.message);
      else toastFailure(err);
    }
  };

  if (isSignedIn) {
    return tracking ? (
      <Button
        component={Link}
        to={ACCOUNT_ALERTS}
        variant="light"
        leftSection={<IconBellCheck size={18} aria-hidden />}
      >
        Tracking prices
      </Button>
    ) : (
      <Button
        variant="light"
        leftSection={<IconBell size={18} aria-hidden />}
        loading={create.isPending}
        onClick={() => void trackSignedIn()}
      >
        Track prices
      </Button>
    );
  }

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBell size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {tracking ? 'Tracking prices' : 'Track prices'}
      </Button>
      <SiteDialog opened={open} onClose={() => setOpen(false)} title="Track prices" size="md">
        {sentTo ? (
          <Stack gap="md">
            <Alert
              color="teal"
              variant="light"
              role="status"
              styles={GOOD_NEWS_TEXT}
              icon={<IconMailCheck size={20} aria-hidden />}
              title="Check your inbox"
            >
              We have sent a link to {sentTo}. Open it to start the alert; until then we send
              nothing else.
            </Alert>
            <Group justify="flex-end">
              <Button onClick={() => setOpen(false)}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={(e) => void submitGuest(e)} noValidate>
            <Stack gap="md">
              <Text size="sm">
                We will watch {alertTitle(search)} and mail you when the lowest price
                {search.kind === 'hotel' ? ' of a stay' : ''} drops.
              </Text>
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                withAsterisk
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
              />
              <DropFields value={draft} onChange={setDraft} currency={currency} error={dropError} />
              <Text size="xs" c="dimmed">
                Each mail has a link to stop the alert. Alerts end after the{' '}
                {alertEndWord(search.kind)} date.
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Send confirmation link
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </SiteDialog>
    </>
  );
}
