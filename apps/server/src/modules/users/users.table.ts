import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** When the password was last set by a reset or change: earlier failed sign-ins no longer lock the address. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** Set after a slice-payment cancellation (SPEC 9): slice pay is no longer offered. */
  slicePayBlocked: boolean('slice_pay_blocked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
