import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import { call } from '../../../test/helpers.ts';
import type { AppError } from '../../shared/app-error.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import type { Hotel, RoomType } from '../../suppliers/hotels/hotel-catalog.ts';
import { fixedRates } from './hotel-rates.ts';
import { createHotelsService, type HotelsService } from './hotels.service.ts';
import { encodeSearchKey } from './search-key.ts';
import { makeHotelsApp } from './hotels.test-app.ts';

// Runs on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL (real concurrency there).
let app: FastifyInstance;
let hotels: HotelsService;
const supplier = hotelSupplier();

beforeAll(async () => {
  app = await makeHotelsApp();
  hotels = createHotelsService({ db: app.db, clock: app.clock, rates: fixedRates, supplier });
});
afterAll(async () => {
  await app.close();
});

const nextDay = (d: string, n = 1) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A room type with a night the supplier still sells, different per test so reruns on one server do not clash. */
function pickRoom(offset: number): {
  hotel: Hotel;
  roomType: RoomType;
  night: string;
  capacity: number;
} {
  const run = Date.now() % 9_000;
  const hotel = supplier.catalog.hotels[
    (run * 5 + offset * 97) % supplier.catalog.hotels.length
  ] as Hotel;
  const roomType = hotel.roomTypes[0] as RoomType;
  // Nights within the next year: stays further ahead are refused by the search rules.
  for (let day = 40 + (run % 200); ; day++) {
    const night = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    const stay = supplier.stayContext({ checkIn: night, checkOut: nextDay(night), rooms: [] });
    const capacity = supplier.allotments(hotel, roomType, stay)[0] as number;
    if (capacity >= 2) return { hotel, roomType, night, capacity };
  }
}

describe('room holds', () => {
  test('30 travellers try to hold the last room of a night: exactly one gets it', async () => {
    const { hotel, roomType, night, capacity } = pickRoom(1);
    const hold = { hotelId: hotel.id, roomTypeId: roomType.id, nights: [night] };
    // Sell all but one room first.
    await app.db.transaction((tx) => hotels.holdRooms({ ...hold, count: capacity - 1 }, tx));
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        app.db.transaction((tx) => hotels.holdRooms({ ...hold, count: 1 }, tx)),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(29);
    for (const l of lost) expect((l.reason as AppError).code).toBe('hotels.sold_out');
    const left = await hotels.availability({ hotel, nights: [night] });
    expect(left.get(roomType.id)).toBe(0);
  });

  test('a stay is held on every night or none', async () => {
    const { hotel, roomType, night } = pickRoom(2);
    const nights = [night, nextDay(night), nextDay(night, 2)];
    const before = await hotels.availability({ hotel, nights });
    const fewest = before.get(roomType.id) as number;
    // Take the middle night down to nothing, then ask for the whole stay.
    const middle = await hotels.availability({ hotel, nights: [nights[1] as string] });
    await app.db.transaction((tx) =>
      hotels.holdRooms(
        {
          hotelId: hotel.id,
          roomTypeId: roomType.id,
          nights: [nights[1] as string],
          count: middle.get(roomType.id) as number,
        },
        tx,
      ),
    );
    await expect(
      app.db.transaction((tx) =>
        hotels.holdRooms({ hotelId: hotel.id, roomTypeId: roomType.id, nights, count: 1 }, tx),
      ),
    ).rejects.toMatchObject({
      code: 'hotels.sold_out',
      status: 409,
    });
    const first = await hotels.availability({ hotel, nights: [nights[0] as string] });
    expect(first.get(roomType.id)).toBeGreaterThanOrEqual(fewest);
  });

  test('released rooms can be sold again, never beyond what the supplier gave', async () => {
    const { hotel, roomType, night, capacity } = pickRoom(3);
    const hold = { hotelId: hotel.id, roomTypeId: roomType.id, nights: [night] };
    const held = await app.db.transaction((tx) => hotels.holdRooms({ ...hold, count: 2 }, tx));
    expect(held).toEqual([{ night, available: capacity - 2 }]);
    await hotels.releaseRooms({ ...hold, count: 2 });
    await hotels.releaseRooms({ ...hold, count: 5 });
    const left = await hotels.availability({ hotel, nights: [night] });
    expect(left.get(roomType.id)).toBe(capacity);
  });

  test('an unknown hotel or room type is a 404', async () => {
    await expect(
      app.db.transaction((tx) =>
        hotels.holdRooms(
          { hotelId: 'nope', roomTypeId: 'R1', nights: ['2027-01-01'], count: 1 },
          tx,
        ),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  test("the detail page shows a room type's rooms left after holds", async () => {
    const { hotel, roomType, night, capacity } = pickRoom(4);
    await app.db.transaction((tx) =>
      hotels.holdRooms(
        { hotelId: hotel.id, roomTypeId: roomType.id, nights: [night], count: capacity },
        tx,
      ),
    );
    const sk = encodeSearchKey({
      hotelId: hotel.id,
      checkIn: night,
      checkOut: nextDay(night),
      rooms: [{ adults: 1, children: [] }],
    });
    const res = await call<HotelDetail>(app, {
      method: 'POST',
      url: '/v3/hotel/hdetail',
      payload: { HotelId: hotel.id, sk },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.Rooms.find((r) => r.RoomTypeId === roomType.id)?.Available).toBe(0);
  });
});
