import { describe, expect, test } from 'vitest';
import { referenceData } from './reference-data.ts';
import { scheduleReference } from './schedule-reference.ts';
import { createSchedule, type Itinerary } from './schedule.ts';

const ref = scheduleReference(referenceData());
const schedule = createSchedule(ref);

/** The list as every pair of airports' whole itineraries (connections included) give it. */
function everyItinerary(fromCode: string, toCode: string, date: string): Itinerary[] {
  const seen = new Set<string>();
  const all: Itinerary[] = [];
  for (const a of ref.airportsFor(fromCode))
    for (const b of ref.airportsFor(toCode)) {
      if (a.iata === b.iata) continue;
      for (const it of schedule.airportItineraries(a, b, date)) {
        if (seen.has(it.key)) continue;
        seen.add(it.key);
        all.push(it);
      }
    }
  all.sort(
    (x, y) =>
      x.stops - y.stops ||
      x.totalMinutes - y.totalMinutes ||
      x.flights[0]!.depUtc - y.flights[0]!.depUtc,
  );
  return all.slice(0, 60);
}

describe('a search of the schedule', () => {
  // Cities of several airports with many nonstops between them (London-Paris: 18 pairs of
  // airports), routes whose list needs connections, and cities of several airports whose list
  // is full before every pair's connections are looked for (the hubs a search skips, Shortlist).
  const routes: [string, string][] = [
    ['LON', 'PAR'],
    ['MIL', 'LON'],
    ['BJS', 'SHA'],
    ['SEL', 'TYO'],
    ['LON', 'NYC'],
    ['SYD', 'LON'],
    ['CBR', 'MEL'],
    ['NYC', 'LON'],
    ['TYO', 'PAR'],
    ['LON', 'DXB'],
    ['ROM', 'AMS'],
  ];
  const dates = ['2027-01-12', '2027-05-03', '2027-09-18'];

  test('gives what every pair of airports would, connections included, whether or not nonstops fill it', () => {
    let filledByNonstops = 0;
    let withConnections = 0;
    for (const [from, to] of routes)
      for (const date of dates) {
        const found = schedule.search(from, to, date);
        expect(found).toEqual(everyItinerary(from, to, date));
        if (found.length === 60 && found.every((it) => it.stops === 0)) filledByNonstops++;
        if (found.some((it) => it.stops > 0)) withConnections++;
      }
    // Both kinds were searched.
    expect(filledByNonstops).toBeGreaterThan(3);
    expect(withConnections).toBeGreaterThan(3);
  });
});
