import { z } from 'zod';
import { CITY_SUGGESTION_MESSAGES, cityQueryError } from './city-suggestion.rules.ts';

/**
 * City suggestion of the flight search form (SPEC 3): GET /v2/ticket/getCity?query= answers
 * three groups. Every item carries the names the From/To field shows and the code the search
 * sends (an airport code, or a city code that stands for all of a city's airports).
 */
export const airportSuggestion = z.object({
  airportCode: z.string(),
  airportName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type AirportSuggestion = z.infer<typeof airportSuggestion>;

/** A city (a metro such as LON, or a one-airport city) with its airports, main airport first. */
export const citySuggestion = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  children: z.array(airportSuggestion),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;

/** A country with its main airports, largest first. */
export const countrySuggestion = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  children: z.array(airportSuggestion),
});
export type CountrySuggestion = z.infer<typeof countrySuggestion>;

export const citySuggestions = z.object({
  airportlist: z.array(airportSuggestion),
  citylist: z.array(citySuggestion),
  countrylist: z.array(countrySuggestion),
});
export type CitySuggestions = z.infer<typeof citySuggestions>;

/** The query string of GET /v2/ticket/getCity. */
export const cityQuery = z.object({
  query: z
    .string({ error: CITY_SUGGESTION_MESSAGES.queryTooShort })
    .trim()
    .superRefine((value, ctx) => {
      const message = cityQueryError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type CityQuery = z.input<typeof cityQuery>;
