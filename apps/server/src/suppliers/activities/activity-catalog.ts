import { readFileSync } from 'node:fs';
import type {
  ActivityCategory,
  AgeBands,
  CancellationPolicyKind,
} from '@farewise/domain/activities/activity.rules';
import { nationalityName } from '@farewise/domain/passengers/countries';
import { greatCircleKm } from '../flights/geo.ts';
import { seededRandom, type SeededRandom } from '../flights/seeded-random.ts';
import type { HotelCity } from '../hotels/destinations.ts';
import {
  ADULT_BANDS,
  ADULTS_ONLY,
  CATEGORY_TEMPLATES,
  LOCAL_LANGUAGES,
  type OptionTemplate,
} from './activity-templates.ts';
import { LANDMARK_PLACES } from './data/landmark-places.ts';
import { CITY_WATERS, CURATED_CITIES, type CuratedCity } from './data/landmarks.ts';

/**
 * The activity catalogue: products generated per city from the curated landmarks of the
 * busiest destinations and, elsewhere, from kinds of product tied to the place (its old town,
 * its food, a real nearby city for a day trip, a cruise only where the city has water). A product
 * is a pure function of its city and number, so every instance builds the same catalogue.
 */

export interface ActivityProduct {
  /** 'A{world-cities id}-{n}'. */
  id: string;
  cityIndex: number;
  title: string;
  category: ActivityCategory;
  description: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  meetingPoint: { name: string; address: string; lat: number; lon: number };
  /** Where it starts, in a few words (the card's line). */
  area: string;
  durationMinutes: number;
  languages: string[];
  bands: AgeBands;
  /** Adult price of the first option, US cents. */
  baseUsdCents: number;
  /** Child price as a share of the adult price (null: adults only). */
  childShare: number | null;
  options: OptionTemplate[];
  /** Weekdays it runs (0 Sunday … 6 Saturday) and its local start times (minutes after midnight). */
  days: number[];
  times: number[];
  /** Places per time slot. */
  capacity: number;
  policy: CancellationPolicyKind;
  rating: number;
  reviewCount: number;
  photos: string[];
  /** Built around a curated landmark: ranks with its fame. */
  landmark: boolean;
}

