import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One row per flight search: its parameters, currency and rate. Options are not stored: an
 * option key plus these parameters re-create the option from the deterministic supplier.
 */
export const flightSearches = pgTable(
  'flight_searches',
  {
    id: text('id').primaryKey(),
    params: jsonb('params').notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('flight_searches_expires_at_idx').on(t.expiresAt)],
);

/**
 * Seats for sale per flight (its key names the operating flight and local departure date) and
 * cabin. A row appears when a flight is first held; until then the supplier's count applies.
 */
export const seatInventory = pgTable(
  'seat_inventory',
  {
    flightKey: text('flight_key').notNull(),
    cabin: text('cabin').notNull(),
    departureDate: date('departure_date').notNull(),
    capacity: integer('capacity').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightKey, t.cabin] }),
    index('seat_inventory_departure_date_idx').on(t.departureDate),
    // Each instance reads what changed since its last look (seat-sync.ts).
    index('seat_inventory_updated_at_idx').on(t.updatedAt),
    // The last line of defence: no hold can take a flight below zero seats.
    check(
      'seat_inventory_seats_left_check',
      sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.capacity}`,
    ),
  ],
);

/** Search forms saved under an id (saveParams), so a link can carry a search. */
export const savedSearchParams = pgTable('saved_search_params', {
  id: text('id').primaryKey(),
  params: jsonb('params').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
