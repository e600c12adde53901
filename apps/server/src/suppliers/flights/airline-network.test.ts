import { describe, expect, test } from 'vitest';
import { ticketNumber } from '../../modules/flight-orders/order-numbers.ts';
import { AIRLINE_ACCOUNTING_CODES } from './airline-network.ts';
import { terminalsAt } from './terminals.ts';
import { createSimulatedFlightSupplier, type Itinerary } from './flight-supplier.ts';

// Flights keep to what airlines fly (issue 12): terminals from the guide, carriers on routes they
// serve from their hubs, codeshares that name the operating airline, real ticket prefixes.
const supplier = createSimulatedFlightSupplier();
const DATES = ['2026-12-15', '2027-01-20', '2027-03-03'];

async function journeys(from: string, to: string): Promise<Itinerary[]> {
  const all: Itinerary[] = [];
  for (const date of DATES) all.push(...(await supplier.search({ from, to, date })));
  return all;
}
const flightsOf = (list: Itinerary[]) => list.flatMap((it) => it.flights);

describe('terminals', () => {
  test('Heathrow flights use terminals 2 to 5 and Gatwick ones North or South', async () => {
    const list = flightsOf([
      ...(await journeys('LON', 'NYC')),
      ...(await journeys('LON', 'SYD')),
      ...(await journeys('LON', 'PAR')),
      ...(await journeys('LON', 'DXB')),
    ]);
    const at = (code: string) =>
      new Set([
        ...list.filter((f) => f.from === code).map((f) => f.depTerminal),
        ...list.filter((f) => f.to === code).map((f) => f.arrTerminal),
      ]);
    const heathrow = at('LHR');
    const gatwick = at('LGW');
    expect(heathrow.size).toBeGreaterThan(1);
    for (const t of heathrow) expect(['2', '3', '4', '5']).toContain(t);
    for (const t of gatwick) expect(['North', 'South']).toContain(t);
    expect(terminalsAt('LGW')).toEqual(['North', 'South']);
    // British Airways at Heathrow is Terminal 5.
    for (const f of list.filter((f) => f.operatingCarrier === 'BA')) {
      if (f.from === 'LHR') expect(f.depTerminal).toBe('5');
      if (f.to === 'LHR') expect(f.arrTerminal).toBe('5');
    }
  });

  test('an airport not in the terminal guide shows no invented terminal', async () => {
    const list = flightsOf(await journeys('BNE', 'ZQN'));
    expect(list.length).toBeGreaterThan(0);
    for (const f of list) {
      if (terminalsAt(f.from).length === 0) expect(f.depTerminal).toBe('');
      if (terminalsAt(f.to).length === 0) expect(f.arrTerminal).toBe('');
    }
  });
});

describe('carriers and routes', () => {
  test('no Malaysia Airlines into Gatwick', async () => {
    const list = flightsOf([...(await journeys('KUL', 'LON')), ...(await journeys('LON', 'KUL'))]);
    expect(list.some((f) => f.operatingCarrier === 'MH')).toBe(true);
    for (const f of list)
      if (f.operatingCarrier === 'MH' || f.marketingCarrier === 'MH')
        expect([f.from, f.to]).not.toContain('LGW');
  });

  test('no Pakistan International or Virgin Atlantic between Sydney and London', async () => {
    const list = [...(await journeys('SYD', 'LON')), ...(await journeys('LON', 'SYD'))];
    expect(list.length).toBeGreaterThan(10);
    for (const f of flightsOf(list)) {
      expect(['PK', 'VS'], `${f.marketingFlightNo} ${f.from}-${f.to}`).not.toContain(
        f.operatingCarrier,
      );
      expect(['PK', 'VS']).not.toContain(f.marketingCarrier);
    }
  });

  test('closed skies: no Aeroflot to London, no European airline to Moscow, nothing to Kyiv', async () => {
    const toLondon = [...(await journeys('SIN', 'LON')), ...(await journeys('DXB', 'LON'))];
    expect(toLondon.length).toBeGreaterThan(10);
    for (const f of flightsOf(toLondon)) {
      expect(['SU', 'S7', 'U6', 'B2'], `${f.marketingFlightNo} ${f.from}-${f.to}`).not.toContain(
        f.operatingCarrier,
      );
      expect(['SVO', 'DME', 'VKO', 'LED', 'MSQ']).not.toContain(f.to);
    }
    const RUSSIA = ['SVO', 'DME', 'VKO'];
    const moscow = flightsOf([
      ...(await journeys('MOW', 'PAR')),
      ...(await journeys('PAR', 'MOW')),
    ]);
    const russian = moscow.filter((f) => RUSSIA.includes(f.from) || RUSSIA.includes(f.to));
    expect(russian.length).toBeGreaterThan(0);
    for (const f of russian) {
      const label = `${f.marketingFlightNo} ${f.from}-${f.to}`;
      expect(['AF', 'KL', 'LH', 'BA'], label).not.toContain(f.operatingCarrier);
      // Moscow to Paris goes through a country open to both (Istanbul, Dubai, Belgrade...).
      expect(['CDG', 'ORY', 'BVA'], label).not.toContain(RUSSIA.includes(f.from) ? f.to : f.from);
    }
    expect(await journeys('LON', 'IEV')).toEqual([]);
  });

  test('a codeshare names another airline of the alliance as operator', async () => {
    const list = flightsOf([...(await journeys('LON', 'NYC')), ...(await journeys('SYD', 'MEL'))]);
    const shared = list.filter((f) => f.codeShare);
    expect(shared.length).toBeGreaterThan(0);
    for (const f of shared) {
      expect(f.operatingCarrier).not.toBe(f.marketingCarrier);
      expect(supplier.airline(f.marketingCarrier)?.alliance).toBe(
        supplier.airline(f.operatingCarrier)?.alliance,
      );
    }
  });
});

describe('ticket numbers', () => {
  test("start with the validating airline's three-digit accounting code", () => {
    expect(ticketNumber('QF')).toMatch(/^081-\d{10}$/);
    expect(ticketNumber('SQ')).toMatch(/^618-\d{10}$/);
    expect(ticketNumber('BA')).toMatch(/^125-\d{10}$/);
    expect(ticketNumber('LH')).toMatch(/^220-\d{10}$/);
  });

  test('every network airline that validates a searched fare has a code', async () => {
    const list = [
      ...(await journeys('SYD', 'LON')),
      ...(await journeys('LON', 'NYC')),
      ...(await journeys('TYO', 'PAR')),
    ];
    for (const it of list) {
      const carrier = it.flights[0]?.marketingCarrier as string;
      if ((supplier.airline(carrier)?.alliance ?? null) !== null)
        expect(AIRLINE_ACCOUNTING_CODES[carrier], carrier).toMatch(/^\d{3}$/);
    }
  });
});
