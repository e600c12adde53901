import type { HotelOrderStatus, HotelRoomLine } from '@farewise/domain/orders/hotel-order.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { heldOrderPayStatus, sweepExpiredHolds } from '../../shared/held-orders.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { PayableStatus } from '../payments/index.ts';
import type { Snapshot } from './hotel-order-view.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';

/** Statuses of an order that has been paid for. */
export const PAID_STATUSES: HotelOrderStatus[] = ['Paid', 'Issued'];

/** One hold per room type, in id order so two bookings lock the same rows in the same order. */
function holdsOf(hotelId: string, lines: HotelRoomLine[], nights: string[]) {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.RoomTypeId, (counts.get(l.RoomTypeId) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([roomTypeId, count]) => ({ hotelId, roomTypeId, nights, count }));
}

export interface HotelOrderRoomsDeps {
  db: Db;
  clock: Clock;
  hotels: HotelsService;
  orders: HotelOrdersRepository;
}

/** The rooms an order holds: taken for every night, given back, and released when a hold lapses. */
export function createHotelOrderRooms({ db, clock, hotels, orders }: HotelOrderRoomsDeps) {
  async function release(row: HotelOrderRow, tx: DbOrTx) {
    if (row.holdState === 'released') return;
    for (const hold of holdsOf(row.hotelId, (row.snapshot as Snapshot).RoomLines, row.nights))
      await hotels.releaseRooms(hold, tx);
  }

  /** Holds every room of the order, all or none (the caller's transaction rolls back on hotels.sold_out). */
  async function hold(hotelId: string, lines: HotelRoomLine[], nights: string[], tx: Tx) {
    for (const h of holdsOf(hotelId, lines, nights)) await hotels.holdRooms(h, tx);
  }

  /** Whether the order can be paid now, is paid, or has lapsed or been cancelled. */
  const payStatus = (row: HotelOrderRow): PayableStatus =>
    heldOrderPayStatus(row, clock.now(), (status) =>
      PAID_STATUSES.includes(status as HotelOrderStatus),
    );

  /** Unpaid holds past 15 minutes: rooms back, order cancelled. The job runner and lazy checks call it. */
  const releaseExpired = () =>
    sweepExpiredHolds({
      db,
      now: () => clock.now(),
      lockExpired: orders.lockExpiredHolds,
      release,
      update: orders.update,
    });

  return { hold, release, payStatus, releaseExpired };
}
export type HotelOrderRooms = ReturnType<typeof createHotelOrderRooms>;
