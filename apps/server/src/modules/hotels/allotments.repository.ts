import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { hotelAllotments } from './hotels.table.ts';
import { roomsSoldOut } from './hotels.errors.ts';

export interface NightAllotment {
  night: string;
  available: number;
}

/** Rooms left per hotel, room type and night; rows appear lazily on the first hold (DESIGN 4). */
export function createAllotmentsRepository({ db }: { db: DbOrTx }) {
  return {
    /** The hotel's rows for nights in [from, to]: one query on the primary key. */
    async forHotel(
      { hotelId, from, to }: { hotelId: string; from: string; to: string },
      tx: DbOrTx = db,
    ) {
      return tx
        .select({
          roomTypeId: hotelAllotments.roomTypeId,
          night: hotelAllotments.night,
          available: hotelAllotments.available,
        })
        .from(hotelAllotments)
        .where(
          and(
            eq(hotelAllotments.hotelId, hotelId),
            gte(hotelAllotments.night, from),
            lte(hotelAllotments.night, to),
          ),
        );
    },

    /** Every hotel with a row (booked through us at some time). */
    async hotelIds(tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ hotelId: hotelAllotments.hotelId })
        .from(hotelAllotments);
      return rows.map((r) => r.hotelId);
    },

    /** Our rows for any of the hotels on nights in [from, to] (a list's booked hotels), one query. */
    async forHotels(
      { hotelIds, from, to }: { hotelIds: readonly string[]; from: string; to: string },
      tx: DbOrTx = db,
    ) {
      if (hotelIds.length === 0) return [];
      return tx
        .select({
          hotelId: hotelAllotments.hotelId,
          roomTypeId: hotelAllotments.roomTypeId,
          night: hotelAllotments.night,
          available: hotelAllotments.available,
        })
        .from(hotelAllotments)
        .where(
          and(
            inArray(hotelAllotments.hotelId, [...hotelIds]),
            gte(hotelAllotments.night, from),
            lte(hotelAllotments.night, to),
          ),
        );
    },

    /**
     * Takes `count` rooms on every night, or none: throws hotels.sold_out when any night has
     * fewer, which rolls the caller's transaction back. Must run inside that transaction.
     */
    async hold(
      {
        hotelId,
        roomTypeId,
        nights,
        count,
      }: {
        hotelId: string;
        roomTypeId: string;
        nights: { night: string; capacity: number }[];
        count: number;
      },
      tx: Tx,
    ): Promise<NightAllotment[]> {
      if (nights.length === 0 || count <= 0) return [];
      await tx
        .insert(hotelAllotments)
        .values(
          nights.map((n) => ({
            hotelId,
            roomTypeId,
            night: n.night,
            capacity: n.capacity,
            available: n.capacity,
          })),
        )
        .onConflictDoNothing();
      const dates = nights.map((n) => n.night);
      const where = and(
        eq(hotelAllotments.hotelId, hotelId),
        eq(hotelAllotments.roomTypeId, roomTypeId),
        inArray(hotelAllotments.night, dates),
      );
      // FOR UPDATE in night order, so two travellers cannot both see the last room free and two
      // holds over overlapping stays always lock nights in the same order (no deadlock).
      const locked = await tx
        .select({ night: hotelAllotments.night, available: hotelAllotments.available })
        .from(hotelAllotments)
        .where(where)
        .orderBy(asc(hotelAllotments.night))
        .for('update');
      const short = locked.find((r) => r.available < count);
      if (locked.length < new Set(dates).size || short)
        throw roomsSoldOut({ night: short?.night ?? null, available: short?.available ?? 0 });
      const updated = await tx
        .update(hotelAllotments)
        .set({ available: sql`${hotelAllotments.available} - ${count}`, updatedAt: sql`now()` })
        .where(and(where, gte(hotelAllotments.available, count)))
        .returning({ night: hotelAllotments.night, available: hotelAllotments.available });
      if (updated.length < new Set(dates).size) throw roomsSoldOut({ night: null, available: 0 });
      return updated.sort((a, b) => (a.night < b.night ? -1 : 1));
    },

    /** Gives rooms back (a hold that expired, a failed payment or a cancelled booking). */
    async release(
      {
        hotelId,
        roomTypeId,
        nights,
        count,
      }: { hotelId: string; roomTypeId: string; nights: string[]; count: number },
      tx: DbOrTx = db,
    ): Promise<NightAllotment[]> {
      if (nights.length === 0 || count <= 0) return [];
      return tx
        .update(hotelAllotments)
        .set({
          available: sql`least(${hotelAllotments.capacity}, ${hotelAllotments.available} + ${count})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(hotelAllotments.hotelId, hotelId),
            eq(hotelAllotments.roomTypeId, roomTypeId),
            inArray(hotelAllotments.night, nights),
          ),
        )
        .returning({ night: hotelAllotments.night, available: hotelAllotments.available });
    },
  };
}
export type AllotmentsRepository = ReturnType<typeof createAllotmentsRepository>;
