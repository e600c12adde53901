import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { seatInventory } from './flights.table.ts';
import { soldOut } from './flights.errors.ts';

/** A flight to hold seats on, with what the supplier sells on it before any booking of ours. */
export interface SeatRequest {
  flightKey: string;
  /** Local departure date, YYYY-MM-DD. */
  departureDate: string;
  capacity: number;
  initialSeatsLeft: number;
}

export interface SeatCount {
  flightKey: string;
  cabin: string;
  seatsLeft: number;
}

/** A count with when the database last changed it (its own clock). */
export interface DatedSeatCount extends SeatCount {
  updatedAt: Date;
}

const datedCount = {
  flightKey: seatInventory.flightKey,
  cabin: seatInventory.cabin,
  seatsLeft: seatInventory.seatsLeft,
  updatedAt: seatInventory.updatedAt,
};

/** Seat inventory per flight and cabin (DESIGN 4): rows appear lazily on the first hold. */
export function createInventoryRepository({ db }: { db: DbOrTx }) {
  return {
    /** Seats left on the flights that have a row; flights without one are still as the supplier says. */
    async seatsFor(
      { flightKeys, cabin }: { flightKeys: string[]; cabin: string },
      tx: DbOrTx = db,
    ): Promise<Map<string, number>> {
      if (flightKeys.length === 0) return new Map();
      const rows = await tx
        .select({ flightKey: seatInventory.flightKey, seatsLeft: seatInventory.seatsLeft })
        .from(seatInventory)
        .where(and(eq(seatInventory.cabin, cabin), inArray(seatInventory.flightKey, flightKeys)));
      return new Map(rows.map((r) => [r.flightKey, r.seatsLeft]));
    },

    /** Every row for flights departing on or after a date: the in-memory view is built from these. */
    async departingFrom({ date }: { date: string }): Promise<DatedSeatCount[]> {
      return db
        .select(datedCount)
        .from(seatInventory)
        .where(gte(seatInventory.departureDate, date));
    },

    /** Rows changed after a moment of the database's clock: what other instances sold since. */
    async changedSince({ since }: { since: Date }): Promise<DatedSeatCount[]> {
      return db.select(datedCount).from(seatInventory).where(gt(seatInventory.updatedAt, since));
    },

    /**
     * Takes `count` seats on every flight, or none: throws flights.sold_out when any flight has
     * fewer, which rolls the caller's transaction back. Must run inside that transaction.
     */
    async holdSeats(
      { flights, cabin, count }: { flights: SeatRequest[]; cabin: string; count: number },
      tx: Tx,
    ): Promise<SeatCount[]> {
      if (flights.length === 0 || count <= 0) return [];
      await tx
        .insert(seatInventory)
        .values(
          flights.map((f) => ({
            flightKey: f.flightKey,
            cabin,
            departureDate: f.departureDate,
            capacity: f.capacity,
            seatsLeft: Math.min(f.capacity, f.initialSeatsLeft),
          })),
        )
        .onConflictDoNothing();
      const keys = flights.map((f) => f.flightKey);
      // FOR UPDATE, in key order, so two buyers cannot both see the last seat free and two holds
      // over the same flights always lock them in the same order (no deadlock).
      const locked = await tx
        .select({ flightKey: seatInventory.flightKey, seatsLeft: seatInventory.seatsLeft })
        .from(seatInventory)
        .where(and(eq(seatInventory.cabin, cabin), inArray(seatInventory.flightKey, keys)))
        .orderBy(asc(seatInventory.flightKey))
        .for('update');
      const fewest = Math.min(...locked.map((r) => r.seatsLeft));
      if (locked.length < new Set(keys).size || fewest < count)
        throw soldOut({ seatsLeft: Math.max(0, fewest) });
      const updated = await tx
        .update(seatInventory)
        .set({ seatsLeft: sql`${seatInventory.seatsLeft} - ${count}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(seatInventory.cabin, cabin),
            inArray(seatInventory.flightKey, keys),
            gte(seatInventory.seatsLeft, count),
          ),
        )
        .returning({
          flightKey: seatInventory.flightKey,
          cabin: seatInventory.cabin,
          seatsLeft: seatInventory.seatsLeft,
        });
      if (updated.length < new Set(keys).size) throw soldOut({ seatsLeft: 0 });
      return updated;
    },

    /** Gives seats back (a hold that expired or a cancelled booking). */
    async releaseSeats(
      { flightKeys, cabin, count }: { flightKeys: string[]; cabin: string; count: number },
      tx: DbOrTx = db,
    ): Promise<SeatCount[]> {
      if (flightKeys.length === 0 || count <= 0) return [];
      return tx
        .update(seatInventory)
        .set({
          seatsLeft: sql`least(${seatInventory.capacity}, ${seatInventory.seatsLeft} + ${count})`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(seatInventory.cabin, cabin), inArray(seatInventory.flightKey, flightKeys)))
        .returning({
          flightKey: seatInventory.flightKey,
          cabin: seatInventory.cabin,
          seatsLeft: seatInventory.seatsLeft,
        });
    },
  };
}
export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
