import {
  DESTINATION_TYPE_INFO,
  DESTINATION_TYPES,
  KEYWORD_SUGGESTION_LIMIT,
  type DestinationSuggestion,
  type DestinationType,
} from '@farewise/domain/hotels/destination.schemas';
import { foldForSearch } from '../flights/city-index.ts';
import type { Destinations, HotelCity } from './destinations.ts';
import type { HotelCatalog } from './hotel-catalog.ts';

/**
 * The hotel destination suggestion index (GET /v3/hotel/keyword). Every place and hotel is
 * found by the start of its name or of any later word of it; sorted keys are searched by
 * binary search, so an answer costs microseconds and no database query.
 *
 * Order: an exact name or code first, then names starting with the query, then names with a
 * word starting with it; within each, the more important place first (population for cities,
 * regions, metros and countries, airport size, and hotels last). Districts and hotels are
 * offered from three characters on, so 'pa' lists places, not hundreds of hotels.
 */

interface Entry {
  type: DestinationType;
  /** Index into the list of its kind. */
  ref: number;
  importance: number;
}

export interface DestinationIndex {
  suggest(query: string, limit?: number): DestinationSuggestion[];
  /** The suggestion for an ID, or undefined. */
  byId(id: string): DestinationSuggestion | undefined;
  readonly keyCount: number;
}

const EXACT = 0;
const NAME_START = 1;
const WORD_START = 2;
const MIN_DETAIL_QUERY = 3;
const GENERIC_WORDS = new Set(['hotel', 'inn', 'suites', 'hostel', 'guesthouse', 'the']);

/** Sorted keys, each with the entry it finds and whether it is the start of the name. */
class KeyTable {
  private pending: { key: string; entry: number; start: boolean }[] = [];
  private keys: string[] = [];
  private entries = new Int32Array(0);
  private starts = new Uint8Array(0);

  add(key: string, entry: number, start: boolean) {
    this.pending.push({ key, entry, start });
  }

  seal() {
    this.pending.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry - b.entry));
    this.keys = this.pending.map((k) => k.key);
    this.entries = Int32Array.from(this.pending, (k) => k.entry);
    this.starts = Uint8Array.from(this.pending, (k) => (k.start ? 1 : 0));
    this.pending = [];
  }

  get size() {
    return this.keys.length;
  }

  forEachMatch(prefix: string, visit: (entry: number, start: boolean, exact: boolean) => void) {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.keys.length; i++) {
      const key = this.keys[i] as string;
      if (!key.startsWith(prefix)) break;
      const start = this.starts[i] === 1;
      visit(this.entries[i] as number, start, start && key.length === prefix.length);
    }
  }
}

