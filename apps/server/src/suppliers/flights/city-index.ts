import type {
  AirportSuggestion,
  CitySuggestion,
  CitySuggestions,
  CountrySuggestion,
} from '@farewise/domain/flights/city-suggestion.schemas';
import { CITY_QUERY_MIN_LENGTH } from '@farewise/domain/flights/flight-search.rules';
import { referenceData, type Airport, type ReferenceData } from './reference-data.ts';

/**
 * The From/To suggestion index (SPEC 3 city suggestion). Built once from the reference data;
 * a query is answered from sorted word-start keys by binary search, so it costs microseconds
 * and no database query.
 *
 * Order within each group: an exact IATA code first, then names that start with the query,
 * then names with a word that starts with it ('kenn' finds John F Kennedy); bigger airports
 * (and cities and countries with bigger airports) before smaller ones.
 */
export interface CityIndexLimits {
  airports: number;
  cities: number;
  countries: number;
  /** Main airports listed under a country. */
  countryAirports: number;
}

export const DEFAULT_LIMITS: CityIndexLimits = {
  airports: 10,
  cities: 10,
  countries: 5,
  countryAirports: 5,
};

export interface CityIndex {
  suggest(query: string): CitySuggestions;
  /** How many keys the index holds, for the benchmark's report. */
  readonly keyCount: number;
}

const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/** Lower case without accents or punctuation: "Xi'an Xianyang" → "xian xianyang", "Zürich" → "zurich". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıħ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Plain code-unit order: stable across machines and far quicker than localeCompare.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every key a name is found by: the whole name and the rest of it from each later word. */
function wordStartKeys(name: string): { key: string; start: boolean }[] {
  const words = foldForSearch(name).split(' ').filter(Boolean);
  return words.map((_, i) => ({ key: words.slice(i).join(' '), start: i === 0 }));
}

/** Sorted keys with, for each, the thing it finds and whether it is the start of the name. */
class PrefixTable {
  private readonly keys: string[];
  private readonly targets: Int32Array;
  private readonly starts: Uint8Array;

  constructor(entries: { key: string; target: number; start: boolean }[]) {
    const unique = new Map<string, { key: string; target: number; start: boolean }>();
    for (const e of entries) {
      const id = `${e.target}\u0000${e.key}`;
      const seen = unique.get(id);
      if (!seen || (e.start && !seen.start)) unique.set(id, e);
    }
    const sorted = [...unique.values()].sort((a, b) => byText(a.key, b.key));
    this.keys = sorted.map((e) => e.key);
    this.targets = Int32Array.from(sorted, (e) => e.target);
    this.starts = Uint8Array.from(sorted, (e) => (e.start ? 1 : 0));
  }

  get size() {
    return this.keys.length;
  }

  private lowerBound(value: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Calls back for every key starting with the prefix. */
  forEachMatch(prefix: string, visit: (target: number, start: boolean) => void) {
    for (let i = this.lowerBound(prefix); i < this.keys.length; i++) {
      if (!(this.keys[i] as string).startsWith(prefix)) break;
      visit(this.targets[i] as number, this.starts[i] === 1);
    }
  }
}

/**
 * The best few of many candidates, ranked by a number (lower is better): a small sorted
 * array, so a broad query such as 'ai' does not sort thousands of airports.
 */
class TopK {
  private readonly items: { target: number; score: number }[] = [];
  private readonly best = new Map<number, number>();
  constructor(private readonly k: number) {}

  offer(target: number, score: number) {
    const known = this.best.get(target);
    if (known !== undefined && known <= score) return;
    if (known !== undefined)
      this.items.splice(
        this.items.findIndex((i) => i.target === target),
        1,
      );
    if (
      this.items.length === this.k &&
      score >= (this.items[this.k - 1] as { score: number }).score
    )
      return;
    let at = this.items.length;
    while (at > 0 && (this.items[at - 1] as { score: number }).score > score) at--;
    this.items.splice(at, 0, { target, score });
    this.best.set(target, score);
    if (this.items.length > this.k) {
      const dropped = this.items.pop() as { target: number };
      this.best.delete(dropped.target);
    }
  }

