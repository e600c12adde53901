import { describe, expect, test } from 'vitest';
import {
  DEFAULT_DROP,
  alertDetails,
  alertOver,
  alertTitle,
  cheapestComparable,
  comparableKey,
  confirmMailDue,
  describeDrop,
  dropError,
  dropQualifies,
  type FlightAlertSearch,
  type HotelAlertSearch,
} from './price-alert.rules.ts';
import {
  alertSearchPath,
  hotelSearchFromQuery,
  type QueryReader,
} from './price-alert.addresses.ts';
import { createAlertBody } from './price-alert.schemas.ts';

const search: FlightAlertSearch = {
  kind: 'flight',
  tripType: 2,
  fromCity: 'Sydney',
  fromCityCode: 'SYD',
  toCity: 'London',
  toCityCode: 'LON',
  fromDate: '2027-01-12',
  retDate: '2027-01-20',
  adultNumber: 2,
  childNumber: 1,
  cabinPref: 'Y',
};

describe('price drops', () => {
  test('by default any drop of 5% or more is mailed, smaller ones and rises are not', () => {
    expect(DEFAULT_DROP).toEqual({ kind: 'percent', value: 5 });
    expect(dropQualifies(100_00, 95_00, DEFAULT_DROP)).toBe(true);
    expect(dropQualifies(100_00, 95_01, DEFAULT_DROP)).toBe(false);
    expect(dropQualifies(100_00, 100_00, DEFAULT_DROP)).toBe(false);
    expect(dropQualifies(100_00, 120_00, DEFAULT_DROP)).toBe(false);
  });

  test('an amount threshold counts minor units of the alert currency', () => {
    const drop = { kind: 'amount', value: 20_00 } as const;
    expect(dropQualifies(500_00, 480_00, drop)).toBe(true);
    expect(dropQualifies(500_00, 480_01, drop)).toBe(false);
  });

  test('no price before means nothing to compare', () => {
    expect(dropQualifies(0, 10, DEFAULT_DROP)).toBe(false);
  });

  test('thresholds out of range are refused with a message', () => {
    expect(dropError({ kind: 'percent', value: 0 })).toMatch(/between 1% and 90%/);
    expect(dropError({ kind: 'percent', value: 91 })).toMatch(/between 1% and 90%/);
    expect(dropError({ kind: 'percent', value: 2.5 })).toMatch(/between/);
    expect(dropError({ kind: 'amount', value: 99 })).toMatch(/at least 1.00/);
    expect(dropError({ kind: 'amount', value: 20_00 })).toBeNull();
    const parsed = createAlertBody.safeParse({
      search,
      currency: 'AUD',
      drop: { kind: 'percent', value: 95 },
    });
    expect(parsed.success).toBe(false);
  });

  test('thresholds in words use the domain money format', () => {
    expect(describeDrop({ kind: 'percent', value: 5 }, 'AUD')).toBe('a drop of 5% or more');
    expect(describeDrop({ kind: 'amount', value: 2_000_00 }, 'EUR')).toBe(
      'a drop of EUR 2,000.00 or more',
    );
  });
});

describe('confirmation mails', () => {
  test("a guest's asks mail an address at most once in 24 hours", () => {
    const at = new Date('2026-11-20T09:00:00Z');
    expect(confirmMailDue(null, at)).toBe(true);
    expect(confirmMailDue(new Date('2026-11-19T09:01:00Z'), at)).toBe(false);
    expect(confirmMailDue(new Date('2026-11-19T09:00:00Z'), at)).toBe(true);
  });
});

