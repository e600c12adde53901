import { expect, test } from 'vitest';
import {
  defaultHotelSearch,
  hotelSearchFromQuery,
  hotelSearchToQuery,
} from './hotel-search.address.ts';
import {
  hotelResultsTitle,
  hotelSearchSummary,
  hotelSearchingTitle,
  hotelStayLine,
} from './hotel-list.texts.ts';

const now = new Date('2026-11-20T10:00:00Z');
const search = {
  ...defaultHotelSearch(now),
  Destination: 'Paris',
  CheckIn: '2026-12-27',
  CheckOut: '2026-12-30',
  Rooms: [
    { Index: 0, AdultNumber: 2, childNumber: 1, ChildAge: [7 as const] },
    { Index: 1, AdultNumber: 1, childNumber: 0, ChildAge: [] },
  ],
};

test("the hotel list's words: the search's line, the stay and the titles", () => {
  expect(hotelSearchSummary(search)).toBe('Paris · Sun 27 Dec – Wed 30 Dec · 4 travellers, 2 room');
  expect(hotelStayLine(search)).toBe(
    'Sun 27 Dec – Wed 30 Dec 2026 · 3 nights · 4 travellers, 2 room',
  );
  expect(hotelStayLine({ ...search, CheckOut: '2026-12-28' })).toContain(' · 1 night · ');
  expect(hotelResultsTitle('Paris', 1)).toBe('Paris: 1 property found');
  expect(hotelResultsTitle('Paris', 12345)).toBe('Paris: 12,345 properties found');
  expect(hotelSearchingTitle(search)).toBe('Hotels in Paris');
});

test('a search read back from its address is the search', () => {
  const fields = hotelSearchToQuery(search, 1);
  // As URLSearchParams reads an address (the domain has no such type).
  const query = { get: (name: string) => (name in fields ? String(fields[name]) : null) };
  expect(query.get('Rooms')).toBe('2-7_1');
  expect(hotelSearchFromQuery(query, now)).toEqual(search);
  expect(hotelSearchFromQuery({ get: (name) => (name === 't' ? '1' : null) }, now)).toBeNull();
});
