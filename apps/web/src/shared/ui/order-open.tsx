import { useState } from 'react';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
// The e-mail rule alone: contact.rules would bring the phone rules' data.
import { emailError } from '@farewise/domain/auth/auth.rules';
import { ApiError } from '../../../shared/api/client';
import { useOpenActivityOrder } from '../api/activity-orders';

/**
 * A booking's page opened where it was not booked (the confirmation mail's link on another
 * phone or computer): the order number is in the link, so only the e-mail the mail went to is asked.
 */
export function ActivityOrderOpen({ orderNo }: { orderNo: string }) {
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const open = useOpenActivityOrder(orderNo);
  const error = tried ? emailError(email) : null;
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
              Open booking {orderNo}
            </Title>
            <Text size="sm">
              Enter the e-mail address you booked with (the one the confirmation was sent to) to see
              this booking on this device.
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
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
