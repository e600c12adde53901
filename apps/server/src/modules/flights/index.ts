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
// Searches answered once at start, so the first traveller's search is not a cold one (main.ts).
export { warmUpFlightSearch } from './search-warm-up.ts';
