import { describe, expect, test } from 'vitest';
import { ACTIVITY_CATEGORY_IDS } from '@farewise/domain/activities/activity.rules';
import { createActivitySupplier, activitySupplier } from './activity-supplier.ts';
import { readFileSync } from 'node:fs';
import { greatCircleKm } from '../flights/geo.ts';
import { waterOf } from './activity-places.ts';
import { LANDMARK_PLACES } from './data/landmark-places.ts';
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

  test('every meeting point lies where its landmark, quarter or pier is, in every city (issue 37)', () => {
    const coastPiers = JSON.parse(
      readFileSync(new URL('./data/coast-piers.json', import.meta.url), 'utf8'),
    ) as Record<string, [number, number]>;
    const near = (
      p: { title: string; meetingPoint: { lat: number; lon: number } },
      at: readonly [number, number, ...unknown[]] | undefined,
    ) => {
      expect(at, p.title).toBeDefined();
      const km = greatCircleKm(p.meetingPoint, { lat: at![0], lon: at![1] });
      expect(km, `${p.title}: ${km.toFixed(2)} km from its place`).toBeLessThan(0.4);
    };
    let checked = 0;
    for (const city of supplier.cities) {
      const places = LANDMARK_PLACES[city.id] ?? {};
      const products = supplier.productsOf(city.index);
      const titled = (title: string) => products.find((p) => p.title === title);
      const curated = CURATED_LIST.find(([id]) => id === city.id)?.[1];
      const subjects: [string, string][] = curated
        ? [
            ...curated.tickets.map((t): [string, string] => [`${t} entry ticket`, t]),
            ...curated.tours.map((t): [string, string] => [`${t} walking tour`, t]),
            ...(curated.food
              ? [[`${curated.food} food tour with tastings`, curated.food] as [string, string]]
              : []),
            ...(curated.shows ?? []).map((s): [string, string] => [`${s} show ticket`, s]),
            ...(curated.outdoor ?? []).map((o): [string, string] => [
              `${o} guided bike or hiking outing`,
              o,
            ]),
          ]
        : [];
      for (const [title, subject] of subjects) {
        const product = titled(title);
        if (!product) continue; // a second tour of the same quarter is the same product
        near(product, places[subject]);
        checked++;
      }
      const water = waterOf(city);
      for (const cruise of products.filter((p) => p.category === 'cruises')) {
        const pier = places[water!] ?? coastPiers[city.id];
        near(cruise, pier);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1_100);
    // The named pier is where the cruise boards, not a made-up number.
    const seine = supplier
      .productsOf(cityNamed('Paris').index)
      .find((p) => p.title === 'Seine sightseeing cruise')!;
    expect(seine.meetingPoint.name).toBe('Port de la Bourdonnais, Seine');
    expect(seine.meetingPoint.address).toBe('Paris, France');
    // Port de la Bourdonnais on the Seine, by the Eiffel Tower.
    expect(greatCircleKm(seine.meetingPoint, { lat: 48.8611, lon: 2.2936 })).toBeLessThan(0.3);
  });

  test('every place of the landmark table is in reach of its city, and every water has its pier', () => {
    for (const [id, places] of Object.entries(LANDMARK_PLACES)) {
      const city = supplier.cityById(`c${id}`);
      expect(city, id).toBeDefined();
      for (const [name, [lat, lon]] of Object.entries(places))
        expect(greatCircleKm(city!, { lat, lon }), `${name} (${city!.name})`).toBeLessThan(250);
    }
    for (const [id, curated] of CURATED_LIST)
      for (const subject of [
        ...curated.tickets,
        ...curated.tours,
        ...(curated.water ? [curated.water] : []),
        ...(curated.food ? [curated.food] : []),
        ...(curated.shows ?? []),
        ...(curated.outdoor ?? []),
      ])
        expect(LANDMARK_PLACES[id]?.[subject], `${subject} (${curated.name})`).toBeDefined();
    for (const [id, water] of Object.entries(CITY_WATERS))
      expect(LANDMARK_PLACES[id]?.[water]?.[2], water).toBeTruthy();
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
