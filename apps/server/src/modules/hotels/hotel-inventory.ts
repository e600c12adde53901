import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { HotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import { baseAllotment, dayNumber, nightFactor } from '../../suppliers/hotels/index.ts';
import type { Hotel, RoomType } from '../../suppliers/hotels/index.ts';
import { createAllotmentsRepository, type NightAllotment } from './allotments.repository.ts';
import { hotelNotFound, roomsSoldOut } from './hotels.errors.ts';

export interface RoomHold {
  hotelId: string;
  roomTypeId: string;
  /** The nights of the stay, 'YYYY-MM-DD' each (check-in up to the night before check-out). */
  nights: string[];
  count: number;
}

/**
 * The hotels that have rows, per database, as this process wrote them. Only trusted where this
 * process is the database's one writer (the embedded PGlite: one process opens it), where a list
 * search then asks the database only about hotels booked through us, and not at all when none of
 * the list's are: a new search costs no query. Every hold adds its hotel, whichever service made it.
 */
const hotelsWithRows = new WeakMap<Db, { loaded: Promise<void> | null; ids: Set<string> }>();
function hotelsWithRowsOf(db: Db) {
  let known = hotelsWithRows.get(db);
  if (!known) hotelsWithRows.set(db, (known = { loaded: null, ids: new Set() }));
  return known;
}

/**
 * Room inventory for bookings (the booking issue calls holdRooms and releaseRooms inside its
 * own transaction) and for the detail page's availability.
 */
export function createHotelInventory({
  db,
  supplier,
  singleWriter = false,
}: {
  db: Db;
  supplier: HotelSupplier;
  /** This process is the database's only writer (PGlite): searches may skip hotels never booked. */
  singleWriter?: boolean;
}) {
  const allotments = createAllotmentsRepository({ db });
  const withRows = hotelsWithRowsOf(db);

  function roomTypeOf(hotelId: string, roomTypeId: string): { hotel: Hotel; roomType: RoomType } {
    const hotel = supplier.hotel(hotelId);
    const roomType = hotel?.roomTypes.find((rt) => rt.id === roomTypeId);
    if (!hotel || !roomType) throw hotelNotFound();
    return { hotel, roomType };
  }

  /** The supplier's rooms for a night, before any booking of ours. */
  function capacity(hotel: Hotel, roomType: RoomType, night: string): number {
    return baseAllotment(
      hotel,
      hotel.roomTypes.indexOf(roomType),
      dayNumber(night),
      nightFactor(supplier.city(hotel.cityIndex), night),
    );
  }

  return {
    /**
     * Takes `count` rooms of a type on every night in one transaction: all nights or none, and
     * the last room of a night goes to one traveller only. Throws hotels.sold_out (409).
     */
    async holdRooms(
      { hotelId, roomTypeId, nights, count }: RoomHold,
      tx: Tx,
    ): Promise<NightAllotment[]> {
      const { hotel, roomType } = roomTypeOf(hotelId, roomTypeId);
      const unique = [...new Set(nights)].sort();
      const withCapacity = unique.map((night) => ({
        night,
        capacity: capacity(hotel, roomType, night),
      }));
      const empty = withCapacity.find((n) => n.capacity < count);
      if (empty) throw roomsSoldOut({ night: empty.night, available: empty.capacity });
      withRows.ids.add(hotelId);
      return allotments.hold({ hotelId, roomTypeId, nights: withCapacity, count }, tx);
    },

    /** Gives held or booked rooms back. */
    async releaseRooms(
      { hotelId, roomTypeId, nights, count }: RoomHold,
      tx: DbOrTx = db,
    ): Promise<NightAllotment[]> {
      roomTypeOf(hotelId, roomTypeId);
      return allotments.release({ hotelId, roomTypeId, nights: [...new Set(nights)], count }, tx);
    },

    /**
     * For a list of hotels: the ones we have booked on any night of the stay, each with its rows
     * ('roomTypeId|night' → rooms left). Hotels we never booked are absent (the supplier's count applies).
     */
    async bookedRooms(
      { hotelIds, nights }: { hotelIds: readonly string[]; nights: readonly string[] },
      tx: DbOrTx = db,
    ): Promise<BookedRooms> {
      const result: BookedRooms = new Map();
      if (nights.length === 0 || hotelIds.length === 0) return result;
      if (singleWriter && tx === db) {
        withRows.loaded ??= allotments.hotelIds().then((ids) => {
          for (const id of ids) withRows.ids.add(id);
        });
        await withRows.loaded;
        hotelIds = hotelIds.filter((id) => withRows.ids.has(id));
        if (hotelIds.length === 0) return result;
      }
      const sorted = [...nights].sort();
      const rows = await allotments.forHotels(
        { hotelIds, from: sorted[0] as string, to: sorted[sorted.length - 1] as string },
        tx,
      );
      for (const r of rows) {
        let byKey = result.get(r.hotelId);
        if (!byKey) result.set(r.hotelId, (byKey = new Map()));
        byKey.set(`${r.roomTypeId}|${r.night}`, r.available);
      }
      return result;
    },

    /** Rooms free on every night of the stay per room type: our rows where they exist, else the supplier's count. */
    async availability(
      { hotel, nights }: { hotel: Hotel; nights: string[] },
      tx: DbOrTx = db,
    ): Promise<Map<string, number>> {
      const result = new Map<string, number>();
      if (nights.length === 0) return result;
      const rows = await allotments.forHotel(
        { hotelId: hotel.id, from: nights[0] as string, to: nights[nights.length - 1] as string },
        tx,
      );
      const byKey = new Map(rows.map((r) => [`${r.roomTypeId}|${r.night}`, r.available]));
      for (const rt of hotel.roomTypes) {
        let fewest = Infinity;
        for (const night of nights)
          fewest = Math.min(fewest, byKey.get(`${rt.id}|${night}`) ?? capacity(hotel, rt, night));
        result.set(rt.id, fewest === Infinity ? 0 : fewest);
      }
      return result;
    },
  };
}
/** Per booked hotel, rooms left per 'roomTypeId|night' from our rows. */
export type BookedRooms = Map<string, Map<string, number>>;

export type HotelInventory = ReturnType<typeof createHotelInventory>;
