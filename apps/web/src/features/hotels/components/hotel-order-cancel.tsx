import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDecimalMoney, formatMoney } from '@farewise/domain/money/format';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { paths } from '../../../config/paths';
import { NeedsConnection } from '../../../shared/ui/saved-copy-notice';
import { useOrderMoney } from '../../../shared/payments/order-money';
import { WARN_TEXT } from './text-colors';

/**
 * Cancellation on the order page: free before the deadline (or before payment); after it, what
 * will be charged and refunded; or why it cannot be cancelled. Asks once more before cancelling.
 */
export function HotelOrderCancel({
  order,
  pending,
  onCancel,
}: {
  order: Pick<HotelOrderInfo, 'status' | 'orderId' | 'insideOrderNo' | 'Currency' | 'cancellation'>;
  pending: boolean;
  onCancel: (input: { paid: boolean; reason: string }) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const ended = ['Cancelled', 'RoomRefund', 'PartRefund'].includes(order.status);
  // What went back to the card is the ledger's sum (the Payments list above reads the same).
  const ledger = useOrderMoney('hotel', order.orderId, order.insideOrderNo, ended);
  const q = order.cancellation;
  const money = (n: number) => formatMoney(n, order.Currency);
  const unpaid = order.status === 'PendingPayment';

  if (order.status === 'RoomRefundPending') {
    return (
      <Alert color="orange" title="Refund in progress" role="status">
        Your booking is cancelled and the refund of your payment is being processed.
      </Alert>
    );
  }
  if (ended) {
    const refunded = ledger.data?.refunded ?? 0;
    return (
      <Text size="sm" c="dimmed">
        This booking has been cancelled
        {refunded > 0
          ? `; ${formatDecimalMoney(refunded, ledger.data!.currency)} was refunded.`
          : '.'}
      </Text>
    );
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="cancel-title">
      <Title order={2} size="h5" id="cancel-title" mb="xs">
        {unpaid ? 'Payment and cancellation' : 'Cancellation'}
      </Title>
      <Text size="sm" mb="sm" data-testid="cancel-terms">
        {q.text}
      </Text>
      {!q.allowed ? null : asking ? (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {q.free
              ? unpaid
                ? 'Cancel this booking? Nothing has been paid, so nothing is charged.'
                : `Cancel this booking? You will get a full refund of ${money(q.refundAmount)}.`
              : `Cancel this booking? ${money(q.chargeAmount)} will be charged and ${money(q.refundAmount)} refunded.`}
          </Text>
          {unpaid ? null : (
            <Textarea
              label="Reason (optional)"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          )}
          <Group>
            <Button
              color="red"
              loading={pending}
              onClick={() => onCancel({ paid: !unpaid, reason })}
            >
              Yes, cancel the booking
            </Button>
            <Button variant="default" onClick={() => setAsking(false)} disabled={pending}>
              Keep the booking
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group align="flex-start">
          {unpaid ? (
            <NeedsConnection label="Pay now">
              <Button component={Link} to={paths.hotelPay.url(order.orderId)}>
                Pay now
              </Button>
            </NeedsConnection>
          ) : null}
          <NeedsConnection
            label={q.free ? 'Cancel booking' : 'Cancel booking with a charge'}
            variant="outline"
          >
            <Button variant="outline" color="red" c={WARN_TEXT} onClick={() => setAsking(true)}>
              {q.free ? 'Cancel booking' : 'Cancel booking with a charge'}
            </Button>
          </NeedsConnection>
        </Group>
      )}
    </Paper>
  );
}
