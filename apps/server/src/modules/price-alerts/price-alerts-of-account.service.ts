import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { priceAlerts } from './price-alerts.table.ts';

/**
 * An account's price alerts for its data export (issue 41); they go with the account when it is
 * deleted (the table's foreign key cascades). A guest's alerts to the same address are not the
 * account's and stay (decision 056).
 */
export function createAccountPriceAlerts({ db }: { db: DbOrTx }) {
  return {
    async ofUser({ userId }: { userId: string }): Promise<Record<string, unknown>[]> {
      const rows = await db
        .select()
        .from(priceAlerts)
        .where(eq(priceAlerts.userId, userId))
        .orderBy(asc(priceAlerts.createdAt));
      return rows.map(({ id: _id, userId: _user, nextCheckAt: _next, ...alert }) => ({
        ...alert,
        lastCheckedAt: alert.lastCheckedAt?.toISOString() ?? null,
        lastMailedAt: alert.lastMailedAt?.toISOString() ?? null,
        confirmedAt: alert.confirmedAt?.toISOString() ?? null,
        createdAt: alert.createdAt.toISOString(),
        updatedAt: alert.updatedAt.toISOString(),
      }));
    },
  };
}
