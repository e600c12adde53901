// The flights module's public face besides its services (decision 021): offer keys and the
// errors an order made from an offer answers with.
export {
  findItinerary,
  itineraryKey,
  optionKey,
  parseOptionKey,
  routingKey,
} from './offer-keys.ts';
export { departureClosed, offerExpired, priceExpired } from './flights.errors.ts';
