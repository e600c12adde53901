import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Rooms for sale per hotel, room type and night (DESIGN 4). A row appears when a night is first
 * held, starting from the supplier's allotment for that night; until then the supplier's count
 * applies. Bookings take rooms from `available` and cancellations give them back.
 */
export const hotelAllotments = pgTable(
  'hotel_allotments',
  {
    hotelId: text('hotel_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    night: date('night').notNull(),
    capacity: integer('capacity').notNull(),
    available: integer('available').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.roomTypeId, t.night] }),
    index('hotel_allotments_night_idx').on(t.night),
    // The last line of defence: no hold can take a night below zero rooms.
    check(
      'hotel_allotments_available_check',
      sql`${t.available} >= 0 and ${t.available} <= ${t.capacity}`,
    ),
  ],
);
