import { describe, expect, test } from 'vitest';
import { ACTIVITY_CATEGORY_IDS } from '@farewise/domain/activities/activity.rules';
import { createActivitySupplier, activitySupplier } from './activity-supplier.ts';
import { waterOf } from './activity-catalog.ts';
import { CITY_WATERS, CURATED_LIST } from './data/landmarks.ts';
import { activityPhotoSvg } from './activity-art.ts';

const supplier = activitySupplier();
const cityNamed = (name: string) => supplier.cities.find((c) => c.name === name)!;

describe('the activity supplier', () => {
  test('every destination city of the hotel search has activities', () => {
    expect(supplier.cities.length).toBeGreaterThan(1_400);
    for (const city of supplier.cities)
      expect(supplier.productsOf(city.index).length).toBeGreaterThanOrEqual(4);
  });

  test('the curated table names real cities of the data, and their landmarks head their products', () => {
    for (const [id, curated] of CURATED_LIST) {
      const city = supplier.cityById(`c${id}`);
      expect(city?.name, id).toBe(curated.name);
      const titles = supplier.productsOf(city!.index).map((p) => p.title);
      for (const ticket of curated.tickets) expect(titles).toContain(`${ticket} entry ticket`);
    }
    for (const id of Object.keys(CITY_WATERS))
      expect(supplier.cityById(`c${id}`), id).toBeDefined();
    const paris = supplier.productsOf(cityNamed('Paris').index).map((p) => p.title);
    expect(paris).toEqual(
      expect.arrayContaining([
        'Eiffel Tower entry ticket',
        'Seine sightseeing cruise',
        'Day trip to Palace of Versailles from Paris',
      ]),
    );
  });

  test('cruises only where there is water: a river, lake or harbour of the table, or the sea coast', () => {
    for (const city of supplier.cities) {
      const cruises = supplier.productsOf(city.index).filter((p) => p.category === 'cruises');
      if (!waterOf(city)) expect(cruises, city.name).toEqual([]);
    }
    expect(waterOf(cityNamed('Madrid'))).toBeNull();
    expect(
      supplier.productsOf(cityNamed('Madrid').index).some((p) => p.category === 'cruises'),
    ).toBe(false);
    expect(waterOf(cityNamed('Barcelona'))).toBe('Port Vell harbour');
  });

  test('day trips elsewhere go to a real nearby city of the data', () => {
    const names = new Set(supplier.cities.map((c) => c.name));
    const trip = supplier
      .productsOf(cityNamed('Marseille').index)
      .find((p) => p.category === 'day-trips');
    expect(trip?.title).toMatch(/^Day trip to .+ from Marseille$/);
    expect(names.has(trip!.title.replace(/^Day trip to (.+) from Marseille$/, '$1'))).toBe(true);
  });

  test('every product has the fields a traveller needs, in every category', () => {
    const seen = new Set<string>();
    for (const p of supplier.productsOf(cityNamed('London').index)) {
      seen.add(p.category);
      expect(p.highlights.length).toBeGreaterThan(2);
      expect(p.inclusions.length).toBeGreaterThan(0);
      expect(p.exclusions.length).toBeGreaterThan(0);
      expect(p.meetingPoint.name).not.toBe('');
      expect(Math.abs(p.meetingPoint.lat - 51.5)).toBeLessThan(0.5);
      expect(p.options.length).toBeGreaterThan(0);
      expect(p.times.length).toBeGreaterThan(0);
      expect(p.capacity).toBeGreaterThan(0);
      expect(p.rating).toBeGreaterThanOrEqual(3.7);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.languages[0]).toBe('English');
    }
    expect([...seen].sort()).toEqual([...ACTIVITY_CATEGORY_IDS].sort());
  });

  test('deterministic: a second supplier builds the same products, places and prices', () => {
    const again = createActivitySupplier();
    const city = cityNamed('Tokyo');
    expect(again.productsOf(city.index)).toEqual(supplier.productsOf(city.index));
    const p = supplier.productsOf(city.index)[0]!;
    expect(again.supplierPlaces(p, '2026-12-05', '10:00')).toBe(
      supplier.supplierPlaces(p, '2026-12-05', '10:00'),
    );
    const rates = { perUsd: () => 1.5 };
    expect(again.prices(p, p.options[0]!.id, 'AUD', rates)).toEqual(
      supplier.prices(p, p.options[0]!.id, 'AUD', rates),
    );
  });

  test('prices follow the cost level of the country', () => {
    const rates = { perUsd: () => 1 };
    const avg = (name: string) => {
      const list = supplier.productsOf(cityNamed(name).index).filter((p) => p.category === 'tours');
      return (
        list.reduce((s, p) => s + supplier.prices(p, p.options[0]!.id, 'USD', rates)!.adult, 0) /
        list.length
      );
    };
    expect(avg('Zürich')).toBeGreaterThan(avg('Hanoi'));
  });

  test('pictures are SVG drawn per category', () => {
    expect(activityPhotoSvg('cruises-A1250015082-10-0')).toMatch(
      /^<svg [^>]*aria-label="Activity photo"/,
    );
    expect(activityPhotoSvg('cruises-A1250015082-10-0')).toBe(
      activityPhotoSvg('cruises-A1250015082-10-0'),
    );
  });
});
