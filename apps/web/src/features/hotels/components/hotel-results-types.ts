import type { useHotelSearch } from '../api/search-hotels';

/** The hotel search as the results page holds it, and its answer once there is one. */
export type HotelSearchResults = ReturnType<typeof useHotelSearch>;
export type HotelSearchData = NonNullable<HotelSearchResults['data']>;
