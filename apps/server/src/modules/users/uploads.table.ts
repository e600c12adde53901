import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** Bytes: node-postgres gives a Buffer, PGlite a Uint8Array; both are written as given. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The largest picture we keep (SPEC 9). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Uploaded pictures, stored in the database so every server instance can serve them (DESIGN 5a).
 * Owned by a signed-in user or by the holder of a guest upload token (only its hash is kept).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Server-made: 32 random hex characters and the extension of the detected type. */
    name: text('name').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest upload token, for uploads made while signed out. */
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_user_idx').on(t.ownerUserId),
    index('uploads_guest_token_idx').on(t.guestTokenHash),
    check(
      'uploads_size_check',
      sql`${t.size} > 0 and ${t.size} <= ${sql.raw(String(UPLOAD_MAX_BYTES))}`,
    ),
    check('uploads_one_owner_check', sql`num_nonnulls(${t.ownerUserId}, ${t.guestTokenHash}) = 1`),
  ],
);
