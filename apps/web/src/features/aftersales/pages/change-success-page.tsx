import '../components/aftersales-styles';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { REQUEST_KIND_LABELS } from '@farewise/domain/aftersales/request-status';
import { FlightSegment } from '../../../shared/ui/flight-segment';
import { paths } from '../../../config/paths';
import { useRequestDetail } from '../api/requests';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { money } from '../components/money';
import { RequestStatusBadge } from '../components/request-status-badge';
import { RequestTimeline } from '../components/request-timeline';

const HEADINGS = {
  change: 'Your flights are changed',
  name: 'Your name correction is made',
  bags: 'Your extra bags are added',
} as const;

/** /changeSuccess/{id}: a change, name correction or bags made (or still waiting for payment), with the new itinerary. */
export function ChangeSuccessPage() {
  const { id = '' } = useParams();
  const detail = useRequestDetail(id);
  const r = detail.data;
  const airports = useMemo(() => new Map(r?.airports.map((a) => [a.code, a])), [r]);
  const done = r?.status === 'completed';
  const title = r
    ? done
      ? (HEADINGS[r.kind as keyof typeof HEADINGS] ?? `${REQUEST_KIND_LABELS[r.kind]} made`)
      : `${REQUEST_KIND_LABELS[r.kind]}: ${r.statusText.toLowerCase()}`
    : 'Your change';
  return (
    <AftersalesFrame
      title={title}
      back={
        r
          ? {
              to: paths.flightsOrderDetails.url(r.newOrderId ?? r.orderId),
              label: 'Back to your booking',
            }
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
              {done && (
                <IconCircleCheck
                  size={32}
                  color="var(--mantine-color-teal-8)"
                  aria-hidden
                  style={{ flex: 'none' }}
                />
              )}
              <div>
                <Title order={2} size="h4">{`Request ${r.requestNo}`}</Title>
                <Text size="sm" c="dimmed">{`Order ${r.orderNo} · ${r.summary}`}</Text>
              </div>
              <div style={{ marginLeft: 'auto' }}>
                <RequestStatusBadge status={r.status} label={r.statusText} />
              </div>
            </Group>
            {r.payUrl && (
              <Alert color="orange" role="status" title="Waiting for your payment">
                <Group gap="sm" justify="space-between">
                  <Text size="sm">The new seats are held for 15 minutes while you pay.</Text>
                  <Button component={Link} to={r.payUrl} size="xs">
                    {`Pay ${money(r.chargeAmount, r.currency)}`}
                  </Button>
                </Group>
              </Alert>
            )}
            {r.newOrderNo && (
              <Alert color="blue" role="status">
                {`The changed passengers are now on booking ${r.newOrderNo}, with new tickets.`}
              </Alert>
            )}
            {r.kind === 'change' && r.newSegments.length > 0 && (
              <Stack gap="sm" component="section" aria-label="Your new flights">
                <Title order={3} size="h5">
                  {done ? 'Your new flights' : 'The new flights'}
                </Title>
                {r.newSegments.map((s) => (
                  <FlightSegment
                    key={`${s.flightNumber}${s.depTimeEx}`}
                    f={s}
                    airports={airports}
                  />
                ))}
              </Stack>
            )}
            {r.kind === 'name' && r.newName && (
              <Text>{`Name on the ticket: ${r.newName} (was ${r.oldName}).`}</Text>
            )}
            <RequestTimeline timeline={r.timeline} />
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.flightsOrderDetails.url(r.newOrderId ?? r.orderId)}
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

export default ChangeSuccessPage;
