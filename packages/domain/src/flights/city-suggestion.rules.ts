import { CITY_QUERY_MIN_LENGTH } from './flight-search.rules.ts';

/** Longer input is no place name; the server refuses it rather than search for it. */
export const CITY_QUERY_MAX_LENGTH = 60;

export const CITY_SUGGESTION_MESSAGES = {
  queryTooShort: 'Please enter at least 2 characters of a city or airport',
  queryTooLong: 'Please enter at most 60 characters of a city or airport',
} as const;

/** Whether the From/To field should ask for suggestions for this text (SPEC 5, 9). */
export function isCityQueryLongEnough(query: string | null | undefined): boolean {
  return (query ?? '').trim().length >= CITY_QUERY_MIN_LENGTH;
}

/** The message for a suggestion query, or null when it may be sent. */
export function cityQueryError(query: string | null | undefined): string | null {
  const q = (query ?? '').trim();
  if (q.length < CITY_QUERY_MIN_LENGTH) return CITY_SUGGESTION_MESSAGES.queryTooShort;
  if (q.length > CITY_QUERY_MAX_LENGTH) return CITY_SUGGESTION_MESSAGES.queryTooLong;
  return null;
}
