import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from './mail.table.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along over SMTP (the outbox keeps the text and HTML only). */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** Extra SMTP headers, such as List-Unsubscribe (not kept in the outbox). */
  headers?: Record<string, string>;
}

export interface MailService {
  /**
   * Stores the message in the outbox and delivers it over SMTP when configured. With `db` (a
   * transaction) the outbox row commits or rolls back with the caller's change.
   */
  send(mail: OutgoingMail, opts?: { db?: DbOrTx }): Promise<void>;
  close(): void;
}

export function createMailService(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** In development without SMTP, print the text part so a developer can read codes. */
  printToConsole: boolean;
}): MailService {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send({ attachments, headers, ...mail }, sendOpts) {
      const db = sendOpts?.db ?? opts.db;
      if (!transport) {
        await db.insert(mailOutbox).values({ ...mail, transport: 'outbox', status: 'stored' });
        if (opts.printToConsole) {
          opts.log.info({ to: mail.to, subject: mail.subject }, `mail (outbox):\n${mail.text}`);
        }
        return;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          ...mail,
          ...(attachments ? { attachments } : {}),
          ...(headers ? { headers } : {}),
        });
        await db
          .insert(mailOutbox)
          .values({ ...mail, transport: 'smtp', status: 'sent', sentAt: new Date() });
      } catch (err) {
        await db.insert(mailOutbox).values({
          ...mail,
          transport: 'smtp',
          status: 'failed',
          error: err instanceof Error ? err.message : String(err),
        });
        throw err;
      }
    },
    close() {
      transport?.close();
    },
  };
}
