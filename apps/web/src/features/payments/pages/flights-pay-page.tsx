import { PayPage } from './pay-page';

/** /flightsPay/{id}. The itinerary summary slot is filled when the flight order details call lands. */
export function FlightsPayPage() {
  return <PayPage orderType="flight" />;
}
