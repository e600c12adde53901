import { describe, expect, test } from 'vitest';
import { cityQuery } from './city-suggestion.schemas.ts';
import {
  CITY_SUGGESTION_MESSAGES as M,
  cityQueryError,
  isCityQueryLongEnough,
} from './city-suggestion.rules.ts';

describe('city suggestion query', () => {
  test('suggestions are asked for only from 2 characters', () => {
    expect(isCityQueryLongEnough('l')).toBe(false);
    expect(isCityQueryLongEnough(' l ')).toBe(false);
    expect(isCityQueryLongEnough('lo')).toBe(true);
    expect(cityQueryError('')).toBe(M.queryTooShort);
    expect(cityQueryError('lo')).toBeNull();
  });

  test('the query schema trims and refuses one character with a readable message', () => {
    expect(cityQuery.parse({ query: ' lon ' })).toEqual({ query: 'lon' });
    const result = cityQuery.safeParse({ query: 'l' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.queryTooShort);
    expect(cityQuery.safeParse({}).error?.issues[0]?.message).toBe(M.queryTooShort);
    expect(cityQuery.safeParse({ query: 'x'.repeat(61) }).error?.issues[0]?.message).toBe(
      M.queryTooLong,
    );
  });
});
