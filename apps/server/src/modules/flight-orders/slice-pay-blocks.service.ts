import type { DbOrTx } from '../../db/client.ts';
import { createUsersService } from '../users/users.service.ts';
import { createFlightOrdersRepository } from './flight-orders.repository.ts';

function blockSubjects(opts: { userId: string | null; email: string | null }): string[] {
  const subjects: string[] = [];
  if (opts.userId) subjects.push(`user:${opts.userId}`);
  if (opts.email?.trim()) subjects.push(`email:${opts.email.trim().toLowerCase()}`);
  return subjects;
}

/**
 * SPEC 9: who may no longer choose slice payment, an account (its flag and 'user:<id>') or a
 * guest's e-mail ('email:<address>'); the payments module asks and blocks through here.
 */
export function createSlicePayBlocks({ db }: { db: DbOrTx }) {
  const orders = createFlightOrdersRepository({ db });
  const users = createUsersService({ db });
  return {
    async isBlocked(opts: { userId: string | null; email: string | null }): Promise<boolean> {
      if (opts.userId && (await users.slicePayBlocked(opts.userId))) return true;
      return orders.isSliceBlocked({ subjects: blockSubjects(opts) });
    },

    async block(opts: { userId: string | null; email: string | null; reason: string; now: Date }) {
      if (opts.userId) await users.blockSlicePay({ id: opts.userId, at: opts.now });
      await orders.blockSlice({ subjects: blockSubjects(opts), reason: opts.reason });
    },
  };
}
export type SlicePayBlocks = ReturnType<typeof createSlicePayBlocks>;
