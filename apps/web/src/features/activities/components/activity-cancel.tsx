import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { freeCancellationUntilText } from '@farewise/domain/activities/activity.rules';
import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import { NeedsConnection } from '../../../shared/ui/saved-copy-notice';
import { useCancelActivity } from '../api/activity-orders';
import classes from './activities.module.css';

/** What cancelling would do (from the server's quote), then a confirmation; refused policies say why. */
export function ActivityCancel({ order }: { order: ActivityOrderInfo }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelActivity(order.orderNo);
  const q = order.cancellation;
  const closed = ['Cancelled', 'Refunded', 'RefundPending', 'Completed'].includes(order.status);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="cancel-title"
      className={classes.noPrint}
    >
      <Title order={2} size="h4" id="cancel-title" mb="xs">
        Cancellation
      </Title>
      <Stack gap="xs">
        <Text size="sm">{order.policy.text}</Text>
        {order.freeCancellationUntil && !closed && (
          <Text size="sm" data-testid="free-cancellation-until">
            {freeCancellationUntilText(order.freeCancellationUntil, order.timeZone)}
          </Text>
        )}
        {!closed && (
          <Text size="sm" fw={600}>
            {q.text}
          </Text>
        )}
        {cancel.isSuccess && (
          <Alert color="green" role="status">
            {cancel.data.msg}
          </Alert>
        )}
        {cancel.isError && (
          <Alert color="red" role="alert">
            {cancel.error.message}
          </Alert>
        )}
        {q.allowed && !closed && (
          <Group>
            <NeedsConnection label="Cancel booking" color="red" variant="light">
              <Button color="red" variant="light" onClick={() => setOpen(true)}>
                Cancel booking
              </Button>
            </NeedsConnection>
          </Group>
        )}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel this booking?" centered>
        <Stack gap="sm">
          <Text size="sm">{q.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Keep the booking
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate('', { onSettled: () => setOpen(false) })}
            >
              Yes, cancel the booking
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
