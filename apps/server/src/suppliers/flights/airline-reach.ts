import type { RefAirline, RefAirport } from './reference-types.ts';

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
  ...Object.fromEntries(
    ['VA', 'JQ', 'TR', 'D7', 'HO', 'SC', '3U', 'ZH', 'HX', 'NX', 'BI', 'PX', 'SB'].map((c) => [
      c,
      8_500,
    ]),
  ),
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
  const hubA = airline.hubs.includes(a.iata);
  const hubB = airline.hubs.includes(b.iata);
  if (!hubA && !hubB) return false;
  if (hubA && hubB) return true;
  const other = hubA ? b : a;
  const domestic = other.country === airline.country;
  if (other.size >= 3) return km <= 14_500;
  if (other.size === 2) return domestic ? km <= 5_000 : km <= 3_500;
  return domestic && km <= 2_000;
}
