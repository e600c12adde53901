import './price-alerts-styles';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
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
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useUpdateAlert } from '../api/price-alerts-api';

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

/** One price alert: its search, status, drop, price history and actions. */
export function AlertCard({
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
      toastSuccess(
        next === 'paused'
          ? 'Price alert paused'
          : alert.status === 'pending'
            ? 'Price alert on'
            : 'Price alert resumed',
      );
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
          {alert.status === 'pending' && token && (
            <Button
              size="xs"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              loading={update.isPending}
              onClick={() => void setStatus('active')}
              aria-label={`Confirm ${title}`}
            >
              Confirm
            </Button>
          )}
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
