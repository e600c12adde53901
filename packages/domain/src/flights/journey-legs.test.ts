import { describe, expect, test } from 'vitest';
import { routingTripRoute, tripRoute } from './journey-legs.ts';

const leg = (DepAirport: string, ArrAirport: string) => ({
  DepAirport,
  ArrAirport,
  TotalTimes: 60,
  detail: [],
});

describe('a trip named in one line', () => {
  test('a three-flight trip names every place it passes through', () => {
    const segmentInfo = {
      fromSegments: leg('SYD', 'SIN'),
      retSegments: null,
      legs: [leg('SYD', 'SIN'), leg('SIN', 'LHR'), leg('LHR', 'SYD')],
    };
    expect(routingTripRoute(segmentInfo)).toBe('SYD → SIN → LHR → SYD');
  });

  test('a round trip names the way out and back, a one-way its two ends', () => {
    expect(
      routingTripRoute({ fromSegments: leg('SYD', 'LHR'), retSegments: leg('LHR', 'SYD') }),
    ).toBe('SYD → LHR → SYD');
    expect(routingTripRoute({ fromSegments: leg('SYD', 'MEL'), retSegments: null })).toBe(
      'SYD → MEL',
    );
  });

  test('a flight leaving from somewhere else starts again after a comma', () => {
    expect(
      tripRoute([
        { from: 'Sydney', to: 'Singapore' },
        { from: 'Kuala Lumpur', to: 'London' },
      ]),
    ).toBe('Sydney → Singapore, Kuala Lumpur → London');
  });
});
