import { readFileSync } from 'node:fs';
import { CITY_WATERS, CURATED_CITIES } from '../activities/data/landmarks.ts';

/**
 * What water a hotel city lies on, for names that must fit the place (decision 023): the sea
 * coast from Natural Earth's seas and oceans (a point within 6 km of the centre is sea;
 * scripts/activity-data/generate-coasts.ts, committed as activities/data/coastal-cities.json),
 * rivers, canals and lakes from the curated landmark tables. A city with none gets no
 * "Harbour", "Seafront", "Riverside" or "Lake Road", and its hotels are never beachfront.
 */
export interface PlaceWater {
  coast: boolean;
  river: boolean;
  lake: boolean;
}

const COASTAL = new Set<string>(
  JSON.parse(
    readFileSync(new URL('../activities/data/coastal-cities.json', import.meta.url), 'utf8'),
  ) as string[],
);

const LAKE = /\blake\b|\blac\b|\bsee\b/i;
const SEA = /harbou?r|bay|sea|coast|fjord|archipelago|gulf|port vell/i;

export function placeWater(cityId: string): PlaceWater {
  const named = CURATED_CITIES[cityId]?.water ?? CITY_WATERS[cityId] ?? '';
  const lake = LAKE.test(named);
  const coast = COASTAL.has(cityId) || (!lake && SEA.test(named));
  return { coast, river: !!named && !lake && !SEA.test(named), lake };
}

/** Words that speak of the sea, a river or a lake, and the water they need. */
const NEEDS: Record<string, keyof PlaceWater> = {
  Harbour: 'coast',
  Harbor: 'coast',
  Waterfront: 'coast',
  Seafront: 'coast',
  'Harbour Road': 'coast',
  'Sea View Road': 'coast',
  Coral: 'coast',
  Anchor: 'coast',
  Lighthouse: 'coast',
  Palm: 'coast',
  Riverside: 'river',
  'South Bank': 'river',
  'River Walk': 'river',
  River: 'river',
  Lakeside: 'lake',
  'Lake Road': 'lake',
};

/** Whether a name word fits a place with this water. */
export const fitsWater = (word: string, water: PlaceWater) => {
  const need = NEEDS[word];
  return !need || water[need] || (need === 'river' && water.coast && word === 'Riverside');
};

/** The words of a list that fit the place (the whole list when none would). */
export function wordsFor<T extends string>(list: readonly T[], water: PlaceWater): readonly T[] {
  const kept = list.filter((w) => fitsWater(w, water));
  return kept.length ? kept : list;
}
