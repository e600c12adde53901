import { and, desc, eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

/** A table of rows a signed-in traveller saves for later (contacts, passengers). */
type SavedRowsTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/**
 * The queries a saved-rows table needs: list, insert, update and delete.
 * Every query is scoped by user id: a row of another user is never read, changed or deleted.
 */
export function createSavedRowsRepository<
  TTable extends SavedRowsTable,
  TValues extends Partial<TTable['$inferInsert']>,
>({ db, table }: { db: DbOrTx; table: TTable }) {
  type Row = TTable['$inferSelect'];
  // The table is generic here, so Drizzle cannot type the values or the rows it returns;
  // callers name the table's own Row and Values types, which is what these casts restore.
  const target = table as SavedRowsTable;
  return {
    /** Newest first; the list is bounded by the per-user limit. */
    async listByUser({ userId, limit }: { userId: string; limit: number }): Promise<Row[]> {
      const rows = await db
        .select()
        .from(target)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit);
      return rows as Row[];
    },
    async insert({
      userId,
      values,
      at,
    }: {
      userId: string;
      values: TValues;
      at: Date;
    }): Promise<Row> {
      const [row] = await db
        .insert(target)
        .values({ ...values, userId, createdAt: at, updatedAt: at } as never)
        .returning();
      if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return row as Row;
    },
    async update({
      userId,
      id,
      values,
      at,
    }: {
      userId: string;
      id: string;
      values: TValues;
      at: Date;
    }): Promise<Row | null> {
      const [row] = await db
        .update(target)
        .set({ ...values, updatedAt: at } as never)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .returning();
      return (row as Row | undefined) ?? null;
    },
    async delete({ userId, id }: { userId: string; id: string }): Promise<boolean> {
      const rows = await db
        .delete(target)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
