import '../components/aftersales-styles';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useSession } from '../../../shared/session/session-store';
import { paths } from '../../../config/paths';
import { useRequestList } from '../api/requests';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
} from '../components/aftersales-frame';
import { RequestCard } from '../components/request-card';

const SIZE = 10;

/**
 * /changeProgress: every request of a booking (?orderId=, its owner or guest), or of every
 * booking of the signed-in traveller; each with its status and dated steps.
 */
export function ChangeProgressPage() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const highlight = search.get('request');
  const signedIn = !!useSession().token;
  const [page, setPage] = useState(1);
  const enabled = !!orderId || signedIn;
  const list = useRequestList(orderId, page, SIZE, enabled);
  const data = list.data;
  return (
    <AftersalesFrame
      title="Your requests"
      lead={
        orderId
          ? 'Refunds, changes, corrections and reports of this booking, newest first.'
          : 'Refunds, changes, corrections and reports of all your bookings, newest first.'
      }
      back={
        orderId
          ? { to: paths.flightsOrderDetails.url(orderId), label: 'Back to your booking' }
          : undefined
      }
    >
      {!enabled && (
        <Alert color="blue" role="status" title="Find your booking first">
          <Stack gap="xs">
            <Text size="sm">
              Log in to see the requests of all your bookings, or find a booking with its order
              number and e-mail address.
            </Text>
            <Group>
              <Button component={Link} to={paths.searchBookings.url()} size="xs" variant="light">
                Find your booking
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {enabled && list.isPending && <AftersalesSkeleton label="Loading your requests" />}
      {list.isError && <AftersalesError error={list.error} onRetry={() => void list.refetch()} />}
      {data && data.total === 0 && (
        <Alert color="gray" role="status" title="No requests yet">
          When you ask for a refund, change a flight, correct a name, add bags or report a problem,
          it appears here with every step.
        </Alert>
      )}
      {data && data.total > 0 && (
        <Stack gap="sm">
          {data.list.map((r) => (
            <RequestCard
              key={r.requestId}
              request={r}
              open={r.requestNo === highlight || data.list.length === 1}
            />
          ))}
          {data.total > SIZE && (
            <Pagination
              total={Math.ceil(data.total / SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </Stack>
      )}
    </AftersalesFrame>
  );
}

export default ChangeProgressPage;
