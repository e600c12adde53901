import { describe, expect, test } from 'vitest';
import { localToUtc } from '../flights/local-time.ts';
import { loadDestinations } from './destinations.ts';
import { buildCatalog, makeHotel } from './hotel-catalog.ts';
import { hotelSupplier } from './hotel-supplier.ts';
import { cancellationDeadline, ratePlansOf, stayNights } from './stay-pricing.ts';

const supplier = hotelSupplier();
const sample = supplier.catalog.hotels.filter((_, i) => i % 25 === 0);

describe('the simulated hotel supplier', () => {
  test('has at least 50,000 properties over at least 500 cities', () => {
    expect(supplier.stats.properties).toBeGreaterThanOrEqual(50_000);
    expect(supplier.stats.cities).toBeGreaterThanOrEqual(500);
    expect(supplier.catalog.byCity.filter((list) => list.length > 0).length).toBe(
      supplier.stats.cities,
    );
    // How long the build takes is measured by bench/hotel-search.ts, not asserted here.
  });

  test('the same seed gives the same hotels', () => {
    const destinations = loadDestinations();
    const a = buildCatalog(destinations.cities.slice(0, 40), 2_000);
    const b = buildCatalog(destinations.cities.slice(0, 40), 2_000);
    expect(a.hotels.map((h) => ({ ...h }))).toEqual(b.hotels.map((h) => ({ ...h })));
    const paris = destinations.cities.find((c) => c.name === 'Paris' && c.countryCode === 'FR');
    expect(paris).toBeDefined();
    const hotel = supplier.hotel(`${paris?.id}-7`);
    expect(
      hotel && makeHotel(destinations.cities[hotel.cityIndex] as never, 7, hotel.index),
    ).toEqual(hotel);
  });

  test('every hotel has a name, stars, a review score, room types and coordinates near its city', () => {
    for (const hotel of sample) {
      const city = supplier.city(hotel.cityIndex);
      expect(hotel.name.length).toBeGreaterThan(3);
      expect(hotel.stars).toBeGreaterThanOrEqual(1);
      expect(hotel.stars).toBeLessThanOrEqual(5);
      expect(hotel.reviewScore10).toBeGreaterThanOrEqual(50);
      expect(hotel.reviewScore10).toBeLessThanOrEqual(100);
      expect(hotel.roomTypes.length).toBeGreaterThan(0);
      expect(hotel.distanceKm).toBeLessThan(16);
      expect(Math.abs(hotel.lat - city.lat)).toBeLessThan(0.2);
    }
  });

  test("every rate's free-cancellation deadline is before check-in in the hotel's time zone", () => {
    const checkIns = ['2026-01-01', '2026-03-29', '2026-06-15', '2026-10-25', '2026-12-31'];
    let checked = 0;
    for (const hotel of sample) {
      const city = supplier.city(hotel.cityIndex);
      for (const checkIn of checkIns) {
        const deadline = cancellationDeadline(hotel, city, checkIn);
        const [hh, mm] = hotel.checkInFrom.split(':').map(Number);
        const checkInUtc = localToUtc(checkIn, (hh as number) * 60 + (mm as number), city.timeZone);
        const midnightUtc = localToUtc(checkIn, 0, city.timeZone);
        expect(deadline.utcMs).toBeLessThan(midnightUtc);
        expect(deadline.utcMs).toBeLessThan(checkInUtc);
        expect(deadline.local < `${checkIn} 00:00`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });

  test('prices are positive integers in minor units, for every plan and room that fits', () => {
    const stay = supplier.stayContext({
      checkIn: '2026-07-03',
      checkOut: '2026-07-07',
      rooms: [
        { adults: 2, children: [8] },
        { adults: 1, children: [] },
      ],
    });
    const nowMs = Date.UTC(2026, 0, 1);
    let quoted = 0;
    for (const hotel of sample) {
      for (const quote of supplier.quote(hotel, stay, { perUsd: 7.2, nowMs })) {
        quoted++;
        for (const n of [quote.subtotal, quote.taxes, quote.total])
          expect(Number.isInteger(n) && n > 0).toBe(true);
        expect(quote.roomTypes).toHaveLength(2);
        expect(ratePlansOf(hotel)).toContain(quote.plan);
        expect(quote.deadline === null).toBe(!quote.plan.refundable);
      }
    }
    expect(quoted).toBeGreaterThan(sample.length);
    expect(stayNights('2026-07-03', '2026-07-07')).toEqual([
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
      '2026-07-06',
    ]);
  });

  test('a free-cancellation rate is not sold once its deadline has passed', () => {
    const hotel = sample[0];
    if (!hotel) throw new Error('no hotel');
    const stay = supplier.stayContext({
      checkIn: '2026-05-10',
      checkOut: '2026-05-11',
      rooms: [{ adults: 1, children: [] }],
    });
    const deadline = cancellationDeadline(hotel, supplier.city(hotel.cityIndex), '2026-05-10');
    const before = supplier.quote(hotel, stay, { perUsd: 1, nowMs: deadline.utcMs - 60_000 });
    const after = supplier.quote(hotel, stay, { perUsd: 1, nowMs: deadline.utcMs });
    expect(before.some((q) => q.plan.refundable)).toBe(true);
    expect(after.some((q) => q.plan.refundable)).toBe(false);
    expect(after.length).toBeGreaterThan(0);
  });

  test('rooms must fit: nine guests need a room type for nine', () => {
    const stay = supplier.stayContext({
      checkIn: '2026-05-10',
      checkOut: '2026-05-12',
      rooms: [{ adults: 3, children: [2, 4, 6, 8, 10, 12] }],
    });
    for (const hotel of sample.slice(0, 400)) {
      const quotes = supplier.quote(hotel, stay, { perUsd: 1, nowMs: 0 });
      const bigRoom = hotel.roomTypes.some((rt) => rt.kind === 8);
      if (!bigRoom) expect(quotes).toEqual([]);
    }
  });
});
