import { describe, expect, test } from 'vitest';
import { summarizeRouting } from '@farewise/domain/flights/fare-summary';
import { flightRoutingSummary } from '@farewise/domain/flights/search.schemas';
import { createSimulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { createRoutingWire } from './routing-wire.ts';
import { routingKey } from './offer-keys.ts';

const supplier = createSimulatedFlightSupplier();
const wire = createRoutingWire(supplier);
const today = '2026-11-20';

/** A journey of legs (from, to, date) priced for 2 adults and a child, on the wire both ways. */
async function both(legs: [string, string, string][], multiCity: boolean, cabin: 'Y' | 'C') {
  const journey = await Promise.all(
    legs.map(async ([from, to, date]) => (await supplier.search({ from, to, date }))[0]!),
  );
  const quotes = await supplier.price({
    journey,
    cabin,
    adults: 2,
    children: 1,
    today,
    seatsLeft: journey.map(() => 9),
    rate: 1.5,
  });
  const opts = (quote: (typeof quotes)[number]) => ({
    quote,
    routing: routingKey(journey),
    multiCity,
    adults: 2,
    children: 1,
    currency: 'AUD',
    seatsLeft: 9,
    today,
    departureDate: legs[0]![2],
  });
  const full = wire.routing({
    journey,
    multiCity,
    cabin,
    priceList: quotes.map((q) => wire.priceEntry(opts(q))),
  });
  const json = wire.routingSummaryJson({
    journey,
    multiCity,
    cabin,
    priceList: quotes.map((q) => wire.priceEntrySummary(opts(q))),
  });
  // The search's own path: each entry written as JSON member by member.
  const written = wire.routingSummaryJsonOf({
    journey,
    multiCity,
    cabin,
    priceList: quotes.map((q) => wire.priceEntrySummaryJson(opts(q))),
  });
  return { full, json, written };
}

describe('a routing as search results carry it', () => {
  test.each([
    ['one way', [['SYD', 'LON', '2026-12-15']], false, 'Y'],
    [
      'round trip',
      [
        ['SYD', 'LON', '2026-12-15'],
        ['LON', 'SYD', '2027-01-05'],
      ],
      false,
      'C',
    ],
    [
      'multi-city',
      [
        ['SYD', 'MEL', '2026-12-15'],
        ['MEL', 'AKL', '2026-12-18'],
        ['AKL', 'SYD', '2026-12-22'],
      ],
      true,
      'Y',
    ],
  ] as const)(
    '%s: the JSON text is the full routing summarised, member for member',
    async (_name, legs, multiCity, cabin) => {
      const { full, json, written } = await both(
        legs.map((l) => [...l] as [string, string, string]),
        multiCity,
        cabin,
      );
      expect(json).toBe(JSON.stringify(summarizeRouting(full)));
      expect(written).toBe(json);
      const parsed = flightRoutingSummary.parse(JSON.parse(json));
      expect(parsed.segmentInfo.fromSegments.DepAirport).toBe('SYD');
      expect(parsed.priceList.map((p) => p.fareProduct)).toEqual(['0THP', 'CHGF', 'RF24']);
      expect(parsed.segmentInfo.legs?.length).toBe(multiCity ? legs.length : undefined);
      expect(parsed.segmentInfo.retSegments === null).toBe(multiCity || legs.length === 1);
    },
  );
});
