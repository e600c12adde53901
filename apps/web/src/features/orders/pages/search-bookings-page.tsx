import { useState } from 'react';
import '../components/orders-styles';
import { Alert, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { activityPaths } from '../../../config/activity-paths';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { contactEmailError } from '@farewise/domain/contacts/contact.rules';
import { lookUpFlightOrder } from '../api/common-query';
import { isActivityOrderNo, lookUpActivityOrder } from '../api/look-up-activity';
import { FlightOrderView } from '../components/flight-order-view';

/** /searchBookings: a guest finds a booking by order number and e-mail (SPEC 1, 6). */
export function SearchBookingsPage() {
  const [orderNo, setOrderNo] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const navigate = useNavigate();
  // An activity booking opens its own page (with its voucher and cancellation); a flight shows here.
  const lookUp = useMutation<FlightOrderInfo | null, Error, { orderNo: string; email: string }>({
    mutationFn: async (input) => {
      if (!isActivityOrderNo(input.orderNo)) return lookUpFlightOrder(input);
      await navigate(activityPaths.orderDetail.url(await lookUpActivityOrder(input)));
      return null;
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
                placeholder="FW…, AW…"
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
        {lookUp.data && <FlightOrderView order={lookUp.data} />}
      </Stack>
    </Container>
  );
}

export default SearchBookingsPage;
