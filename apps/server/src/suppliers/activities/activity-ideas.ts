import type { ActivityCategory } from '@farewise/domain/activities/activity.rules';
import { nationalityName } from '@farewise/domain/passengers/countries';
import { greatCircleKm } from '../flights/geo.ts';
import type { SeededRandom } from '../flights/seeded-random.ts';
import type { HotelCity } from '../hotels/destinations.ts';
import { waterOf } from './activity-places.ts';
import { CURATED_CITIES, type CuratedCity } from './data/landmarks.ts';

/**
 * The ideas of a city's products: its curated landmarks, then kinds of product tied to the place
 * (its old town, its food, a real nearby city for a day trip, a cruise only where it has water).
 */

export interface Idea {
  category: ActivityCategory;
  title: string;
  /** The place it is about (for the texts). */
  subject: string;
  landmark: boolean;
  /**
   * Where it meets: 'landmark' at the subject's entrance, 'quarter' in the subject's quarter (a
   * tour's start), 'pier' at the water's boarding pier, 'district' in the centre (a pick-up).
   */
  meet: 'landmark' | 'quarter' | 'district' | 'pier';
  /** Which options of the category it offers (ids); all when absent. */
  options?: string[];
}

export function curatedIdeas(city: HotelCity, c: CuratedCity): Idea[] {
  const ideas: Idea[] = [];
  for (const t of c.tickets)
    ideas.push({
      category: 'attractions',
      title: `${t} entry ticket`,
      subject: t,
      landmark: true,
      meet: 'landmark',
    });
  for (const t of c.tours)
    ideas.push({
      category: 'tours',
      title: `${t} walking tour`,
      subject: t,
      landmark: true,
      meet: 'quarter',
    });
  if (c.water) {
    ideas.push({
      category: 'cruises',
      title: `${c.water} sightseeing cruise`,
      subject: c.water,
      landmark: true,
      meet: 'pier',
      options: ['sightseeing', 'with-drinks'],
    });
    ideas.push({
      category: 'cruises',
      title: `${c.water} evening dinner cruise`,
      subject: c.water,
      landmark: true,
      meet: 'pier',
      options: ['with-dinner'],
    });
  }
  if (c.food)
    ideas.push({
      category: 'food',
      title: `${c.food} food tour with tastings`,
      subject: c.food,
      landmark: true,
      meet: 'quarter',
    });
  for (const s of c.shows ?? [])
    ideas.push({
      category: 'shows',
      title: `${s} show ticket`,
      subject: s,
      landmark: true,
      meet: 'landmark',
    });
  for (const d of c.dayTrips ?? [])
    ideas.push({
      category: 'day-trips',
      title: `Day trip to ${d} from ${city.name}`,
      subject: d,
      landmark: true,
      meet: 'district',
    });
  for (const o of c.outdoor ?? [])
    ideas.push({
      category: 'outdoor',
      title: `${o} guided bike or hiking outing`,
      subject: o,
      landmark: true,
      meet: 'landmark',
    });
  return ideas;
}

/** A real city of the data 40 to 250 km away, the larger and nearer the likelier. */
function nearbyCity(city: HotelCity, cities: HotelCity[]): HotelCity | null {
  let best: HotelCity | null = null;
  let bestScore = 0;
  for (const other of cities) {
    if (other.index === city.index || other.countryCode !== city.countryCode) continue;
    const km = greatCircleKm(city, other);
    if (km < 40 || km > 250) continue;
    const score = (other.population * (other.holiday ? 4 : 1)) / km;
    if (score > bestScore) {
      bestScore = score;
      best = other;
    }
  }
  return best;
}

export function placeIdeas(city: HotelCity, cities: HotelCity[], r: SeededRandom): Idea[] {
  const n = city.name;
  const ideas: Idea[] = [
    {
      category: 'tours',
      title: `${n} old town walking tour`,
      subject: `the old town of ${n}`,
      landmark: false,
      meet: 'district',
    },
    {
      category: 'food',
      title: `${n} food tour with local tastings`,
      subject: n,
      landmark: false,
      meet: 'district',
    },
    {
      category: 'outdoor',
      title: `${n} highlights by bike`,
      subject: n,
      landmark: false,
      meet: 'district',
    },
    {
      category: 'classes',
      title: `${nationalityName(city.countryCode) ?? 'Local'} cooking class in ${n}`,
      subject: n,
      landmark: false,
      meet: 'district',
    },
  ];
  if (city.population > 250_000 || city.capital)
    ideas.push({
      category: 'attractions',
      title: `${n} city pass: museums and sights`,
      subject: `${n}'s museums`,
      landmark: false,
      meet: 'district',
    });
  if (city.population > 500_000 || city.capital || city.holiday)
    ideas.push({
      category: 'tours',
      title: `${n} by night: evening walking tour`,
      subject: n,
      landmark: false,
      meet: 'district',
    });
  // A curated city's day trips already go to its real neighbours.
  const trip = CURATED_CITIES[city.id]?.dayTrips?.length ? null : nearbyCity(city, cities);
  if (trip)
    ideas.push({
      category: 'day-trips',
      title: `Day trip to ${trip.name} from ${n}`,
      subject: trip.name,
      landmark: false,
      meet: 'district',
    });
  const water = waterOf(city);
  if (water) {
    ideas.push({
      category: 'cruises',
      title: `${water} sightseeing cruise`,
      subject: water,
      landmark: false,
      meet: 'pier',
      options: ['sightseeing', 'with-drinks'],
    });
    if (r.chance(0.6))
      ideas.push({
        category: 'cruises',
        title: `Sunset cruise on the ${water}`,
        subject: water,
        landmark: false,
        meet: 'pier',
        options: ['sightseeing', 'with-drinks', 'with-dinner'],
      });
  }
  if (city.population > 1_000_000 || city.holiday)
    ideas.push({
      category: 'shows',
      title: `Traditional music and dance evening in ${n}`,
      subject: n,
      landmark: false,
      meet: 'district',
    });
  if (city.population > 400_000 || city.holiday)
    ideas.push({
      category: 'classes',
      title: `${n} photography walk with a local photographer`,
      subject: n,
      landmark: false,
      meet: 'district',
    });
  if (city.population > 2_000_000)
    ideas.push({
      category: 'tours',
      title: `Private guided tour of ${n}`,
      subject: n,
      landmark: false,
      meet: 'district',
      options: ['small-group'],
    });
  return ideas;
}
