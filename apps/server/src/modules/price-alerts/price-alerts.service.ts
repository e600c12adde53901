import { eq, inArray, and } from 'drizzle-orm';
import {
  DEFAULT_DROP,
  LIVE_STATUSES,
  MAX_PENDING_ALERTS_PER_ADDRESS,
  alertEndsAfter,
  alertOver,
  comparableKey,
  confirmMailDue,
  type AlertSearch,
  type PriceDrop,
} from '@farewise/domain/price-alerts/price-alert.rules';
import type {
  PriceAlertList,
  PriceAlertView,
} from '@farewise/domain/price-alerts/price-alert.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import { priceAlertChecks, priceAlerts } from './price-alerts.table.ts';
import { findAlertToken, issueAlertToken } from './price-alert-tokens.ts';
import { confirmAlertMail } from './price-alert-mails.ts';
import { namedFromOurData } from './price-alert-places.ts';
import {
  createAlertQueries,
  dropOf,
  lockAddress,
  nextCheckAfter,
  today,
  type AlertCaller,
  type AlertPricer,
} from './price-alert-queries.ts';
import {
  alertNotFound,
  alertOverError,
  emailNeeded,
  linkInvalid,
  mailFailed,
  notConfirmed,
  tripOver,
} from './price-alerts.errors.ts';

export {
  nextCheckAfter,
  type AlertCaller,
  type AlertPricer,
  type AlertRow,
} from './price-alert-queries.ts';

