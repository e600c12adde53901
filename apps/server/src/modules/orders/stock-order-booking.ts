import { randomBytes } from 'node:crypto';
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import type { Db, Tx } from '../../db/client.ts';
import { newReference, withFreshReference } from '../../shared/references.ts';
import { hashToken } from '../../shared/token-hash.ts';

/** The columns every held-stock order starts with: its owner or guest token, and its hold. */
export interface HeldOrderStart {
  orderNo: string;
  userId: string | null;
  guestTokenHash: string | null;
  status: 'PendingPayment';
  holdState: 'held';
  holdExpiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Books a held-stock order: the stock taken and the order written in one transaction (all or
 * nothing: `hold` throws when the stock is gone), held for `holdMinutes`; a guest gets a token
 * (only its hash is kept). A taken order number is drawn again.
 */
export async function bookHeldOrder<Row>(opts: {
  db: Db;
  now: Date;
  userId: string | null;
  /** 'HW' hotel, 'AW' activity. */
  prefix: string;
  holdMinutes: number;
  hold: (tx: Tx) => Promise<void>;
  insert: (start: HeldOrderStart, tx: Tx) => Promise<Row>;
}): Promise<{ row: Row; accessToken: string | null; holdExpiresAt: Date }> {
  const { db, now, userId } = opts;
  const accessToken = userId ? null : randomBytes(24).toString('base64url');
  const holdExpiresAt = new Date(now.getTime() + opts.holdMinutes * 60_000);
  const row = await withFreshReference(() =>
    db.transaction(async (tx) => {
      await opts.hold(tx);
      return opts.insert(
        {
          orderNo: newReference(opts.prefix),
          userId,
          guestTokenHash: accessToken ? hashToken(accessToken) : null,
          status: 'PendingPayment',
          holdState: 'held',
          holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
    }),
  );
  return { row, accessToken, holdExpiresAt };
}

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The booking's contact as stored (trimmed, the calling code normalised) and its e-mail for look-ups. */
export function orderContact(given: {
  name?: string;
  email?: string;
  postcode?: string;
  mobile?: string;
}) {
  const contact = {
    name: trim(given.name),
    email: trim(given.email),
    postcode: normaliseCallingCode(trim(given.postcode)),
    mobile: trim(given.mobile),
  };
  return { contact, contactEmail: contact.email.toLowerCase() };
}
