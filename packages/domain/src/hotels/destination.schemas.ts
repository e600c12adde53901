import { z } from 'zod';

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

/**
 * One suggestion of GET /v3/hotel/keyword (SPEC 3). The form keeps ID as Country, Type as Type,
 * CountryCode, and city_name as FirstCountry; Name goes into the Destination field.
 */
export const destinationSuggestion = z.object({
  ID: z.string(),
  Name: z.string(),
  Type: z.number().int().min(1).max(7),
  CountryCode: z.string(),
  /** The city it belongs to (for a country or region: its own name). */
  city_name: z.string(),
  /** The second line: region and country, or the city and country of a hotel or district. */
  second_display: z.string(),
  /** 'City', 'Airport', … (DESTINATION_TYPE_INFO), for screen readers and the icon's title. */
  TypeName: z.string(),
});
export type DestinationSuggestion = z.infer<typeof destinationSuggestion>;

export const KEYWORD_MAX_LENGTH = 100;
export const KEYWORD_SUGGESTION_LIMIT = 10;

/** GET /v3/hotel/keyword?k=: an empty k gives no suggestions (SPEC 5). */
export const keywordQuery = z.object({
  k: z.string().max(KEYWORD_MAX_LENGTH).optional().default(''),
  Language: z.string().max(16).optional(),
});
export type KeywordQuery = z.input<typeof keywordQuery>;

export const destinationSuggestions = z.array(destinationSuggestion);
