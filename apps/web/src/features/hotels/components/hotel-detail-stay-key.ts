import { childAgesMissing } from '@farewise/domain/hotels/hotel-search.rules';
import { defaultHotelSearch, loadHotelSearch } from './hotel-search-model';
import type { StayValues } from './hotel-stay-editor';

/** Why the page asked for a new key: the link had none, or its stay was refused (dates passed). */
export type Renewed = 'missing' | 'expired';

/**
 * The stay a page without a usable sk is priced for: the traveller's last search on this device
 * (dates before the floor already replaced by the defaults), or a week ahead for 2 nights, 1 room.
 */
export function stayForNewKey(): StayValues {
  const stored = loadHotelSearch();
  const rooms = childAgesMissing(stored.Rooms) ? defaultHotelSearch().Rooms : stored.Rooms;
  return { CheckIn: stored.CheckIn, CheckOut: stored.CheckOut, Rooms: rooms };
}

export const toQuery = (stay: StayValues) => ({
  CheckIn: stay.CheckIn,
  CheckOut: stay.CheckOut,
  Rooms: stay.Rooms.map((r, i) => ({
    Index: i,
    AdultNumber: r.AdultNumber,
    childNumber: r.childNumber,
    ChildAge: r.ChildAge.slice(0, r.childNumber),
  })),
});
