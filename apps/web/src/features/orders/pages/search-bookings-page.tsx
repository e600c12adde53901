import { lazy, Suspense, useState } from 'react';
import '../components/orders-styles';
import {
  Alert,
  Button,
  Card,
  Container,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { activityPaths } from '../../../config/activity-paths';
import { paths } from '../../../config/paths';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
// The e-mail rule alone: contact.rules would bring the phone rules' data (libphonenumber, 50 KB).
import { emailError as contactEmailError } from '@farewise/domain/auth/auth.rules';
import { lookUpFlightOrder } from '../api/common-query';
import { isActivityOrderNo, lookUpActivityOrder } from '../api/look-up-activity';
import { isHotelOrderNo, lookUpHotelOrder } from '../api/look-up-hotel';

// The found order's view (its tables and tooltips) is not on the first screen: its code is asked
// for when a search starts, beside the search (decision 029).
const loadOrderView = () => import('../components/flight-order-view');
const FlightOrderView = lazy(() => loadOrderView().then((m) => ({ default: m.FlightOrderView })));

/**
 * /searchBookings: a guest finds a booking by order number and e-mail (SPEC 1, 6). A flight mail's
 * link carries the order number (?orderNo=FW…): it is filled in, so only the e-mail is asked; an
 * after-sales mail's also carries its request (&request=RQ…), whose progress opens once found.
 */
export function SearchBookingsPage() {
  const [params] = useSearchParams();
  const linkedOrderNo = params.get('orderNo')?.trim() ?? '';
  const requestNo = params.get('request')?.trim() ?? '';
  const [orderNo, setOrderNo] = useState(linkedOrderNo);
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const navigate = useNavigate();
  // An activity or hotel booking opens its own page (voucher, cancellation); a flight shows here.
  const lookUp = useMutation<FlightOrderInfo | null, Error, { orderNo: string; email: string }>({
    mutationFn: async (input) => {
      if (isActivityOrderNo(input.orderNo)) {
        await navigate(activityPaths.orderDetail.url(await lookUpActivityOrder(input)));
        return null;
      }
      if (isHotelOrderNo(input.orderNo)) {
        await navigate(paths.hotelOrderDetail.url(await lookUpHotelOrder(input)));
        return null;
      }
      // An after-sales mail's link also carries its request (&request=RQ…): the e-mail opens
      // that booking's requests, the mailed one unfolded, on any device (issue 37).
      if (requestNo && input.orderNo.toUpperCase() === linkedOrderNo.toUpperCase()) {
        const order = await lookUpFlightOrder(input);
        await navigate(paths.changeProgress.url({ orderId: order.orderId, request: requestNo }));
        return null;
      }
      void loadOrderView();
      return lookUpFlightOrder(input);
    },
  });
  const orderNoError = tried && !orderNo.trim() ? 'Enter your order number' : null;
  const emailError = tried ? contactEmailError(email) : null;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Find your booking
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter the order number from your confirmation e-mail and the e-mail address you booked
            with. No account needed.
          </Text>
          {requestNo && linkedOrderNo && (
            <Text size="sm" mt={4}>
              {`Give the e-mail address you booked with to follow request ${requestNo}.`}
            </Text>
          )}
        </div>
        <Card withBorder radius="lg" padding="lg" maw={520}>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              if (!orderNo.trim() || contactEmailError(email)) return;
              lookUp.mutate({ orderNo: orderNo.trim(), email: email.trim() });
            }}
          >
            <Stack gap="sm" maw={420}>
              <TextInput
                label="Order number"
                placeholder="FW…, HW…, AW…"
                value={orderNo}
                onChange={(e) => setOrderNo(e.currentTarget.value)}
                error={orderNoError}
              />
              <TextInput
                label="Email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
              />
              <Button type="submit" loading={lookUp.isPending}>
                Search
              </Button>
            </Stack>
          </form>
        </Card>
        {lookUp.isError && (
          <Alert color="red" role="alert">
            {lookUp.error.message}
          </Alert>
        )}
        {lookUp.data && (
          <Suspense fallback={<Skeleton height={240} radius="lg" />}>
            <FlightOrderView order={lookUp.data} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}

export default SearchBookingsPage;
