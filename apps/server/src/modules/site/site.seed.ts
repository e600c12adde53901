import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices, sitePages, siteSettings } from './site.table.ts';
import {
  NEWS_SEED,
  NOTICES_SEED,
  RETIRED_NOTICE_BODY,
  SITE_SETTINGS_SEED,
  TERMS_SEED,
} from './site.content.ts';

/** Inserts the demo content once; rows edited later in the database are left alone. */
export async function seedSite(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values(Object.entries(SITE_SETTINGS_SEED).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await db.insert(sitePages).values([TERMS_SEED, NEWS_SEED]).onConflictDoNothing();
  const existing = await db.select({ id: notices.id }).from(notices).limit(1);
  if (existing.length === 0) await db.insert(notices).values(NOTICES_SEED);
  // No urgency that is not true (issue 12): the seeded 'selling fast' teaser is replaced where
  // it is still as seeded; a notice edited since is left alone.
  await db
    .update(notices)
    .set({ body: NOTICES_SEED[1]!.body })
    .where(eq(notices.body, RETIRED_NOTICE_BODY));
}
