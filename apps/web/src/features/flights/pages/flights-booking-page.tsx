import { useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Container } from '@mantine/core';
import { todayIso } from '@farewise/domain/passengers/passenger-dates';
import { useSession } from '../../../shared/session/session-store';
import { isNotFound, NotFoundState, RequestFailedState } from '../../../shared/ui/not-found-state';
import { FlightLoading } from '../components/flight-loading';
import { BookingForm } from '../components/booking-form';
import { UUID, useFlightOrder } from '../../../shared/api/flight-order';
import { useSavedPassengers } from '../../../shared/api/saved-passengers';
import { useOrderFromSearch } from './use-order-from-search';

export function FlightsBookingPage() {
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const paymentType = query.get('paymentType') === 'slice' ? 'slice' : 'full';
  const fromSearch = useOrderFromSearch(id, query.get('uniqueStr'), paymentType);
  const session = useSession();
  const order = useFlightOrder(id, UUID.test(id));
  const saved = useSavedPassengers(session.isSignedIn);
  // The form is drawn in a render of its own, in a transition (decision 035): the page first
  // shows its frame and skeleton (the order has usually come with the page's code, started by the
  // loader), then React builds the form in slices between which the browser stays responsive,
  // instead of everything in one long task.
  const info = useDeferredValue(order.data, null);

  if (fromSearch.needed)
    return fromSearch.error ? (
      <RequestFailedState message={fromSearch.error} />
    ) : (
      <Container size="md" py="lg">
        <FlightLoading />
      </Container>
    );
  // Not an order id (and no fare to book): no such order, asked for or not.
  if (!UUID.test(id) || isNotFound(order.error)) return <NotFoundState />;
  if (order.isPending || (order.data && !info)) return <FlightLoading />;
  if (order.isError || !info)
    return (
      <Container size="md" py="lg">
        <Alert color="red" role="alert">
          {order.error instanceof Error ? order.error.message : 'This order was not found.'}
        </Alert>
      </Container>
    );

  return (
    <BookingForm
      // A new set of travellers, or signing in or out, opens fresh forms (and a guest's drafts).
      key={`${id}-${info.adultNumber}-${info.childNumber}-${session.isSignedIn}`}
      orderId={id}
      info={info}
      paymentType={paymentType}
      today={todayIso()}
      signedIn={session.isSignedIn}
      regular={saved.data}
    />
  );
}

export default FlightsBookingPage;
