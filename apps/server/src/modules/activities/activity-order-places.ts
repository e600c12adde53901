import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { heldOrderPayStatus, sweepExpiredHolds } from '../../shared/held-orders.ts';
import type { PayableStatus } from '../payments/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';

export interface ActivityOrderPlacesDeps {
  db: Db;
  clock: Clock;
  repo: ActivitiesRepository;
}

/** An order's places in its slot: released once, expired holds swept, and what that means for paying. */
export function createActivityOrderPlaces(deps: ActivityOrderPlacesDeps) {
  const { db, clock, repo } = deps;

  const slotOf = (row: ActivityOrderRow) => ({
    productId: row.productId,
    date: row.date,
    time: row.time,
    places: row.places,
  });

  /** Gives the order's places back to its slot, unless they already went back. */
  async function release(row: ActivityOrderRow, tx: DbOrTx) {
    if (row.holdState === 'released') return;
    await repo.returnPlaces({ ...slotOf(row), now: clock.now() }, tx);
  }

  const payStatus = (row: ActivityOrderRow): PayableStatus =>
    heldOrderPayStatus(row, clock.now(), (status) => status === 'Issued');

  /** Unpaid holds past 15 minutes: places back, order cancelled. The job runner and lazy checks call it. */
  const releaseExpired = () =>
    sweepExpiredHolds({
      db,
      now: () => clock.now(),
      lockExpired: repo.lockExpiredHolds,
      release,
      update: repo.update,
    });

  return { slotOf, release, payStatus, releaseExpired };
}
export type ActivityOrderPlaces = ReturnType<typeof createActivityOrderPlaces>;
