import { describe, expect, test } from 'vitest';
import { HOTEL_SEARCH_MESSAGES as M, ROOMS_POPOVER_TEXTS } from './hotel-search.messages.ts';
import {
  CHILD_AGE_OPTIONS,
  HOTEL_ROOM_LIMITS,
  addRoom,
  adjustCheckOut,
  childAgesMissing,
  earliestHotelDate,
  hotelSearchErrors,
  isCheckInDisabled,
  isCheckOutDisabled,
  maxChildrenIn,
  newRoom,
  removeRoom,
  roomError,
  searchCriteriaError,
  travellersSummary,
  withAdults,
  withChildAge,
  withChildren,
  type HotelRoomForm,
} from './hotel-search.rules.ts';

const NOW = new Date(2026, 2, 10, 12, 0); // 10 March 2026, local noon
const room = (adults: number, ages: (number | '')[] = [], index = 0): HotelRoomForm => ({
  Index: index,
  AdultNumber: adults,
  childNumber: ages.length,
  ChildAge: ages,
});
const form = (over: Partial<Parameters<typeof hotelSearchErrors>[0]> = {}) => ({
  Destination: 'Paris',
  CheckIn: '2026-03-20',
  CheckOut: '2026-03-23',
  Rooms: [room(2)],
  ...over,
});

describe('SPEC 5 messages, spelled as SPEC spells them', () => {
  test('the five hotel search messages', () => {
    expect(M.destinationRequired).toBe('Please select a destination.');
    expect(M.checkInRequired).toBe('Please select a check-in date');
    expect(M.checkOutRequired).toBe('Please select a check-out date.');
    expect(M.criteriaIncorrect).toBe('The search criteria are incorrect. Please try again');
    expect(M.childAgeRequired).toBe("Please select the child's age.");
  });

  test('the popover texts of SPEC 2.8', () => {
    expect(ROOMS_POPOVER_TEXTS).toMatchObject({
      adultHint: '>=18 Years',
      childHint: '0-17 Years',
      addRoom: 'Add another room',
      removeRoom: 'remove',
      apply: 'Apply',
    });
  });
});

describe('hotel search form', () => {
  test('a complete search has no errors', () => {
    expect(hotelSearchErrors(form(), NOW)).toEqual({});
  });

  test('destination, check-in and check-out are required', () => {
    expect(hotelSearchErrors(form({ Destination: ' ', CheckIn: '', CheckOut: '' }), NOW)).toEqual({
      Destination: M.destinationRequired,
      CheckIn: M.checkInRequired,
      CheckOut: M.checkOutRequired,
    });
  });

  test('a child without an age blocks the search with the SPEC warning', () => {
    const rooms = [room(2), room(1, [7, ''], 1)];
    expect(childAgesMissing(rooms)).toBe(true);
    expect(hotelSearchErrors(form({ Rooms: rooms }), NOW).Rooms).toBe(M.childAgeRequired);
    expect(childAgesMissing([room(1, [7])])).toBe(false);
  });

  test('another entry path with a missing field gives the criteria message', () => {
    expect(
      searchCriteriaError({ Destination: '', CheckIn: '2026-03-20', CheckOut: '2026-03-22' }),
    ).toBe(M.criteriaIncorrect);
    expect(searchCriteriaError({ Destination: 'Rome', CheckIn: '2026-03-20' })).toBe(
      M.criteriaIncorrect,
    );
    expect(
      searchCriteriaError({ Destination: 'Rome', CheckIn: '2026-03-20', CheckOut: '2026-03-22' }),
    ).toBeNull();
  });

  test('dates cannot be earlier than now minus one day', () => {
    expect(earliestHotelDate(NOW)).toBe('2026-03-09');
    expect(isCheckInDisabled('2026-03-08', NOW)).toBe(true);
    expect(isCheckInDisabled('2026-03-09', NOW)).toBe(false);
    expect(
      hotelSearchErrors(form({ CheckIn: '2026-03-08', CheckOut: '2026-03-10' }), NOW).CheckIn,
    ).toBe(M.dateTooEarly);
    expect(hotelSearchErrors(form({ CheckIn: '2026-03-09', CheckOut: '2026-03-10' }), NOW)).toEqual(
      {},
    );
  });

  test('the check-out picker disables dates before check-in', () => {
    expect(isCheckOutDisabled('2026-03-19', '2026-03-20', NOW)).toBe(true);
    expect(isCheckOutDisabled('2026-03-21', '2026-03-20', NOW)).toBe(false);
  });

  test('check-out before check-in is reset to check-in plus 2 days', () => {
    expect(adjustCheckOut('2026-03-20', '2026-03-18')).toBe('2026-03-22');
    expect(adjustCheckOut('2026-03-20', '')).toBe('2026-03-22');
    expect(adjustCheckOut('2026-03-20', '2026-03-25')).toBe('2026-03-25');
    expect(adjustCheckOut('2026-12-31', '2026-12-01')).toBe('2027-01-02');
  });

  test('check-out must be after check-in and a stay is at most 30 nights', () => {
    expect(hotelSearchErrors(form({ CheckOut: '2026-03-20' }), NOW).CheckOut).toBe(
      M.checkOutNotAfterCheckIn,
    );
    expect(hotelSearchErrors(form({ CheckOut: '2026-04-20' }), NOW).CheckOut).toBe(M.stayTooLong);
  });
});

