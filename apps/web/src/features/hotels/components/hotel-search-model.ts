import { type HotelAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { hotelAlertQuery } from '@farewise/domain/price-alerts/price-alert.addresses';
import {
  HOTEL_QUERY_FIELDS,
  defaultHotelSearch,
  normaliseHotelSearch,
  type HotelSearchValues,
} from '@farewise/domain/hotels/hotel-search.address';
import { STORAGE_KEYS, readJson, writeJson } from '../../../shared/storage/storage';
import { NO_HOTEL_FILTERS, type HotelListFilters } from './hotel-list-filters';

// The search's values, its address and its request body are the domain's (decision 032): the
// server reads the same address to paint the list's first hotel.
export {
  defaultHotelSearch,
  hotelSearchBody,
  hotelSearchFromQuery,
  hotelSearchToQuery,
  normaliseHotelSearch,
  toSearchQuery,
  type HotelSearchValues,
} from '@farewise/domain/hotels/hotel-search.address';

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** The form as the traveller last left it on this device (SPEC 3: persisted locally). */
export function loadHotelSearch(now = new Date()): HotelSearchValues {
  const stored = readJson('local', STORAGE_KEYS.hotelSearchForm, isRecord);
  return stored ? normaliseHotelSearch(stored, now) : defaultHotelSearch(now);
}

/** Whether this device has a stored search at all (the list page shows a prompt otherwise). */
export function hasStoredHotelSearch(): boolean {
  return readJson('local', STORAGE_KEYS.hotelSearchForm, isRecord) !== null;
}

export function storeHotelSearch(values: HotelSearchValues): void {
  writeJson('local', STORAGE_KEYS.hotelSearchForm, values);
}

/**
 * "Track prices": the search as a hotel alert keeps it — the destination as the search resolved
 * it, the stay, the rooms, and the filters that define a comparable stay (decision 024).
 */
export function hotelAlertSearchOf(
  values: HotelSearchValues,
  destination: { ID: string; Name: string; Type: number; CountryCode: string },
  filters: HotelListFilters,
): HotelAlertSearch {
  return {
    kind: 'hotel',
    destination: destination.Name,
    destinationId: destination.ID,
    destinationType: destination.Type,
    countryCode: destination.CountryCode,
    cityName: values.FirstCountry,
    checkIn: values.CheckIn,
    checkOut: values.CheckOut,
    rooms: values.Rooms.map((r) => ({
      adults: r.AdultNumber,
      childAges: r.ChildAge.slice(0, r.childNumber).filter((a): a is number => a !== ''),
    })),
    stars: [...filters.Stars],
    reviewScore: filters.ReviewScore ?? null,
    freeCancellation: filters.FreeCancellation,
    breakfast: filters.Breakfast,
    amenities: [...filters.Amenities],
  };
}

/** A search opened from a price alert (its mail or Open search): the form and its filters. */
export function hotelSearchFromAlert(
  search: HotelAlertSearch,
  now = new Date(),
): { values: HotelSearchValues; filters: HotelListFilters } {
  const values = normaliseHotelSearch(hotelAlertQuery(search), now);
  const filters: HotelListFilters = {
    ...NO_HOTEL_FILTERS,
    Stars: search.stars,
    FreeCancellation: search.freeCancellation,
    Breakfast: search.breakfast,
    Amenities: search.amenities,
    ...(search.reviewScore === null ? {} : { ReviewScore: search.reviewScore }),
  };
  return { values, filters };
}

/** The part of /hotelList's query that names a search (t and its fields; not the view). */
export function hotelSearchKey(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['t', ...HOTEL_QUERY_FIELDS, 'Rooms']) {
    const v = params.get(key);
    if (v !== null) keep.set(key, v);
  }
  return keep.toString();
}
