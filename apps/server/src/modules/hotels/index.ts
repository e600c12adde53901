// The hotels module's public face besides its services (decision 021): the stay a search key
// names, the rates hotels are priced in, the pieces of a card an order repeats, and the list a
// results page is first painted with.
export { fixedRates, loadHotelRates, type HotelRates } from './hotel-rates.ts';
export { firstHotelPhoto, hotelPhoto, ratePolicyOf } from './hotel-cards.ts';
export { hotelNotFound, searchKeyInvalid } from './hotels.errors.ts';
export { checkedStay } from './search-criteria.ts';
export { decodeSearchKey, encodeSearchKey } from './search-key.ts';
// The hotel list drawn on the server for a results page's first paint (the SPA plugin, app.ts).
export { paintedHotelList, type PaintedHotelList } from './hotel-list-painting.ts';
