import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Codes mailed for registration ('1') and password reset ('2'); stored hashed. */
export const mailCodes = pgTable(
  'mail_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('mail_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

/**
 * Every sign-in attempt, for the throttles shared by all server instances: per e-mail (devices not
 * known to it), per known device, per client address (sign-in-throttle.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    /** SHA-256 of the device cookie: on a success, the device that now knows this e-mail; on a failure, only when it already did. */
    device: text('device'),
    /** The attempt came from a device that had signed in to this e-mail before. */
    trusted: boolean('trusted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_email_device_idx').on(t.email, t.device),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Sessions: one row per signed-in device; a user's rows go with the account. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);
