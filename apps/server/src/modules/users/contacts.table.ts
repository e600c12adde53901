import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** A signed-in traveller's saved contacts (SPEC 3 contact). */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Country calling code, digits only (SPEC's postcode). */
    postcode: text('postcode').notNull(),
    /** National significant digits of the mobile. */
    mobile: text('mobile').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_contacts_user_contact_idx').on(t.userId, t.postcode, t.mobile, t.email),
    index('user_contacts_user_created_idx').on(t.userId, t.createdAt),
  ],
);
