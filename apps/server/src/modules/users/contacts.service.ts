import { normaliseEmail } from '@farewise/domain/auth/auth.rules';
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import { contactErrors, normaliseMobile } from '@farewise/domain/contacts/contact.rules';
import {
  SAVED_CONTACTS_LIMIT,
  type SavedContact,
  type SavedContactList,
  type UpdateContactBody,
} from '@farewise/domain/contacts/contact.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  createContactsRepository,
  type ContactRow,
  type ContactValues,
} from './contacts.repository.ts';
import {
  contactDuplicate,
  contactInvalid,
  contactListFull,
  contactNotFound,
} from './users.errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { lockUserRow } from './user-lock.ts';

const toSavedContact = (row: ContactRow): SavedContact => ({
  id: row.id,
  postcode: row.postcode,
  mobile: row.mobile,
  email: row.email,
});

const sameContact = (row: ContactRow, v: ContactValues) =>
  row.postcode === v.postcode && row.mobile === v.mobile && row.email === v.email;

/** Saved contacts (SPEC 3 contact): country calling code, mobile and email. */
export function createContactsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list({ userId }: { userId: string }): Promise<SavedContactList> {
      const rows = await createContactsRepository({ db }).listByUser({
        userId,
        limit: SAVED_CONTACTS_LIMIT,
      });
      return { list: rows.map(toSavedContact), total: rows.length, limit: SAVED_CONTACTS_LIMIT };
    },

    /** Creates (no id) or updates (id of one of the user's contacts) after SPEC 5's contact rules. */
    async save({
      userId,
      input,
    }: {
      userId: string;
      input: UpdateContactBody;
    }): Promise<{ contact: SavedContact }> {
      const errors = contactErrors(input);
      const fieldErrors = Object.entries(errors).map(([field, message]) => ({ field, message }));
      if (fieldErrors.length > 0) throw contactInvalid(fieldErrors);
      const postcode = normaliseCallingCode(input.postcode);
      const values: ContactValues = {
        postcode,
        mobile: normaliseMobile(input.mobile, postcode),
        email: normaliseEmail(input.email),
      };
      const at = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          const repo = createContactsRepository({ db: tx });
          await lockUserRow({ db: tx, userId });
          const all = await repo.listByUser({ userId, limit: SAVED_CONTACTS_LIMIT + 1 });
          if (input.id && !all.some((c) => c.id === input.id)) throw contactNotFound();
          if (!input.id && all.length >= SAVED_CONTACTS_LIMIT) throw contactListFull();
          if (all.some((c) => c.id !== input.id && sameContact(c, values)))
            throw contactDuplicate();
          const saved = input.id
            ? await repo.update({ userId, id: input.id, values, at })
            : await repo.insert({ userId, values, at });
          if (!saved) throw contactNotFound();
          return saved;
        });
        return { contact: toSavedContact(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw contactDuplicate();
        throw error;
      }
    },

    async remove({ userId, id }: { userId: string; id: string }): Promise<void> {
      const deleted = await createContactsRepository({ db }).delete({ userId, id });
      if (!deleted) throw contactNotFound();
    },
  };
}
