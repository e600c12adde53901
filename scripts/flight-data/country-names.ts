/**
 * Country names as travellers write them, where the ISO English name is formal
 * ("United States of America", "Taiwan, Province of China"). The formal names stay searchable
 * as aliases, with a few common extra names.
 */
export const COUNTRY_NAME_OVERRIDES: Record<string, string> = {
  BN: 'Brunei',
  BO: 'Bolivia',
  BQ: 'Caribbean Netherlands',
  CD: 'DR Congo',
  CG: 'Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  KP: 'North Korea',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MF: 'Saint Martin',
  MK: 'North Macedonia',
  MO: 'Macau',
  PS: 'Palestine',
  RU: 'Russia',
  SX: 'Sint Maarten',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VE: 'Venezuela',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

export const COUNTRY_ALIASES: Record<string, string[]> = {
  AE: ['UAE', 'Emirates'],
  GB: ['UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  NL: ['Holland'],
  TR: ['Turkey'],
  US: ['USA', 'America'],
};
