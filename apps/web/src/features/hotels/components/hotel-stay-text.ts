import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import { countOf, partyText as partyInWords } from '@farewise/domain/shared/party';

export const plural = (n: number, word: string) => countOf(n, word);

/** A room of the stay: '2 adults, 1 child (age 7)'. */
export function partyText(room: HotelDetail['Stay']['Rooms'][number]) {
  return partyInWords({
    adults: room.AdultNumber,
    children: room.childNumber,
    childAges: room.ChildAge ?? [],
  });
}
