import './hotel-search-styles';
import { formatInstant } from '@farewise/domain/shared/dates';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelOrderRefund } from '@farewise/domain/orders/hotel-order.schemas';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import { GOOD_TEXT, WARN_TEXT } from './text-colors';
import { loadingState } from '../../../shared/ui/loading-state';

/** Each refund status of /v3/hotel/refundList in the traveller's words, with its colour. */
const REFUND_STATUS: Record<string, { label: string; color: string; text?: string }> = {
  pending: { label: 'Refund in progress', color: 'orange', text: '#8a3c00' },
  refunded: { label: 'Refunded to your card', color: 'teal', text: GOOD_TEXT },
  failed: { label: 'Refund delayed, we are retrying', color: 'red', text: WARN_TEXT },
  recorded: { label: 'Refund recorded', color: 'gray' },
};

const when = (iso: string) => formatInstant(iso);

/** SPEC 4's text of what the refund made of the booking: 'Room Part Refund' when something was kept. */
const kindOf = (r: HotelOrderRefund) =>
  orderStatusLabel(r.charged > 0 ? 'PartRefund' : 'RoomRefund');

function RefundLine({ refund }: { refund: HotelOrderRefund }) {
  const money = (n: number) => formatMoney(n, refund.currency);
  const status = REFUND_STATUS[refund.status] ?? { label: refund.status, color: 'gray' };
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div>
          <Text size="sm" fw={700}>
            {kindOf(refund)}
          </Text>
          <Text size="xs" c="dimmed">
            {when(refund.at)}
          </Text>
        </div>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(refund.amount)}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={status.color} c={status.text} size="sm">
          {status.label}
        </Badge>
        {refund.charged > 0 && (
          <Text size="xs" c="dimmed">
            {money(refund.charged)} kept by the hotel
          </Text>
        )}
      </Group>
      {refund.reason ? (
        <Text size="xs" c="dimmed">
          Reason: {refund.reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The order's refunds from /v3/hotel/refundList: what was refunded, what the hotel kept, where
 * the money is, and when. Shown once a booking is cancelled or has a refund.
 */
export function HotelOrderRefunds({
  refunds,
  loading,
  error,
  onRetry,
}: {
  refunds: HotelOrderRefund[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="refunds-title">
      <Title order={2} size="h5" id="refunds-title" mb="xs">
        Refunds
      </Title>
      {error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="We could not load the refunds"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Text size="sm" mb="xs">
            {error}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : loading || !refunds ? (
        <Stack gap="xs" {...loadingState('Loading refunds')}>
          <Skeleton height={16} width="60%" />
          <Skeleton height={16} width="40%" />
        </Stack>
      ) : refunds.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing was paid for this booking, so there is nothing to refund.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {refunds.map((r, i) => (
            <li key={r.refundId} data-testid="refund">
              {i > 0 && <Divider mb="sm" />}
              <RefundLine refund={r} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
