import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function partyText(room: HotelDetail['Stay']['Rooms'][number]) {
  const adults = plural(room.AdultNumber, 'adult');
  if (!room.childNumber) return adults;
  const ages = (room.ChildAge ?? []).filter((a) => a !== '').join(', ');
  return `${adults}, ${room.childNumber === 1 ? '1 child' : `${room.childNumber} children`}${ages ? ` (age ${ages})` : ''}`;
}
