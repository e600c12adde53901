import type { DbOrTx } from '../../db/client.ts';
import { createInventoryRepository } from './inventory.repository.ts';

export type { SeatCount, SeatRequest } from './inventory.repository.ts';

/**
 * Seats held and given back on the flights' inventory: the door flight orders and after-sales
 * use (DESIGN 6), so the inventory's queries stay the flights module's own.
 */
export function createSeatInventoryService({ db }: { db: DbOrTx }) {
  const inventory = createInventoryRepository({ db });
  return {
    holdSeats: inventory.holdSeats,
    releaseSeats: inventory.releaseSeats,
  };
}
export type SeatInventoryService = ReturnType<typeof createSeatInventoryService>;
