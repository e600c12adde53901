import { describe, expect, test } from 'vitest';
import { HOTEL_AMENITY_CODES } from '@farewise/domain/hotels/hotel-search.schemas';
import { hotelAddress } from './hotel-names.ts';
import { hotelSupplier } from './hotel-supplier.ts';
import { fitsWater } from './place-water.ts';

// Hotels keep to their city (issue 12): unique names per country, districts, streets, names and
// features that fit the place's water (real coastline data), and the city's main airports.
const supplier = hotelSupplier();
const { cities } = supplier.destinations;
const BEACHFRONT = 1 << HOTEL_AMENITY_CODES.indexOf('beachfront');
const COAST_WORDS = /Harbou?r|Seafront|Waterfront|Sea View|Beach|Lighthouse|Anchor|Coral|Palm\b/;
const paris = cities.find((c) => c.name === 'Paris' && c.countryCode === 'FR')!;

describe('hotels keep to their city', () => {
  test('hotel names are unique within a country', () => {
    const seen = new Map<string, string>();
    for (const hotel of supplier.catalog.hotels) {
      const key = `${supplier.city(hotel.cityIndex).countryCode}|${hotel.name}`;
      expect(seen.get(key), `${key} twice`).toBeUndefined();
      seen.set(key, hotel.id);
    }
  });

  test('Paris has no harbour, seafront or beachfront, but it has its river', () => {
    expect(paris.water).toMatchObject({ coast: false, river: true });
    const districts = paris.districts.map((d) => d.name);
    for (const name of districts) expect(name).not.toMatch(COAST_WORDS);
    const hotels = supplier.catalog.byCity[paris.index]!;
    expect(hotels.length).toBeGreaterThan(50);
    for (const hotel of hotels) {
      expect(hotel.name).not.toMatch(COAST_WORDS);
      expect(hotelAddress(hotel, paris)).not.toMatch(COAST_WORDS);
      expect(hotel.amenities & BEACHFRONT).toBe(0);
    }
  });

  test('coastal names and beachfront hotels only where there is sea', () => {
    let beachfront = 0;
    for (const city of cities) {
      for (const d of city.districts) expect(fitsWater(d.name, city.water), d.name).toBe(true);
      if (city.water.coast) continue;
      for (const hotel of supplier.catalog.byCity[city.index]!) {
        expect(hotel.amenities & BEACHFRONT, `${hotel.name}, ${city.name}`).toBe(0);
        expect(hotelAddress(hotel, city)).not.toMatch(/Harbour Road|Sea View Road/);
      }
    }
    for (const hotel of supplier.catalog.hotels) if (hotel.amenities & BEACHFRONT) beachfront++;
    expect(beachfront).toBeGreaterThan(100);
    const sydney = cities.find((c) => c.name === 'Sydney' && c.countryCode === 'AU')!;
    const barcelona = cities.find((c) => c.name === 'Barcelona')!;
    expect(sydney.water.coast).toBe(true);
    expect(barcelona.water.coast).toBe(true);
  });

  test("a city's main airports are offered with it: Paris has Charles de Gaulle and Orly", () => {
    const ids = supplier.index.suggest('paris', 10).map((s) => s.ID);
    expect(ids).toContain('aCDG');
    expect(ids).toContain('aORY');
    const london = supplier.index.suggest('london', 10).map((s) => s.ID);
    expect(london).toContain('aLHR');
  });
});
