import { randomBytes } from 'node:crypto';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { anonymisePerson, deletedContactEmail } from '@farewise/domain/account/account-data.rules';
import type { ExportedOrder } from '@farewise/domain/account/account-data.schemas';
import type { DbOrTx } from './client.ts';

/** The columns every kind of order's table has that the account's data touches. */
type OrderTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  guestTokenHash: PgColumn;
  contactEmail: PgColumn;
  updatedAt: PgColumn;
};
interface OrderRow {
  id: string;
  orderNo: string;
  status: string | number;
  createdAt: Date;
  currency: string;
  contactEmail: string | null;
  [column: string]: unknown;
}

/** What identifies the row or opens it, never handed out: ids, the owner and token hashes. */
const NOT_EXPORTED = new Set(['id', 'userId', 'guestTokenHash', 'lookupTokenHashes']);
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** A kept order's new contact e-mail: undeliverable, and a new random one per order. */
const newDeletedContactEmail = () => deletedContactEmail(randomBytes(8).toString('hex'));

/**
 * An account's orders of one kind, for its data export and its deletion (issue 41, decision
 * 056). The kind says which columns hold people (anonymised with the domain's rule), which
 * other columns to clear, and which of its orders are still open.
 */
export function createOrderPrivacy<TTable extends OrderTable>({
  db,
  table,
  orderType,
  personColumns,
  cleared = {},
  open,
}: {
  db: DbOrTx;
  table: TTable;
  orderType: ExportedOrder['orderType'];
  personColumns: (keyof TTable['$inferSelect'] & string)[];
  cleared?: Partial<TTable['$inferInsert']>;
  /** Which of the kind's orders are not over yet at `now` (unpaid, refund pending, trip to come). */
  open: (now: Date) => SQL | undefined;
}) {
  // The table is generic here, so Drizzle cannot type its rows; the kinds name their own table.
  const target = table as OrderTable;
  const rowsOf = async (userId: string) =>
    (await db.select().from(target).where(eq(table.userId, userId))) as unknown as OrderRow[];

  return {
    /** Every stored field but the ones that identify or open the order. */
    async ofUser({ userId }: { userId: string }): Promise<ExportedOrder[]> {
      return (await rowsOf(userId)).map(({ orderNo, status, createdAt, currency, ...rest }) => ({
        orderType,
        orderNo,
        status,
        createdAt: createdAt.toISOString(),
        currency,
        details: Object.fromEntries(
          Object.entries(rest)
            .filter(([key]) => !NOT_EXPORTED.has(key))
            .map(([key, value]) => [key, plain(value)]),
        ),
      }));
    },

    async openCount({ userId, now }: { userId: string; now: Date }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(target)
        .where(and(eq(table.userId, userId), open(now)));
      return Number(row?.n ?? 0);
    },

    /** People replaced, the owner and guest token gone; amounts, payments and refunds kept. */
    async anonymiseOf({ userId, at }: { userId: string; at: Date }): Promise<void> {
      for (const row of await rowsOf(userId)) {
        const email = newDeletedContactEmail();
        const people = Object.fromEntries(
          personColumns.map((column) => [column, anonymisePerson(row[column], email)]),
        );
        await db
          .update(target)
          .set({
            ...people,
            ...cleared,
            userId: null,
            guestTokenHash: null,
            contactEmail: row.contactEmail === null ? null : email,
            updatedAt: at,
          } as never)
          .where(eq(table.id, row.id));
      }
    },
  };
}