export function createPriceAlertsService(deps: {
  db: Db;
  clock: Clock;
  mailer: MailService;
  pricer: AlertPricer;
  siteUrl: string;
  log?: FastifyBaseLogger;
}) {
  const { db, clock, mailer, pricer, siteUrl } = deps;
  const { views, list, ownAlert, liveOf, checkLimit, lastGuestMail, confirmPending } =
    createAlertQueries({ db, clock });

  return {
    list,

    /**
     * "Track prices": priced now so the first point of its history is today's price. Signed in,
     * it watches at once; a guest's waits for the link in the confirmation mail. The same search
     * saved again by the same address answers the alert it already has. A guest's asks mail an
     * address at most once a day whatever is asked (the other alerts wait on the page that mail
     * opens), and the unconfirmed never count against the address's limit (issue 37).
     */
    async create(input: {
      caller: AlertCaller;
      search: AlertSearch;
      currency: Currency;
      drop?: PriceDrop | undefined;
      email?: string | undefined;
    }): Promise<{ alert: PriceAlertView | null; status: 'active' | 'pending'; email: string }> {
      const now = clock.now();
      const user = input.caller.user;
      const email = user ? user.email.toLowerCase() : input.email;
      if (!email) throw emailNeeded();
      if (alertEndsAfter(input.search) < today(now)) throw tripOver();
      const drop = input.drop ?? DEFAULT_DROP;
      // Throws the search's own 400 for a search that cannot be made.
      const price = await pricer(input.search, input.currency, now);
      // Kept and shown with the places named from our data, not as typed.
      const search = namedFromOurData(input.search);
      const key = comparableKey(search, input.currency);

      const made = await db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const lastMailed = user ? null : await lastGuestMail(tx, email);
        const live = await liveOf(tx, email);
        const same = live.find(
          (r) =>
            comparableKey(r.search, r.currency) === key &&
            (user ? r.userId === user.id : r.userId === null),
        );
        if (same) {
          const [row] = await tx
            .update(priceAlerts)
            .set({ dropKind: drop.kind, dropValue: drop.value, updatedAt: now })
            .where(eq(priceAlerts.id, same.id))
            .returning();
          return { row: row!, fresh: false, lastMailed };
        }
        if (user) await checkLimit(tx, email);
        else {
          // Unconfirmed asks of an address are bounded: the oldest give way to the new one.
          const waiting = live.filter((r) => r.status === 'pending' && r.userId === null);
          const over = waiting.length - MAX_PENDING_ALERTS_PER_ADDRESS + 1;
          if (over > 0)
            await tx.delete(priceAlerts).where(
              inArray(
                priceAlerts.id,
                waiting.slice(0, over).map((r) => r.id),
              ),
            );
        }
        const [row] = await tx
          .insert(priceAlerts)
          .values({
            userId: user?.id ?? null,
            email,
            status: user ? 'active' : 'pending',
            kind: search.kind,
            search,
            currency: input.currency,
            dropKind: drop.kind,
            dropValue: drop.value,
            referencePrice: price,
            latestPrice: price,
            endsAfter: alertEndsAfter(search),
            nextCheckAt: nextCheckAfter(now),
            lastCheckedAt: now,
            confirmedAt: user ? now : null,
            // Carries when the address was last mailed, should older asks give way.
            lastMailedAt: lastMailed,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(priceAlertChecks).values({ alertId: row!.id, checkedAt: now, price });
        return { row: row!, fresh: true, lastMailed };
      });

      const { row } = made;
      // A guest hears through the mail (confirm, or the page of an alert already confirmed), at
      // most once a day; the answer is the same either way, so it says nothing about which
      // addresses have alerts.
      if (!user) {
        const claimed = await db.transaction(async (tx) => {
          await lockAddress(tx, email);
          if (!confirmMailDue(await lastGuestMail(tx, email), now)) return false;
          await tx.update(priceAlerts).set({ lastMailedAt: now }).where(eq(priceAlerts.id, row.id));
          return true;
        });
        if (!claimed) return { alert: null, status: 'pending', email };
        const token = await issueAlertToken(db, row, now);
        try {
          await mailer.send(
            confirmAlertMail({
              to: email,
              siteUrl,
              token,
              search: row.search,
              currency: row.currency,
              drop: dropOf(row),
              price: row.latestPrice,
            }),
          );
        } catch (err) {
          deps.log?.error({ err }, 'price alert confirmation mail failed');
          if (made.fresh) await db.delete(priceAlerts).where(eq(priceAlerts.id, row.id));
          else
            await db
              .update(priceAlerts)
              .set({ lastMailedAt: row.lastMailedAt })
              .where(eq(priceAlerts.id, row.id));
          throw mailFailed();
        }
        return { alert: null, status: 'pending', email };
      }
      const [view] = await views([row]);
      return { alert: view!, status: 'active', email };
    },

    /** The link in the confirmation mail: the alert starts watching; answers the address's alerts. */
    async confirm(token: string): Promise<PriceAlertList> {
      const now = clock.now();
      const found = await findAlertToken(db, token);
      if (!found) throw linkInvalid();
      if (found.alertId) await confirmPending(found.alertId, now);
      return list({ user: null, token });
    },

    /** One click from a mail, no sign-in: the mail's alert stops. Saying it twice is fine. */
    async unsubscribe(token: string): Promise<{ alert: PriceAlertView }> {
      const now = clock.now();
      const found = await findAlertToken(db, token);
      if (!found) throw linkInvalid();
      if (!found.alertId) throw alertNotFound();
      const [row] = await db
        .update(priceAlerts)
        .set({ status: 'unsubscribed', updatedAt: now })
        .where(
          and(eq(priceAlerts.id, found.alertId), inArray(priceAlerts.status, [...LIVE_STATUSES])),
        )
        .returning();
      const current =
        row ?? (await db.select().from(priceAlerts).where(eq(priceAlerts.id, found.alertId)))[0];
      if (!current) throw alertNotFound();
      const [view] = await views([current]);
      return { alert: view! };
    },

    /** Pause, resume (also after unsubscribing) and change the threshold. */
    async update(input: {
      caller: AlertCaller;
      id: string;
      status?: 'active' | 'paused' | undefined;
      drop?: PriceDrop | undefined;
    }): Promise<PriceAlertView> {
      const now = clock.now();
      const row = await ownAlert(input.caller, input.id);
      if (row.status === 'ended' || alertOver(row.search, today(now))) throw alertOverError();
      if (row.status === 'pending' && input.status) {
        // Whoever holds a mail of the address may confirm any alert waiting on its page.
        if (input.status !== 'active' || !input.caller.token) throw notConfirmed();
        await confirmPending(row.id, now);
      }
      const updated = await db.transaction(async (tx) => {
        const set: Partial<typeof priceAlerts.$inferInsert> = { updatedAt: now };
        if (input.drop) {
          set.dropKind = input.drop.kind;
          set.dropValue = input.drop.value;
        }
        if (input.status && input.status !== row.status && row.status !== 'pending') {
          if (row.status === 'unsubscribed') {
            await lockAddress(tx, row.email);
            await checkLimit(tx, row.email);
          }
          set.status = input.status;
          // Resumed: re-priced on the job's next run.
          if (input.status === 'active') set.nextCheckAt = now;
        }
        const [next] = await tx
          .update(priceAlerts)
          .set(set)
          .where(eq(priceAlerts.id, row.id))
          .returning();
        return next!;
      });
      const [view] = await views([updated]);
      return view!;
    },

    async remove(input: { caller: AlertCaller; id: string }): Promise<void> {
      const row = await ownAlert(input.caller, input.id);
      await db.delete(priceAlerts).where(eq(priceAlerts.id, row.id));
    },
  };
}

export type PriceAlertsService = ReturnType<typeof createPriceAlertsService>;
