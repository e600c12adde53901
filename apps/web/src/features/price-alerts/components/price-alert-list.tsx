import './price-alerts-styles';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { alertTitle } from '@farewise/domain/price-alerts/price-alert.rules';
import type { PriceAlertView } from '@farewise/domain/price-alerts/price-alert.schemas';
import { paths } from '../../../config/paths';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useDeleteAlert, usePriceAlerts } from '../api/price-alerts-api';
import { AlertCard } from './price-alert-card';
import { ChangeDialog } from './price-alert-change-dialog';

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
