/**
 * What other modules (after-sales) may use of flight orders besides its service: how an order
 * row reads (its passengers, itinerary, directions), who may act on it, its numbers and calendar.
 * Row and repository types pass; the repository itself is handed over by the composition.
 */
export { flightCalendar, localToUtc } from './flight-calendar.ts';
export type { StoredItinerary, StoredPassenger } from './flight-order-view.ts';
export type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';
export { accessibleOrder, canAccess, type OrderCaller } from './order-access.ts';
export {
  callerOf,
  callerWithEmailOf,
  ORDER_EMAIL_HEADER,
  ORDER_TOKEN_HEADER,
} from './order-caller.ts';
export {
  bookedEntry,
  directionsOf,
  itineraryOf,
  passengersOf,
  timeZoneOf,
  type OrderDirection,
} from './order-directions.ts';
export { newOrderNo, newReference, ticketNumber } from './order-numbers.ts';
