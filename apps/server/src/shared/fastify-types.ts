import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import type { Clock } from './clock.ts';

export interface AuthUser {
  id: string;
  email: string;
  /** The id of the token this request came with, so logout revokes only it. */
  tokenId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: MailService;
    clock: Clock;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for guests (set by the auth plugin). */
    user: AuthUser | null;
  }
}
