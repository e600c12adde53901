import { Alert, Badge, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { formatInstant } from '@farewise/domain/shared/dates';
import { formatDecimalMoney } from '@farewise/domain/money/format';
import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import { useOrderMoney } from './order-money';

const STATUS: Record<string, { label: string; color: string; c?: string }> = {
  processing: { label: 'On its way', color: 'blue' },
  failed: { label: 'Refused', color: 'red', c: '#a51d1d' },
};

/**
 * Every charge and refund of an order, dated, as the card processor has them (orderMoney): the
 * booking, instalments, after-sales charges (a change's fare difference, extra bags) and every
 * refund, with what was paid, given back and paid in the end. The one list of every way into the
 * order (its token, the owner, the look-up's e-mail: `orderNo` names it where it is not the id);
 * when it cannot be read it says so and offers to try again, never an older copy.
 */
export function OrderMoneyList({
  orderType,
  orderId,
  orderNo,
}: {
  orderType: OrderType;
  orderId: string;
  orderNo?: string;
}) {
  const money = useOrderMoney(orderType, orderId, orderNo);
  if (money.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Loading payments…</Text>
      </Group>
    );
  if (money.isError)
    return (
      <Alert color="red" title="We could not load the payments" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{money.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void money.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  const m = money.data;
  const fmt = (amount: number) => formatDecimalMoney(amount, m.currency);
  return (
    <Stack gap="xs" component="section" aria-label="Payments and refunds">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {m.movements.length === 0 && (
          <Text component="li" size="sm" c="dimmed">
            No payment yet.
          </Text>
        )}
        {m.movements.map((e, i) => {
          const tone = STATUS[e.status];
          return (
            <Group
              key={i}
              component="li"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              data-testid="money-movement"
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {e.label}
                  </Text>
                  {tone && (
                    <Badge variant="light" color={tone.color} c={tone.c} size="sm">
                      {tone.label}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatInstant(e.at)}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {e.kind === 'refund' ? `− ${fmt(e.amount)}` : fmt(e.amount)}
              </Text>
            </Group>
          );
        })}
      </Stack>
      {m.movements.length > 0 && (
        <>
          <Divider />
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">Paid</Text>
            <Text size="sm" data-testid="money-paid">
              {fmt(m.paid)}
            </Text>
          </Group>
          {m.refunded > 0 && (
            <>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">Refunded to your card</Text>
                <Text size="sm" data-testid="money-refunded">
                  − {fmt(m.refunded)}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={700}>
                  Paid in the end
                </Text>
                <Text size="sm" fw={700} data-testid="money-net">
                  {fmt(m.net)}
                </Text>
              </Group>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
