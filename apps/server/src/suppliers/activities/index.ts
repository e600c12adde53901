// The activities supplier's public face besides activity-supplier.ts (decision 021): its art.
export { ACTIVITY_PHOTO_NAME, activityPhotoSvg } from './activity-art.ts';
// The places and local dates activities share with the hotels and flights suppliers.
export { localDate } from '../flights/local-time.ts';
export type { HotelCity } from '../hotels/destinations.ts';
