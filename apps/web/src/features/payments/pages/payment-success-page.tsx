import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@farewise/domain/shared/dates';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDecimalMoney } from '@farewise/domain/money/format';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { orderType as orderTypeSchema } from '@farewise/domain/payments/payment.schemas';
import { paths } from '../../../config/paths';
import {
  hotelPayInfoQuery,
  useConfirmHotelOrder,
} from '../../../shared/api/hotel-order-confirmation';
import { orderPayStatusQuery } from '../api/order-pay-status';
import { bookingKind, orderPagePath } from './pay-page';
import '../components/payments-styles';

const money = (amount: number, currency: string) => formatDecimalMoney(amount, currency);

function HotelConfirmation({
  pending,
  order,
}: {
  pending: boolean;
  order: HotelOrderInfo | undefined;
}) {
  if (pending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Confirming your booking with the hotel…</Text>
      </Group>
    );
  if (!order?.confirmationNo)
    return (
      <Text size="sm" c="dimmed" role="status">
        The hotel is confirming your booking. The confirmation number will appear on your booking
        page shortly.
      </Text>
    );
  return (
    <Paper withBorder radius="lg" p="md" role="status" aria-label="Hotel confirmation">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
        <div>
          <Text fw={700}>Your stay at {order.hotel.Name} is confirmed</Text>
          <Text size="sm">
            Hotel confirmation number{' '}
            <Text
              span
              ff="monospace"
              fw={700}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="confirmation-no"
            >
              {order.confirmationNo}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            Order {order.insideOrderNo} · {order.statusText}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** What the page says of a payment the server does not confirm as paid. */
const NOT_PAID: Record<string, string> = {
  failed: 'The payment did not go through.',
  cancelled: 'This booking was cancelled before the payment was completed.',
  expired: 'The time to pay for this booking ran out before the payment was completed.',
  unpaid: 'We have not received a payment for this booking.',
};

/**
 * /paymentSuccess?orderType=&orderId=: the confirmation, what was paid, what is still due, and the
 * way to the order; a hotel order's confirmation number as soon as the hotel gives it. Only what
 * the server says now is shown: never the pay page's figures from before the payment (cached),
 * and while the payment is still being confirmed (3-D Secure, a slow processor) the page waits.
 */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const parsedType = orderTypeSchema.safeParse(search.get('orderType'));
  const orderType = parsedType.success ? parsedType.data : 'flight';
  const orderId = search.get('orderId') ?? '';
  const status = useQuery({ ...orderPayStatusQuery(orderType, orderId), refetchOnMount: 'always' });
  // The cache may hold the pay page's answer from before the payment: only a fresh one counts.
  const data = status.isFetchedAfterMount ? status.data : undefined;
  const confirmed = data?.status === 'paid' || data?.status === 'instalments';
  const waiting = !status.isError && (!data || data.status === 'pending');
  const hotelPaid = orderType === 'hotel' && !!orderId && data?.status === 'paid';
  // A paid hotel order's confirmation, asked for now rather than after the server's own
  // follow-up: binfo turns the order id into its number, confirm gets the supplier's number
  // (idempotent) and puts the order in the cache the hotel order page reads.
  const payInfo = useQuery({ ...hotelPayInfoQuery(orderId), enabled: hotelPaid });
  const insideOrderNo = payInfo.data?.insideOrderNo ?? '';
  const confirm = useConfirmHotelOrder(insideOrderNo, orderId);
  const { mutate: confirmNow, isIdle: notAsked } = confirm;
  useEffect(() => {
    if (insideOrderNo && notAsked) confirmNow();
  }, [insideOrderNo, notAsked, confirmNow]);
  const hotelOrder = confirm.data;
  const confirming = payInfo.isPending || confirm.isPending || (!!insideOrderNo && notAsked);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {!orderId || confirmed
            ? 'Payment successful'
            : waiting
              ? 'Confirming your payment'
              : 'Payment not completed'}
        </Title>
        {!orderId ? (
          <Text>Your payment went through. You will find the booking under My Bookings.</Text>
        ) : status.isError ? (
          <Alert color="red" title="We could not check your payment">
            {status.error.message} Your booking page shows what was paid.
          </Alert>
        ) : waiting || !data ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Waiting for the card processor to confirm your payment…</Text>
          </Group>
        ) : confirmed ? (
          <Stack gap="xs">
            <Text>
              Thank you. We have received {money(data.paid, data.currency)} for your{' '}
              {bookingKind(orderType).toLowerCase()} booking{' '}
              <b data-testid="success-order-no">
                {data.orderNo ?? hotelOrder?.insideOrderNo ?? 'shown in your account'}
              </b>
              . A confirmation e-mail is on its way.
            </Text>
            <Text size="sm" data-testid="success-total">
              Total {money(data.total, data.currency)}
              {data.due > 0 ? ` · still to pay ${money(data.due, data.currency)}` : ''}
            </Text>
            {hotelPaid && <HotelConfirmation pending={confirming} order={hotelOrder} />}
            {data.status === 'instalments' && (
              <Alert color="blue" title="Slice payment">
                {money(data.due, data.currency)} remains, charged weekly to the same card:
                <ul>
                  {data.instalments.map((i) => (
                    <li key={i.number}>
                      {formatDate(i.dueDate)}: {money(i.amount, data.currency)}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
          </Stack>
        ) : (
          <Alert color="red" title={NOT_PAID[data.status] ?? NOT_PAID.unpaid} role="alert">
            {data.refunded > 0
              ? `${money(data.refunded, data.currency)} charged to your card is being given back to it. `
              : ''}
            Your booking page shows where the booking stands and every payment.
          </Alert>
        )}
        <Group>
          {orderId && (
            <Button
              component={Link}
              to={
                hotelOrder
                  ? paths.hotelOrderDetail.url(hotelOrder.insideOrderNo)
                  : orderPagePath(orderType, orderId)
              }
            >
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
