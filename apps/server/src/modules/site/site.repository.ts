import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notices, sitePages, siteSettings } from './site.table.ts';

export function createSiteRepository({ db }: { db: DbOrTx }) {
  return {
    async settings(): Promise<Record<string, string>> {
      const rows = await db.select().from(siteSettings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    async page(slug: string) {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
      return row ?? null;
    },
    async activeNotices({ page, size }: { page: number; size: number }) {
      const where = eq(notices.active, true);
      const [total] = await db.select({ n: count() }).from(notices).where(where);
      const rows = await db
        .select()
        .from(notices)
        .where(where)
        .orderBy(asc(notices.sortOrder), asc(notices.id))
        .limit(size)
        .offset((page - 1) * size);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
