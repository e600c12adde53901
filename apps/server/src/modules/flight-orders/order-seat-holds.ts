import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { SeatInventoryService, SeatRequest } from '../flights/seat-inventory.service.ts';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';

export interface OrderSeatHoldsDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  inventory: SeatInventoryService;
  search: FlightSearchService;
}

/** The seats an order holds in the flights' inventory: taken, returned, and returned when expired. */
export function createOrderSeatHolds({ db, clock, orders, inventory, search }: OrderSeatHoldsDeps) {
  async function release(row: FlightOrderRow, tx: DbOrTx) {
    const flights = row.seatFlights as SeatRequest[];
    const counts = await inventory.releaseSeats(
      {
        flightKeys: flights.map((f) => f.flightKey),
        cabin: row.cabin,
        count: row.adults + row.children,
      },
      tx,
    );
    await orders.update({ id: row.id, set: { holdState: 'released', updatedAt: clock.now() } }, tx);
    return counts;
  }

  return {
    /** Returns the order's seats and marks its hold released. */
    release,

    /** Takes the order's seats for its travellers; throws when too few are left. */
    hold(row: FlightOrderRow, tx: Tx) {
      return inventory.holdSeats(
        {
          flights: row.seatFlights as SeatRequest[],
          cabin: row.cabin,
          count: row.adults + row.children,
        },
        tx,
      );
    },

    /** Returns the seats of holds past their expiry; the job runner and lazy checks call it. */
    async releaseExpired(): Promise<number> {
      const { released, counts } = await db.transaction(async (tx) => {
        const expired = await orders.lockExpiredHolds({ now: clock.now(), limit: 100 }, tx);
        const all = [];
        for (const row of expired) all.push(...(await release(row, tx)));
        return { released: expired.length, counts: all };
      });
      search.noteSeats(counts);
      return released;
    },
  };
}
export type OrderSeatHolds = ReturnType<typeof createOrderSeatHolds>;
