import { describe, expect, it } from 'vitest';
import {
  legsFromSimpleTrip,
  multiCityPlaces,
  multiCityErrorList,
  multiCityErrors,
  multiCityValid,
  nextLeg,
  withoutLeg,
  type MultiCityLeg,
} from './multi-city.rules.ts';
import { journeyFareLegs, journeyLegs, legName } from './journey-legs.ts';
import { flightSearchBody } from './search.schemas.ts';
import { FLIGHT_SEARCH_MESSAGES as M } from './search.rules.messages.ts';

const today = '2030-03-10';
const leg = (from: string, to: string, date: string): MultiCityLeg => ({
  fromCity: from,
  fromCityCode: from,
  toCity: to,
  toCityCode: to,
  fromDate: date,
});
const trip = [
  leg('SYD', 'SIN', '2030-04-01'),
  leg('SIN', 'LON', '2030-04-05'),
  leg('LON', 'SYD', '2030-04-12'),
];

describe('multi-city rules', () => {
  it('accepts 2 to 5 legs in date order, the same day allowed', () => {
    expect(multiCityValid(trip, today)).toBe(true);
    expect(
      multiCityValid([leg('SYD', 'MEL', '2030-04-01'), leg('MEL', 'BNE', '2030-04-01')], today),
    ).toBe(true);
  });

  it('refuses fewer than 2 or more than 5 legs', () => {
    expect(multiCityErrors(trip.slice(0, 1), today).legs).toBe(M.legsCount);
    const six = [...trip, ...trip];
    expect(multiCityErrors(six, today).legs).toBe(M.legsCount);
  });

  it("applies SPEC 5's city rules to each leg with SPEC's messages", () => {
    const errors = multiCityErrors(
      [leg('SYD', 'SIN', '2030-04-01'), leg('', '', '2030-04-05'), leg('LON', 'lon', '2030-04-12')],
      today,
    ).perLeg;
    expect(errors[0]).toEqual({});
    expect(errors[1]).toEqual({ fromCityCode: M.fromRequired, toCityCode: M.toRequired });
    expect(errors[2]).toEqual({ toCityCode: M.sameCity });
  });

  it('refuses a date before yesterday or before the leg before it', () => {
    const errors = multiCityErrors(
      [
        leg('SYD', 'SIN', '2030-03-08'),
        leg('SIN', 'LON', '2030-04-05'),
        leg('LON', 'SYD', '2030-04-04'),
        leg('SYD', 'MEL', ''),
      ],
      today,
    ).perLeg;
    expect(errors[0]).toEqual({ fromDate: M.dateTooEarly });
    expect(errors[1]).toEqual({});
    expect(errors[2]).toEqual({ fromDate: M.legBeforePrevious });
    expect(errors[3]).toEqual({ fromDate: M.dateRequired });
    expect(
      multiCityValid([leg('SYD', 'SIN', '2030-03-09'), leg('SIN', 'LON', '2030-03-09')], today),
    ).toBe(true);
  });

  it('names the failing fields by leg for the search call', () => {
    expect(multiCityErrorList([trip[0]!, leg('SIN', 'SIN', '2030-04-05')], today)).toEqual([
      { field: 'legs.1.toCityCode', message: M.sameCity },
    ]);
  });

  it('adds a leg from where the last lands, two days on, up to 5 legs; removes down to 2', () => {
    expect(nextLeg(trip)).toEqual({
      fromCity: 'SYD',
      fromCityCode: 'SYD',
      toCity: '',
      toCityCode: '',
      fromDate: '2030-04-14',
    });
    const five = [...trip, nextLeg(trip)!, nextLeg(trip)!];
    expect(nextLeg(five)).toBeNull();
    expect(withoutLeg(trip, 1).map((l) => l.fromCityCode)).toEqual(['SYD', 'LON']);
    expect(withoutLeg(trip.slice(0, 2), 0)).toHaveLength(2);
  });

  it('turns a round-trip form into two legs, the return as the second', () => {
    const legs = legsFromSimpleTrip({
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: '2030-04-01',
      retDate: '2030-04-09',
    });
    expect(legs[1]).toMatchObject({ fromCityCode: 'SIN', toCityCode: '', fromDate: '2030-04-09' });
  });
});

