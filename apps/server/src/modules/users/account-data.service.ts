import type { FastifyBaseLogger } from 'fastify';
import { MAIL_CODE_TTL_MINUTES, MAIL_CODE_USE } from '@farewise/domain/auth/auth.rules';
import type { AccountExport } from '@farewise/domain/account/account-data.schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthUser } from '../../shared/fastify-types.ts';
import { createActivityOrderPrivacy } from '../activities/activity-order-privacy.service.ts';
import { createAftersalesPrivacy } from '../aftersales/aftersales-privacy.service.ts';
import {
  codeMail,
  codeNotAccepted,
  codeSendFailed,
  sessionExpired,
  type CodeProblem,
} from '../auth/index.ts';
import { createMailCodeService } from '../auth/mail-codes.service.ts';
import { createFlightOrderPrivacy } from '../flight-orders/flight-order-privacy.service.ts';
import { createHotelOrderPrivacy } from '../hotel-orders/hotel-order-privacy.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createAccountPriceAlerts } from '../price-alerts/price-alerts-of-account.service.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { openOrdersLeft } from './account-data.errors.ts';
import { createContactsService } from './contacts.service.ts';
import { createPassengersService } from './passengers.service.ts';
import { createUsersService } from './users.service.ts';

const USE = MAIL_CODE_USE.deleteAccount;

/** Each kind of order's export, count of open orders and anonymisation, over one database or transaction. */
function ordersOf(db: DbOrTx) {
  return {
    flights: createFlightOrderPrivacy({ db }),
    hotels: createHotelOrderPrivacy({ db }),
    activities: createActivityOrderPrivacy({ db }),
  };
}

/**
 * The traveller's own data (issue 41, GDPR articles 15, 17 and 20; decision 056): all of it as
 * one JSON document, and the account's deletion confirmed by a mailed code. Orders are kept for
 * the accounting years the law asks, with their people replaced; everything else goes.
 */
export function createAccountDataService({
  db,
  clock,
  mailer,
  log,
  uploadUrl,
}: {
  db: Db;
  clock: Clock;
  mailer: MailService;
  log: FastifyBaseLogger;
  uploadUrl: (name: string) => string;
}) {
  const codes = createMailCodeService({ clock });

  async function openOrders(tx: DbOrTx, userId: string): Promise<number> {
    const now = clock.now();
    const counts = await Promise.all(
      Object.values(ordersOf(tx)).map((kind) => kind.openCount({ userId, now })),
    );
    return counts.reduce((a, b) => a + b, 0);
  }

  return {
    async exportOf(user: AuthUser): Promise<AccountExport> {
      const account = await createUsersService({ db }).findById(user.id);
      if (!account) throw sessionExpired();
      const userId = user.id;
      const kinds = ordersOf(db);
      const [passengers, contacts, flights, hotels, activities, alerts, uploads] =
        await Promise.all([
          createPassengersService({ db, clock }).list({ userId }),
          createContactsService({ db, clock }).list({ userId }),
          kinds.flights.ofUser({ userId }),
          kinds.hotels.ofUser({ userId }),
          kinds.activities.ofUser({ userId }),
          createAccountPriceAlerts({ db }).ofUser({ userId }),
          createAccountDataRepository({ db }).uploadsOf(userId),
        ]);
      return {
        exportedAt: clock.now().toISOString(),
        account: { email: account.email, createdAt: account.createdAt.toISOString() },
        travellers: [...passengers.adults, ...passengers.children],
        contacts: contacts.list,
        orders: [...flights, ...hotels, ...activities].sort((a, b) =>
          a.createdAt.localeCompare(b.createdAt),
        ),
        alerts,
        uploads: uploads.map((u) => ({
          ...u,
          url: uploadUrl(u.name),
          createdAt: u.createdAt.toISOString(),
        })),
      };
    },

    /** Mails the code that confirms the deletion; refused at once while orders are still open. */
    async sendDeleteCode(user: AuthUser): Promise<{ retryAfter: number }> {
      const open = await openOrders(db, user.id);
      if (open > 0) throw openOrdersLeft(open);
      const issued = await db.transaction((tx) => codes.issue(tx, { email: user.email, use: USE }));
      const mail = codeMail({
        to: user.email,
        code: issued.code,
        use: USE,
        ttlMinutes: MAIL_CODE_TTL_MINUTES,
      });
      try {
        await mailer.sendNow(mail);
      } catch (err) {
        log.error({ err }, 'could not send an account deletion code');
        await db.transaction((tx) => codes.withdraw(tx, { codeId: issued.codeId }));
        throw codeSendFailed();
      }
      return { retryAfter: issued.retryAfter };
    },

    /**
     * Deletes the account in one transaction: its orders anonymised and kept, then the account
     * row, whose sessions (signed out everywhere), travellers, contacts, uploads and price
     * alerts cascade. A wrong code is counted (the transaction commits) and then refused.
     */
    async deleteAccount(user: AuthUser, { code }: { code: string }): Promise<void> {
      const refused = await db.transaction(async (tx): Promise<CodeProblem | number | null> => {
        const open = await openOrders(tx, user.id);
        if (open > 0) return open;
        const check = await codes.check(tx, { email: user.email, use: USE, code });
        if (!check.ok) return check.problem;
        await codes.consume(tx, { codeId: check.codeId });
        const at = clock.now();
        const kinds = ordersOf(tx);
        await kinds.flights.anonymiseOf({ userId: user.id, at });
        await kinds.hotels.anonymiseOf({ userId: user.id, at });
        await kinds.activities.anonymiseOf({ userId: user.id, at });
        await createAftersalesPrivacy({ db: tx }).anonymiseOf({ userId: user.id, at });
        await createAccountDataRepository({ db: tx }).deleteUser(user.id);
        return null;
      });
      if (typeof refused === 'number') throw openOrdersLeft(refused);
      if (refused) throw codeNotAccepted(refused);
      log.info({ userId: user.id }, 'account deleted; its orders kept anonymised');
    },
  };
}
export type AccountDataService = ReturnType<typeof createAccountDataService>;
