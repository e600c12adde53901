import { and, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from './uploads.table.ts';

/** Who an upload belongs to: a signed-in user, or whoever holds a guest upload token. */
export type UploadOwner =
  { userId: string; guestTokenHash?: never } | { userId?: never; guestTokenHash: string };

export type UploadRow = typeof uploads.$inferSelect;
export interface NewUpload {
  name: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

const ownedBy = (owner: UploadOwner): SQL =>
  owner.userId !== undefined
    ? eq(uploads.ownerUserId, owner.userId)
    : eq(uploads.guestTokenHash, owner.guestTokenHash);

export function createUploadsRepository({ db }: { db: DbOrTx }) {
  return {
    async countByOwner(owner: UploadOwner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(uploads).where(ownedBy(owner));
      return row?.n ?? 0;
    },
    async insertMany({
      owner,
      files,
      at,
    }: {
      owner: UploadOwner;
      files: NewUpload[];
      at: Date;
    }): Promise<void> {
      await db.insert(uploads).values(
        files.map((f) => ({
          ...f,
          ownerUserId: owner.userId ?? null,
          guestTokenHash: owner.guestTokenHash ?? null,
          createdAt: at,
        })),
      );
    },
    /** The upload of that name if one of the owners holds it: another owner's file is simply not found. */
    async findOwned({
      name,
      owners,
    }: {
      name: string;
      owners: UploadOwner[];
    }): Promise<UploadRow | null> {
      for (const owner of owners) {
        const [row] = await db
          .select()
          .from(uploads)
          .where(and(eq(uploads.name, name), ownedBy(owner)))
          .limit(1);
        if (row) return row;
      }
      return null;
    },
    async deleteOwned({ name, owners }: { name: string; owners: UploadOwner[] }): Promise<boolean> {
      for (const owner of owners) {
        const rows = await db
          .delete(uploads)
          .where(and(eq(uploads.name, name), ownedBy(owner)))
          .returning({ id: uploads.id });
        if (rows.length > 0) return true;
      }
      return false;
    },
  };
}
