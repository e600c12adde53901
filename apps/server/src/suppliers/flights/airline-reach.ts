import type { RefAirline, RefAirport } from './reference-types.ts';
import { flysLongHaul, mayFlyBetween } from './airline-network.ts';
import { MAX_RANGE_STRETCH } from './leg-service.ts';

const MIN_LEG_KM = 120;
const MAX_LEG_KM = 15_800;

/**
 * How far regional and low-cost airlines fly from their bases (km); the rest reach 14,500 km.
 * Written from the carriers' fleets: turboprops and narrow-bodies, a few low-cost long-haul arms.
 */
const REACH_KM: Record<string, number> = {
  ...Object.fromEntries(['ZL', 'LM', 'WF', 'EN'].map((c) => [c, 1_500])),
  ...Object.fromEntries(
    ['LG', 'KM', 'FB', 'OU', 'BT', 'PD', 'PG', 'BC', '4Z', 'FA', 'UP', 'H2', 'JA', 'P5'].map(
      (c) => [c, 3_500],
    ),
  ),
  ...Object.fromEntries(
    [
      'U2',
      'FR',
      'W6',
      'VY',
      'V7',
      'HV',
      'TO',
      'EW',
      'PC',
      'XQ',
      'LS',
      'F3',
      'XY',
      'G9',
      'J9',
      'IX',
      'SG',
      'QP',
      '5J',
      'AK',
      'FD',
      'JT',
      'SL',
      'ID',
      'OD',
      'MM',
      'UO',
      '7C',
      'LJ',
      'TW',
      '9C',
      'VJ',
      'G4',
      'NK',
      'F9',
      'SY',
      'WN',
      'Y4',
      'VB',
      'DM',
      'G3',
      'AD',
      'F8',
      'DY',
      'BY',
      'FZ',
      '6E',
    ].map((c) => [c, 4_800]),
  ),
  // Mid-size network carriers: narrow-bodies and a few wide-bodies, no ultra-long-haul.
  ...Object.fromEntries(['ME', 'HF', 'TC', 'AH', 'TU', 'RO', 'A3'].map((c) => [c, 6_000])),
  ...Object.fromEntries(
    ['KC', 'S7', 'J2', 'JU', 'GF', 'WY', 'WB', 'CM', 'DT', 'P4', 'BW', 'FI', 'IR'].map((c) => [
      c,
      7_500,
    ]),
  ),
  ...Object.fromEntries(
    ['VA', 'JQ', 'TR', 'D7', 'HO', 'SC', '3U', 'ZH', 'HX', 'NX', 'BI', 'PX', 'SB'].map((c) => [
      c,
      8_500,
    ]),
  ),
  ...Object.fromEntries(['WS', 'TS', 'AS', 'BG', 'UL'].map((c) => [c, 8_500])),
  HA: 9_000,
  MK: 9_500,
  HY: 10_500,
};

/**
 * Airports whose flights are limited in length whoever flies them: the perimeter rules of
 * New York LaGuardia (1,500 miles) and Washington National (1,250 miles), London City's short
 * runway, and the secondary airports of big cities that low-cost airlines use for short and
 * medium flights (no long-haul service leaves them).
 */
const AIRPORT_MAX_KM: Record<string, number> = {
  LGA: 2_420,
  DCA: 2_010,
  LCY: 1_800,
  STN: 5_000,
  LTN: 5_000,
  SEN: 4_000,
  BVA: 4_000,
  BGY: 4_500,
  CRL: 4_500,
  HHN: 4_000,
  NRN: 3_500,
  GRO: 3_500,
  REU: 3_500,
  TSF: 3_500,
  CIA: 4_000,
  WMI: 3_000,
  TRF: 3_500,
  NYO: 3_500,
  MMX: 3_000,
};

/** Whether an airline flies a leg between two airports at all (not which days). */
export function airlineServes(
  airline: RefAirline,
  a: RefAirport,
  b: RefAirport,
  km: number,
): boolean {
  if (km < MIN_LEG_KM || km > MAX_LEG_KM) return false;
  if (km > (REACH_KM[airline.iata] ?? 14_500)) return false;
  // Nothing longer than its own aircraft can fly.
  if (airline.fleetRangeKm !== undefined && km > airline.fleetRangeKm * MAX_RANGE_STRETCH)
    return false;
  if (km > (AIRPORT_MAX_KM[a.iata] ?? MAX_LEG_KM) || km > (AIRPORT_MAX_KM[b.iata] ?? MAX_LEG_KM))
    return false;
  const hubA = airline.hubs.includes(a.iata);
  const hubB = airline.hubs.includes(b.iata);
  if (!hubA && !hubB) return false;
  if (!mayFlyBetween(airline, a, b)) return false;
  if (!flysLongHaul(airline, a, b, km)) return false;
  if (hubA && hubB) return true;
  const other = hubA ? b : a;
  const domestic = other.country === airline.country;
  if (other.size >= 3) return km <= 14_500;
  if (other.size === 2) return domestic ? km <= 5_000 : km <= 3_500;
  return domestic && km <= 2_000;
}
