// The hotels module's public face besides its services (decision 021): the stay a search key
// names, the rates hotels are priced in, and the pieces of a card an order repeats.
export { fixedRates, loadHotelRates, type HotelRates } from './hotel-rates.ts';
export { hotelPhoto, ratePolicyOf } from './hotel-cards.ts';
export { hotelNotFound, searchKeyInvalid } from './hotels.errors.ts';
export { checkedStay } from './search-criteria.ts';
export { decodeSearchKey, encodeSearchKey } from './search-key.ts';