describe('rooms popover limits', () => {
  test('each room keeps at least 1 adult', () => {
    expect(withAdults(room(2), 0).AdultNumber).toBe(1);
    expect(roomError(room(0))).toBe(M.adultsMin);
  });

  test('adults plus children are at most 9 per room', () => {
    expect(withAdults(room(3, [5, 5, 5, 5, 5, 5]), 5).AdultNumber).toBe(3);
    expect(maxChildrenIn(room(5))).toBe(4);
    expect(withChildren(room(5), 6).childNumber).toBe(4);
    expect(roomError(room(4, [5, 5, 5, 5, 5, 5]))).toBe(M.travellersMax);
  });

  test('children are at most 6 per room', () => {
    expect(withChildren(room(1), 8).childNumber).toBe(HOTEL_ROOM_LIMITS.maxChildren);
    expect(roomError(room(1, [5, 5, 5, 5, 5, 5, 5]))).toBe(M.childrenMax);
  });

  test('child ages are 1 to 17', () => {
    expect(CHILD_AGE_OPTIONS[0]).toBe(1);
    expect(CHILD_AGE_OPTIONS.at(-1)).toBe(17);
    expect(roomError(room(1, [0]))).toBe(M.childAgeRange);
    expect(roomError(room(1, [18]))).toBe(M.childAgeRange);
    expect(roomError(room(1, [1, 17]))).toBeNull();
  });

  test('adding children adds unchosen ages; removing drops the last ones', () => {
    const two = withChildren(room(2), 2);
    expect(two.ChildAge).toEqual(['', '']);
    const aged = withChildAge(withChildAge(two, 0, 4), 1, 9);
    expect(withChildren(aged, 1).ChildAge).toEqual([4]);
  });

  test('rooms are added up to 8 and every room but the first can be removed', () => {
    let rooms = [newRoom(0)];
    for (let i = 0; i < 10; i++) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(HOTEL_ROOM_LIMITS.maxRooms);
    expect(removeRoom(rooms, 0)).toBe(rooms);
    const fewer = removeRoom(rooms, 3);
    expect(fewer).toHaveLength(7);
    expect(fewer.map((r) => r.Index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  test("the summary reads 'N travellers, M room'", () => {
    expect(travellersSummary([room(2)])).toBe('2 travellers, 1 room');
    expect(travellersSummary([room(2), room(1, [7], 1)])).toBe('4 travellers, 2 room');
  });
});
