/**
 * The hotel search's filter words and codes (SPEC 3): amenities and sorts, shared by the search's
 * schema, the filters, the pages and the price alerts. No zod here: a module that needs only these
 * (the results page's early search, through the alerts' rules) does not load the schemas.
 */

/** Amenities a hotel can have, with the label shown on filters and pages. */
export const HOTEL_AMENITIES = {
  wifi: 'Free WiFi',
  parking: 'Parking',
  pool: 'Swimming pool',
  gym: 'Fitness centre',
  spa: 'Spa',
  restaurant: 'Restaurant',
  bar: 'Bar',
  airport_shuttle: 'Airport shuttle',
  pets: 'Pets allowed',
  family_rooms: 'Family rooms',
  air_conditioning: 'Air conditioning',
  ev_charging: 'EV charging',
  kitchen: 'Kitchen',
  accessible: 'Accessible rooms',
  front_desk_24h: '24-hour front desk',
  beachfront: 'Beachfront',
} as const;
export type HotelAmenity = keyof typeof HOTEL_AMENITIES;
export const HOTEL_AMENITY_CODES = Object.keys(HOTEL_AMENITIES) as HotelAmenity[];

export const HOTEL_SORTS = {
  recommended: 'Recommended',
  price_asc: 'Price (lowest first)',
  price_desc: 'Price (highest first)',
  review: 'Review score',
  stars_desc: 'Stars (highest first)',
  stars_asc: 'Stars (lowest first)',
  distance: 'Distance from centre',
} as const;
export type HotelSort = keyof typeof HOTEL_SORTS;
