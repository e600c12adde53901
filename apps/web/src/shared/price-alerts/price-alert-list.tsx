import './price-alerts-styles';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconEdit,
  IconExternalLink,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import {
  alertDetails,
  alertTitle,
  describeDrop,
  shortDate,
  type AlertStatus,
} from '@farewise/domain/price-alerts/price-alert.rules';
import { alertSearchPath } from '@farewise/domain/price-alerts/price-alert.addresses';
import type { PriceAlertView } from '@farewise/domain/price-alerts/price-alert.schemas';
import { paths } from '../../config/paths';
import { SiteDialog } from '../ui/site-dialog';
import { toastFailure, toastSuccess } from '../ui/toast';
import { useDeleteAlert, usePriceAlerts, useUpdateAlert } from './price-alerts-api';
import { DropFields, draftOf, dropFromDraft, type DropDraft } from './drop-fields';

// The chart library loads with the first alert list only, never with the home page.
const PriceHistoryChart = lazy(() => import('./price-history-chart'));

/** Light badges with text dark enough for 4.5:1 on their tint (as the order badges). */
const STATUS: Record<AlertStatus, { label: string; color: string; c: string }> = {
  pending: { label: 'Waiting for confirmation', color: 'orange', c: '#8a3c00' },
  active: { label: 'Watching', color: 'teal', c: '#1d6b32' },
  paused: { label: 'Paused', color: 'gray', c: '#37474f' },
  ended: { label: 'Ended', color: 'gray', c: '#37474f' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray', c: '#37474f' },
};

function ChangeDialog({
  alert,
  onClose,
  token,
}: {
  alert: PriceAlertView | null;
  onClose: () => void;
  token?: string | null;
}) {
  const update = useUpdateAlert(token);
  const [draft, setDraft] = useState<DropDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? (alert ? draftOf(alert.drop) : draftOf({ kind: 'percent', value: 5 }));
  const close = () => {
    setDraft(null);
    setError(null);
    onClose();
  };
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!alert) return;
    const parsed = dropFromDraft(value);
    if ('error' in parsed) return setError(parsed.error);
    try {
      await update.mutateAsync({ id: alert.id, drop: parsed.drop });
      toastSuccess('Price alert saved');
      close();
    } catch (err) {
      toastFailure(err);
    }
  };
  return (
    <SiteDialog opened={!!alert} onClose={close} title="Change price alert" size="md">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="md">
          <DropFields
            value={value}
            onChange={setDraft}
            currency={alert?.currency ?? ''}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SiteDialog>
  );
}

