import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInstant } from '@farewise/domain/shared/dates';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';

export function Payments({ order }: { order: HotelOrderInfo }) {
  const money = (n: number) => formatMoney(n, order.Currency);
  if (order.payments.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h5" id="payments-title" mb="xs">
        Payments
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.payments.map((p, i) => (
          <Group
            key={`p${i}`}
            component="li"
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <div>
              <Text size="sm" fw={600}>
                Payment {p.status === 'succeeded' ? 'received' : 'failed'}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInstant(p.at)}
                {p.cardLast4 ? ` · ${p.cardBrand ?? 'card'} •••• ${p.cardLast4}` : ''}
              </Text>
            </div>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(p.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