describe('multi-city search body', () => {
  const body = {
    tripType: 3,
    legs: trip,
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
  };

  it('takes 2 to 5 legs and repeats the first leg in the route fields', () => {
    const parsed = flightSearchBody.parse(body);
    expect(parsed).toMatchObject({
      tripType: 3,
      fromCityCode: 'SYD',
      toCityCode: 'SIN',
      fromDate: '2030-04-01',
    });
    expect(parsed.legs).toHaveLength(3);
  });

  it('refuses a multi-city body without legs or with six', () => {
    expect(
      flightSearchBody.safeParse({
        ...body,
        legs: undefined,
        fromCityCode: 'SYD',
        toCityCode: 'SIN',
        fromDate: '2030-04-01',
      }).success,
    ).toBe(false);
    expect(flightSearchBody.safeParse({ ...body, legs: [...trip, ...trip] }).success).toBe(false);
  });

  it('keeps one-way and round-trip bodies as SPEC 3 has them', () => {
    const parsed = flightSearchBody.parse({
      tripType: 2,
      fromCityCode: 'syd',
      toCityCode: 'sin',
      fromDate: '2030-04-01',
      retDate: '2030-04-08',
      adultNumber: 1,
    });
    expect(parsed).toMatchObject({ tripType: 2, fromCityCode: 'SYD', retDate: '2030-04-08' });
    expect(parsed.legs).toBeUndefined();
  });
});

describe('journey legs', () => {
  const seg = (from: string, to: string) => ({
    DepAirport: from,
    ArrAirport: to,
    TotalTimes: 60,
    detail: [],
  });
  it('derives one or two legs from SPEC fields and lists a multi-city routing as it is', () => {
    expect(journeyLegs({ fromSegments: seg('SYD', 'SIN'), retSegments: null })).toHaveLength(1);
    expect(
      journeyLegs({
        fromSegments: seg('SYD', 'SIN'),
        retSegments: { DepAirPort: 'SIN', ArrAirPort: 'SYD', TotalTimes: 60, detail: [] },
      })[1],
    ).toMatchObject({ DepAirport: 'SIN', ArrAirport: 'SYD' });
    const legs = [seg('SYD', 'SIN'), seg('SIN', 'LHR'), seg('LHR', 'SYD')];
    expect(
      journeyLegs({ fromSegments: legs[0]!, retSegments: null, legs }).map((l) => l.ArrAirport),
    ).toEqual(['SIN', 'LHR', 'SYD']);
    expect(journeyFareLegs({ from: 'a', ret: 'b' })).toEqual(['a', 'b']);
    expect(journeyFareLegs({ from: 'a', ret: null, legs: ['a', 'b', 'c'] })).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('names legs Depart and Return, or Flight n on a multi-city trip', () => {
    expect([legName(0, 2, false), legName(1, 2, false), legName(2, 3, true)]).toEqual([
      'Depart',
      'Return',
      'Flight 3',
    ]);
  });
});

it('a multi-city trip passes through each leg start, then the last landing', () => {
  const legs = [
    {
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: '2026-12-01',
    },
    {
      fromCity: 'Singapore',
      fromCityCode: 'SIN',
      toCity: 'London',
      toCityCode: 'LON',
      fromDate: '2026-12-05',
    },
  ];
  expect(multiCityPlaces(legs, (p) => p.code)).toEqual(['SYD', 'SIN', 'LON']);
  expect(multiCityPlaces(legs, (p) => p.city)).toEqual(['Sydney', 'Singapore', 'London']);
  expect(multiCityPlaces([], (p) => p.code)).toEqual([]);
});
