import type { RefAirline, RefAirport } from './reference-types.ts';

/**
 * What airlines really fly, as a curated table (decision 023): the world regions each network
 * airline reaches on long-haul flights from its hubs, the secondary airports of big cities that
 * only a few airlines fly long-haul to, and the airlines' three-digit accounting codes (the first
 * digits of their ticket numbers); the terminals of the busiest airports are in terminals.ts.
 * Written from the airlines' and airports' published networks (2024-2025); an airline or an
 * airport not listed keeps the general rules of airline-reach.ts.
 */

export type Region = 'EU' | 'NA' | 'LATAM' | 'MEA' | 'AFR' | 'SAS' | 'CAS' | 'EAS' | 'SEA' | 'OCE';

const MIDDLE_EAST = new Set('AE QA SA KW BH OM JO IL PS LB IQ IR SY YE TR CY GE AM AZ'.split(' '));
const SOUTH_ASIA = new Set('IN PK BD LK NP MV BT AF'.split(' '));
const SOUTHEAST_ASIA = new Set('TH MY SG ID PH VN KH LA MM BN TL'.split(' '));
const CENTRAL_ASIA = new Set('KZ UZ KG TJ TM'.split(' '));
const NORTH_AMERICA = new Set('US CA'.split(' '));

const regions = new WeakMap<Pick<RefAirport, 'country' | 'tz'>, Region>();

/** The world region of an airport, from its country and time zone (kept per airport). */
export function regionOf(airport: Pick<RefAirport, 'country' | 'tz'>): Region {
  let region = regions.get(airport);
  if (region === undefined) regions.set(airport, (region = regionFrom(airport)));
  return region;
}

function regionFrom({ country, tz }: Pick<RefAirport, 'country' | 'tz'>): Region {
  if (MIDDLE_EAST.has(country)) return 'MEA';
  if (SOUTH_ASIA.has(country)) return 'SAS';
  if (SOUTHEAST_ASIA.has(country)) return 'SEA';
  if (CENTRAL_ASIA.has(country)) return 'CAS';
  if (NORTH_AMERICA.has(country)) return 'NA';
  if (tz.startsWith('Europe/') || tz.startsWith('Atlantic/')) return 'EU';
  if (tz.startsWith('America/')) return 'LATAM';
  if (tz.startsWith('Africa/') || tz.startsWith('Indian/')) return 'AFR';
  if (tz.startsWith('Australia/') || tz.startsWith('Pacific/')) return 'OCE';
  return 'EAS';
}

/** Flights longer than this, between countries, go only to the regions an airline serves long-haul. */
export const LONG_HAUL_KM = 3_500;

const r = (list: string) => list.split(' ') as Region[];
const ALL: Region[] = r('EU NA LATAM MEA AFR SAS CAS EAS SEA OCE');

/** The regions each network airline flies long-haul to from its hubs (its own region aside). */
const LONG_HAUL_REGIONS: Record<string, Region[]> = {
  AA: r('NA LATAM EU EAS OCE SAS MEA'),
  AC: r('NA LATAM EU EAS SEA OCE SAS MEA AFR'),
  AF: r('NA LATAM EU AFR MEA SAS EAS SEA'),
  AI: r('EU NA OCE SEA EAS MEA'),
  AM: r('NA LATAM EU EAS'),
  AR: r('LATAM EU NA'),
  AT: r('AFR EU NA LATAM MEA EAS'),
  AV: r('LATAM NA EU'),
  AY: r('EU NA EAS SEA SAS MEA'),
  AZ: r('EU NA LATAM EAS SAS AFR MEA'),
  B6: r('NA LATAM EU'),
  BA: r('NA LATAM EU AFR MEA SAS EAS SEA'),
  BR: r('EAS SEA NA EU OCE'),
  CI: r('EAS SEA NA EU OCE'),
  CX: r('EAS SEA NA EU OCE SAS MEA AFR'),
  CZ: r('EAS SEA OCE EU NA SAS MEA AFR CAS'),
  DE: r('EU NA LATAM AFR SAS'),
  DL: r('NA LATAM EU EAS OCE AFR SAS MEA'),
  EI: r('EU NA'),
  EK: ALL,
  ET: r('AFR EU NA LATAM MEA SAS EAS SEA'),
  EY: r('EU NA AFR SAS EAS SEA OCE MEA CAS'),
  FJ: r('OCE NA EAS SEA'),
  HU: r('EAS EU NA OCE'),
  IB: r('EU LATAM NA EAS'),
  JL: r('EAS SEA NA EU OCE SAS'),
  KE: r('EAS SEA NA EU OCE SAS MEA CAS'),
  KL: r('EU NA LATAM AFR MEA SAS EAS SEA'),
  KQ: r('AFR EU NA MEA SAS SEA'),
  KU: r('MEA EU SAS NA SEA AFR'),
  LA: r('LATAM NA EU OCE AFR'),
  LH: r('EU NA LATAM AFR MEA SAS EAS SEA CAS'),
  LO: r('EU NA EAS SAS MEA'),
  LX: r('EU NA LATAM EAS SEA SAS AFR MEA'),
  LY: r('MEA EU NA EAS SEA SAS AFR'),
  MF: r('EAS SEA OCE EU NA'),
  MH: r('SEA EAS SAS OCE MEA EU'),
  MS: r('AFR MEA EU NA SAS EAS SEA'),
  MU: r('EAS SEA OCE EU NA SAS MEA'),
  NH: r('EAS SEA NA EU OCE SAS'),
  NZ: r('OCE NA EAS SEA'),
  OS: r('EU NA EAS SEA MEA AFR'),
  OZ: r('EAS SEA NA EU OCE CAS'),
  PK: r('SAS MEA EU NA EAS SEA'),
  PR: r('SEA EAS NA OCE MEA'),
  QF: r('OCE NA SEA EAS SAS EU AFR LATAM'),
  QR: ALL,
  RJ: r('MEA EU NA SEA AFR'),
  SA: r('AFR LATAM OCE EU'),
  SK: r('EU NA EAS SEA'),
  SN: r('EU AFR NA'),
  SQ: r('SEA EAS SAS OCE EU NA MEA AFR'),
  SU: r('EU EAS SEA SAS MEA CAS'),
  SV: r('MEA EU NA SAS SEA EAS AFR'),
  TG: r('SEA EAS SAS EU OCE MEA'),
  TK: ALL,
  TP: r('EU NA LATAM AFR'),
  UA: r('NA LATAM EU EAS SEA OCE SAS MEA AFR'),
  UX: r('EU LATAM NA'),
  VN: r('SEA EAS EU OCE NA SAS'),
  VS: r('NA LATAM EU AFR SAS MEA'),
  WK: r('EU NA LATAM AFR SAS SEA'),
};

