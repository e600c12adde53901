import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference exchange rates, dated (DESIGN 5): units of `currency` per US dollar. Seeded at start;
 * the newest row per currency is read into memory and the rate used is stored on each offer.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    asOf: date('as_of').notNull(),
    perUsd: numeric('per_usd', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.asOf] })],
);
