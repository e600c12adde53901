import type { HotelAmenity, HotelSort } from '@farewise/domain/hotels/hotel-search.schemas';

/** Filters, sort and page of the results (FilterParams of POST /v3/hotel/search). */
export interface HotelListFilters {
  PriceMin?: number;
  PriceMax?: number;
  Stars: number[];
  ReviewScore?: number;
  FreeCancellation: boolean;
  Breakfast: boolean;
  Amenities: HotelAmenity[];
  /** Part of a hotel's name; absent when the name filter is off. */
  HotelName?: string;
  Sort: HotelSort;
  Page: number;
  Size: number;
}

export const HOTELS_PER_PAGE = 20;

export const NO_HOTEL_FILTERS: HotelListFilters = {
  Stars: [],
  FreeCancellation: false,
  Breakfast: false,
  Amenities: [],
  Sort: 'recommended',
  Page: 1,
  Size: HOTELS_PER_PAGE,
};

/** How many filters are on (the drawer button shows it). */
export function activeFilterCount(f: HotelListFilters): number {
  return (
    (f.PriceMin !== undefined || f.PriceMax !== undefined ? 1 : 0) +
    f.Stars.length +
    (f.ReviewScore !== undefined ? 1 : 0) +
    (f.FreeCancellation ? 1 : 0) +
    (f.Breakfast ? 1 : 0) +
    f.Amenities.length +
    (f.HotelName ? 1 : 0)
  );
}