  targets(): number[] {
    return this.items.map((i) => i.target);
  }
}

// Tiers, best first; a tier is worth more than any rank within it.
const EXACT_CODE = 0;
const AIRPORT_OF_CODE = 1;
const NAME_START = 2;
const WORD_START = 3;

export function buildCityIndex(
  data: ReferenceData,
  limits: CityIndexLimits = DEFAULT_LIMITS,
): CityIndex {
  const countryName = (code: string) => data.countryName(code) ?? code;

  // Ranks: position in a list sorted biggest first, then main airport of its city first
  // (Heathrow before Gatwick), then by name, so a lower rank is better.
  const placeInCity = (a: Airport) => data.cityByCode(a.cityCode)?.airports.indexOf(a) ?? 0;
  const airports = [...data.airports].sort(
    (a, b) => b.size - a.size || placeInCity(a) - placeInCity(b) || byText(a.name, b.name),
  );
  const airportRow = new Map(airports.map((a, i) => [a.iata, i]));
  const cities = [...data.cities].sort(
    (a, b) =>
      (b.airports[0]?.size ?? 0) - (a.airports[0]?.size ?? 0) ||
      b.airports.length - a.airports.length ||
      byText(a.name, b.name),
  );
  const cityRow = new Map(cities.map((c, i) => [c.code, i]));
  const airportsByCountry = new Map<string, Airport[]>();
  for (const a of airports) {
    const list = airportsByCountry.get(a.countryCode) ?? [];
    list.push(a);
    airportsByCountry.set(a.countryCode, list);
  }
  const weight = (list: Airport[]) => list.reduce((sum, a) => sum + a.size * a.size, 0);
  const countries = data.countries
    .filter((c) => airportsByCountry.has(c.code))
    .sort(
      (a, b) =>
        weight(airportsByCountry.get(b.code) ?? []) - weight(airportsByCountry.get(a.code) ?? []),
    );

  // Wire objects are built once and shared by every answer.
  const airportItems: AirportSuggestion[] = airports.map((a) => ({
    airportCode: a.iata,
    airportName: a.name,
    cityCode: a.cityCode,
    cityName: a.cityName,
    countryCode: a.countryCode,
    countryName: countryName(a.countryCode),
  }));
  const itemOf = (a: Airport) =>
    airportItems[airportRow.get(a.iata) as number] as AirportSuggestion;
  const cityItems: CitySuggestion[] = cities.map((c) => ({
    cityCode: c.code,
    cityName: c.name,
    countryCode: c.countryCode,
    countryName: countryName(c.countryCode),
    children: c.airports.map(itemOf),
  }));
  const countryItems: CountrySuggestion[] = countries.map((c) => ({
    countryCode: c.code,
    countryName: c.name,
    children: (airportsByCountry.get(c.code) ?? []).slice(0, limits.countryAirports).map(itemOf),
  }));

  const airportKeys = new PrefixTable(
    airports.flatMap((a, target) => [
      ...wordStartKeys(a.name).map((k) => ({ ...k, target })),
      ...wordStartKeys(a.cityName).map((k) => ({ ...k, target })),
    ]),
  );
  const cityKeys = new PrefixTable(
    cities.flatMap((c, target) => wordStartKeys(c.name).map((k) => ({ ...k, target }))),
  );
  const countryKeys = new PrefixTable(
    countries.flatMap((c, target) =>
      [c.name, ...c.aliases].flatMap((name) => wordStartKeys(name).map((k) => ({ ...k, target }))),
    ),
  );

  const airportCount = airports.length;
  const cityCount = cities.length;
  const countryCount = countries.length;

  return {
    keyCount: airportKeys.size + cityKeys.size + countryKeys.size,
    suggest(query) {
      const folded = foldForSearch(query);
      if (folded.length < CITY_QUERY_MIN_LENGTH)
        return { airportlist: [], citylist: [], countrylist: [] };

      const topAirports = new TopK(limits.airports);
      const topCities = new TopK(limits.cities);
      const topCountries = new TopK(limits.countries);

      if (/^[a-z]{3}$/.test(folded)) {
        const code = folded.toUpperCase();
        const airport = data.airportByIata(code);
        const city = data.cityByCode(code);
        if (airport) {
          topAirports.offer(airportRow.get(airport.iata) as number, EXACT_CODE * airportCount);
          // 'LHR' also offers London, the city it belongs to.
          topCities.offer(cityRow.get(airport.cityCode) as number, AIRPORT_OF_CODE * cityCount);
        }
        if (city) {
          topCities.offer(cityRow.get(city.code) as number, EXACT_CODE * cityCount);
          for (const a of city.airports) {
            const row = airportRow.get(a.iata) as number;
            topAirports.offer(row, AIRPORT_OF_CODE * airportCount + row);
          }
        }
      }
      airportKeys.forEachMatch(folded, (row, start) =>
        topAirports.offer(row, (start ? NAME_START : WORD_START) * airportCount + row),
      );
      cityKeys.forEachMatch(folded, (row, start) =>
        topCities.offer(row, (start ? NAME_START : WORD_START) * cityCount + row),
      );
      countryKeys.forEachMatch(folded, (row, start) =>
        topCountries.offer(row, (start ? NAME_START : WORD_START) * countryCount + row),
      );

      return {
        airportlist: topAirports.targets().map((row) => airportItems[row] as AirportSuggestion),
        citylist: topCities.targets().map((row) => cityItems[row] as CitySuggestion),
        countrylist: topCountries.targets().map((row) => countryItems[row] as CountrySuggestion),
      };
    },
  };
}

let shared: CityIndex | undefined;

/** The process's one suggestion index, built on first use from the shared reference data. */
export function cityIndex(): CityIndex {
  shared ??= buildCityIndex(referenceData());
  return shared;
}
