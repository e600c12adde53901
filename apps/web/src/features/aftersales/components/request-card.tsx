import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import type { AfterSalesRequest } from '@farewise/domain/aftersales/aftersales.schemas';
import { REQUEST_KIND_LABELS } from '@farewise/domain/aftersales/request-status';
import { paths } from '../../../config/paths';
import { day, instant, money } from './money';
import { RequestStatusBadge } from './request-status-badge';
import { RequestTimeline } from './request-timeline';

/** One request in a list: kind, number, status, what was asked, money, and its timeline on demand. */
export function RequestCard({
  request,
  open: initiallyOpen = false,
}: {
  request: AfterSalesRequest;
  open?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const timelineId = `timeline-${request.requestId}`;
  const c = request.currency;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={`${REQUEST_KIND_LABELS[request.kind]} ${request.requestNo}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{REQUEST_KIND_LABELS[request.kind]}</Text>
            <Text size="sm" c="dimmed">{`${request.requestNo} · order ${request.orderNo}`}</Text>
          </Group>
          <RequestStatusBadge status={request.status} label={request.statusText} />
        </Group>
        <Text size="sm">{request.summary}</Text>
        <Text size="xs" c="dimmed">
          {`Asked ${instant(request.createdAt)}`}
          {request.refundAmount > 0
            ? ` · refund ${money(request.refundAmount, c)}${request.card ? ` to ${request.card}` : ''}`
            : ''}
          {request.arrivesBy && request.status === 'refund_pending'
            ? ` · by ${day(request.arrivesBy)}`
            : ''}
          {request.chargeAmount > 0 ? ` · price ${money(request.chargeAmount, c)}` : ''}
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={timelineId}
          >
            {open ? 'Hide the steps' : 'Show the steps'}
          </Button>
          {request.payUrl && (
            <Button size="xs" component={Link} to={request.payUrl}>
              {`Pay ${money(request.chargeAmount, c)}`}
            </Button>
          )}
          {request.status === 'action_needed' && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={paths.refChgOptions.url(request.orderId)}
            >
              Answer
            </Button>
          )}
          {request.newOrderId && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={paths.flightsOrderDetails.url(request.newOrderId)}
            >
              {`Open booking ${request.newOrderNo}`}
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={timelineId}>
          <Stack pt="xs">
            <RequestTimeline
              timeline={request.timeline}
              pending={request.status === 'refund_pending' ? 'The refund reaches your card' : null}
            />
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
