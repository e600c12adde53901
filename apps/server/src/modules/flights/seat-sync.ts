import type { Clock } from '../../shared/clock.ts';
import type { DatedSeatCount } from './inventory.repository.ts';
import type { SeatView } from './seat-view.ts';

/** How often a searching instance reads the seats other instances sold. */
export const SEAT_SYNC_INTERVAL_MS = 15_000;
/**
 * Rows are read again from this long before the newest change seen: a row's time is its
 * transaction's start, so a hold that commits late may carry a time older than one already seen.
 */
const COMMIT_LAG_MS = 60_000;

interface SeatSource {
  departingFrom(q: { date: string }): Promise<DatedSeatCount[]>;
  changedSince(q: { since: Date }): Promise<DatedSeatCount[]>;
}

/**
 * Keeps this process's seat view in step with the database, so that searches on one instance
 * see the seats another instance sold within SEAT_SYNC_INTERVAL_MS (DESIGN 5a: nothing one
 * instance needs lives only in another's memory). One indexed query per interval, shared by the
 * searches that arrive meanwhile; bookings always decide on the database itself.
 */
export function createSeatSync({
  clock,
  seats,
  inventory,
}: {
  clock: Clock;
  seats: SeatView;
  inventory: SeatSource;
}) {
  let newest: Date | null = null;
  let lastSync = -Infinity;
  let running: Promise<void> | null = null;

  const take = (rows: DatedSeatCount[]) => {
    seats.note(rows);
    for (const r of rows) if (!newest || r.updatedAt > newest) newest = r.updatedAt;
  };

  return {
    /** The whole view at start: every row of flights not yet departed. */
    async load(fromDate: string): Promise<void> {
      take(await inventory.departingFrom({ date: fromDate }));
      lastSync = clock.now().getTime();
    },

    /** Reads what changed since the last look, when the interval has passed. */
    async refresh(): Promise<void> {
      const now = clock.now().getTime();
      if (now - lastSync < SEAT_SYNC_INTERVAL_MS) return;
      running ??= (async () => {
        try {
          const since = new Date((newest?.getTime() ?? 0) - COMMIT_LAG_MS);
          take(await inventory.changedSince({ since }));
          lastSync = now;
        } finally {
          running = null;
        }
      })();
      await running;
    },
  };
}
export type SeatSync = ReturnType<typeof createSeatSync>;
