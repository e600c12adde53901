import { describe, expect, test } from 'vitest';
import { createSimulatedFlightSupplier } from './flight-supplier.ts';
import { MAX_RANGE_STRETCH } from './leg-service.ts';
import { loadReferenceData } from './reference-data.ts';

// Issue 37 item 18: each airline flies only its own types (data/fleets.json), and a long leg a
// type with the range for it: no Austrian A380, Scoot 767-400 or Qantas 777-200LR.
const supplier = createSimulatedFlightSupplier();
const data = loadReferenceData();
const fleetOf = (iata: string) => new Set(data.airlineByIata(iata)!.fleet.map((a) => a.code));

const ROUTES: [string, string][] = [
  ['SIN', 'VIE'],
  ['SIN', 'SYD'],
  ['SIN', 'TYO'],
  ['SYD', 'LON'],
  ['PER', 'LON'],
  ['SYD', 'DFW'],
  ['MEL', 'LAX'],
  ['BNE', 'ZQN'],
  ['LON', 'NYC'],
  ['DXB', 'JFK'],
  ['DOH', 'AKL'],
  ['FRA', 'BKK'],
  ['VIE', 'NYC'],
  ['HKG', 'SFO'],
  ['GRU', 'EZE'],
  ['CAS', 'PAR'],
  ['DEL', 'BOM'],
  ['OSL', 'BGO'],
];
const DATES = ['2026-12-15', '2027-03-03', '2027-07-01'];

async function flights() {
  const all = [];
  for (const [from, to] of ROUTES)
    for (const date of DATES)
      for (const it of await supplier.search({ from, to, date })) all.push(...it.flights);
  return all;
}

describe('aircraft from each airline’s own fleet', () => {
  test('every airline has a fleet of known types', () => {
    for (const airline of data.airlines) {
      expect(airline.fleet.length, airline.iata).toBeGreaterThan(0);
      for (const craft of airline.fleet) expect(data.aircraftByCode(craft.code)).toBe(craft);
    }
    // The ones a traveller doubted.
    expect(fleetOf('OS').has('388')).toBe(false);
    expect(fleetOf('TR').has('764')).toBe(false);
    expect(fleetOf('QF').has('77L')).toBe(false);
  });

  test("every scheduled flight's aircraft is one its operating airline flies, with the range for the leg", async () => {
    const list = await flights();
    expect(list.length).toBeGreaterThan(1000);
    const longHaul = list.filter((f) => f.distanceKm > 9_000);
    expect(longHaul.length).toBeGreaterThan(50);
    for (const f of list) {
      const where = `${f.operatingFlightNo} ${f.from}-${f.to} ${f.aircraftCode}`;
      expect(fleetOf(f.operatingCarrier).has(f.aircraftCode), where).toBe(true);
      const craft = data.aircraftByCode(f.aircraftCode)!;
      expect(craft.rangeKm * MAX_RANGE_STRETCH, where).toBeGreaterThanOrEqual(f.distanceKm);
    }
    for (const f of longHaul) {
      const craft = data.aircraftByCode(f.aircraftCode)!;
      expect(['widebody', 'jumbo'], `${f.operatingFlightNo} ${f.aircraftCode}`).toContain(
        craft.sizeClass,
      );
    }
    // Singapore-Vienna: Austrian flies it with none of its types an A380.
    const vienna = list.filter((f) => f.from === 'SIN' && f.to === 'VIE');
    for (const f of vienna) expect(f.aircraftCode).not.toBe('388');
  }, 120_000);
});
