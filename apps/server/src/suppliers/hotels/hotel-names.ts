import { seededRandom, type SeededRandom } from '../flights/seeded-random.ts';
import type { HotelCity } from './destinations.ts';
import type { Hotel } from './hotel-catalog.ts';
import { ADJECTIVES, LUXURY_WORDS, NOUNS, STREET_NAMES } from './hotel-words.ts';
import { wordsFor } from './place-water.ts';

/** A property's name (unique within its country) and street address, in words that fit the place. */

export function hotelName(
  random: SeededRandom,
  stars: number,
  district: string,
  city: HotelCity,
): string {
  // Words that fit the place: no 'Harbour', 'Anchor' or 'Palm' away from the sea.
  const adjective = random.pick(wordsFor(ADJECTIVES, city.water));
  const noun = random.pick(wordsFor(NOUNS, city.water));
  const style = random.int(0, 5);
  if (stars >= 5) {
    const word = random.pick(LUXURY_WORDS);
    return style < 3
      ? `The ${adjective} ${word} ${city.name}`
      : `${word} ${noun} Hotel ${district}`;
  }
  if (stars <= 2) {
    if (style === 0) return `${noun} Hostel ${district}`;
    if (style < 3) return `${adjective} ${noun} Inn`;
    return `${noun} Guesthouse ${district}`;
  }
  if (style === 0) return `${adjective} ${noun} Suites ${city.name}`;
  if (style === 1) return `Hotel ${adjective} ${noun}`;
  return `${adjective} ${noun} Hotel ${district}`;
}

/**
 * The hotel's name, made unique within its country: a name already taken gets the city's name,
 * then the district's, then a number ('Hotel Blue Oak Lyon', 'Hotel Blue Oak Lyon Old Town 2').
 */
export function uniqueName(hotel: Hotel, city: HotelCity, taken: Set<string>): string {
  const district = city.districts[hotel.districtIndex]?.name ?? '';
  const tries = [hotel.name];
  if (!hotel.name.includes(city.name)) tries.push(`${hotel.name} ${city.name}`);
  if (district && !hotel.name.includes(district))
    tries.push(`${tries[tries.length - 1]} ${district}`);
  let name = tries.find((t) => !taken.has(t));
  for (let n = 2; !name; n++) {
    const numbered = `${tries[tries.length - 1]} ${n}`;
    if (!taken.has(numbered)) name = numbered;
  }
  taken.add(name);
  return name;
}

/** The street address, made when a page needs it. */
export function hotelAddress(hotel: Hotel, city: HotelCity): string {
  const random = seededRandom(`address:${hotel.id}`);
  const district = city.districts[hotel.districtIndex]?.name ?? '';
  return `${random.int(1, 240)} ${random.pick(wordsFor(STREET_NAMES, city.water))}, ${district}, ${city.name}`;
}
