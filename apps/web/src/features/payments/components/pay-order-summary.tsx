import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDecimalMoney } from '@farewise/domain/money/format';
import type { OrderPayStatus, OrderType } from '@farewise/domain/payments/payment.schemas';
import { OrderMoneyList } from '../../../shared/payments/order-money-list';

/** 'Flight', 'Hotel', 'Activity': the kind of booking in a sentence. */
export const bookingKind = (orderType: OrderType) =>
  ({ flight: 'Flight', hotel: 'Hotel', activity: 'Activity', aftersales: 'Flight' })[orderType];

/** The pay page's order summary: the order, what it is, its total and, once charged, its money. */
export function PayOrderSummary({
  orderType,
  orderId,
  data,
}: {
  orderType: OrderType;
  orderId: string;
  data: OrderPayStatus;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Order summary">
      <Stack gap={4}>
        <Title order={2} fz="h4">
          Order summary
        </Title>
        {data.orderNo && (
          <Text size="sm" fw={600} data-testid="pay-order-no">
            Order {data.orderNo}
          </Text>
        )}
        <Text size="sm">{data.title ?? `${bookingKind(orderType)} booking`}</Text>
        <Text size="sm" data-testid="pay-total">
          Total: {formatDecimalMoney(data.total, data.currency)}
        </Text>
        {/* Once anything was charged: every charge and refund as the order page lists
            them (a late charge given back shows as charged, refunded, AUD 0.00 in the end). */}
        {(data.paid > 0 || data.refunded > 0) && (
          <OrderMoneyList
            orderType={orderType}
            orderId={orderId}
            orderNo={data.orderNo ?? undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}
