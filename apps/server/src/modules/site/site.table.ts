import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Site info values (SPEC 3), one row per key, editable in the database. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Long texts such as the Terms and Conditions; HTML is sanitised when served. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  level: text('level').notNull().default('info'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
