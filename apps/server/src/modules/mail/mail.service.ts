import nodemailer from 'nodemailer';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { mailOutbox, type StoredAttachment } from './mail.table.ts';
import { reportedDelivery, type MailMetrics } from '../../shared/metrics.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along over SMTP (kept in the outbox until the message is sent). */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** Extra SMTP headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailService {
  /**
   * Puts the message in the outbox and returns: it never waits for the mail server. With `db` (a
   * transaction) the message commits or rolls back with the caller's change and is delivered
   * after the commit (call `deliverQueued` then, or the mail-outbox job takes it within a
   * minute); without, delivery starts at once in the background. A delivery that fails is
   * retried with growing waits.
   */
  send(mail: OutgoingMail, opts?: { db?: DbOrTx }): Promise<void>;
  /**
   * Sends one message now and says whether it went (throws if not), for a caller that tells the
   * traveller (a registration code): never inside a transaction; not retried.
   */
  sendNow(mail: OutgoingMail): Promise<void>;
  /** Delivers the queued messages that are due, outside any transaction; returns how many went. */
  deliverQueued(): Promise<number>;
  /** deliverQueued without waiting for it, for a caller whose transaction has just committed. */
  deliverInBackground(): void;
  /** Waits for a delivery in progress (at most the SMTP timeouts) and closes the connection. */
  close(): Promise<void>;
}

/** A mail server that does not answer is given up on after this long (nodemailer waits minutes by default). */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
};
/** Attempts before a queued message is given up ('failed'); the waits between double from a minute. */
export const MAIL_MAX_ATTEMPTS = 8;
const retryWaitMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);
/** A claimed message is not claimed again for this long (its server may have died mid-send). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** The SMTP URL with short timeouts unless it names its own. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

const stored = (attachments: OutgoingMail['attachments']): StoredAttachment[] | null =>
  attachments?.length
    ? attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(a.content).toString('base64'),
      }))
    : null;

type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailService(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** When a queued message is due (retries wait a minute, then longer). */
  clock: Clock;
  /** In development without SMTP, print the text part so a developer can read codes. */
  printToConsole: boolean;
  /** Told of each delivery, sent or failed (the app's metrics). */
  metrics?: MailMetrics;
}): MailService {
  const { db, log, clock } = opts;
  const transport = opts.smtpUrl ? nodemailer.createTransport(withTimeouts(opts.smtpUrl)) : null;
  let delivering: Promise<number> | null = null;
  let again = false;
  let closing = false;

  async function queue(mail: OutgoingMail, into: DbOrTx): Promise<OutboxRow> {
    const [row] = await into
      .insert(mailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: stored(mail.attachments),
        headers: mail.headers ?? null,
        transport: 'smtp',
        status: 'queued',
        nextAttemptAt: clock.now(),
      })
      .returning();
    return row!;
  }

  async function deliver(
    row: Pick<OutboxRow, 'to' | 'subject' | 'text' | 'html' | 'attachments' | 'headers'>,
  ): Promise<void> {
    const delivery = transport!.sendMail({
      from: opts.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.attachments
        ? {
            attachments: row.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.contentBase64, 'base64'),
            })),
          }
        : {}),
      ...(row.headers ? { headers: row.headers } : {}),
    });
    await reportedDelivery(opts.metrics, delivery);
  }

  const sent = (id: string) =>
    db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: clock.now(), error: null, attachments: null })
      .where(eq(mailOutbox.id, id));

  /** Claims due messages in one statement (no transaction held while sending), then sends each. */
  async function deliveryPass(): Promise<number> {
    let count = 0;
    for (;;) {
      const now = clock.now();
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      for (const row of claimed) {
        if (closing) break; // claimed ones go again after the claim lapses
        try {
          await deliver(row);
          await sent(row.id);
          count += 1;
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
          log.error({ err, to: row.to, attempts: row.attempts }, 'mail delivery failed');
          await db
            .update(mailOutbox)
            .set({
              error,
              ...(givenUp
                ? { status: 'failed', nextAttemptAt: null }
                : { nextAttemptAt: new Date(clock.now().getTime() + retryWaitMs(row.attempts)) }),
            })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      if (claimed.length < BATCH || closing) return count;
    }
  }

  /** One pass at a time in this process; a call during a pass runs one more after it. */
  function deliverQueued(): Promise<number> {
    if (!transport || closing) return Promise.resolve(0);
    if (delivering) {
      again = true;
      return delivering;
    }
    delivering = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliveryPass();
      } while (again && !closing);
      return total;
    })().finally(() => {
      delivering = null;
    });
    return delivering;
  }

  const inBackground = () => {
    deliverQueued().catch((err: unknown) => log.error({ err }, 'mail delivery pass failed'));
  };

  return {
    async send(mail, sendOpts) {
      if (!transport) {
        const { to, subject, text, html } = mail;
        await (sendOpts?.db ?? db)
          .insert(mailOutbox)
          .values({ to, subject, text, html, transport: 'outbox', status: 'stored' });
        if (opts.printToConsole) log.info({ to, subject }, `mail (outbox):\n${text}`);
        return;
      }
      await queue(mail, sendOpts?.db ?? db);
      // In a caller's transaction the message is not visible until its commit: the caller (or
      // the mail-outbox job) delivers it then.
      if (!sendOpts?.db) inBackground();
    },
    async sendNow(mail) {
      if (!transport) return this.send(mail);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          transport: 'smtp',
          status: 'queued',
          attempts: 1,
          // Not due for the delivery pass: this call sends it.
          nextAttemptAt: null,
        })
        .returning({ id: mailOutbox.id });
      try {
        await deliver({
          ...mail,
          attachments: stored(mail.attachments),
          headers: mail.headers ?? null,
        });
        await sent(row!.id);
      } catch (err) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
          .where(eq(mailOutbox.id, row!.id));
        throw err;
      }
    },
    deliverQueued,
    deliverInBackground: inBackground,
    async close() {
      closing = true;
      await delivering?.catch(() => undefined);
      transport?.close();
    },
  };
}