function AlertCard({
  alert,
  token,
  order,
  onChange,
  onDelete,
}: {
  alert: PriceAlertView;
  token?: string | null;
  /** The card's heading level: under the list's own heading, or straight under the page's. */
  order: 2 | 3;
  onChange: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateAlert(token);
  const status = STATUS[alert.status];
  const title = alertTitle(alert.search);
  const live = alert.status === 'active' || alert.status === 'paused';
  const canResume = alert.status === 'paused' || alert.status === 'unsubscribed';
  const pointsWithPrice = alert.history.filter((h) => h.price !== null).length;

  const setStatus = async (next: 'active' | 'paused') => {
    try {
      await update.mutateAsync({ id: alert.id, status: next });
      toastSuccess(next === 'paused' ? 'Price alert paused' : 'Price alert resumed');
    } catch (err) {
      toastFailure(err);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={order} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {alertDetails(alert.search)}
            </Text>
          </div>
          <Badge
            color={status.color}
            c={status.c}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {status.label}
          </Badge>
        </Group>
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {alert.search.kind === 'hotel' ? 'Cheapest stay now' : 'Lowest price now'}
            </Text>
            <Text fw={700} size="lg">
              {alert.latestPrice === null
                ? 'Not on sale'
                : formatMoney(alert.latestPrice, alert.currency)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              We mail you on
            </Text>
            <Text size="sm">
              {describeDrop(alert.drop, alert.currency)}
              {alert.referencePrice !== null &&
                ` from ${formatMoney(alert.referencePrice, alert.currency)}`}
            </Text>
          </div>
        </Group>
        {pointsWithPrice > 1 ? (
          <figure style={{ margin: 0 }} aria-label={`Price history of ${title}`}>
            <Suspense fallback={<Skeleton h={120} radius="sm" />}>
              <PriceHistoryChart history={alert.history} currency={alert.currency} />
            </Suspense>
          </figure>
        ) : (
          <Text size="sm" c="dimmed">
            The price history fills in as we check the price (at least daily).
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {alert.lastCheckedAt
            ? `Last checked ${shortDate(alert.lastCheckedAt.slice(0, 10))}. `
            : ''}
          Ends after {shortDate(alert.endsAfter)}.
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={alertSearchPath(alert.search)}
            leftSection={<IconExternalLink size={16} aria-hidden />}
            aria-label={`Open search for ${title}`}
          >
            Open search
          </Button>
          {alert.status === 'active' && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              loading={update.isPending}
              onClick={() => void setStatus('paused')}
              aria-label={`Pause ${title}`}
            >
              Pause
            </Button>
          )}
          {canResume && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={update.isPending}
              onClick={() => void setStatus('active')}
              aria-label={`Resume ${title}`}
            >
              Resume
            </Button>
          )}
          {(live || alert.status === 'pending') && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={onChange}
              aria-label={`Change ${title}`}
            >
              Change
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${title}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A traveller's price alerts with their price history: the account area's tab (signed in) or
 * the page a mail's link opens (token). Pause, resume, change the drop and delete.
 */
export function PriceAlertList({
  token,
  heading = true,
}: {
  token?: string | null;
  heading?: boolean;
}) {
  const alerts = usePriceAlerts(token);
  const del = useDeleteAlert(token);
  const [changing, setChanging] = useState<PriceAlertView | null>(null);
  const [deleting, setDeleting] = useState<PriceAlertView | null>(null);
  const list = alerts.data?.alerts;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      toastSuccess('Price alert deleted');
      setDeleting(null);
    } catch (err) {
      toastFailure(err);
    }
  };

  return (
    <Stack gap="lg">
      {heading && (
        <div>
          <Title order={2} size="h3">
            Price alerts
          </Title>
          <Text c="dimmed" size="sm">
            Searches we watch for you. We mail {alerts.data?.email ?? 'you'} when the lowest price
            drops.
          </Text>
        </div>
      )}
      {alerts.isPending && <Skeleton h={200} radius="md" />}
      {alerts.isError && (
        <Alert color="red" variant="light" title="We could not load your price alerts">
          {alerts.error.message}
        </Alert>
      )}
      {list && list.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconBell size={30} />
            </ThemeIcon>
            <Title order={heading ? 3 : 2} size="h4">
              No price alerts yet
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              Search for flights or hotels and press Track prices: we check the price every day and
              mail you when it drops.
            </Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to={paths.home.url({ active: 1 })}>
                Search flights
              </Button>
              <Button component={Link} to={paths.home.url({ active: 0 })} variant="light">
                Search hotels
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {!!list?.length && (
        <Stack gap="md">
          {list.map((a) => (
            <AlertCard
              key={a.id}
              alert={a}
              token={token}
              order={heading ? 3 : 2}
              onChange={() => setChanging(a)}
              onDelete={() => setDeleting(a)}
            />
          ))}
        </Stack>
      )}
      <ChangeDialog alert={changing} onClose={() => setChanging(null)} token={token} />
      <SiteDialog opened={!!deleting} onClose={() => setDeleting(null)} title="Delete price alert?">
        <Stack gap="md">
          <Text size="sm">
            We will stop watching {deleting ? alertTitle(deleting.search) : ''} and forget its price
            history.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button color="red" loading={del.isPending} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </SiteDialog>
    </Stack>
  );
}
