import { useParams } from 'react-router';
import { Alert, Container, Loader } from '@mantine/core';
import { useFlightOrder } from '../api/common-query';
import { FlightOrderView } from '../components/flight-order-view';

/** /flightsOrderDetails/{id}: the owner's order (or the guest's, in the visit that made it). */
export function FlightsOrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useFlightOrder(id);
  return (
    <Container size="md" py="lg">
      {order.isPending && <Loader aria-label="Loading the order" />}
      {order.isError && (
        <Alert color="red" role="alert">
          {order.error.message}
        </Alert>
      )}
      {order.data && <FlightOrderView order={order.data} />}
    </Container>
  );
}

export default FlightsOrderDetailsPage;
