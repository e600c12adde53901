import type {
  ActivityCategory,
  AgeBands,
  CancellationPolicyKind,
} from '@farewise/domain/activities/activity.rules';
import { seededRandom, type SeededRandom } from '../flights/seeded-random.ts';
import type { HotelCity } from '../hotels/destinations.ts';
import {
  ADULT_BANDS,
  ADULTS_ONLY,
  CATEGORY_TEMPLATES,
  type OptionTemplate,
} from './activity-templates.ts';
import { curatedIdeas, placeIdeas, type Idea } from './activity-ideas.ts';
import { placeOf } from './activity-places.ts';
import { CATEGORY_WORDS } from './activity-words.ts';
import { CURATED_CITIES } from './data/landmarks.ts';
import { LOCAL_LANGUAGES } from './local-languages.ts';

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
