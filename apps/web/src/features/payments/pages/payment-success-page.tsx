import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@farewise/domain/money/currency';
import { orderType as orderTypeSchema } from '@farewise/domain/payments/payment.schemas';
import { paths } from '../../../config/paths';
import { useOrderPayStatus } from '../api/order-pay-status';
import { orderPagePath } from './pay-page';
import '../components/payments-styles';

const money = (amount: number, currency: string) => formatMoney(Math.round(amount * 100), currency);

/** /paymentSuccess?orderType=&orderId=: the confirmation, what was paid, what is still due, and the way to the order. */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const parsedType = orderTypeSchema.safeParse(search.get('orderType'));
  const orderType = parsedType.success ? parsedType.data : 'flight';
  const orderId = search.get('orderId') ?? '';
  const status = useOrderPayStatus(orderType, orderId);
  const data = status.data;

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Payment successful
        </Title>
        {!orderId ? (
          <Text>Your payment went through. You will find the booking under My Bookings.</Text>
        ) : status.isPending ? (
          <Loader aria-label="Loading" />
        ) : data ? (
          <Stack gap="xs">
            <Text>
              Thank you. We have received {money(data.paid, data.currency)} for your{' '}
              {orderType === 'flight' ? 'flight' : 'hotel'} booking {orderId}. A confirmation e-mail
              is on its way.
            </Text>
            {data.status === 'instalments' && (
              <Alert color="blue" title="Slice payment">
                {money(data.due, data.currency)} remains, charged weekly to the same card:
                <ul>
                  {data.instalments.map((i) => (
                    <li key={i.number}>
                      {i.dueDate}: {money(i.amount, data.currency)}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
          </Stack>
        ) : (
          <Text>Your payment went through.</Text>
        )}
        <Group>
          {orderId && (
            <Button component={Link} to={orderPagePath(orderType, orderId)}>
              View your booking
            </Button>
          )}
          <Anchor component={Link} to={paths.home.url()}>
            Back to home
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
