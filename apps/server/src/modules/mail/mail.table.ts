import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a message, kept until the message is delivered (base64). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Every message the site sends: with SMTP, queued here first (in the sender's transaction, when
 * it has one) and delivered from here after the commit, retried until sent; else only kept here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** 'smtp' when handed to the SMTP server, 'outbox' when only stored. */
    transport: text('transport').notNull(),
    /** 'stored' (outbox only), 'queued' (to be sent over SMTP), 'sent', or 'failed' (given up). */
    status: text('status').notNull(),
    error: text('error'),
    /** What goes with it over SMTP until it is sent (emptied once sent). */
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Deliveries tried so far, and when the next may be (a queued message). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_queued_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
  ],
);
