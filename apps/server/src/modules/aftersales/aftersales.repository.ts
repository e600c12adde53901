import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { flightOrderRequests } from './aftersales.table.ts';

export type RequestRow = typeof flightOrderRequests.$inferSelect;
export type NewRequest = typeof flightOrderRequests.$inferInsert;

/** After-sales requests' queries; no rules here. */
export function createAftersalesRepository({ db }: { db: DbOrTx }) {
  return {
    /** Null when the order already has a request with this client key (a repeated submit). */
    async insert(values: NewRequest, tx: DbOrTx = db): Promise<RequestRow | null> {
      const [row] = await tx
        .insert(flightOrderRequests)
        .values(values)
        .onConflictDoNothing({
          target: [flightOrderRequests.orderId, flightOrderRequests.clientKey],
        })
        .returning();
      return row ?? null;
    },

    async byId(id: string, tx: DbOrTx = db): Promise<RequestRow | null> {
      const [row] = await tx
        .select()
        .from(flightOrderRequests)
        .where(eq(flightOrderRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    async byClientKey(orderId: string, clientKey: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(flightOrderRequests)
        .where(
          and(
            eq(flightOrderRequests.orderId, orderId),
            eq(flightOrderRequests.clientKey, clientKey),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async lockById(id: string, tx: DbOrTx): Promise<RequestRow | null> {
      const [row] = await tx
        .select()
        .from(flightOrderRequests)
        .where(eq(flightOrderRequests.id, id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async update(id: string, set: Partial<NewRequest>, tx: DbOrTx = db): Promise<void> {
      await tx.update(flightOrderRequests).set(set).where(eq(flightOrderRequests.id, id));
    },

    /** Every request of an order, newest first. */
    async forOrder(orderId: string, tx: DbOrTx = db): Promise<RequestRow[]> {
      return tx
        .select()
        .from(flightOrderRequests)
        .where(eq(flightOrderRequests.orderId, orderId))
        .orderBy(desc(flightOrderRequests.createdAt), desc(flightOrderRequests.id));
    },

    /** One page of the requests of an order, or of every order in a subquery of ids (a user's). */
    async page(opts: {
      orderId?: string;
      orderIdsIn?: SQLWrapper;
      page: number;
      size: number;
    }): Promise<{ rows: RequestRow[]; total: number }> {
      const where: SQL | undefined = opts.orderId
        ? eq(flightOrderRequests.orderId, opts.orderId)
        : opts.orderIdsIn
          ? inArray(flightOrderRequests.orderId, opts.orderIdsIn)
          : sql`false`;
      const rows = await db
        .select()
        .from(flightOrderRequests)
        .where(where)
        .orderBy(desc(flightOrderRequests.createdAt), desc(flightOrderRequests.id))
        .limit(opts.size)
        .offset((opts.page - 1) * opts.size);
      const [total] = await db.select({ n: count() }).from(flightOrderRequests).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * Requests the follow-up job must look at, claimed (SKIP LOCKED) and leased to `now`: refunds
     * on their way, payments waiting past their hold, mails not yet sent.
     */
    async claimForFollowUp(
      opts: { now: Date; staleBefore: Date; limit: number },
      tx: DbOrTx,
    ): Promise<RequestRow[]> {
      const rows = await tx
        .select()
        .from(flightOrderRequests)
        .where(
          or(
            and(
              eq(flightOrderRequests.status, 'refund_pending'),
              lte(flightOrderRequests.updatedAt, opts.staleBefore),
            ),
            and(
              eq(flightOrderRequests.status, 'awaiting_payment'),
              lte(flightOrderRequests.holdExpiresAt, opts.now),
            ),
            and(
              sql`jsonb_array_length(${flightOrderRequests.pendingMails}) > 0`,
              lte(flightOrderRequests.updatedAt, opts.staleBefore),
            ),
          ),
        )
        .orderBy(asc(flightOrderRequests.updatedAt))
        .limit(opts.limit)
        .for('update', { skipLocked: true });
      if (rows.length)
        await tx
          .update(flightOrderRequests)
          .set({ updatedAt: opts.now })
          .where(
            inArray(
              flightOrderRequests.id,
              rows.map((r) => r.id),
            ),
          );
      return rows;
    },

    /** Open requests of one kind on an order (a schedule change waiting for an answer, …). */
    async openOfKind(orderId: string, kind: string, tx: DbOrTx = db): Promise<RequestRow[]> {
      return tx
        .select()
        .from(flightOrderRequests)
        .where(
          and(
            eq(flightOrderRequests.orderId, orderId),
            eq(flightOrderRequests.kind, kind),
            inArray(flightOrderRequests.status, ['action_needed', 'awaiting_payment', 'open']),
          ),
        );
    },
  };
}
export type AftersalesRepository = ReturnType<typeof createAftersalesRepository>;
