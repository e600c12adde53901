import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** A signed-in traveller's saved passengers (SPEC 3 saved regular passenger). */
export const userPassengers = pgTable(
  'user_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    givenName: text('given_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    surname: text('surname').notNull(),
    /** 1 male, 2 female. */
    sex: smallint('sex').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** ISO alpha-2 code of the country that issued the passport (id_card_issue). */
    passportCountry: text('passport_country').notNull(),
    /** ISO alpha-2 code of the nationality (national_code). */
    nationality: text('nationality').notNull(),
    passportNumber: text('passport_number').notNull(),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    /** Upper-cased full name: the unique index refuses a second traveller of the same name. */
    nameKey: text('name_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_passengers_user_name_idx').on(t.userId, t.nameKey),
    index('user_passengers_user_created_idx').on(t.userId, t.createdAt),
    check('user_passengers_sex_check', sql`${t.sex} in (1, 2)`),
  ],
);
