import { randomBytes } from 'node:crypto';
import { hashToken } from '../../shared/token-hash.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { createUploadsRepository, type NewUpload, type UploadOwner } from './uploads.repository.ts';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_NAME_PATTERN,
  UPLOADS_PER_OWNER_LIMIT,
  detectImageType,
} from './uploads.rules.ts';
import {
  uploadMissing,
  uploadNotFound,
  uploadNotImage,
  uploadTooLarge,
  uploadsFull,
} from './users.errors.ts';
import { lockUserRow } from './user-lock.ts';

/** 32 random bytes, base64url: what a guest keeps to read its pictures again. */
const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface UploadCaller {
  /** The signed-in user, if any. */
  userId: string | null;
  /** A guest upload token the caller holds (header x-upload-token or query token), if any. */
  guestToken: string | null;
}

/** The owners a caller speaks for: the user and the guest token it holds, if well-formed. */
function ownersOf(caller: UploadCaller): UploadOwner[] {
  const owners: UploadOwner[] = [];
  if (caller.userId) owners.push({ userId: caller.userId });
  if (caller.guestToken && GUEST_TOKEN_PATTERN.test(caller.guestToken)) {
    owners.push({ guestTokenHash: hashToken(caller.guestToken) });
  }
  return owners;
}

/**
 * Pictures uploaded by travellers (SPEC 2.4, 5 and 7), kept in the database (DESIGN 5a).
 * Names are made here, so no name a caller sends ever reaches storage or a path.
 */
export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Stores pictures, all or none: each must be a PNG, JPEG, GIF or WebP by its bytes and at most
     * 2 MB. A signed-in caller owns them; a guest owns them through a guest token: the one it sent,
     * if earlier uploads were made with it, or a new one, returned once.
     */
    async store({
      caller,
      files,
    }: {
      caller: UploadCaller;
      files: Uint8Array[];
    }): Promise<{ files: string[]; guestToken?: string }> {
      if (files.length === 0) throw uploadMissing();
      const prepared: NewUpload[] = files.map((data) => {
        if (data.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
        const type = detectImageType(data);
        if (!type) throw uploadNotImage();
        return {
          name: `${randomBytes(16).toString('hex')}.${type.extension}`,
          contentType: type.contentType,
          size: data.length,
          data,
        };
      });

      let owner: UploadOwner;
      let newGuestToken: string | undefined;
      const repo = createUploadsRepository({ db });
      if (caller.userId) owner = { userId: caller.userId };
      else {
        const held = ownersOf(caller)[0];
        // Only a token this server handed out is reused; anything else gets a fresh one.
        if (held && (await repo.countByOwner(held)) > 0) owner = held;
        else {
          newGuestToken = randomBytes(32).toString('base64url');
          owner = { guestTokenHash: hashToken(newGuestToken) };
        }
      }

      await db.transaction(async (tx) => {
        if (owner.userId) await lockUserRow({ db: tx, userId: owner.userId });
        const txRepo = createUploadsRepository({ db: tx });
        if ((await txRepo.countByOwner(owner)) + prepared.length > UPLOADS_PER_OWNER_LIMIT)
          throw uploadsFull();
        await txRepo.insertMany({ owner, files: prepared, at: clock.now() });
      });
      return {
        files: prepared.map((f) => f.name),
        ...(newGuestToken ? { guestToken: newGuestToken } : {}),
      };
    },

    /** The picture, for its owner only; a bad name, a missing file and another's file are all 'File not found'. */
    async read({
      caller,
      name,
    }: {
      caller: UploadCaller;
      name: string;
    }): Promise<{ contentType: string; data: Buffer }> {
      if (!UPLOAD_NAME_PATTERN.test(name)) throw uploadNotFound();
      const owners = ownersOf(caller);
      if (owners.length === 0) throw uploadNotFound();
      const row = await createUploadsRepository({ db }).findOwned({ name, owners });
      if (!row) throw uploadNotFound();
      return {
        contentType: row.contentType,
        data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
      };
    },

    /** Whether every picture named is the caller's (pictures attached to a request must be). */
    async ownsAll({ caller, names }: { caller: UploadCaller; names: string[] }): Promise<boolean> {
      const owners = ownersOf(caller);
      if (names.length === 0) return true;
      if (owners.length === 0) return false;
      const repo = createUploadsRepository({ db });
      for (const name of new Set(names)) {
        if (!UPLOAD_NAME_PATTERN.test(name) || !(await repo.findOwned({ name, owners })))
          return false;
      }
      return true;
    },

    async remove({ caller, name }: { caller: UploadCaller; name: string }): Promise<void> {
      if (!UPLOAD_NAME_PATTERN.test(name)) throw uploadNotFound();
      const owners = ownersOf(caller);
      if (
        owners.length === 0 ||
        !(await createUploadsRepository({ db }).deleteOwned({ name, owners }))
      ) {
        throw uploadNotFound();
      }
    },
  };
}
