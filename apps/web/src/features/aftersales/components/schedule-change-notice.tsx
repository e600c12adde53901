import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import type { AfterSalesRequest } from '@farewise/domain/aftersales/aftersales.schemas';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../config/paths';
import { newClientKey, useSubmitRequest } from '../api/submit-request';
import { localTime } from './money';

/**
 * An airline schedule change waiting for the traveller's answer: keep, other flights free, or
 * (significant) a full refund, asked on the refund page, whose quote says why it is full and
 * shows the amount to confirm.
 */
export function ScheduleChangeNotice({ request }: { request: AfterSalesRequest }) {
  const submit = useSubmitRequest();
  const [key] = useState(newClientKey);
  const [error, setError] = useState<string | null>(null);
  const before = request.oldSegments[0];
  const after = request.newSegments[0];
  async function answer(decision: 'accept') {
    setError(null);
    try {
      await submit.mutateAsync({
        kind: 'schedule',
        orderId: request.orderId,
        clientKey: key,
        requestId: request.requestId,
        decision,
      });
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'Your answer could not be saved. Please try again.',
      );
    }
  }
  return (
    <Alert
      color="orange"
      icon={<IconClockExclamation size={20} aria-hidden />}
      title={`The airline changed flight ${after?.flightNumber ?? ''}`}
      role="status"
    >
      <Stack gap="xs">
        {before && after && (
          <Text size="sm">
            {`It now departs ${after.depAirport} ${localTime(after.depTimeEx)} (was ${localTime(before.depTimeEx)}) and arrives ${after.arrAirport} ${localTime(after.arrTimeEx)}, local times.`}
          </Text>
        )}
        <Text size="sm">
          {request.significant
            ? 'The change is 3 hours or more, or breaks a connection: keep the new times, choose other flights free of charge, or ask for a full refund of your tickets, whatever the fare (you see the amount before you confirm).'
            : 'Keep the new times, or choose other flights free of charge.'}
        </Text>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button size="xs" onClick={() => void answer('accept')} loading={submit.isPending}>
            Keep the new times
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={paths.changeFlightsBooking.url(request.orderId, { schedule: request.requestId })}
          >
            Choose other flights, free
          </Button>
          {request.significant && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              component={Link}
              to={paths.ticketRefund.url(request.orderId)}
            >
              See your full refund
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
