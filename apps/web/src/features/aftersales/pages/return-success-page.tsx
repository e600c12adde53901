import '../components/aftersales-styles';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useRequestDetail } from '../api/requests';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
  GOOD_NEWS,
} from '../components/aftersales-frame';
import { day, money } from '../components/money';
import { RequestStatusBadge } from '../components/request-status-badge';
import { RequestTimeline } from '../components/request-timeline';

/** /returnSuccess/{id}: the refund or cancellation made, its request number and its dated steps. */
export function ReturnSuccessPage() {
  const { id = '' } = useParams();
  const detail = useRequestDetail(id);
  const r = detail.data;
  const cancelled = r?.kind === 'cancel';
  return (
    <AftersalesFrame
      title={cancelled ? 'Your booking is cancelled' : 'Your refund is confirmed'}
      back={
        r
          ? { to: paths.flightsOrderDetails.url(r.orderId), label: 'Back to your booking' }
          : undefined
      }
    >
      {detail.isPending && <AftersalesSkeleton label="Loading your request" />}
      {detail.isError && (
        <AftersalesError error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {r && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconCircleCheck
                size={32}
                color="var(--mantine-color-teal-8)"
                aria-hidden
                style={{ flex: 'none' }}
              />
              <div>
                <Title order={2} size="h4">
                  {`Request ${r.requestNo}`}
                </Title>
                <Text size="sm" c="dimmed">{`Order ${r.orderNo} · ${r.summary}`}</Text>
              </div>
              <div style={{ marginLeft: 'auto' }}>
                <RequestStatusBadge status={r.status} label={r.statusText} />
              </div>
            </Group>
            {r.refundAmount > 0 ? (
              <Alert {...GOOD_NEWS} role="status" data-testid="refund-summary">
                {`${money(r.refundAmount, r.currency)} ${r.status === 'refunded' ? 'has been refunded' : 'is being refunded'} to ${r.card ?? 'the card you paid with'}. It reaches your account by ${r.arrivesBy ? day(r.arrivesBy) : 'seven business days from now'} at the latest.`}
              </Alert>
            ) : (
              <Alert color="gray" role="status">
                Nothing was paid for these tickets that the fare gives back, so there is no refund.
              </Alert>
            )}
            <RequestTimeline
              timeline={r.timeline}
              pending={r.status === 'refund_pending' ? 'The refund reaches your card' : null}
            />
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.flightsOrderDetails.url(r.orderId)}
                variant="light"
              >
                View your booking
              </Button>
              <Button
                component={Link}
                to={paths.changeProgress.url({ orderId: r.orderId })}
                variant="default"
              >
                All requests of this booking
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </AftersalesFrame>
  );
}

export default ReturnSuccessPage;
