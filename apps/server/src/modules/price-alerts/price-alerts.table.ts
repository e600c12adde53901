import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AlertSearch, AlertStatus } from '@farewise/domain/price-alerts/price-alert.rules';
import { users } from '../users/users.table.ts';

/** A saved search whose price the site watches (issue 17, decision 024). */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that saved it; null for a guest's alert. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where alerts are mailed, lower-cased: the account's address or the guest's. */
    email: text('email').notNull(),
    status: text('status').$type<AlertStatus>().notNull(),
    kind: text('kind').notNull(),
    search: jsonb('search').$type<AlertSearch>().notNull(),
    currency: text('currency').notNull(),
    dropKind: text('drop_kind').$type<'percent' | 'amount'>().notNull(),
    /** Percent, or minor units of currency. */
    dropValue: integer('drop_value').notNull(),
    /** The price drops are measured from: when saved, then the last one mailed. */
    referencePrice: integer('reference_price'),
    latestPrice: integer('latest_price'),
    /** The day the trip starts (YYYY-MM-DD); the alert ends after it. */
    endsAfter: text('ends_after').notNull(),
    /** When the job next re-prices it (active alerts only). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('price_alerts_due_idx').on(t.status, t.nextCheckAt),
    index('price_alerts_email_idx').on(t.email, t.status),
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    index('price_alerts_ends_idx').on(t.endsAfter),
  ],
);

/**
 * Tokens of the links in an alert's mails (confirm, manage, unsubscribe): only their SHA-256 is
 * kept, as for sessions and guest orders (decision 002). Each mail adds one; the newest are kept.
 * A token opens every alert of its address (whoever reads the mail holds the mailbox) and
 * unsubscribes its own alert; it outlives the alert's deletion, so the page still opens.
 */
export const priceAlertTokens = pgTable(
  'price_alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    alertId: uuid('alert_id').references(() => priceAlerts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_alert_tokens_alert_idx').on(t.alertId, t.createdAt)],
);

/** Each re-pricing of an alert, for its history chart (the newest are kept). */
export const priceAlertChecks = pgTable(
  'price_alert_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** Null when nothing comparable was sold. */
    price: integer('price'),
  },
  (t) => [index('price_alert_checks_alert_idx').on(t.alertId, t.checkedAt)],
);
