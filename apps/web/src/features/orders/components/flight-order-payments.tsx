import { Badge, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatDecimalMoney, formatMoney } from '@farewise/domain/money/format';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { OrderMoneyList } from '../../../shared/payments/order-money-list';

const money = (amount: number, currency: string) => formatDecimalMoney(amount, currency);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Light badges with text dark enough for 4.5:1 on their tint. */
const PAYMENT_TONE: Record<string, { color: string; c?: string; label?: string }> = {
  paid: { color: 'teal', c: '#1d6b32' },
  succeeded: { color: 'teal', c: '#1d6b32', label: 'Paid' },
  pending: { color: 'gray' },
  processing: { color: 'blue' },
  requires_action: { color: 'orange', c: '#8a3c00' },
  missed: { color: 'red', c: '#a51d1d' },
  failed: { color: 'red', c: '#a51d1d' },
  cancelled: { color: 'gray' },
};

/** A status in a word, whole even in a narrow table column ('Cancelled', not 'CANCE…'). */
function StatusBadge({ status }: { status: string }) {
  const tone = PAYMENT_TONE[status] ?? { color: 'gray' };
  return (
    <Badge
      variant="light"
      color={tone.color}
      c={tone.c}
      size="sm"
      tt="none"
      styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
    >
      {tone.label ?? capitalised(status.replace(/_/g, ' '))}
    </Badge>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The price of an order, its slice schedule when paid in slices, and every charge and refund
 * (the booking, instalments, a change's fare difference, extra bags), dated, from orderMoney.
 */
export function FlightOrderPayments({ order }: { order: FlightOrderInfo }) {
  const { currency } = order;
  const totals = flightOrderTotal(order);
  const holdFee = totals.parts.find((p) => p.key === 'holdFee');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="price-title">
      <Title order={2} size="h4" id="price-title" mb="sm">
        Price and payments
      </Title>
      <Stack gap={6}>
        <Row
          label={`Adult ticket × ${order.adultNumber}`}
          value={money(order.adultPriceEx * order.adultNumber, currency)}
        />
        {order.childNumber > 0 && (
          <Row
            label={`Child ticket × ${order.childNumber}`}
            value={money(order.childPriceEx * order.childNumber, currency)}
          />
        )}
        <Text size="xs" c="dimmed">
          Taxes and fees included.
        </Text>
        {holdFee && <Row label={holdFee.label} value={formatMoney(holdFee.amount, currency)} />}
        <Divider my={4} />
        <Row
          label="Total"
          value={formatMoney(totals.total, currency)}
          strong
          testId="order-total"
        />
      </Stack>

      {order.slice && (
        <Stack gap="xs" mt="md">
          <Text size="sm" fw={600}>
            {`Deposit ${money(order.slice.deposit, currency)}, then from ${money(order.slice.weekly, currency)} per week`}
          </Text>
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label="Instalments" verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.slice.instalments.map((i) => (
                  <Table.Tr key={i.number}>
                    <Table.Td>{i.number}</Table.Td>
                    <Table.Td>{formatDate(i.dueDate)}</Table.Td>
                    <Table.Td ta="right">{money(i.amountEx, currency)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={i.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}

      <Stack mt="md">
        <OrderMoneyList orderType="flight" orderId={order.orderId} orderNo={order.orderNo} />
      </Stack>
    </Card>
  );
}
