import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { anonymisePerson, deletedContactEmail } from '@farewise/domain/account/account-data.rules';
import type { DbOrTx } from '../../db/client.ts';
import { flightOrderRequests } from './aftersales.table.ts';

/**
 * A deleted account's after-sales requests (issue 41, decision 056): kept with their orders and
 * money, their people replaced as on the orders, the owner gone and no mail left to send.
 */
export const createAftersalesPrivacy = ({ db }: { db: DbOrTx }) => ({
  async anonymiseOf({ userId, at }: { userId: string; at: Date }): Promise<void> {
    const rows = await db
      .select({
        id: flightOrderRequests.id,
        passengers: flightOrderRequests.passengers,
        details: flightOrderRequests.details,
      })
      .from(flightOrderRequests)
      .where(eq(flightOrderRequests.userId, userId));
    for (const row of rows) {
      const email = deletedContactEmail(randomBytes(8).toString('hex'));
      await db
        .update(flightOrderRequests)
        .set({
          userId: null,
          passengers: anonymisePerson(row.passengers, email),
          details: anonymisePerson(row.details, email),
          pendingMails: [],
          updatedAt: at,
        })
        .where(eq(flightOrderRequests.id, row.id));
    }
  },
});
