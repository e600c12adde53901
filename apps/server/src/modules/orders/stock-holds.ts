import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { heldOrderPayStatus, sweepExpiredHolds, type HeldOrder } from '../../shared/held-orders.ts';
import type { PayableStatus } from '../payments/index.ts';

/** What a kind holds for an unpaid order (a hotel's rooms for every night, an activity's places in its slot). */
export interface OrderStock<Row> {
  /** What is held, in the traveller's words ('rooms', 'places'). */
  name: string;
  /** Takes the order's stock again inside `tx`; throws when it is gone (the caller's savepoint rolls back). */
  take(row: Row, tx: Tx): Promise<void>;
  /** Gives the order's stock back. */
  give(row: Row, tx: DbOrTx): Promise<void>;
}

export interface StockHoldsDeps<Row extends HeldOrder> {
  db: Db;
  clock: Clock;
  stock: OrderStock<Row>;
  /** The kind's statuses of an order that has been paid for. */
  isPaid: (status: string) => boolean;
  lockExpired: (args: { now: Date; limit: number }, tx: DbOrTx) => Promise<Row[]>;
  update: (args: { id: string; set: Partial<Row> }, tx: DbOrTx) => Promise<unknown>;
}

/** An order's held stock: given back once, expired holds swept, and what that means for paying. */
export function createStockHolds<Row extends HeldOrder>(deps: StockHoldsDeps<Row>) {
  const { db, clock, stock } = deps;

  /** Gives the order's stock back, unless it already went back. */
  async function release(row: Row, tx: DbOrTx) {
    if (row.holdState === 'released') return;
    await stock.give(row, tx);
  }

  /** Whether the order can be paid now, is paid, or has lapsed or been cancelled. */
  const payStatus = (row: Row): PayableStatus => heldOrderPayStatus(row, clock.now(), deps.isPaid);

  /** Unpaid holds past their time: stock back, order cancelled. The job runner and lazy checks call it. */
  const releaseExpired = () =>
    sweepExpiredHolds({
      db,
      now: () => clock.now(),
      lockExpired: deps.lockExpired,
      release,
      update: deps.update,
    });

  return { stock, release, payStatus, releaseExpired };
}
export type StockHolds<Row extends HeldOrder> = ReturnType<typeof createStockHolds<Row>>;