describe('comparable prices and the end of an alert', () => {
  test('the cheapest comparable price is the lowest sold price', () => {
    expect(cheapestComparable([520_00, null, 480_00, 0, 610_00])).toBe(480_00);
    expect(cheapestComparable([])).toBeNull();
    expect(cheapestComparable([null, undefined])).toBeNull();
  });

  test('searches compare by route, dates, travellers, cabin and currency, not by city names', () => {
    const key = comparableKey(search, 'AUD');
    expect(comparableKey({ ...search, fromCity: 'Sydney NSW' }, 'AUD')).toBe(key);
    expect(comparableKey({ ...search, cabinPref: 'C' }, 'AUD')).not.toBe(key);
    expect(comparableKey(search, 'EUR')).not.toBe(key);
    // A one-way search has no return date to compare.
    expect(comparableKey({ ...search, tripType: 1 }, 'AUD')).toBe(
      comparableKey({ ...search, tripType: 1, retDate: null }, 'AUD'),
    );
  });

  test('an alert ends after its departure date', () => {
    expect(alertOver(search, '2027-01-12')).toBe(false);
    expect(alertOver(search, '2027-01-13')).toBe(true);
  });

  test('the alert names its trip and opens its search', () => {
    expect(alertDetails(search)).toBe(
      'Round-trip · 12 Jan 2027 – 20 Jan 2027 · 2 adults, 1 child · Economy',
    );
    const path = alertSearchPath(search);
    expect(path.startsWith('/flightsList?')).toBe(true);
    const q = Object.fromEntries(
      path
        .split('?')[1]!
        .split('&')
        .map((pair) => pair.split('=').map(decodeURIComponent)),
    );
    expect(q).toMatchObject({
      fromCityCode: 'SYD',
      toCityCode: 'LON',
      fromDate: '2027-01-12',
      retDate: '2027-01-20',
      adultNumber: '2',
      cabinPref: 'Y',
    });
  });
});

/** A query string read as the browser's URLSearchParams reads it (the domain has none). */
function readQuery(query: string): QueryReader {
  const pairs = query
    .split('&')
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return {
    get: (name) => pairs.find(([k]) => k === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v ?? ''),
  };
}

describe('hotel alerts', () => {
  const stay: HotelAlertSearch = {
    kind: 'hotel',
    destination: 'Paris',
    destinationId: 'c1250015082',
    destinationType: 1,
    countryCode: 'FR',
    cityName: 'Paris',
    checkIn: '2027-03-10',
    checkOut: '2027-03-13',
    rooms: [
      { adults: 2, childAges: [7, 4] },
      { adults: 1, childAges: [] },
    ],
    stars: [4, 5],
    reviewScore: 8,
    freeCancellation: true,
    breakfast: false,
    amenities: ['wifi'],
  };

  test('stays compare by destination, dates, rooms, the kept filters and currency', () => {
    const key = comparableKey(stay, 'EUR');
    // The same rooms in another order, ages in another order, the name as typed: the same search.
    expect(
      comparableKey(
        {
          ...stay,
          destination: 'Paris, France',
          rooms: [
            { adults: 1, childAges: [] },
            { adults: 2, childAges: [4, 7] },
          ],
          stars: [5, 4],
        },
        'EUR',
      ),
    ).toBe(key);
    expect(comparableKey({ ...stay, checkOut: '2027-03-14' }, 'EUR')).not.toBe(key);
    expect(comparableKey({ ...stay, rooms: [{ adults: 2, childAges: [7, 4] }] }, 'EUR')).not.toBe(
      key,
    );
    expect(
      comparableKey({ ...stay, rooms: [{ adults: 2, childAges: [7, 5] }, stay.rooms[1]!] }, 'EUR'),
    ).not.toBe(key);
    expect(comparableKey({ ...stay, freeCancellation: false }, 'EUR')).not.toBe(key);
    expect(comparableKey({ ...stay, stars: [5] }, 'EUR')).not.toBe(key);
    expect(comparableKey({ ...stay, reviewScore: null }, 'EUR')).not.toBe(key);
    expect(comparableKey({ ...stay, amenities: [] }, 'EUR')).not.toBe(key);
    // Never across currencies, and never the same as a flight.
    expect(comparableKey(stay, 'AUD')).not.toBe(key);
    expect(comparableKey(search, 'EUR')).not.toBe(key);
  });

  test('a hotel alert ends after its check-in date, not its check-out', () => {
    expect(alertOver(stay, '2027-03-10')).toBe(false);
    expect(alertOver(stay, '2027-03-11')).toBe(true);
  });

  test('it names the city, the dates, the rooms and guests and the filters', () => {
    expect(alertTitle(stay)).toBe('Hotels in Paris');
    expect(alertDetails(stay)).toBe(
      '10 Mar 2027 – 13 Mar 2027 · 3 nights · 2 rooms · 3 adults, 2 children (ages 7, 4) · ' +
        '4 or 5 stars, review 8+, free cancellation, Free WiFi',
    );
    expect(
      alertDetails({
        ...stay,
        rooms: [{ adults: 1, childAges: [] }],
        stars: [],
        reviewScore: null,
        freeCancellation: false,
        amenities: [],
      }),
    ).toBe('10 Mar 2027 – 13 Mar 2027 · 3 nights · 1 room · 1 adult');
  });

  test('its link opens the hotel list with the same search, which reads it back', () => {
    const path = alertSearchPath(stay);
    expect(path.startsWith('/hotelList?')).toBe(true);
    const back = hotelSearchFromQuery(readQuery(path.split('?')[1]!));
    expect(back).toEqual(stay);
    expect(hotelSearchFromQuery(readQuery('t=1'))).toBeNull();
    expect(hotelSearchFromQuery(readQuery('destination=Paris&checkIn=x'))).toBeNull();
  });

  test('the wire accepts a hotel search and refuses a room without adults', () => {
    expect(createAlertBody.safeParse({ search: stay, currency: 'EUR' }).success).toBe(true);
    const bad = createAlertBody.safeParse({
      search: { ...stay, rooms: [{ adults: 0, childAges: [] }] },
      currency: 'EUR',
    });
    expect(bad.success).toBe(false);
  });
});

