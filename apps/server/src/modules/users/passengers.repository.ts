import type { DbOrTx } from '../../db/client.ts';
import { userPassengers } from './passengers.table.ts';
import { createSavedRowsRepository } from './saved-rows.repository.ts';

export type PassengerRow = typeof userPassengers.$inferSelect;
export type PassengerValues = Omit<
  typeof userPassengers.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Every query is scoped by user id: a row of another user is never read, changed or deleted. */
export function createPassengersRepository({ db }: { db: DbOrTx }) {
  return createSavedRowsRepository<typeof userPassengers, PassengerValues>({
    db,
    table: userPassengers,
  });
}
