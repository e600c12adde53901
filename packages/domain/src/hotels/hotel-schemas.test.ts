import { describe, expect, test } from 'vitest';
import { destinationSuggestion, keywordQuery } from './destination.schemas.ts';
import { hotelSearchBody, reviewLabel } from './hotel-search.schemas.ts';
import { hotelDetailBody } from './hotel-detail.schemas.ts';

describe('hotel wire shapes', () => {
  test('a suggestion carries the SPEC fields', () => {
    const parsed = destinationSuggestion.parse({
      ID: 'c1250015082',
      Name: 'Paris',
      Type: 1,
      CountryCode: 'FR',
      city_name: 'Paris',
      second_display: 'Île-de-France, France',
      TypeName: 'City',
    });
    expect(parsed.Type).toBe(1);
  });

  test('an absent keyword is the empty string', () => {
    expect(keywordQuery.parse({}).k).toBe('');
  });

  test('a search as the form sends it: numbers as strings, unchosen ages, defaults for filters', () => {
    const body = hotelSearchBody.parse({
      Query: {
        Destination: 'Paris',
        Type: '1',
        CountryCode: 'FR',
        Country: 1250015082,
        FirstCountry: 'Paris',
        CheckIn: '2026-05-01',
        CheckOut: '2026-05-04',
        Rooms: [{ Index: 0, AdultNumber: '2', childNumber: 1, ChildAge: [''] }],
      },
      ClientToken: 'abc',
      Language: 'zh-CN',
    });
    expect(body.Query.Country).toBe('1250015082');
    expect(body.Query.Type).toBe(1);
    expect(body.Query.Rooms[0]).toEqual({
      Index: 0,
      AdultNumber: 2,
      childNumber: 1,
      ChildAge: [''],
    });
    expect(body.FilterParams).toMatchObject({
      Sort: 'recommended',
      Page: 1,
      Size: 20,
      Stars: [],
      FreeCancellation: false,
    });
    expect(body.Currency).toBeUndefined();
  });

  test('an unknown currency falls back to AUD; an unknown sort is refused', () => {
    expect(hotelDetailBody.parse({ HotelId: 'x', Currency: 'GBP' }).Currency).toBe('AUD');
    expect(
      hotelSearchBody.safeParse({ Query: {}, FilterParams: { Sort: 'cheapest' } }).success,
    ).toBe(false);
  });

  test('review words', () => {
    expect([9.2, 8.0, 7.5, 6.1, 5.0].map(reviewLabel)).toEqual([
      'Superb',
      'Very good',
      'Good',
      'Pleasant',
      'Review score',
    ]);
  });
});
