import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  CHECK_INTERVAL_HOURS,
  COUNTED_STATUSES,
  LIVE_STATUSES,
  MAX_LIVE_ALERTS_PER_ADDRESS,
  PRICE_HISTORY_POINTS,
  alertOver,
  type AlertSearch,
  type AlertStatus,
  type PriceDrop,
} from '@farewise/domain/price-alerts/price-alert.rules';
import type {
  PriceAlertList,
  PriceAlertView,
} from '@farewise/domain/price-alerts/price-alert.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import { todayUtc } from '@farewise/domain/shared/today';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { priceAlertChecks, priceAlerts } from './price-alerts.table.ts';
import { findAlertToken } from './price-alert-tokens.ts';
import { alertNotFound, linkInvalid, tooManyAlerts } from './price-alerts.errors.ts';

/**
 * The reads and the locked writes the price alerts service builds on: an alert as the pages show
 * it, the alerts a caller may see, an address's live alerts and its limit, and confirming.
 */

export type AlertRow = typeof priceAlerts.$inferSelect;

/** The cheapest comparable price of a search on `now`'s day (minor units of currency), or null. */
export type AlertPricer = (
  search: AlertSearch,
  currency: Currency,
  now: Date,
) => Promise<number | null>;

/** Who is asking: a signed-in traveller, or whoever holds a mail's token. */
export interface AlertCaller {
  user: { id: string; email: string } | null;
  token?: string | undefined;
}

const HOUR = 3_600_000;
export const nextCheckAfter = (now: Date) => new Date(now.getTime() + CHECK_INTERVAL_HOURS * HOUR);
/** An alert's days are UTC days: an alert has no one place (decision 047). */
export const today = (now: Date) => todayUtc(now);
export const dropOf = (row: AlertRow): PriceDrop => ({ kind: row.dropKind, value: row.dropValue });

/** Alerts of one address are written one at a time, so two requests cannot pass the limit together. */
export async function lockAddress(tx: DbOrTx, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price-alerts:${email}`}))`);
}

/** The queries of the price alerts over one database and clock. */
export function createAlertQueries({ db, clock }: { db: Db; clock: Clock }) {
  async function views(rows: AlertRow[]): Promise<PriceAlertView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const checks = await db
      .select()
      .from(priceAlertChecks)
      .where(inArray(priceAlertChecks.alertId, ids))
      .orderBy(asc(priceAlertChecks.checkedAt));
    const day = today(clock.now());
    return rows.map((r) => {
      const history = checks
        .filter((c) => c.alertId === r.id)
        .slice(-PRICE_HISTORY_POINTS)
        .map((c) => ({ at: c.checkedAt.toISOString(), price: c.price }));
      // Between the day passing and the job's next run, the alert already shows as ended.
      const status: AlertStatus =
        LIVE_STATUSES.includes(r.status) && alertOver(r.search, day) ? 'ended' : r.status;
      return {
        id: r.id,
        status,
        email: r.email,
        search: r.search,
        currency: r.currency as Currency,
        drop: dropOf(r),
        referencePrice: r.referencePrice,
        latestPrice: r.latestPrice,
        lastCheckedAt: r.lastCheckedAt?.toISOString() ?? null,
        endsAfter: r.endsAfter,
        createdAt: r.createdAt.toISOString(),
        history,
      };
    });
  }

  /** The alerts the caller may see: a token's whole address, else the signed-in account's. */
  async function scopeOf(
    caller: AlertCaller,
  ): Promise<{ email: string | null; userId: string | null }> {
    if (caller.token) {
      const found = await findAlertToken(db, caller.token);
      if (!found) throw linkInvalid();
      return { email: found.email, userId: null };
    }
    if (caller.user) return { email: null, userId: caller.user.id };
    throw linkInvalid();
  }

  const scopeWhere = (scope: { email: string | null; userId: string | null }) =>
    scope.email !== null
      ? eq(priceAlerts.email, scope.email)
      : eq(priceAlerts.userId, scope.userId!);

  async function list(caller: AlertCaller): Promise<PriceAlertList> {
    const scope = await scopeOf(caller);
    const rows = await db
      .select()
      .from(priceAlerts)
      .where(scopeWhere(scope))
      .orderBy(desc(priceAlerts.createdAt));
    return { email: scope.email ?? caller.user?.email ?? null, alerts: await views(rows) };
  }

  async function ownAlert(caller: AlertCaller, id: string): Promise<AlertRow> {
    const scope = await scopeOf(caller);
    const [row] = await db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, id), scopeWhere(scope)));
    if (!row) throw alertNotFound();
    return row;
  }

  async function liveOf(tx: DbOrTx, email: string): Promise<AlertRow[]> {
    return tx
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.email, email), inArray(priceAlerts.status, [...LIVE_STATUSES])))
      .orderBy(asc(priceAlerts.createdAt));
  }

  /** 409 when the address already has its limit of confirmed alerts (unconfirmed never count). */
  async function checkLimit(tx: DbOrTx, email: string) {
    const live = await liveOf(tx, email);
    if (
      live.filter((r) => COUNTED_STATUSES.includes(r.status)).length >= MAX_LIVE_ALERTS_PER_ADDRESS
    )
      throw tooManyAlerts(MAX_LIVE_ALERTS_PER_ADDRESS);
  }

  /** When a guest's alert of the address was last mailed (a confirmation or a drop), or null. */
  async function lastGuestMail(tx: DbOrTx, email: string): Promise<Date | null> {
    const [row] = await tx
      .select({ at: max(priceAlerts.lastMailedAt) })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.email, email), isNull(priceAlerts.userId)));
    return row?.at ?? null;
  }

  /** A pending alert starts watching, if the address has room for it. */
  async function confirmPending(alertId: string, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(priceAlerts).where(eq(priceAlerts.id, alertId));
      if (!row || row.status !== 'pending') return;
      await lockAddress(tx, row.email);
      await checkLimit(tx, row.email);
      await tx
        .update(priceAlerts)
        .set({
          status: 'active',
          confirmedAt: now,
          nextCheckAt: nextCheckAfter(now),
          updatedAt: now,
        })
        .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.status, 'pending')));
    });
  }

  return {
    views,
    list,
    ownAlert,
    liveOf,
    checkLimit,
    lastGuestMail,
    confirmPending,
  };
}
