import { Link } from 'react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { OrderPayStatus, OrderType } from '@farewise/domain/payments/payment.schemas';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import {
  afterFailedPayment,
  LATE_CHARGE_REASON,
  lateChargeMessage,
  REQUEST_NOT_PAYABLE,
} from '@farewise/domain/payments/payment-failure';
import { paths } from '../../../config/paths';

/** Where 'Search again' goes after a failed payment. */
const searchAgainPath = (orderType: OrderType) =>
  orderType === 'activity'
    ? paths.home.url({ active: 2 })
    : orderType === 'hotel'
      ? paths.hotelHome.url()
      : paths.home.url();

/**
 * The pay page once its payment failed, the booking ended or a charge came too late: what
 * happened to the money, and where to go next (the booking's options for an after-sales request).
 */
export function PayFailure({
  orderType,
  data,
  failure,
  backToOptions,
}: {
  orderType: OrderType;
  data: OrderPayStatus | undefined;
  /** The failed payment's words, when this visit paid. */
  failure: string | null;
  /** An after-sales request's booking options page. */
  backToOptions?: string;
}) {
  const last = data?.payments.filter((p) => p.kind !== 'instalment').at(-1);
  // A charge that came after the booking or request had ended, given back at once (decision
  // 042): it was taken and refunded, so the page never says nothing was charged.
  const late =
    last?.status === 'succeeded' && last.failureReason === LATE_CHARGE_REASON ? last : null;
  const lateWords = late
    ? lateChargeMessage(toMinorUnits(late.amount), data!.currency, orderType)
    : null;
  // A request closed before any payment was tried (its ticket was refunded): nothing failed.
  const closedRequest = !failure && data?.status === 'cancelled' && !last;
  const options = backToOptions && (
    <Anchor component={Link} to={backToOptions}>
      Back to your booking's options
    </Anchor>
  );
  if (lateWords)
    return (
      <Alert color="orange" title="Your payment was refunded" role="alert">
        <Stack gap="xs">
          <Text>{lateWords}</Text>
          {options || (
            <>
              <Text>Please search again to make a new booking.</Text>
              <Anchor component={Link} to={searchAgainPath(orderType)}>
                Search again
              </Anchor>
            </>
          )}
        </Stack>
      </Alert>
    );
  if (options)
    return (
      <Alert
        color={closedRequest ? 'orange' : 'red'}
        title={closedRequest ? 'Nothing to pay' : 'Payment failed'}
        role="alert"
      >
        <Stack gap="xs">
          <Text>
            {failure ??
              (data?.status === 'expired'
                ? `This request was not paid in time. ${afterFailedPayment('aftersales')}`
                : closedRequest
                  ? REQUEST_NOT_PAYABLE.cancelled
                  : `${last?.failureReason ?? 'The payment failed.'} ${afterFailedPayment('aftersales')}`)}
          </Text>
          {options}
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" title="Payment failed" role="alert">
      <Stack gap="xs">
        <Text>
          {failure ??
            (data?.status === 'expired'
              ? 'This booking expired before it was paid.'
              : `${last?.failureReason ?? 'The payment failed.'} ${afterFailedPayment(orderType)}`)}
        </Text>
        <Text>
          {data?.orderNo ? `Booking ${data.orderNo} was not paid. ` : ''}No money was taken. Please
          search again to make a new booking.
        </Text>
        <Anchor component={Link} to={searchAgainPath(orderType)}>
          Search again
        </Anchor>
      </Stack>
    </Alert>
  );
}
