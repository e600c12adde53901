import { z } from 'zod';

// The kinds of destination live without zod (destination-types.ts), for pages that need only them.
export {
  DESTINATION_TYPES,
  DESTINATION_TYPE_INFO,
  type DestinationType,
} from './destination-types.ts';

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
