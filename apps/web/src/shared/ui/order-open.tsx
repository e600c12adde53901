import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
// The e-mail rule alone: contact.rules would bring the phone rules' data.
import { emailError } from '@farewise/domain/auth/auth.rules';
import { paths } from '../../config/paths';
import { ApiError } from '../api/client';
import { rememberOrderEmail } from '../session/order-access';

/**
 * Opens an order on a device it was not booked on (a mail's link): the order number is in the
 * address, the traveller gives the e-mail the booking was made with; once it matches it is kept
 * for this visit (as after the /searchBookings look-up) and the order's page reads it again.
 * `read` asks the order's own call with that e-mail; `queryKey` is the page's query of the order.
 */
export function useOpenOrder(
  orderNo: string,
  { read, queryKey }: { read: (email: string) => Promise<unknown>; queryKey: QueryKey },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: read,
    onSuccess: (_order, email) => {
      rememberOrderEmail(orderNo, email);
      return client.invalidateQueries({ queryKey });
    },
    meta: { silent: true },
  });
}

/**
 * A booking's page opened where it was not booked (the confirmation mail's link on another
 * phone or computer): the order number is in the link, so only the e-mail the mail went to is
 * asked. Every order page (activity, hotel) shows this one form, with its own useOpenOrder.
 * When no booking has this number with that e-mail (an unknown or mistyped number, or another
 * address: the server tells neither apart), it says so as every not-found page does, keeps the
 * form to try another address and offers the booking look-up.
 */
export function OrderOpen({
  orderNo,
  open,
}: {
  orderNo: string;
  open: ReturnType<typeof useOpenOrder>;
}) {
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? emailError(email) : null;
  const notFound = open.error instanceof ApiError && open.error.code === 404;
  return (
    <Container size="sm" py="lg">
      <Paper withBorder radius="lg" p="lg">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (!emailError(email)) open.mutate(email.trim());
          }}
        >
          <Stack gap="sm">
            <Title order={1} size="h3">
              {notFound ? "We couldn't find this booking" : `Open booking ${orderNo}`}
            </Title>
            <Text size="sm">
              {notFound
                ? `No booking ${orderNo} was made with this e-mail address. Check the number and the address in your confirmation e-mail and try again, or look your booking up.`
                : 'Enter the e-mail address you booked with (the one the confirmation was sent to) to see this booking on this device.'}
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            {open.isError && (
              <Alert color="red" role="alert">
                {open.error instanceof ApiError && open.error.code === 404
                  ? 'No booking matches this order number and e-mail address.'
                  : open.error.message}
              </Alert>
            )}
            <Button type="submit" loading={open.isPending} style={{ alignSelf: 'flex-start' }}>
              Open booking
            </Button>
            {notFound && (
              <Anchor component={Link} to={paths.searchBookings.url()} size="sm">
                Find a booking
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