/**
 * Secondary airports of a big city that take long-haul flights from a few airlines only, each to
 * a few regions (the rest fly long-haul to the city's main airport): Gatwick sees no Malaysia
 * Airlines and British Airways flies only to the Americas from there; Orly and Linate see none of
 * the network airlines' long-haul flights.
 */
const LONG_HAUL_ONLY: Record<string, Readonly<Record<string, Region[]>>> = {
  LGW: {
    BA: r('NA LATAM'),
    EK: r('MEA'),
    QR: r('MEA'),
    B6: r('NA'),
    AI: r('SAS'),
    WS: r('NA'),
    DY: r('NA'),
  },
  ORY: {},
  LIN: {},
};

/**
 * Closed skies since 2022: no civil flights at all in Ukraine; Russian and Belarusian airlines
 * may not fly to the European Union, the United Kingdom, North America and the other countries
 * that closed their airspace to them, and those countries' airlines no longer fly to Russia or
 * Belarus.
 */
const NO_CIVIL_FLIGHTS = new Set(['UA']);
const SANCTIONED = new Set(['RU', 'BY']);
const CLOSED_TO_SANCTIONED = new Set(
  (
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' +
    'GB US CA NO CH IS LI AL MK ME MD UA'
  ).split(' '),
);

/** Whether an airline may fly between these airports at all (closed airspace and sanctions). */
export function mayFlyBetween(airline: Pick<RefAirline, 'country'>, a: RefAirport, b: RefAirport) {
  if (NO_CIVIL_FLIGHTS.has(a.country) || NO_CIVIL_FLIGHTS.has(b.country)) return false;
  const closed = (c: string) => CLOSED_TO_SANCTIONED.has(c);
  if (SANCTIONED.has(airline.country) && (closed(a.country) || closed(b.country))) return false;
  if (closed(airline.country) && (SANCTIONED.has(a.country) || SANCTIONED.has(b.country)))
    return false;
  return true;
}

/** Whether a network airline's long-haul flight between these airports is one it would fly. */
export function flysLongHaul(airline: RefAirline, a: RefAirport, b: RefAirport, km: number) {
  if (km <= LONG_HAUL_KM || a.country === b.country) return true;
  for (const [end, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const only = LONG_HAUL_ONLY[end.iata];
    if (only && !only[airline.iata]?.includes(regionOf(other))) return false;
  }
  const regions = LONG_HAUL_REGIONS[airline.iata];
  if (!regions) return true;
  const other = airline.hubs.includes(a.iata) ? b : a;
  const home = airline.hubs.includes(a.iata) ? a : b;
  const region = regionOf(other);
  return region === regionOf(home) || regions.includes(region);
}

/** IATA three-digit accounting codes: a ticket number starts with its validating airline's. */
export const AIRLINE_ACCOUNTING_CODES: Readonly<Record<string, string>> = {
  AA: '001',
  DL: '006',
  UA: '016',
  AC: '014',
  AS: '027',
  WN: '526',
  B6: '279',
  HA: '173',
  WS: '838',
  AM: '139',
  AV: '134',
  LA: '045',
  AR: '044',
  CM: '230',
  BA: '125',
  VS: '932',
  EI: '053',
  AF: '057',
  KL: '074',
  LH: '220',
  LX: '724',
  OS: '257',
  SN: '082',
  IB: '075',
  UX: '996',
  TP: '047',
  AZ: '055',
  AY: '105',
  SK: '117',
  LO: '080',
  TK: '235',
  A3: '390',
  DE: '881',
  WK: '945',
  SU: '555',
  FI: '108',
  RO: '281',
  DY: '328',
  EK: '176',
  QR: '157',
  EY: '607',
  SV: '065',
  RJ: '512',
  LY: '114',
  KU: '229',
  GF: '072',
  WY: '910',
  MS: '077',
  AT: '147',
  ET: '071',
  KQ: '706',
  SA: '083',
  ME: '076',
  FZ: '141',
  AI: '098',
  PK: '214',
  UL: '603',
  '6E': '312',
  BG: '997',
  SQ: '618',
  MH: '232',
  TG: '217',
  VN: '738',
  PR: '079',
  GA: '126',
  CX: '160',
  CI: '297',
  BR: '695',
  JL: '131',
  NH: '205',
  KE: '180',
  OZ: '988',
  CA: '999',
  MU: '781',
  CZ: '784',
  HU: '880',
  MF: '731',
  '3U': '876',
  HX: '851',
  NX: '675',
  QF: '081',
  VA: '795',
  NZ: '086',
  FJ: '260',
  JQ: '041',
};
