import type { RefAirline, RefAirport } from './reference-types.ts';

// The terminals of the busiest airports, a curated table (decision 023) written from the
// airports' terminal guides (2024-2025); an airport not listed shows no terminal.

/**
 * Terminals of the busiest airports: per operating airline, then per alliance, else the
 * airport's usual terminal for other airlines. International and domestic flights use different
 * terminals at some airports (Sydney, Melbourne, Tokyo Haneda, Delhi).
 */
interface TerminalGuide {
  byAirline?: Record<string, string>;
  byAlliance?: Record<string, string>;
  /** Per airline for domestic flights, then `domestic` for the others. */
  domesticByAirline?: Record<string, string>;
  domestic?: string;
  other: string;
}

const STAR = 'Star Alliance';
const ONEWORLD = 'oneworld';
const SKYTEAM = 'SkyTeam';

const TERMINALS: Record<string, TerminalGuide> = {
  // Heathrow: 2 Star Alliance and Aer Lingus, 3 oneworld (not BA) and Virgin Atlantic, Delta and
  // Emirates, 4 SkyTeam and most others, 5 British Airways and Iberia.
  LHR: {
    byAirline: { BA: '5', IB: '5', EI: '2', VS: '3', DL: '3', EK: '3', QR: '4', MH: '4', EY: '4' },
    byAlliance: { [STAR]: '2', [ONEWORLD]: '3', [SKYTEAM]: '4' },
    other: '4',
  },
  // Gatwick: North and South.
  LGW: {
    byAirline: {
      BA: 'South',
      EK: 'North',
      QR: 'North',
      TK: 'North',
      TP: 'North',
      U2: 'North',
      VY: 'North',
      W6: 'South',
      FR: 'South',
      DY: 'South',
      B6: 'South',
      WS: 'South',
      AI: 'North',
    },
    other: 'South',
  },
  // Charles de Gaulle: Air France and SkyTeam in 2E/2F, oneworld 2A, Star Alliance 1.
  CDG: {
    byAirline: { AF: '2E', U2: '2D', EK: '2C', QR: '1', LH: '1', VY: '3' },
    byAlliance: { [SKYTEAM]: '2E', [ONEWORLD]: '2A', [STAR]: '1' },
    other: '1',
  },
  ORY: { byAirline: { AF: '2', U2: '3', VY: '3' }, other: '1' },
  JFK: {
    byAirline: { B6: '5', DL: '4', AA: '8', BA: '8', IB: '8', QR: '8', EK: '4', SQ: '4', VS: '4' },
    byAlliance: { [SKYTEAM]: '4', [ONEWORLD]: '8', [STAR]: '1' },
    other: '1',
  },
  EWR: { byAirline: { UA: 'C' }, other: 'B' },
  ORD: {
    byAirline: { UA: '1', AA: '3' },
    byAlliance: { [STAR]: '1', [ONEWORLD]: '3' },
    other: '5',
  },
  YYZ: { byAirline: { AC: '1' }, byAlliance: { [STAR]: '1' }, other: '3' },
  FRA: { byAlliance: { [STAR]: '1' }, other: '2' },
  MUC: { byAlliance: { [STAR]: '2' }, other: '1' },
  MAD: {
    byAirline: { IB: '4', UX: '1' },
    byAlliance: { [ONEWORLD]: '4', [STAR]: '2', [SKYTEAM]: '1' },
    other: '1',
  },
  BCN: { byAirline: { U2: '2', FR: '2' }, other: '1' },
  FCO: { byAirline: { AZ: '1' }, byAlliance: { [SKYTEAM]: '1' }, other: '3' },
  DUB: {
    byAirline: { EI: '2', FR: '1' },
    byAlliance: { [STAR]: '2', [ONEWORLD]: '2' },
    other: '1',
  },
  MAN: { byAirline: { VS: '2', EK: '1', QR: '2', SQ: '2' }, other: '1' },
  DXB: { byAirline: { EK: '3', FZ: '2' }, other: '1' },
  SIN: { byAirline: { SQ: '3', TR: '1' }, other: '1' },
  KUL: { byAirline: { AK: '2', D7: '2' }, other: '1' },
  NRT: {
    byAirline: { JL: '2' },
    byAlliance: { [ONEWORLD]: '2', [STAR]: '1', [SKYTEAM]: '1' },
    other: '1',
  },
  HND: { domesticByAirline: { JL: '1', NH: '2' }, domestic: '2', other: '3' },
  ICN: { byAirline: { KE: '2' }, byAlliance: { [SKYTEAM]: '2' }, other: '1' },
  SYD: { domesticByAirline: { QF: '3' }, domestic: '2', other: '1' },
  MEL: { domesticByAirline: { QF: '1', JQ: '4' }, domestic: '3', other: '2' },
  DEL: { domesticByAirline: { '6E': '1' }, domestic: '3', other: '3' },
};

/** The terminal an airline's flight uses at an airport ('' when the airport is not in the guide). */
export function terminalOf(airport: RefAirport, airline: RefAirline, domestic: boolean): string {
  const guide = TERMINALS[airport.iata];
  if (!guide) return '';
  if (domestic && (guide.domesticByAirline || guide.domestic))
    return guide.domesticByAirline?.[airline.iata] ?? guide.domestic ?? guide.other;
  return guide.byAirline?.[airline.iata] ?? guide.byAlliance?.[airline.alliance] ?? guide.other;
}

/** Every terminal the guide names at an airport (for tests and documentation). */
export function terminalsAt(iata: string): string[] {
  const guide = TERMINALS[iata];
  if (!guide) return [];
  return [
    ...new Set([
      ...Object.values(guide.byAirline ?? {}),
      ...Object.values(guide.byAlliance ?? {}),
      ...Object.values(guide.domesticByAirline ?? {}),
      ...(guide.domestic ? [guide.domestic] : []),
      guide.other,
    ]),
  ].sort();
}
