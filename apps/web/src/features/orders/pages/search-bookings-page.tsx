import { useState } from 'react';
import { Alert, Button, Container, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { contactEmailError } from '@farewise/domain/contacts/contact.rules';
import { lookUpFlightOrder } from '../api/common-query';
import { FlightOrderView } from '../components/flight-order-view';

/** /searchBookings: a guest finds a booking by order number and e-mail (SPEC 1, 6). */
export function SearchBookingsPage() {
  const [orderNo, setOrderNo] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const lookUp = useMutation<FlightOrderInfo, Error, { orderNo: string; email: string }>({
    mutationFn: lookUpFlightOrder,
  });
  const orderNoError = tried && !orderNo.trim() ? 'Enter your order number' : null;
  const emailError = tried ? contactEmailError(email) : null;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Find your booking
        </Title>
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
              placeholder="FW…"
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
