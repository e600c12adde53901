import '../components/orders-styles';
import { useParams } from 'react-router';
import { Alert, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { OrderBackLink } from '../../../shared/ui/order-back-link';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import { SavedCopyNotice } from '../../../shared/ui/saved-copy-notice';
import { useShownCopy } from '../../../shared/offline/saved-copies';
import { flightOrderCopy, useFlightOrder } from '../../../shared/api/flight-order';
import { FlightOrderView } from '../components/flight-order-view';
import { loadingState } from '../../../shared/ui/loading-state';

/** /flightsOrderDetails/{id}: the owner's order (or the guest's, in the visit that made it). */
export function FlightsOrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useFlightOrder(id);
  const savedAt = useShownCopy(flightOrderCopy(id));
  return (
    <Container size="lg" py="lg">
      <OrderBackLink />
      {isNotFound(order.error) && <NotFoundState />}
      {order.data && <SavedCopyNotice savedAt={savedAt} what="this booking" />}
      {order.isPending && (
        <Stack mt="md" {...loadingState('Loading the order')}>
          <Skeleton height={36} width="45%" />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Skeleton height={220} radius="lg" />
                <Skeleton height={140} radius="lg" />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Skeleton height={260} radius="lg" />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
      {order.isError && !isNotFound(order.error) && (
        <Alert mt="md" color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {order.error.message}
        </Alert>
      )}
      {order.data && <FlightOrderView order={order.data} />}
    </Container>
  );
}

export default FlightsOrderDetailsPage;
