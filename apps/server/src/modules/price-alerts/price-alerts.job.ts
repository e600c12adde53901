import { todayUtc } from '@farewise/domain/shared/today';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  CONFIRM_WITHIN_DAYS,
  LIVE_STATUSES,
  PRICE_HISTORY_POINTS,
  comparableKey,
  dropQualifies,
  type PriceDrop,
} from '@farewise/domain/price-alerts/price-alert.rules';
import type { Currency } from '@farewise/domain/money/currency';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import { priceAlertChecks, priceAlerts } from './price-alerts.table.ts';
import { issueAlertToken } from './price-alert-tokens.ts';
import { priceDropMail } from './price-alert-mails.ts';
import { nextCheckAfter, type AlertPricer, type AlertRow } from './price-alerts.service.ts';

/** Alerts re-priced per run at most, so one run stays short; the job runs every minute. */
export const MAX_ALERTS_PER_RUN = 500;
/** Alerts claimed per transaction. */
const CLAIM_BATCH = 50;
const DAY = 86_400_000;

export interface PriceAlertsJobReport {
  ended: number;
  expired: number;
  checked: number;
  mailed: number;
}

/**
 * The scheduled re-pricing (issue 17). Each run ends alerts whose trip has started, removes
 * guests' alerts never confirmed, then claims due active alerts with FOR UPDATE SKIP LOCKED,
 * moving their next check on in the same transaction, so several servers never price or mail
 * one alert twice; a crash between claim and mail only delays that alert to its next check.
 */
export function createPriceAlertsJob(deps: {
  db: Db;
  mailer: MailService;
  pricer: AlertPricer;
  siteUrl: string;
  log?: FastifyBaseLogger;
  maxPerRun?: number;
}) {
  const { db, mailer, pricer, siteUrl } = deps;
  const maxPerRun = deps.maxPerRun ?? MAX_ALERTS_PER_RUN;

  async function claim(now: Date, limit: number): Promise<AlertRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(priceAlerts)
        .where(and(eq(priceAlerts.status, 'active'), lte(priceAlerts.nextCheckAt, now)))
        .orderBy(asc(priceAlerts.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(priceAlerts)
        .set({ nextCheckAt: nextCheckAfter(now) })
        .where(
          inArray(
            priceAlerts.id,
            due.map((r) => r.id),
          ),
        );
      return due;
    });
  }

  /**
   * Records a claimed batch's checks in one transaction; where the price fell far enough, moves
   * the reference and returns the mail to send once it has committed.
   */
  async function recordBatch(
    batch: { row: AlertRow; price: number | null }[],
    now: Date,
  ): Promise<{ alertId: string; mail: OutgoingMail }[]> {
    return db.transaction(async (tx) => {
      await tx
        .insert(priceAlertChecks)
        .values(batch.map(({ row, price }) => ({ alertId: row.id, checkedAt: now, price })));
      // Only the newest points are kept for the chart.
      const ids = sql.join(
        batch.map(({ row }) => sql`${row.id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`
        delete from ${priceAlertChecks} c using (
          select id from (
            select id, row_number() over (partition by alert_id order by checked_at desc) as n
            from ${priceAlertChecks} where alert_id in (${ids})
          ) ranked where n > ${PRICE_HISTORY_POINTS}
        ) old where c.id = old.id`);
      const outcomes = batch.map(({ row, price }) => {
        const drop: PriceDrop = { kind: row.dropKind, value: row.dropValue };
        const before = row.referencePrice;
        const fell = price !== null && before !== null && dropQualifies(before, price, drop);
        return { row, price, drop, before, fell };
      });
      // One statement for the batch: the new price, and the reference moved where a mail goes
      // (or set to the first price seen when none was sold on saving).
      const values = sql.join(
        outcomes.map((o) => sql`(${o.row.id}::uuid, ${o.price}::integer, ${o.fell}::boolean)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${priceAlerts} a set
          latest_price = v.price,
          last_checked_at = ${now},
          reference_price = case when v.fell or a.reference_price is null then v.price else a.reference_price end,
          last_mailed_at = case when v.fell then ${now}::timestamptz else a.last_mailed_at end
        from (values ${values}) as v(id, price, fell)
        where a.id = v.id`);
      const mails: { alertId: string; mail: OutgoingMail }[] = [];
      for (const { row, price, drop, before, fell } of outcomes) {
        if (!fell) continue;
        const token = await issueAlertToken(tx, row, now);
        mails.push({
          alertId: row.id,
          mail: priceDropMail({
            to: row.email,
            siteUrl,
            token,
            search: row.search,
            currency: row.currency,
            drop,
            before: before!,
            now: price!,
          }),
        });
      }
      return mails;
    });
  }

  return {
    async runDue(now: Date): Promise<PriceAlertsJobReport> {
      const day = todayUtc(now);
      const ended = await db
        .update(priceAlerts)
        .set({ status: 'ended', updatedAt: now })
        .where(and(inArray(priceAlerts.status, [...LIVE_STATUSES]), lt(priceAlerts.endsAfter, day)))
        .returning({ id: priceAlerts.id });
      const expired = await db
        .delete(priceAlerts)
        .where(
          and(
            eq(priceAlerts.status, 'pending'),
            lt(priceAlerts.createdAt, new Date(now.getTime() - CONFIRM_WITHIN_DAYS * DAY)),
          ),
        )
        .returning({ id: priceAlerts.id });

      // Alerts watching the same search share one pricing per run.
      const prices = new Map<string, Promise<number | null>>();
      const priceOf = (row: AlertRow) => {
        const key = comparableKey(row.search, row.currency);
        let p = prices.get(key);
        if (!p) {
          p = pricer(row.search, row.currency as Currency, now).catch((err: unknown) => {
            deps.log?.warn({ err, alert: row.id }, 'price alert could not be priced');
            return null;
          });
          prices.set(key, p);
        }
        return p;
      };

      let checked = 0;
      let mailed = 0;
      while (checked < maxPerRun) {
        const batch = await claim(now, Math.min(CLAIM_BATCH, maxPerRun - checked));
        if (batch.length === 0) break;
        const priced = [];
        for (const row of batch) priced.push({ row, price: await priceOf(row) });
        const mails = await recordBatch(priced, now);
        checked += batch.length;
        for (const { alertId, mail } of mails) {
          try {
            await mailer.send(mail);
            mailed++;
          } catch (err) {
            deps.log?.error({ err, alert: alertId }, 'price drop mail failed');
          }
        }
      }
      return { ended: ended.length, expired: expired.length, checked, mailed };
    },
  };
}
