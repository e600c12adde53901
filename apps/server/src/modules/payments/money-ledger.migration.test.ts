import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, test } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';

const LEDGER_MIGRATION = '0016_money_movements';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The project's migrations as they stood before the ledger's. */
function migrationsBeforeLedger(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-mig-'));
  dirs.push(dir);
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === LEDGER_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

test('the ledger migration fills the ledger with every succeeded charge and refund already made', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: migrationsBeforeLedger() });
    const pay = (id: string, kind: string, amount: number, status: string) =>
      client.query(
        `insert into payments (id, order_type, order_id, kind, idempotency_key, amount, currency, status, gateway_ref, refunded_amount, created_at, updated_at)
         values ($1::uuid, 'hotel', 'H1', $2, $1::text, $3, 'AUD', $4, 'ch_' || $1::text, 0, '2025-06-15T12:00:00Z', '2025-06-15T12:00:00Z')`,
        [id, kind, amount, status],
      );
    const A = '00000000-0000-4000-8000-00000000000a';
    const B = '00000000-0000-4000-8000-00000000000b';
    const C = '00000000-0000-4000-8000-00000000000c';
    await pay(A, 'deposit', 10_000, 'succeeded');
    await pay(B, 'instalment', 8_000, 'succeeded');
    await pay(C, 'full', 50_000, 'failed');
    const refund = (id: string, amount: number, status: string) =>
      client.query(
        `insert into payment_refunds (id, payment_id, idempotency_key, amount, status, created_at, updated_at, settled_at)
         values ($1::uuid, $2, $1::text, $3, $4, '2025-06-16T12:00:00Z', '2025-06-16T12:00:00Z', '2025-06-16T13:00:00Z')`,
        [id, A, amount, status],
      );
    await refund('00000000-0000-4000-8000-0000000000d1', 3_000, 'succeeded');
    await refund('00000000-0000-4000-8000-0000000000d2', 1_000, 'failed');
    await refund('00000000-0000-4000-8000-0000000000d3', 2_000, 'processing');

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{
      kind: string;
      amount: number;
      order_type: string;
      order_id: string;
      idempotency_key: string;
      created_at: Date;
    }>(
      `select kind, amount, order_type, order_id, idempotency_key, created_at from money_movements order by kind, amount`,
    );
    expect(
      rows.map((r) => [r.kind, r.amount, r.order_type, r.order_id, r.idempotency_key]),
    ).toEqual([
      ['charge', 10_000, 'hotel', 'H1', `charge:${A}`],
      ['instalment', 8_000, 'hotel', 'H1', `charge:${B}`],
      ['refund', 3_000, 'hotel', 'H1', 'refund:00000000-0000-4000-8000-0000000000d1'],
    ]);
    // A refund is dated when the gateway gave it back.
    expect(new Date(rows[2]!.created_at).toISOString()).toBe('2025-06-16T13:00:00.000Z');
  } finally {
    await client.close();
  }
});