describe('multi-city alerts', () => {
  const legs = [
    {
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: '2027-01-10',
    },
    {
      fromCity: 'Singapore',
      fromCityCode: 'SIN',
      toCity: 'London',
      toCityCode: 'LON',
      fromDate: '2027-01-14',
    },
    {
      fromCity: 'London',
      fromCityCode: 'LON',
      toCity: 'Sydney',
      toCityCode: 'SYD',
      fromDate: '2027-01-22',
    },
  ];
  const trip: FlightAlertSearch = {
    ...search,
    tripType: 3,
    toCity: 'Singapore',
    toCityCode: 'SIN',
    fromDate: '2027-01-10',
    retDate: null,
    legs,
  };

  test('it names every place the trip flies to, its flights, dates and travellers', () => {
    expect(alertTitle(trip)).toBe('Sydney to Singapore, London and Sydney');
    expect(alertDetails(trip)).toBe(
      'Multi-city · 3 flights, 10 Jan 2027 – 22 Jan 2027 · 2 adults, 1 child · Economy',
    );
  });

  test('trips compare by every flight: moving one flight is another alert', () => {
    const moved = {
      ...trip,
      legs: legs.map((l, i) => (i === 1 ? { ...l, fromDate: '2027-01-15' } : l)),
    };
    expect(comparableKey(trip, 'AUD')).not.toBe(comparableKey(moved, 'AUD'));
    expect(comparableKey(trip, 'AUD')).toBe(comparableKey({ ...trip, legs: [...legs] }, 'AUD'));
  });

  test('its link opens the multi-city search with every flight, and it ends after the first departure', () => {
    const q = readQuery(alertSearchPath(trip).split('?')[1]!);
    expect(q.get('tripType')).toBe('3');
    expect(JSON.parse(q.get('legs')!)).toEqual(legs);
    expect(alertOver(trip, '2027-01-10')).toBe(false);
    expect(alertOver(trip, '2027-01-11')).toBe(true);
  });

  test('the wire wants the flights of a multi-city trip, and only of one', () => {
    expect(createAlertBody.safeParse({ search: trip, currency: 'AUD' }).success).toBe(true);
    const without = createAlertBody.safeParse({
      search: { ...trip, legs: undefined },
      currency: 'AUD',
    });
    expect(without.success).toBe(false);
    expect(without.error?.issues[0]?.message).toBe('A multi-city trip has 2 to 5 flights');
    expect(
      createAlertBody.safeParse({ search: { ...search, legs }, currency: 'AUD' }).success,
    ).toBe(false);
    expect(
      createAlertBody.safeParse({ search: { ...trip, legs: legs.slice(0, 1) }, currency: 'AUD' })
        .success,
    ).toBe(false);
  });
});
