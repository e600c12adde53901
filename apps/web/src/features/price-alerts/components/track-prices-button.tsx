import { GOOD_NEWS_TEXT } from './price-alerts-styles';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconBellCheck, IconMailCheck } from '@tabler/icons-react';
import {
  CONFIRM_WITHIN_DAYS,
  DEFAULT_DROP,
  LIVE_STATUSES,
  alertEndWord,
  alertTitle,
  comparableKey,
  guestAskedText,
  type AlertSearch,
} from '@farewise/domain/price-alerts/price-alert.rules';
import type { PriceAlertView } from '@farewise/domain/price-alerts/price-alert.schemas';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useCreateAlert, useDeleteAlert, usePriceAlerts } from '../api/price-alerts-api';
import { DropFields, draftOf, dropFromDraft, type DropDraft } from './drop-fields';
import {
  alertToken,
  askedFor,
  forgetAlertToken,
  forgetAsked,
  rememberAsked,
} from '../alert-memory';

/** Where a signed-in traveller's alerts are listed: the account area's Price alerts tab. */
const ACCOUNT_ALERTS = paths.userInfo.url(4);

/**
 * "Track prices" on a results page: signed in, one click saves the search as an alert; a guest
 * gives an address (and may choose the drop), and the alert starts from the link we mail. A
 * search already tracked says so, after a reload too, and can be stopped there (decision 045):
 * the server lists a signed-in traveller's alerts; a guest's are listed by the token of the
 * newest mail opened in this browser, and a search asked here is remembered until confirmed.
 */
export function TrackPricesButton({
  search,
  currency,
}: {
  search: AlertSearch | null;
  currency: string;
}) {
  const { isSignedIn, user } = useSession();
  const [, reread] = useReducer((n: number) => n + 1, 0);
  const token = isSignedIn ? null : alertToken();
  const alerts = usePriceAlerts(token, isSignedIn || !!token);
  const create = useCreateAlert();
  const stop = useDeleteAlert(token);
  const [saved, setSaved] = useState<{ key: string; alert: PriceAlertView } | null>(null);
  const [open, setOpen] = useState(false);
  const [askAgain, setAskAgain] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [draft, setDraft] = useState<DropDraft>(draftOf(DEFAULT_DROP));
  const [dropError, setDropError] = useState<string | null>(null);
  const key = search ? comparableKey(search, currency) : '';

  // A token that no longer opens anything (its alerts deleted long ago) is forgotten.
  const tokenGone = !!token && alerts.error instanceof ApiError && alerts.error.code === 404;
  useEffect(() => {
    if (!tokenGone) return;
    forgetAlertToken();
    reread();
  }, [tokenGone]);

  if (!search) return null;
  const listed = alerts.data?.alerts?.find(
    (a) => LIVE_STATUSES.includes(a.status) && comparableKey(a.search, a.currency) === key,
  );
  const tracked = listed ?? (saved?.key === key ? saved.alert : null);
  const askedTo = isSignedIn || tracked ? null : askedFor(key);
  const sentTo = askAgain ? null : askedTo;

  const trackSignedIn = async () => {
    try {
      const made = await create.mutateAsync({ search, currency });
      if (made.alert) setSaved({ key, alert: made.alert });
      toastSuccess(`We will mail ${user?.email ?? 'you'} when the price drops.`);
    } catch (err) {
      toastFailure(err);
    }
  };

  const stopTracking = async (alert: PriceAlertView) => {
    try {
      await stop.mutateAsync(alert.id);
      setSaved(null);
      forgetAsked(key);
      reread();
      toastSuccess('Price alert stopped. We will not mail you about this search.');
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
      rememberAsked(key, made.email);
      setAskAgain(false);
      reread();
    } catch (err) {
      if (err instanceof ApiError && err.errors.some((x) => x.field === 'email'))
        setEmailError(err.errors.find((x) => x.field === 'email')!.message);
      else if (err instanceof ApiError && err.code === 400) setEmailError(err.message);
      else toastFailure(err);
    }
  };

  if (tracked) {
    const waiting = tracked.status === 'pending';
    const label = waiting
      ? 'Waiting for confirmation'
      : tracked.status === 'paused'
        ? 'Price alert paused'
        : 'Tracking prices';
    return (
      <Group gap={4} wrap="nowrap">
        <Button
          component={Link}
          to={isSignedIn ? ACCOUNT_ALERTS : paths.priceAlerts.url({ token: token ?? '' })}
          variant="light"
          leftSection={
            waiting ? (
              <IconMailCheck size={18} aria-hidden />
            ) : (
              <IconBellCheck size={18} aria-hidden />
            )
          }
        >
          {label}
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={stop.isPending}
          onClick={() => void stopTracking(tracked)}
          aria-label="Stop tracking prices"
        >
          Stop
        </Button>
      </Group>
    );
  }

  if (isSignedIn) {
    return (
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
        leftSection={
          askedTo ? <IconMailCheck size={18} aria-hidden /> : <IconBell size={18} aria-hidden />
        }
        onClick={() => setOpen(true)}
      >
        {askedTo ? 'Confirm from your mail' : 'Track prices'}
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
              {guestAskedText(sentTo)} Until then we send nothing else, and an alert not confirmed
              within {CONFIRM_WITHIN_DAYS} days is removed.
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAskAgain(true)}>
                Use another address
              </Button>
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