export function buildDestinationIndex(
  destinations: Destinations,
  catalog: HotelCatalog,
): DestinationIndex {
  const { cities, groups, metros, airports, countries } = destinations;
  const cityOf = (i: number) => cities[i] as HotelCity;
  const T = DESTINATION_TYPES;

  const entries: Entry[] = [];
  const keysOf: string[][] = [];
  const add = (type: DestinationType, ref: number, importance: number, names: string[]) => {
    entries.push({ type, ref, importance });
    keysOf.push(names);
  };
  cities.forEach((c, i) => add(T.location, i, c.population * (c.holiday ? 3 : 1), [c.name]));
  countries.forEach((c, i) => add(T.country, i, c.population * 0.8, [c.name, ...c.aliases]));
  groups.forEach((g, i) => add(T.cityGroup, i, g.population * 0.3, [g.name]));
  // A metro ranks just below its main city, so 'paris' offers the city first.
  metros.forEach((m, i) =>
    add(T.metro, i, cityOf(m.cityIndexes[0] as number).population * 0.6, [m.name]),
  );
  // An airport is found by the city it serves too: 'paris' offers Charles de Gaulle and Orly.
  airports.forEach((a, i) =>
    add(T.airport, i, a.size * a.size * 150_000, [a.name, `${a.cityName} ${a.name}`]),
  );
  cities.forEach((c) =>
    c.districts.forEach((d) =>
      add(T.block, entries.length, c.population * 0.02, [`${d.name} ${c.name}`]),
    ),
  );
  const districtRefs = cities.flatMap((c) => c.districts);
  let districtNo = 0;
  for (const e of entries) if (e.type === T.block) e.ref = districtNo++;
  catalog.hotels.forEach((h, i) =>
    add(T.hotel, i, h.reviewCount * 10 + cityOf(h.cityIndex).population * 0.0001, [h.name]),
  );

  // Rank: more important first; a lower rank is better.
  const order = entries
    .map((_, i) => i)
    .sort((a, b) => (entries[b] as Entry).importance - (entries[a] as Entry).importance || a - b);
  const rankOf = new Int32Array(entries.length);
  order.forEach((entry, rank) => (rankOf[entry] = rank));

  // Two key tables: places, and the districts and hotels offered from three characters on.
  const placeTable = new KeyTable();
  const detailTable = new KeyTable();
  keysOf.forEach((names, entry) => {
    const type = (entries[entry] as Entry).type;
    const table = type === T.hotel || type === T.block ? detailTable : placeTable;
    for (const name of names) {
      const words = foldForSearch(name).split(' ').filter(Boolean);
      for (let w = 0; w < words.length; w++) {
        // 'hotel' or 'inn' inside a hotel's name finds every hotel: only its first word counts then.
        if (w > 0 && type === T.hotel && GENERIC_WORDS.has(words[w] as string)) continue;
        table.add(words.slice(w).join(' '), entry, w === 0);
      }
    }
  });
  placeTable.seal();
  detailTable.seal();
  keysOf.length = 0;

  const codes = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e.type === T.airport)
      codes.set((airports[e.ref] as (typeof airports)[number]).iata.toLowerCase(), i);
    if (
      e.type === T.metro &&
      !codes.has((metros[e.ref] as (typeof metros)[number]).code.toLowerCase())
    )
      codes.set((metros[e.ref] as (typeof metros)[number]).code.toLowerCase(), i);
  });

  function toSuggestion(entry: Entry): DestinationSuggestion {
    const label = DESTINATION_TYPE_INFO[entry.type].label;
    const place = (
      ID: string,
      Name: string,
      CountryCode: string,
      city_name: string,
      second_display: string,
    ) => ({
      ID,
      Name,
      Type: entry.type,
      CountryCode,
      city_name,
      second_display,
      TypeName: label,
    });
    switch (entry.type) {
      case T.location: {
        const c = cityOf(entry.ref);
        const region = c.region && c.region !== c.name ? `${c.region}, ` : '';
        return place(`c${c.id}`, c.name, c.countryCode, c.name, `${region}${c.countryName}`);
      }
      case T.country: {
        const c = countries[entry.ref] as (typeof countries)[number];
        return place(
          c.id,
          c.name,
          c.code,
          c.name,
          `${c.cityIndexes.length} destination${c.cityIndexes.length === 1 ? '' : 's'}`,
        );
      }
      case T.cityGroup: {
        const g = groups[entry.ref] as (typeof groups)[number];
        return place(
          g.id,
          g.name,
          g.countryCode,
          g.name,
          `Region, ${cityOf(g.cityIndexes[0] as number).countryName}`,
        );
      }
      case T.metro: {
        const m = metros[entry.ref] as (typeof metros)[number];
        return place(
          m.id,
          `${m.name} metropolitan area`,
          m.countryCode,
          m.name,
          `All areas, ${cityOf(m.cityIndexes[0] as number).countryName}`,
        );
      }
      case T.airport: {
        const a = airports[entry.ref] as (typeof airports)[number];
        const c = cityOf(a.cityIndexes[0] as number);
        return place(
          a.id,
          `${a.name} (${a.iata})`,
          a.countryCode,
          c.name,
          `Near ${c.name}, ${c.countryName}`,
        );
      }
      case T.block: {
        const d = districtRefs[entry.ref] as (typeof districtRefs)[number];
        const c = cityOf(d.cityIndex);
        return place(d.id, d.name, c.countryCode, c.name, `${c.name}, ${c.countryName}`);
      }
      default: {
        const h = catalog.hotels[entry.ref] as (typeof catalog.hotels)[number];
        const c = cityOf(h.cityIndex);
        const district = c.districts[h.districtIndex]?.name ?? '';
        return place(
          `h${h.id}`,
          h.name,
          c.countryCode,
          c.name,
          `${district}, ${c.name}, ${c.countryName}`,
        );
      }
    }
  }

  const idToEntry = new Map<string, number>();
  const prefixOf: Record<string, DestinationType> = {
    c: T.location,
    n: T.country,
    g: T.cityGroup,
    m: T.metro,
    a: T.airport,
    b: T.block,
    h: T.hotel,
  };
  const idOf = (e: Entry) => toSuggestion(e).ID;
  // IDs of places are indexed now; hotel IDs resolve through the catalog.
  entries.forEach((e, i) => {
    if (e.type !== T.hotel) idToEntry.set(idOf(e), i);
  });
  const hotelEntryBase = entries.findIndex((e) => e.type === T.hotel);

  return {
    keyCount: placeTable.size + detailTable.size,
    suggest(query, limit = KEYWORD_SUGGESTION_LIMIT) {
      const folded = foldForSearch(query);
      if (!folded) return [];
      // The best few, kept sorted: a broad query ('hot') scans thousands of keys but sorts none.
      const n = entries.length;
      const top: { entry: number; score: number }[] = [];
      const offer = (entry: number, tier: number) => {
        const score = tier * n + (rankOf[entry] as number);
        if (top.length === limit && score >= (top[limit - 1] as { score: number }).score) return;
        const seen = top.findIndex((t) => t.entry === entry);
        if (seen >= 0) {
          if ((top[seen] as { score: number }).score <= score) return;
          top.splice(seen, 1);
        }
        let at = top.length;
        while (at > 0 && (top[at - 1] as { score: number }).score > score) at--;
        top.splice(at, 0, { entry, score });
        if (top.length > limit) top.pop();
      };
      // 'LHR' typed in capitals is a code and comes first; 'par' is more likely the start of Paris.
      const code = folded.length === 3 ? codes.get(folded) : undefined;
      if (code !== undefined) offer(code, /^[A-Z]{3}$/.test(query.trim()) ? EXACT : NAME_START);
      const visit = (entry: number, start: boolean, exact: boolean) =>
        offer(entry, exact ? EXACT : start ? NAME_START : WORD_START);
      placeTable.forEachMatch(folded, visit);
      if (folded.length >= MIN_DETAIL_QUERY) detailTable.forEachMatch(folded, visit);
      return top.map((t) => toSuggestion(entries[t.entry] as Entry));
    },
    byId(id) {
      const kind = prefixOf[id.charAt(0)];
      if (kind === T.hotel) {
        const hotel = catalog.byId.get(id.slice(1));
        return hotel ? toSuggestion(entries[hotelEntryBase + hotel.index] as Entry) : undefined;
      }
      const entry = idToEntry.get(id);
      return entry === undefined ? undefined : toSuggestion(entries[entry] as Entry);
    },
  };
}
