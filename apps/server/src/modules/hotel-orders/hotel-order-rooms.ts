import type { HotelOrderStatus, HotelRoomLine } from '@farewise/domain/orders/hotel-order.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { createStockHolds } from '../orders/index.ts';
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

/** What a hotel order holds in the order core (modules/orders): its rooms, for every night. */
export function createHotelOrderRooms({ db, clock, hotels, orders }: HotelOrderRoomsDeps) {
  /** Holds every room of the order, all or none (the caller's transaction rolls back on hotels.sold_out). */
  async function hold(hotelId: string, lines: HotelRoomLine[], nights: string[], tx: Tx) {
    for (const h of holdsOf(hotelId, lines, nights)) await hotels.holdRooms(h, tx);
  }
  const holds = createStockHolds<HotelOrderRow>({
    db,
    clock,
    stock: {
      name: 'rooms',
      take: (row, tx) => hold(row.hotelId, (row.snapshot as Snapshot).RoomLines, row.nights, tx),
      async give(row, tx) {
        for (const h of holdsOf(row.hotelId, (row.snapshot as Snapshot).RoomLines, row.nights))
          await hotels.releaseRooms(h, tx);
      },
    },
    isPaid: (status) => PAID_STATUSES.includes(status as HotelOrderStatus),
    lockExpired: orders.lockExpiredHolds,
    update: orders.update,
  });
  return { ...holds, hold };
}
export type HotelOrderRooms = ReturnType<typeof createHotelOrderRooms>;