interface Idea {
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

function curatedIdeas(city: HotelCity, c: CuratedCity): Idea[] {
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

function placeIdeas(city: HotelCity, cities: HotelCity[], r: SeededRandom): Idea[] {
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

const CATEGORY_WORDS: Record<
  ActivityCategory,
  (subject: string, city: string) => { description: string; highlights: string[] }
> = {
  attractions: (s, c) => ({
    description: `Visit ${s}, one of the sights ${c} is known for, with a ticket for the time you choose. Arrive at your time slot, show the voucher on your phone and go in; the guided option adds a 90-minute visit with an expert who brings its story to life.`,
    highlights: [
      `See ${s} at a time that suits you`,
      'Mobile voucher: no printing needed',
      'Skip the ticket queue with the skip-the-line option',
      'Stay as long as you like once inside',
    ],
  }),
  tours: (s, c) => ({
    description: `Walk ${s} with a licensed local guide: the stories behind its streets, squares and buildings, the places locals love and the best spots for photos. A relaxed pace, with stops, and tips for the rest of your time in ${c}.`,
    highlights: [
      `Discover ${s} on foot`,
      'Small stories and big history from a local guide',
      'Photo stops at the best viewpoints',
      'Tips for food and sights for the rest of your stay',
    ],
  }),
  'day-trips': (s, c) => ({
    description: `Leave ${c} behind for a day and see ${s} with a guide who takes care of the travel. Comfortable return transport, time to explore on your own, and a guided walk to start.`,
    highlights: [
      `A full day at ${s}`,
      `Return transport from central ${c}`,
      'A guided walk, then free time',
      'Optional lunch at a local restaurant',
    ],
  }),
  food: (s, c) => ({
    description: `Taste your way through ${s} with a local food guide: family-run stalls, bakeries and small restaurants, with the dishes ${c} is proud of and the stories of the people who make them. Come hungry: the tastings add up to a full meal.`,
    highlights: [
      'Tastings at 5 to 7 local stops',
      'Dishes locals actually eat',
      'Meet the cooks and market traders',
      'Vegetarian options on request',
    ],
  }),
  outdoor: (s, c) => ({
    description: `Get outside in ${c}: an active outing around ${s} with a local guide, the gear you need, and plenty of stops to take in the views.`,
    highlights: [
      `${s} at an easy pace`,
      'Gear and safety briefing included',
      'Small group',
      'Fresh air and local views',
    ],
  }),
  shows: (s, c) => ({
    description: `An evening at ${s}: one of the best ways to end a day in ${c}. Your ticket is for the performance at the time you choose; arrive 30 minutes early to take your seat.`,
    highlights: [
      `An evening performance of ${s}`,
      'Seats allocated on arrival',
      'Premium seats in the best rows',
      'Easy to reach by public transport',
    ],
  }),
  cruises: (s, c) => ({
    description: `See ${c} from the water on a cruise on the ${s}. Sit back on deck while the sights glide past, with commentary about what you see; evening departures light up the shore.`,
    highlights: [
      `${c} from the ${s}`,
      'Open-deck seating with views',
      'Commentary in several languages',
      'Evening departures with the lights of the city',
    ],
  }),
  classes: (s, c) => ({
    description: `Learn something to take home from ${c}: a hands-on class with a local teacher in a small group, everything provided, and what you make to enjoy at the end.`,
    highlights: [
      'Hands-on, in a small group',
      'Everything provided',
      `A local teacher from ${s}`,
      'Recipes or notes to take home',
    ],
  }),
};

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

const price = (r: SeededRandom, base: number, level: number) =>
  Math.round((base * level * (0.8 + r.next() * 0.5)) / 100) * 100;

function makeProduct(city: HotelCity, idea: Idea, n: number, level: number): ActivityProduct {
  const id = `A${city.id}-${n}`;
  const r = seededRandom(`activity:${id}:${idea.title}`);
  const t = CATEGORY_TEMPLATES[idea.category];
  const adultsOnly = ADULTS_ONLY.test(idea.title);
  const bands = adultsOnly ? ADULT_BANDS : t.bands;
  const daysOff =
    idea.category === 'attractions'
      ? r.chance(0.5)
        ? [1]
        : []
      : r.chance(0.2)
        ? [r.int(0, 6)]
        : [];
  const slotCount = r.int(t.slots[0], t.slots[1]);
  const times =
    slotCount >= t.times.length
      ? [...t.times]
      : [...t.times]
          .sort(() => r.next() - 0.5)
          .slice(0, slotCount)
          .sort((a, b) => a - b);
  const dinnerOnly = idea.options?.length === 1 && idea.options[0] === 'with-dinner';
  const options = t.options.filter((o) => !idea.options || idea.options.includes(o.id));
  const district =
    city.districts[r.int(0, Math.min(2, city.districts.length - 1))] ?? city.districts[0];
  let point = district
    ? { lat: district.lat, lon: district.lon }
    : { lat: city.lat, lon: city.lon };
  const centre = `${district?.name ?? 'City Centre'}, ${city.name}`;
  let meetName = `Tourist information point, ${district?.name ?? 'City Centre'}`;
  let address = `${centre}, ${city.countryName}`;
  let area = centre;
  // These draws once placed landmarks and piers at random around the centre; they are still
  // made, so every other field of every product (times, prices, ratings) stays as it was.
  if (idea.meet === 'landmark' || idea.meet === 'pier') {
    r.next();
    r.int(0, 359);
  }
  const pierNo = idea.meet === 'pier' ? r.int(1, 9) : 0;
  const place = placeOf(city, idea);
  if (place) {
    point = { lat: place.lat, lon: place.lon };
    meetName =
      idea.meet === 'pier'
        ? `${place.pier ?? `Boarding pier ${pierNo}`}, ${idea.subject}`
        : idea.meet === 'quarter'
          ? `Tour start: ${idea.subject}`
          : `Main entrance of ${idea.subject}`;
    area = place.pier ? `${place.pier}, ${city.name}` : idea.subject;
    // A pier's name already says where on the water: the address adds the city.
    address = `${place.pier ? '' : `${idea.subject}, `}${city.name}, ${city.countryName}`;
  }
  const words = CATEGORY_WORDS[idea.category](idea.subject, city.name);
  const rating =
    Math.round((idea.landmark ? 4.3 + r.next() * 0.7 : 3.7 + r.next() * 1.3) * 10) / 10;
  const reviewCount = idea.landmark ? r.int(400, 24_000) : r.int(3, 1_600);
  const nonRefundable = r.chance(t.nonRefundable);
  return {
    id,
    cityIndex: city.index,
    title: idea.title,
    category: idea.category,
    description: words.description,
    highlights: words.highlights,
    inclusions: t.inclusions,
    exclusions: t.exclusions,
    meetingPoint: { name: meetName, address, lat: point.lat, lon: point.lon },
    area,
    durationMinutes: Math.round(r.int(t.minutes[0], t.minutes[1]) / 15) * 15,
    languages: ['English', ...(LOCAL_LANGUAGES[city.countryCode] ?? []).slice(0, r.int(0, 2))],
    bands,
    baseUsdCents: price(r, t.baseUsdCents, level),
    childShare: bands.child ? t.childShare : null,
    options,
    days: [0, 1, 2, 3, 4, 5, 6].filter((d) => !daysOff.includes(d)),
    times: dinnerOnly ? [t.times[t.times.length - 1] as number] : times,
    capacity: r.int(t.capacity[0], t.capacity[1]),
    policy: nonRefundable ? 'non-refundable' : 'free-24h',
    rating: Math.min(5, rating),
    reviewCount,
    photos: [0, 1, 2, 3].map((k) => `${idea.category}-${id}-${k}`),
    landmark: idea.landmark,
  };
}

/** Every product of a city, curated landmarks first. */
export function cityProducts(
  city: HotelCity,
  cities: HotelCity[],
  level: number,
): ActivityProduct[] {
  const curated = CURATED_CITIES[city.id];
  const r = seededRandom(`activities:${city.id}`);
  const ideas = [...(curated ? curatedIdeas(city, curated) : []), ...placeIdeas(city, cities, r)];
  const seen = new Set<string>();
  return ideas
    .filter((i) => !seen.has(i.title) && seen.add(i.title))
    .map((idea, n) => makeProduct(city, idea, n, level));
}
