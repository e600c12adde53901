import { readFileSync } from 'node:fs';
import type { HotelCity } from '../hotels/destinations.ts';
import { LANDMARK_PLACES } from './data/landmark-places.ts';
import { CITY_WATERS, CURATED_CITIES } from './data/landmarks.ts';

/** Where a city's products meet: its water, its landmarks' and quarters' places, its shore. */

/** The shore nearest each coastal city's centre (scripts/activity-data/generate-coast-piers.ts). */
const COAST_PIERS = JSON.parse(
  readFileSync(new URL('./data/coast-piers.json', import.meta.url), 'utf8'),
) as Record<string, [number, number]>;

const COASTAL = new Set<string>(
  JSON.parse(
    readFileSync(new URL('./data/coastal-cities.json', import.meta.url), 'utf8'),
  ) as string[],
);

/** The water a city's cruises sail on, or null: curated names first, then the sea coast. */
export function waterOf(city: HotelCity): string | null {
  return (
    CURATED_CITIES[city.id]?.water ??
    CITY_WATERS[city.id] ??
    (COASTAL.has(city.id) ? `${city.name} coast` : null)
  );
}

/**
 * Where an idea meets when it is about a place: its landmark, its quarter or its water's pier
 * (landmark-places.ts), or a coastal city's shore (coast-piers.json); null for a pick-up in the
 * centre. Never a point made up around the centre.
 */
export function placeOf(
  city: HotelCity,
  idea: { meet: string; subject: string },
): { lat: number; lon: number; pier?: string } | null {
  if (idea.meet === 'district') return null;
  const known = LANDMARK_PLACES[city.id]?.[idea.subject];
  if (known) return { lat: known[0], lon: known[1], pier: known[2] };
  const shore = idea.meet === 'pier' ? COAST_PIERS[city.id] : undefined;
  return shore ? { lat: shore[0], lon: shore[1] } : null;
}
