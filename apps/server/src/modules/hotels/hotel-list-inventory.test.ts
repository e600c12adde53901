import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import type { HotelCard, HotelSearchResult } from '@farewise/domain/hotels/hotel-search.schemas';
import { call } from '../../../test/helpers.ts';
import { manualClock } from '../../shared/clock.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import type { Hotel } from '../../suppliers/hotels/hotel-catalog.ts';
import { fixedRates } from './hotel-rates.ts';
import { createHotelsService, type HotelsService } from './hotels.service.ts';
import { makeHotelsApp } from './hotels.test-app.ts';
import { quoteFor } from './plan-variants.ts';

// The list offers only what can be booked (issue 12): after our own bookings take a hotel's rooms,
// its card drops the sold-out combination (or the hotel), and its rooms left is the detail page's.
const clock = manualClock(new Date('2026-03-01T09:00:00Z'));
const supplier = hotelSupplier();
let app: FastifyInstance;
let hotels: HotelsService;
let paris: DestinationSuggestion;

beforeAll(async () => {
  app = await makeHotelsApp({ clock });
  hotels = createHotelsService({ db: app.db, clock, rates: fixedRates, supplier });
  const res = await call<DestinationSuggestion[]>(app, {
    method: 'GET',
    url: '/v3/hotel/keyword?k=paris',
  });
  paris = res.body.data[0] as DestinationSuggestion;
});
afterAll(async () => {
  await app.close();
});

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A stay of two nights, different per test and per run so reruns on one server do not clash. */
function stayFor(test: number) {
  const day = 20 + ((Math.floor(Date.now() / 1000) + test * 37) % 300);
  const checkIn = addDays('2026-03-01', day);
  return { checkIn, checkOut: addDays(checkIn, 2), nights: [checkIn, addDays(checkIn, 1)] };
}

async function searchParis(stay: { checkIn: string; checkOut: string }, HotelName?: string) {
  const res = await call<HotelSearchResult>(app, {
    method: 'POST',
    url: '/v3/hotel/search',
    payload: {
      Query: {
        Destination: paris.Name,
        Type: paris.Type,
        CountryCode: paris.CountryCode,
        Country: paris.ID,
        CheckIn: stay.checkIn,
        CheckOut: stay.checkOut,
        Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
      },
      FilterParams: { Sort: 'recommended', Page: 1, Size: 20, ...(HotelName ? { HotelName } : {}) },
      ClientToken: 't',
      Currency: 'EUR',
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function detailOf(card: HotelCard): Promise<HotelDetail> {
  const res = await call<HotelDetail>(app, {
    method: 'POST',
    url: '/v3/hotel/hdetail',
    payload: { HotelId: card.HotelId, sk: card.sk, Currency: 'EUR' },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The room type the card's cheapest plan uses, as the supplier quotes it before any booking. */
function cheapestType(card: HotelCard, stay: { checkIn: string; checkOut: string }) {
  const hotel = supplier.hotel(card.HotelId) as Hotel;
  const context = supplier.stayContext({ ...stay, rooms: [{ adults: 2, children: [] }] });
  const quotes = supplier.quote(hotel, context, { perUsd: 1, nowMs: clock.now().getTime() });
  const quote = quoteFor(quotes, false, false);
  return { hotel, roomType: quote?.roomTypes[0] };
}

async function takeRooms(hotelId: string, roomTypeId: string, nights: string[], count: number) {
  if (count > 0)
    await app.db.transaction((tx) => hotels.holdRooms({ hotelId, roomTypeId, nights, count }, tx));
}

describe('the hotel list after our own bookings', () => {
  test("a card's rooms left equals the detail page's", async () => {
    const stay = stayFor(1);
    const first = (await searchParis(stay)).list[0] as HotelCard;
    const { hotel, roomType } = cheapestType(first, stay);
    if (!roomType) throw new Error('the first card has a room type');
    const before = await hotels.availability({ hotel, nights: stay.nights });
    await takeRooms(hotel.id, roomType.id, stay.nights, (before.get(roomType.id) as number) - 2);

    const card = (await searchParis(stay, hotel.name)).list.find((c) => c.HotelId === hotel.id);
    const detail = await detailOf(first);
    const room = detail.Rooms.find((r) => r.RoomTypeId === roomType.id);
    expect(room?.Available).toBe(2);
    expect(card?.RoomsLeft).toBe(2);
  });

  test('a sold-out room combination is not offered; the one offered can be reserved', async () => {
    const stay = stayFor(2);
    const first = (await searchParis(stay)).list[0] as HotelCard;
    const { hotel, roomType } = cheapestType(first, stay);
    if (!roomType) throw new Error('the first card has a room type');
    const before = await hotels.availability({ hotel, nights: stay.nights });
    await takeRooms(hotel.id, roomType.id, stay.nights, before.get(roomType.id) as number);

    const card = (await searchParis(stay, hotel.name)).list.find((c) => c.HotelId === hotel.id);
    const detail = await detailOf(first);
    expect(detail.Rooms.find((r) => r.RoomTypeId === roomType.id)?.Available).toBe(0);
    if (card) {
      // Another type is offered, and the detail page has rooms of it.
      expect(card.RoomSummary).not.toBe(first.RoomSummary);
      const offered = detail.Rooms.find((r) => r.Name === card.RoomSummary);
      expect(offered?.Available).toBeGreaterThan(0);
      expect(card.TotalPrice).toBeGreaterThanOrEqual(first.TotalPrice);
    }
  });

  test('a hotel with every fitting room sold is not in the list, nor in its counts', async () => {
    const stay = stayFor(3);
    const result = await searchParis(stay);
    const first = result.list[0] as HotelCard;
    const hotel = supplier.hotel(first.HotelId) as Hotel;
    const before = await hotels.availability({ hotel, nights: stay.nights });
    for (const rt of hotel.roomTypes)
      await takeRooms(hotel.id, rt.id, stay.nights, before.get(rt.id) as number);

    const after = await searchParis(stay);
    expect(after.list.map((c) => c.HotelId)).not.toContain(hotel.id);
    expect(after.total).toBe(result.total - 1);
    expect((await searchParis(stay, hotel.name)).list.map((c) => c.HotelId)).not.toContain(
      hotel.id,
    );
  });
});
