import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { ActivitySupplier } from '../../suppliers/activities/activity-supplier.ts';
import { createStockHolds } from '../orders/index.ts';
import type { ActivitiesRepository, ActivityOrderRow } from './activities.repository.ts';

export interface ActivityOrderPlacesDeps {
  db: Db;
  clock: Clock;
  supplier: ActivitySupplier;
  repo: ActivitiesRepository;
}

/** What an activity order holds in the order core (modules/orders): its places in its slot. */
export function createActivityOrderPlaces(deps: ActivityOrderPlacesDeps) {
  const { db, clock, supplier, repo } = deps;

  const slotOf = (row: ActivityOrderRow) => ({
    productId: row.productId,
    date: row.date,
    time: row.time,
    places: row.places,
  });

  const holds = createStockHolds<ActivityOrderRow>({
    db,
    clock,
    stock: {
      name: 'places',
      async take(row, tx) {
        const product = supplier.product(row.productId);
        if (!product) throw new Error('no longer sold');
        const left = await repo.takePlaces(
          {
            ...slotOf(row),
            supplierPlaces: supplier.supplierPlaces(product, row.date, row.time),
            now: clock.now(),
          },
          tx,
        );
        if (left === null) throw new Error('sold out');
      },
      give: (row, tx) => repo.returnPlaces({ ...slotOf(row), now: clock.now() }, tx),
    },
    isPaid: (status) => status === 'Issued',
    lockExpired: repo.lockExpiredHolds,
    update: repo.update,
  });
  return { ...holds, slotOf };
}
export type ActivityOrderPlaces = ReturnType<typeof createActivityOrderPlaces>;
