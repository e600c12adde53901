import type { DbOrTx } from '../../db/client.ts';
import { userContacts } from './contacts.table.ts';
import { createSavedRowsRepository } from './saved-rows.repository.ts';

export type ContactRow = typeof userContacts.$inferSelect;
export interface ContactValues {
  postcode: string;
  mobile: string;
  email: string;
}

/** Every query is scoped by user id: a row of another user is never read, changed or deleted. */
export function createContactsRepository({ db }: { db: DbOrTx }) {
  return createSavedRowsRepository<typeof userContacts, ContactValues>({ db, table: userContacts });
}
