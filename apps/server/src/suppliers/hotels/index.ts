// The hotels supplier's public face besides hotel-supplier.ts (decision 021): its catalogue's
// types and words, photos, and the stay pricing the hotels and hotel-orders modules repeat.
export type { Hotel, RoomType } from './hotel-catalog.ts';
export { hotelAddress } from './hotel-names.ts';
export type { HotelCity } from './destinations.ts';
export { ROOM_AMENITIES, ROOM_KINDS } from './hotel-words.ts';
export { PHOTO_NAME, photoPath, photoSvg } from './photo-svg.ts';
export {
  addDays,
  baseAllotment,
  breakfastText,
  cancellationDeadline,
  dayNumber,
  fits,
  nightFactor,
  policyText,
  ratePlansOf,
  stayPrice,
  taxRate,
  type CancellationDeadline,
  type RatePlanKind,
} from './stay-pricing.ts';
// The one random stream every simulated supplier draws from, so a hotel's page is the same each visit.
export { seededRandom } from '../flights/seeded-random.ts';
