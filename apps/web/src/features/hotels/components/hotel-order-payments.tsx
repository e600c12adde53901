import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInstant } from '@farewise/domain/shared/dates';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { OrderMoneyList } from '../../../shared/payments/order-money-list';

/**
 * Every charge and refund of the stay, dated, from orderMoney (a payment completed after the
 * booking was cancelled shows with its refund); the order's own record when that cannot be read.
 */
export function Payments({ order }: { order: HotelOrderInfo }) {
  if (order.payments.length === 0 && order.status === 'PendingPayment') return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h5" id="payments-title" mb="xs">
        Payments
      </Title>
      <OrderMoneyList
        orderType="hotel"
        orderId={order.orderId}
        fallback={<PaymentsOnOrder order={order} />}
      />
    </Paper>
  );
}

function PaymentsOnOrder({ order }: { order: HotelOrderInfo }) {
  const money = (n: number) => formatMoney(n, order.Currency);
  return (
    <>
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
    </>
  );
}
