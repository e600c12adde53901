/**
 * Kinds of hotel destination suggestion (SPEC 3), each with its icon on the form. What each
 * covers is in docs/decisions/006-hotel-destinations-and-supplier.md.
 */
export const DESTINATION_TYPES = {
  /** A city or town: hotels around its centre. */
  location: 1,
  /** An airport: hotels of the cities near it, distance measured to the airport. */
  airport: 2,
  /** A country: hotels of all its cities. */
  country: 3,
  /** A city group (SPEC's 'tokyo' kind): a region grouping several of our cities. */
  cityGroup: 4,
  /** A metropolitan area of several airports (London, New York): the cities within it. */
  metro: 5,
  /** One hotel: its city, with that hotel first. */
  hotel: 6,
  /** A block: a district of a city. */
  block: 7,
} as const;
export type DestinationType = (typeof DESTINATION_TYPES)[keyof typeof DESTINATION_TYPES];

/** Label and icon name of each kind, for the suggestion list. */
export const DESTINATION_TYPE_INFO: Record<DestinationType, { label: string; icon: string }> = {
  1: { label: 'City', icon: 'map-pin' },
  2: { label: 'Airport', icon: 'plane' },
  3: { label: 'Country', icon: 'flag' },
  4: { label: 'Region', icon: 'building-community' },
  5: { label: 'Metro area', icon: 'buildings' },
  6: { label: 'Hotel', icon: 'bed' },
  7: { label: 'District', icon: 'map-2' },
};
