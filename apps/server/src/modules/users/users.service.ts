import type { DbOrTx } from '../../db/client.ts';
import { createUsersRepository } from './users.repository.ts';

export type { UserRow } from './users.repository.ts';

/** The accounts, for the modules that sign people in (auth) or write to them (payments). */
export function createUsersService({ db }: { db: DbOrTx }) {
  const users = createUsersRepository({ db });
  return {
    /** The address must already be normalised (trimmed, lower-cased). */
    findByEmail: users.findByEmail,
    findById: users.findById,
    /** A new account; the caller has hashed the password. */
    create: users.insert,
    setPassword: users.setPassword,

    async emailOf(userId: string): Promise<string | undefined> {
      return (await users.findById(userId))?.email;
    },

    /** SPEC 9: whether the account may no longer choose slice payment. */
    async slicePayBlocked(userId: string): Promise<boolean> {
      return (await users.findById(userId))?.slicePayBlocked ?? false;
    },

    blockSlicePay: users.blockSlicePay,
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
