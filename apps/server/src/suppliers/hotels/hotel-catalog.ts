import {
  HOTEL_AMENITY_CODES,
  type HotelAmenity,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { greatCircleKm } from '../flights/geo.ts';
import { hashString, seededRandom, type SeededRandom } from '../flights/seeded-random.ts';
import { costLevel } from './cost-level.ts';
import { offsetPoint, type HotelCity } from './destinations.ts';
import { hotelName, uniqueName } from './hotel-names.ts';
import { ROOM_KINDS } from './hotel-words.ts';

/**
 * The simulated supplier's properties, generated from the city list at start: the same seed
 * gives the same hotels on every machine and instance (DESIGN 5a). Only what search needs is
 * built eagerly; descriptions and addresses are made on demand from the same seed.
 */

export const DEFAULT_PROPERTY_COUNT = 50_000;

export interface RoomType {
  /** 'R1', 'R2', … within the hotel. */
  id: string;
  kind: number;
  sizeM2: number;
  /** Price relative to the hotel's base price. */
  priceFactor: number;
  /** Rooms of this type the hotel gives us per night before any demand. */
  baseAllotment: number;
}

export interface Hotel {
  index: number;
  /** '{cityId}-{n}', stable while the city list is. */
  id: string;
  /** The hotel's seed: every later deterministic choice (allotments) mixes from it. */
  seed: number;
  cityIndex: number;
  districtIndex: number;
  name: string;
  stars: number;
  /** Tenths: 84 is 8.4. */
  reviewScore10: number;
  reviewCount: number;
  lat: number;
  lon: number;
  /** Kilometres from the city centre, one decimal. */
  distanceKm: number;
  /** Bit i set: HOTEL_AMENITY_CODES[i]. */
  amenities: number;
  /** A standard double room for one night before season and weekday, US cents. */
  baseUsdCents: number;
  /** Breakfast per guest per night, US cents. */
  breakfastUsdCents: number;
  /** Free cancellation ends this many days before check-in, at cancelMinute local time. */
  cancelDays: number;
  cancelMinute: number;
  /** Whether breakfast rate plans are sold. */
  sellsBreakfast: boolean;
  checkInFrom: string;
  checkOutUntil: string;
  /** Higher is better: the 'recommended' order. */
  recommendScore: number;
  roomTypes: RoomType[];
}

export { costLevel } from './cost-level.ts';

const STAR_PRICE_USD = [0, 45, 65, 100, 170, 320];

/** How many properties each city gets: bigger cities, capitals and holiday places get more. */
export function propertiesPerCity(cities: readonly HotelCity[], total: number): number[] {
  const weights = cities.map(
    (c) => Math.sqrt(c.population) * (c.capital ? 1.5 : 1) * (c.holiday ? 2.5 : 1),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const floor = Math.max(1, Math.round((total / cities.length) * 0.3));
  return weights.map((w) => Math.max(floor, Math.round((total * w) / sum)));
}

function pickStars(random: SeededRandom, city: HotelCity): number {
  const r = random.next();
  const luxury = city.holiday || city.capital ? 0.05 : 0;
  if (r < 0.06) return 1;
  if (r < 0.22) return 2;
  if (r < 0.6 - luxury) return 3;
  if (r < 0.88 - luxury) return 4;
  return 5;
}

/** Amenities as a bit mask; more of them at more stars. */
function pickAmenities(random: SeededRandom, stars: number, city: HotelCity): number {
  const holiday = city.holiday;
  const chance: Partial<Record<HotelAmenity, number>> = {
    wifi: 0.95,
    parking: 0.55,
    pool: 0.08 + stars * 0.1 + (holiday ? 0.2 : 0),
    gym: stars * 0.17,
    spa: stars >= 4 ? 0.45 : 0.05,
    restaurant: 0.2 + stars * 0.15,
    bar: 0.15 + stars * 0.14,
    airport_shuttle: 0.25,
    pets: 0.3,
    family_rooms: 0.5,
    air_conditioning: 0.5 + stars * 0.1,
    ev_charging: stars * 0.06,
    kitchen: stars <= 3 ? 0.25 : 0.05,
    accessible: 0.2 + stars * 0.12,
    front_desk_24h: 0.2 + stars * 0.16,
    // Beachfront only on a sea coast (Natural Earth, place-water.ts).
    beachfront: city.water.coast ? (holiday ? 0.3 : 0.08) : 0,
  };
  let mask = 0;
  HOTEL_AMENITY_CODES.forEach((code, bit) => {
    if (random.chance(chance[code] ?? 0)) mask |= 1 << bit;
  });
  return mask;
}

function pickRoomTypes(random: SeededRandom, stars: number): RoomType[] {
  // Every hotel sells doubles; the rest depends on its kind.
  const kinds = new Set<number>([1]);
  if (random.chance(0.6)) kinds.add(2);
  if (stars <= 3 && random.chance(0.5)) kinds.add(0);
  if (random.chance(0.5)) kinds.add(3);
  if (random.chance(0.35)) kinds.add(4);
  if (random.chance(0.45)) kinds.add(5);
  if (stars >= 4 && random.chance(0.6)) kinds.add(6);
  if (random.chance(0.15)) kinds.add(7);
  if (stars >= 4 && random.chance(0.08)) kinds.add(8);
  return [...kinds]
    .sort((a, b) => a - b)
    .map((kind, n) => {
      const base = ROOM_KINDS[kind] as (typeof ROOM_KINDS)[number];
      const starSize = 0.8 + stars * 0.08;
      return {
        id: `R${n + 1}`,
        kind,
        sizeM2: Math.round(base.size * starSize * (0.9 + random.next() * 0.25)),
        priceFactor: Math.round(base.priceFactor * (0.94 + random.next() * 0.12) * 100) / 100,
        baseAllotment: kind >= 6 ? random.int(1, 4) : random.int(3, 14),
      };
    });
}

/** One property: everything follows from the city and the property's number in it. */
export function makeHotel(city: HotelCity, n: number, index: number): Hotel {
  const id = `${city.id}-${n}`;
  const seed = hashString(`hotel:${id}`);
  const random = seededRandom(seed);
  const stars = pickStars(random, city);
  // Better hotels sit nearer the centre, more often in the old town and the centre.
  const districtIndex = random.chance(0.35)
    ? random.int(0, Math.min(1, city.districts.length - 1))
    : random.int(0, city.districts.length - 1);
  const district = city.districts[districtIndex] ?? {
    lat: city.lat,
    lon: city.lon,
    name: 'City Centre',
  };
  const spot = offsetPoint(district.lat, district.lon, random.next() * 1.4, random.int(0, 359));
  const distanceKm = Math.round(greatCircleKm(city, spot) * 10) / 10;
  const reviewScore10 = Math.max(
    50,
    Math.min(98, Math.round(62 + stars * 4.5 + (random.next() - 0.35) * 18)),
  );
  const reviewCount = Math.round(Math.exp(2.5 + random.next() * 5.5) * (0.6 + stars * 0.15));
  const level = costLevel(city.countryCode) * (city.holiday ? 1.15 : 1) * (city.capital ? 1.08 : 1);
  const baseUsdCents = Math.round(
    (STAR_PRICE_USD[stars] as number) * level * (0.78 + random.next() * 0.5) * 100,
  );
  const recommendScore =
    reviewScore10 / 10 +
    Math.log10(1 + reviewCount) * 0.6 +
    stars * 0.25 -
    distanceKm * 0.08 +
    random.next() * 0.8;
  return {
    index,
    id,
    seed,
    cityIndex: city.index,
    districtIndex,
    name: hotelName(random, stars, district.name, city),
    stars,
    reviewScore10,
    reviewCount,
    lat: spot.lat,
    lon: spot.lon,
    distanceKm,
    amenities: pickAmenities(random, stars, city),
    baseUsdCents,
    breakfastUsdCents:
      Math.round((6 + stars * 4 + random.next() * 6) * costLevel(city.countryCode)) * 100,
    cancelDays: random.pick([1, 1, 2, 2, 3, 7]),
    cancelMinute: random.pick([12 * 60, 18 * 60, 23 * 60 + 59]),
    sellsBreakfast: random.chance(0.25 + stars * 0.12),
    checkInFrom: random.pick(['14:00', '15:00', '15:00', '16:00']),
    checkOutUntil: random.pick(['10:00', '11:00', '11:00', '12:00']),
    recommendScore: Math.round(recommendScore * 1000) / 1000,
    roomTypes: pickRoomTypes(random, stars),
  };
}

/** The 'recommended' order: the higher recommendScore first, then the catalog's order. */
export const byRecommendation = (a: Hotel, b: Hotel) =>
  b.recommendScore - a.recommendScore || a.index - b.index;

export interface HotelCatalog {
  hotels: Hotel[];
  /** Every hotel in the recommended order (byRecommendation), sorted once at build. */
  recommended: Hotel[];
  /** rank[hotel.index]: the hotel's place in `recommended`, so a list sorts on integers. */
  rank: Int32Array;
  /** Hotels of each city, by city index. */
  byCity: Hotel[][];
  byId: Map<string, Hotel>;
  /** Milliseconds the generation took. */
  buildMs: number;
}

export function buildCatalog(
  cities: readonly HotelCity[],
  total = DEFAULT_PROPERTY_COUNT,
): HotelCatalog {
  const start = performance.now();
  const counts = propertiesPerCity(cities, total);
  // Hotel names are unique within a country.
  const taken = new Map<string, Set<string>>();
  const namesIn = (country: string) => {
    let set = taken.get(country);
    if (!set) taken.set(country, (set = new Set()));
    return set;
  };
  const hotels: Hotel[] = [];
  const byCity: Hotel[][] = cities.map((city, c) => {
    const list: Hotel[] = [];
    for (let n = 1; n <= (counts[c] as number); n++) {
      const hotel = makeHotel(city, n, hotels.length);
      hotel.name = uniqueName(hotel, city, namesIn(city.countryCode));
      hotels.push(hotel);
      list.push(hotel);
    }
    return list;
  });
  const recommended = [...hotels].sort(byRecommendation);
  const rank = new Int32Array(hotels.length);
  recommended.forEach((hotel, i) => (rank[hotel.index] = i));
  return {
    hotels,
    recommended,
    rank,
    byCity,
    byId: new Map(hotels.map((h) => [h.id, h])),
    buildMs: performance.now() - start,
  };
}
