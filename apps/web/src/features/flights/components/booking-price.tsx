import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@farewise/domain/money/format';
import type { OrderTotal } from '@farewise/domain/orders/order-total';

/**
 * SPEC 2.7: 'full' shows one price; 'slice' shows Deposit, From {weekly} per week, and Total
 * (the fare plus the hold price fee), all from the domain's orderTotal (decision 022).
 */
export function BookingPrice({ totals }: { totals: OrderTotal }) {
  const money = (minor: number) => formatMoney(minor, totals.currency);
  if (totals.paymentType === 'slice') {
    return (
      <Stack gap={4} aria-label="Price">
        <Group justify="space-between">
          <Text>Deposit</Text>
          <Text fw={700}>{money(totals.dueNow)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>From</Text>
          <Text>{`${money(totals.weekly)} per week`}</Text>
        </Group>
        {totals.parts.map((p) => (
          <Group key={p.key} justify="space-between">
            <Text size="sm" c="dimmed">
              {p.key === 'price' ? 'Fare' : p.label}
            </Text>
            <Text size="sm">{money(p.amount)}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text>Total</Text>
          <Text fw={700} data-testid="booking-total">
            {money(totals.total)}
          </Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Group justify="space-between" aria-label="Price">
      <Text>Total price</Text>
      <Text fw={700} size="lg" data-testid="booking-total">
        {money(totals.total)}
      </Text>
    </Group>
  );
}
