import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** A not-null column holding TData (enough for the mixed list's keys to keep their types). */
type Column<TData> = PgColumn & { _: { data: TData; notNull: true } };

/** The columns every kind of order's table has (flight_orders, hotel_orders, activity_orders). */
type OrderTable = PgTable & {
  id: Column<string>;
  orderNo: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  createdAt: Column<Date>;
};

/**
 * The queries every kind of order runs the same way on its own table: by id, by order number,
 * locked, updated, a user's page and the user's keys for the mixed order list. What differs
 * between kinds (which holds expire, which orders a job picks up) stays in the kind's repository.
 */
export function createOrderRowsRepository<TTable extends OrderTable>({
  db,
  table,
  orderType,
}: {
  db: DbOrTx;
  table: TTable;
  orderType: 1 | 2 | 3;
}) {
  type Row = TTable['$inferSelect'];
  type NewRow = TTable['$inferInsert'];
  type Status = Row['status'];
  // The table is generic here, so Drizzle cannot type the values or the rows it returns;
  // the kind's repository names its own table, which is what these casts restore.
  const target = table as OrderTable;
  const ownedBy = (userId: string, status?: Status): SQL | undefined =>
    status === undefined
      ? eq(table.userId, userId)
      : and(eq(table.userId, userId), eq(table.status, status));

  return {
    async insert(order: NewRow, tx: DbOrTx = db): Promise<Row> {
      const [row] = await tx
        .insert(target)
        .values(order as never)
        .returning();
      return row as Row;
    },

    async findByOrderNo({ orderNo }: { orderNo: string }, tx: DbOrTx = db): Promise<Row | null> {
      const [row] = await tx.select().from(target).where(eq(table.orderNo, orderNo)).limit(1);
      return (row as Row | undefined) ?? null;
    },

    /** The order, locked for the caller's transaction. */
    async lockById({ id }: { id: string }, tx: DbOrTx): Promise<Row | null> {
      const [row] = await tx.select().from(target).where(eq(table.id, id)).limit(1).for('update');
      return (row as Row | undefined) ?? null;
    },

    async update(
      { id, set }: { id: string; set: Partial<NewRow> },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(target)
        .set(set as never)
        .where(eq(table.id, id));
    },

    /** A user's orders, newest first, one page (status: one SPEC 4 status, or any). */
    async pageForUser(
      {
        userId,
        status,
        page,
        size,
      }: { userId: string; status?: Status; page: number; size: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: Row[]; total: number }> {
      const where = ownedBy(userId, status);
      const rows = await tx
        .select()
        .from(target)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await tx.select({ n: count() }).from(target).where(where);
      return { rows: rows as Row[], total: Number(total?.n ?? 0) };
    },

    /**
     * A user's orders as (order_type, id, created_at), not run: the orders module merges it
     * with the other kinds' keys in one query, so a page of the mixed list is cut in SQL.
     */
    userOrderKeys({ userId, status }: { userId: string; status?: Status }, tx: DbOrTx = db) {
      return tx
        .select({
          // A literal, not a parameter: the union's column needs a type PostgreSQL can see.
          orderType: sql<number>`${sql.raw(String(orderType))}`.as('order_type'),
          id: table.id,
          createdAt: table.createdAt,
        })
        .from(target)
        .where(ownedBy(userId, status));
    },

    async findByIds({ ids }: { ids: string[] }, tx: DbOrTx = db): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await tx.select().from(target).where(inArray(table.id, ids))) as Row[];
    },
  };
}
