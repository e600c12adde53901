import { Paper, Title } from '@mantine/core';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { OrderMoneyList } from '../../../shared/payments/order-money-list';

/**
 * Every charge and refund of the stay, dated, from orderMoney (a payment completed after the
 * booking was cancelled shows with its refund), for each way into the order.
 */
export function Payments({ order }: { order: HotelOrderInfo }) {
  if (order.payments.length === 0 && order.status === 'PendingPayment') return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h5" id="payments-title" mb="xs">
        Payments
      </Title>
      <OrderMoneyList orderType="hotel" orderId={order.orderId} orderNo={order.insideOrderNo} />
    </Paper>
  );
}
