import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../../db/order-columns.ts';

/**
 * Every Stripe webhook event the site has handled (decision 052), by Stripe's event id: an event
 * Stripe sends again (it retries until it gets a 2xx, and may send one twice) is handled once.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  handledAt: instant('handled_at').notNull(),
});
